/** Silentes: 2-player cooperative survival with a tarot deck (seed 000). */
import { defineGameModule, undoUntilBarrier } from '../../engine/define-game';
import type { SilentesAction, SilentesOptions, SilentesState, SilentesView } from './types';
import { setup } from './setup';
import { apply, legalActions } from './rules';
import { status, view } from './view';
import { bot } from './bot';
import { parseAction, parseOptions } from './schema';
import { RULES_VERSION } from './rules-version';

export const silentes = defineGameModule<SilentesState, SilentesAction, SilentesOptions, SilentesView>({
  id: 'silentes', rulesVersion: RULES_VERSION, seats: { min: 2, max: 2 },
  parseOptions, parseAction, setup, legalActions, apply, view, status, bot,
  undoable: undoUntilBarrier,
  openInformation: (s) => s.options.openHands,
});

export type { SilentesAction, SilentesOptions, SilentesState, SilentesView } from './types';
