/**
 * Undo: who may take back the last move (the mover, while going back reveals nothing and no bot
 * is already answering), and the undo itself, a logged row that restores the state before the
 * move, never a deletion.
 */
import type { GameStatus, Seat } from '../../shared/engine/contract';
import { stateHash } from '../../shared/engine/hash';
import { nowIso } from './clock';
import { ServiceError } from './errors';
import type { LiveSession, LiveSessions } from './live-sessions';
import { firstBotDeciding } from './seat-roles';
import { gameFinished } from './session-errors';
import { RECENT_UNDOS, undoMark } from './undo-notes';

export type UndoRefusal = 'game_finished' | 'nothing_to_undo' | 'not_your_move' | 'bot_deciding' | 'revealed_information';

/**
 * Why `seat` may not undo now, or null. Returns a reason rather than an error because
 * every snapshot asks it (for undoSeat), and building an Error costs a stack trace.
 */
export function undoRefusal(lives: LiveSessions, live: LiveSession, seat: Seat): UndoRefusal | null {
  if (live.meta.status === 'finished') return 'game_finished';
  if (!live.last) return 'nothing_to_undo';
  if (live.last.seat !== seat) return 'not_your_move';
  // A bot's turn is already playing out on the screen; going back under it would be a race.
  if (botDecides(live)) return 'bot_deciding';
  if (!live.module.undoable(lives.beforeState(live), live.state)) return 'revealed_information';
  return null;
}

/**
 * Takes back `seat`'s last move: the undo row, the restored state's snapshot at its seq (see the
 * log invariants in live-sessions.ts) and the cached session, in that order. The caller has
 * checked that `seat` may write now; the answer is the restored game's status.
 */
export function undoLastMove(lives: LiveSessions, live: LiveSession, seat: Seat): GameStatus {
  const refusal = undoRefusal(lives, live, seat);
  if (refusal) throw undoError(live, seat, refusal);

  const sessionId = live.meta.id;
  const undone = live.last!;
  const restored = lives.beforeState(live);
  const nextLast = lives.effectiveTopAt(sessionId, undone.seq - 1);
  const status = live.module.status(restored);
  const seq = live.headSeq + 1;
  const hash = stateHash(restored);
  const now = nowIso();
  // The restored state gets a snapshot at the undo's own seq (see the invariants).
  lives.append(
    live,
    { session_id: sessionId, seq, seat, kind: 'undo', payload_json: 'null', undoes: undone.seq, state_hash: hash, created_at: now },
    {
      id: sessionId,
      head_seq: seq,
      last_played_at: now,
      status: status.result ? 'finished' : 'active',
      summary_json: JSON.stringify(status.summary),
      result_json: JSON.stringify(status.result),
    },
    { session_id: sessionId, seq, state_json: JSON.stringify(restored), state_hash: hash },
  );

  Object.assign(live.meta, { lastPlayedAt: now, status: status.result ? 'finished' : 'active', summary: status.summary, result: status.result });
  live.state = restored;
  live.headSeq = seq;
  live.last = nextLast;
  live.before = null;
  live.undoMarks = [...lives.undoMarks(live), undoMark(live.module, restored, seat)].slice(-RECENT_UNDOS);
  return status;
}

function undoError(live: LiveSession, seat: Seat, reason: UndoRefusal): ServiceError {
  switch (reason) {
    case 'game_finished':
      return gameFinished(live.meta.id);
    case 'nothing_to_undo':
      return new ServiceError('nothing_to_undo', 'There is no move to undo', { sessionId: live.meta.id });
    case 'not_your_move':
      return new ServiceError('undo_not_allowed', `Only seat ${live.last?.seat} may undo its own last move`, { seat, reason });
    case 'bot_deciding':
      return new ServiceError('undo_not_allowed', 'A bot is already answering that move', { seat, reason });
    case 'revealed_information':
      return new ServiceError('undo_not_allowed', 'That move drew or revealed something and cannot be undone', { seat, reason });
  }
}

/** A bot is among the seats deciding (with several at once, any of them may be answering: S66). */
function botDecides(live: LiveSession): boolean {
  const status = live.module.status(live.state);
  return status.result === null && firstBotDeciding(live.meta.players, status.deciding) !== null;
}
