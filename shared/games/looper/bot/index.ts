/**
 * The Tragedy Looper bot for any seat: the AI mastermind for seat 0 (from the mastermind's
 * view, which carries what it knows), the protagonist bot for every other seat (from the
 * public information in its view only). `level` (issue 24; absent = *Normal*, today's play):
 * *Fácil* plays one of its heuristic's few favourites; *Difícil* searches — the mastermind
 * wider and against protagonists that answer its cards, the protagonists over scripts sampled
 * from their own view (protagonist-search.ts).
 */
import type { BotLevel } from '../../../engine/bot-level';
import type { Seat } from '../../../engine/contract';
import { MASTERMIND, type LooperAction, type LooperView } from '../types';
import { mastermindBot } from './mastermind';
import { protagonistBot } from './protagonist';
import { hardProtagonistBot } from './protagonist-search';

export function looperBot(view: LooperView, seat: Seat, legal: LooperAction[], rngSeed: number, level: BotLevel = 'normal'): LooperAction {
  if (legal.length === 0) throw new Error(`looper bot: seat ${seat} has no legal action`);
  if (seat === MASTERMIND) return mastermindBot(view, legal, rngSeed, level);
  return level === 'hard' ? hardProtagonistBot(view, legal, rngSeed) : protagonistBot(view, legal, rngSeed, level);
}
