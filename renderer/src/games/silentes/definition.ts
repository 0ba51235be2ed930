/** Silentes for the app's screens (see ../game-definition.ts), loaded with the game's chunk by ../registry.ts. */
import type { GameDefinition } from '../game-definition';
import { gameMessages } from './i18n/messages';
import { silentesRules } from './rules';
import { SILENTES_MOVES, silentesSteps } from './resolution';
import { silentesMoveNotice } from './move-notice';
import { cardName, readableErrorParams } from './format';
import type { SilentesAction, SilentesView } from '../../../../shared/games/silentes/types';

export const silentesGame: GameDefinition = {
  id: 'silentes',
  messages: gameMessages,
  rules: silentesRules,
  table: () => import('./components/SilentesTable.vue'),
  end: () => import('./components/SilentesEnd.vue'),
  resolution: { steps: silentesSteps, moves: SILENTES_MOVES },
  moveNotice: (tr, view, action) => silentesMoveNotice(tr, view as SilentesView, action as SilentesAction),
  errorParams: readableErrorParams,
  replay: { tableProps: {}, cardName },
};
