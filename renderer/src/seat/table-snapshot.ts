/**
 * A seat's snapshot as the game's own table takes it (components/table-props.ts): the same
 * table the shared screen draws, fed with this seat's view. Nothing of the shared screen's flow
 * comes along — no hand-off, no bot pacing, no undo seat (a device offers no undo: SC20) — and
 * when no decision may be acted on (disconnected, a move on its way) the legal list is empty, so
 * the table draws no control that could send a stale move.
 */
import { DEFAULT_BOT_LEVEL } from '../../../shared/engine/bot-level';
import type { SessionSnapshot } from '../../../shared/ipc/contract';
import type { SeatSnapshot } from '../../../shared/ipc/seat-protocol';

export function tableSnapshotOf(seat: SeatSnapshot, actionable: boolean): SessionSnapshot {
  const bots = seat.players.flatMap((p, at) => (p.bot ? [at] : []));
  return {
    session: {
      id: seat.sessionId,
      gameId: seat.gameId,
      title: seat.title,
      players: seat.players.map((p) => p.name),
      bots,
      botLevels: bots.map((at) => seat.players[at]!.botLevel ?? DEFAULT_BOT_LEVEL),
      // The save row's dates and figures are the shared screen's; the tables do not read them.
      createdAt: '',
      lastPlayedAt: '',
      status: seat.status.result === null ? 'active' : 'finished',
      summary: seat.status.summary,
      result: seat.status.result,
    },
    seq: seat.seq,
    seat: seat.seat,
    status: seat.status,
    view: seat.view,
    legal: actionable ? seat.legal : [],
    handoffTo: null,
    botToMove: null,
    undoSeat: null,
    openInformation: seat.openInformation,
    undos: seat.undos,
  };
}

/** Whose turn the page names: this seat ("Te toca"), another seat by name, or nobody (the game is over). */
export type Turn = { kind: 'mine' } | { kind: 'waiting'; names: string[] } | { kind: 'over' };

export function turnOf(seat: SeatSnapshot): Turn {
  if (seat.status.result !== null) return { kind: 'over' };
  // A seat that may only act out of turn (a Silentes provision) is not on turn: its table offers that.
  if (seat.deciding && seat.status.deciding.includes(seat.seat)) return { kind: 'mine' };
  const names = seat.status.deciding.map((at) => seat.players[at]?.name ?? String(at + 1));
  return { kind: 'waiting', names };
}
