/**
 * The Tragedy Looper bot for any seat: the AI mastermind for seat 0 (from the mastermind's
 * view, which carries what it knows), the protagonist bot for every other seat (from the
 * public information in its view only).
 */
import type { Seat } from '../../../engine/contract';
import { MASTERMIND, type LooperAction, type LooperView } from '../types';
import { mastermindBot } from './mastermind';
import { protagonistBot } from './protagonist';

export function looperBot(view: LooperView, seat: Seat, legal: LooperAction[], rngSeed: number): LooperAction {
  if (legal.length === 0) throw new Error(`looper bot: seat ${seat} has no legal action`);
  return seat === MASTERMIND ? mastermindBot(view, legal, rngSeed) : protagonistBot(view, legal, rngSeed);
}
