/** The session refusals raised in more than one place, as typed ServiceErrors the renderer translates. */
import type { Seat } from '../../shared/engine/contract';
import { ServiceError } from './errors';

export function notFound(sessionId: string): ServiceError {
  return new ServiceError('session_not_found', `No saved session ${sessionId}`, { sessionId });
}

export function seatIsBot(seat: Seat): ServiceError {
  return new ServiceError('seat_is_bot', `Seat ${seat} is played by the bot`, { seat });
}

export function gameFinished(sessionId: string): ServiceError {
  return new ServiceError('game_finished', 'This game is over', { sessionId });
}
