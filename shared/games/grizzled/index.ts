/** The Grizzled: 2-5 cooperative players survive the Great War together (seed 001). */
import { defineGameModule, undoUntilBarrier } from '../../engine/define-game';
import type { GrizzledAction, GrizzledOptions, GrizzledState, GrizzledView } from './types';
import { setup } from './setup';
import { apply, legalActions } from './rules';
import { status, view } from './view';
import { bot } from './bot';
import { parseAction, parseOptions } from './schema';
import { RULES_VERSION } from './rules-version';

export const grizzled = defineGameModule<GrizzledState, GrizzledAction, GrizzledOptions, GrizzledView>({
  id: 'grizzled', rulesVersion: RULES_VERSION, seats: { min: 2, max: 5 },
  parseOptions, parseAction, setup, legalActions, apply, view, status, bot,
  undoable: undoUntilBarrier,
  // Hands and support tiles are secret at every player count: the default openInformation.
});

export type { GrizzledAction, GrizzledOptions, GrizzledState, GrizzledView } from './types';
