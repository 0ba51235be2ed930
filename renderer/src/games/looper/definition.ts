/** Tragedy Looper for the app's screens (see ../game-definition.ts), loaded with the game's chunk by ../registry.ts. */
import type { GameDefinition } from '../game-definition';
import { gameMessages } from './i18n/messages';
import { looperRules } from './rules';
import { LOOPER_MOVES, looperSteps } from './resolution';
import { MASTERMIND } from '../../../../shared/games/looper/types';

export const looperGame: GameDefinition = {
  id: 'looper',
  messages: gameMessages,
  rules: looperRules,
  table: () => import('./components/LooperTable.vue'),
  end: () => import('./components/LooperEnd.vue'),
  resolution: { steps: looperSteps, moves: LOOPER_MOVES },
  // The mastermind gets a cover of its own: the protagonists must look away.
  coverTitle: ({ tr, seat }) => (seat === MASTERMIND ? tr.t('looper.table.mastermindCover') : undefined),
  // No move notice: a face-down card can be taken back (L40), and the decisions that reveal are
  // the mastermind's announcements, which the rules make final.
};
