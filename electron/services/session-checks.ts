/**
 * The checks before a session command writes or looks: a finished game, a stale screen, a seat
 * that does not exist or is played by the bot. Each refusal is a typed ServiceError the renderer
 * translates.
 */
import type { Seat } from '../../shared/engine/contract';
import { ServiceError } from './errors';
import type { LiveSession } from './live-sessions';
import { isBotSeat } from './seat-roles';
import { gameFinished, seatIsBot } from './session-errors';

/** A person's move or undo: the game must be running, the screen current, the seat a human one. */
export function checkWritable(live: LiveSession, seat: Seat, expectedSeq: number): void {
  checkFresh(live, expectedSeq);
  checkSeat(live, seat);
  if (isBotSeat(live.meta.players, seat)) throw seatIsBot(seat);
}

/** Any write: the game is still running and the caller saw its latest seq. */
export function checkFresh(live: LiveSession, expectedSeq: number): void {
  if (live.meta.status === 'finished') throw gameFinished(live.meta.id);
  if (expectedSeq !== live.headSeq) {
    throw new ServiceError('stale_action', `The game moved on (at ${live.headSeq}, the move was made at ${expectedSeq})`, {
      expected: expectedSeq,
      actual: live.headSeq,
    });
  }
}

export function checkSeat(live: LiveSession, seat: Seat): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= live.meta.players.length) {
    throw new ServiceError('invalid_seat', `Seat ${seat} does not exist in this game`, { seat, seats: live.meta.players.length });
  }
}
