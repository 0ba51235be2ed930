/** When Darkness Comes, the board game (issue 12): 1-6 heroes explore a town, with an optional Master seat. */
import { defineGameModule } from '../../../engine/define-game';
import type { DarknessAction, DarknessOptions, DarknessState, DarknessView } from './types';
import { setup } from './setup';
import { apply } from './rules';
import { legalActions } from './legal';
import { view } from './view';
import { status } from './status';
import { parseAction, parseOptions } from './schema';
import { RULES_VERSION } from './rules-version';
import { undoable } from './undo';
import { heroBot } from './bot';

export const darkness = defineGameModule<DarknessState, DarknessAction, DarknessOptions, DarknessView>({
  // Up to 6 heroes plus the Master.
  id: 'darkness', rulesVersion: RULES_VERSION, seats: { min: 1, max: 7 },
  parseOptions, parseAction, setup, legalActions, apply, view, status, undoable,
  bot: heroBot,
  // Face-down discs, peeks and the Master's knowledge are private at every table: the default openInformation.
});

export type { DarknessAction, DarknessOptions, DarknessState, DarknessView } from './types';
