/** Tragedy Looper for the app's screens (see ../game-definition.ts), loaded with the game's chunk by ../registry.ts. */
import type { GameDefinition } from '../game-definition';
import { gameMessages } from './i18n/messages';
import { looperRules } from './rules';
import { LOOPER_MOVES, looperSteps } from './resolution';
import { MASTERMIND, type LooperAction, type LooperView } from '../../../../shared/games/looper/types';
import { looperMoveNotice } from './move-notice';
import { looperPublicMoment } from './public-moment';

export const looperGame: GameDefinition = {
  id: 'looper',
  messages: gameMessages,
  rules: looperRules,
  table: () => import('./components/LooperTable.vue'),
  end: () => import('./components/LooperEnd.vue'),
  resolution: { steps: looperSteps, moves: LOOPER_MOVES },
  // The mastermind gets a cover of its own: the protagonists must look away.
  coverTitle: ({ tr, seat }) => (seat === MASTERMIND ? tr.t('looper.table.mastermindCover') : undefined),
  // Asks before the Final Guess moves only (move-notice.ts says why the others do not ask).
  moveNotice: (tr, view, action) => looperMoveNotice(tr, view as LooperView, action as LooperAction),
  // A lost loop, the Time Spiral, a death, an incident, the end: on a screen for the whole table first.
  publicMoment: looperPublicMoment,
};
