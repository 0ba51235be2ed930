/** When Darkness Comes for the app's screens (see ../game-definition.ts), loaded with the game's chunk by ../registry.ts. */
import type { GameDefinition } from '../game-definition';
import { gameMessages } from './i18n/messages';
import { darknessRules } from './rules';
import { DARKNESS_MOVES, darknessSteps } from './table/resolution';
import { isMasterSeat } from './table/master-model';
import { heroSeatNames } from './table/seat-names';
import type { DarknessView } from '../../../../shared/games/darkness/game/types';

export const darknessGame: GameDefinition = {
  id: 'darkness',
  messages: gameMessages,
  rules: darknessRules,
  table: () => import('./table/components/DarknessTable.vue'),
  end: () => import('./table/components/DarknessEnd.vue'),
  resolution: { steps: darknessSteps, moves: DARKNESS_MOVES },
  // The Master is the seat after the heroes: the players must look away.
  coverTitle: ({ tr, view, names, seat }) =>
    isMasterSeat(view as DarknessView | null | undefined, names, seat) ? tr.t('darkness.table.masterCover') : undefined,
  seatNames: (view, players) => heroSeatNames(view as DarknessView | null | undefined, players),
  // No move notice: the pool builder shows what a roll will be before it is thrown, and every
  // roll's dice are part of the log, so undoing never re-rolls (D330).
};
