/** Silentes: 2-player cooperative survival with a tarot deck (seed 000). */
import type { GameModule } from '../../engine/contract';
import type { SilentesAction, SilentesOptions, SilentesState, SilentesView } from './types';
import { setup } from './setup';
import { apply, legalActions } from './rules';
import { status, view } from './view';
import { bot } from './bot';
import { parseAction, parseOptions } from './schema';

export const silentes: GameModule<SilentesState, SilentesAction, SilentesOptions, SilentesView> = {
  id: 'silentes',
  // 2: refill counts provisions (R8), response windows for every provision holder (R35) and
  // out-of-turn provisions, R7/R23 changes: version-1 logs replay differently.
  engineVersion: 2,
  seats: { min: 2, max: 2 },
  parseOptions,
  parseAction,
  setup,
  legalActions,
  apply,
  view,
  status,
  undoable: (before, after) => before.barrier === after.barrier && after.result === null,
  bot,
  openInformation: (s) => s.options.openHands,
};

export type { SilentesAction, SilentesOptions, SilentesState, SilentesView } from './types';
