/** The Grizzled for the app's screens (see ../game-definition.ts), loaded with the game's chunk by ../registry.ts. */
import type { GameDefinition } from '../game-definition';
import { gameMessages } from './i18n/messages';
import { grizzledRules } from './rules';
import { GRIZZLED_MOVES, grizzledSteps } from './resolution';
import { grizzledMoveNotice } from './move-notice';
import { cardName, readableErrorParams, tileName } from './format';
import type { GrizzledAction, GrizzledView } from '../../../../shared/games/grizzled/types';

export const grizzledGame: GameDefinition = {
  id: 'grizzled',
  messages: gameMessages,
  rules: grizzledRules,
  table: () => import('./components/GrizzledTable.vue'),
  end: () => import('./components/GrizzledEnd.vue'),
  resolution: { steps: grizzledSteps, moves: GRIZZLED_MOVES },
  moveNotice: (tr, view, action) => grizzledMoveNotice(tr, view as GrizzledView, action as GrizzledAction),
  errorParams: readableErrorParams,
  // The replay's table never shows a bot thinking.
  replay: { tableProps: { botThinking: null, botStalled: false }, cardName, tileName },
};
