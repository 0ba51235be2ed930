/**
 * What a seat's own screen receives, cut from the session service's snapshot of that seat: its
 * own view and legal list, the public status (whose turn), the players' public names. Nothing
 * the shared screen's flow needs (hand-off, undo seat, bot pacing) goes to a device.
 */
import { DEFAULT_BOT_LEVEL } from '../../shared/engine/bot-level';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import type { SeatSnapshot } from '../../shared/ipc/seat-protocol';

export function seatSnapshotOf(snapshot: SessionSnapshot): SeatSnapshot {
  const seat = snapshot.seat;
  if (seat === null) throw new Error('a seat snapshot needs a seat view');
  const { session, status } = snapshot;
  return {
    sessionId: session.id,
    gameId: session.gameId,
    title: session.title,
    seat,
    players: session.players.map((name, at) => {
      const bot = session.bots.indexOf(at);
      return bot < 0 ? { name, bot: false } : { name, bot: true, botLevel: session.botLevels[bot] ?? DEFAULT_BOT_LEVEL };
    }),
    seq: snapshot.seq,
    status,
    deciding: status.result === null && (status.deciding.includes(seat) || (status.interrupts?.includes(seat) ?? false)),
    view: snapshot.view,
    legal: snapshot.legal,
    openInformation: snapshot.openInformation,
    undos: snapshot.undos ?? [],
  };
}
