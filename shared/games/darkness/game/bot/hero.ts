/**
 * The When Darkness Comes hero bot at a level (issue 24): *Fácil* (easy.ts), *Normal* (normal.ts,
 * the bot every game played before the levels) and *Difícil* (hard.ts). Every level decides only
 * from its own seat's view and the legal actions; a level changes how hard it thinks, never what it
 * may see. No level given = normal, so existing callers play as before.
 */
import { DEFAULT_BOT_LEVEL, type BotLevel } from '../../../../engine/bot-level';
import type { DarknessAction, DarknessView, Seat } from '../types';
import { easyBot } from './easy';
import { hardBot } from './hard';
import { normalBot } from './normal';

export { masterBot } from './normal';

export function heroBot(view: DarknessView, seat: Seat, legal: DarknessAction[], rngSeed: number, level: BotLevel = DEFAULT_BOT_LEVEL): DarknessAction {
  if (legal.length === 0) throw new Error(`darkness bot: seat ${seat} has no legal action`);
  switch (level) {
    case 'easy':
      return easyBot(view, seat, legal, rngSeed);
    case 'hard':
      return hardBot(view, seat, legal, rngSeed);
    default:
      return normalBot(view, seat, legal, rngSeed);
  }
}
