/**
 * Silentes' bots at three levels (issue 24), every one deciding from its own seat's view only:
 *  - normal: today's heuristic bot, unchanged (heuristics.ts, NORMAL_TUNE);
 *  - easy: the same scores, picking at random among the actions within EASY_MARGIN of the best;
 *  - hard: the same scorer with HARD_TUNE, knobs chosen by seeded sims (docs/bots.md).
 * Deterministic for a given view, legal list, seed and level.
 */
import type { Seat } from '../../../engine/contract';
import type { BotLevel } from '../../../engine/bot-level';
import { nextInt, seedRng } from '../../../engine/rng';
import type { SilentesAction, SilentesView } from '../types';
import { normalBot, scoreAction, type SilentesTune } from './heuristics';

export const EASY_MARGIN = 4;

export const HARD_TUNE: SilentesTune = { searchBelow: 8, waterNoise: 8, entrenchBonus: 0, barricadeBonus: 3 };

export function easyBot(v: SilentesView, seat: Seat, legal: SilentesAction[], seed: number): SilentesAction {
  if (legal.length === 0) throw new Error('bot asked to move with no legal action');
  const scored = legal.map((action) => ({ action, score: scoreAction(v, seat, action) }));
  const top = Math.max(...scored.map((x) => x.score));
  const near = scored.filter((x) => x.score >= top - EASY_MARGIN);
  const [i] = nextInt(seedRng(`silentes-easy:${seed}`), near.length);
  return near[i]!.action;
}

export function bot(v: SilentesView, seat: Seat, legal: SilentesAction[], seed: number, level: BotLevel = 'normal'): SilentesAction {
  if (level === 'easy') return easyBot(v, seat, legal, seed);
  if (level === 'hard') return normalBot(v, seat, legal, seed, HARD_TUNE);
  return normalBot(v, seat, legal, seed);
}

export { normalBot } from './heuristics';
