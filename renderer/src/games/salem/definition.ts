/** Salem 1692 for the app's screens (see ../game-definition.ts), loaded with the game's chunk by ../registry.ts. */
import type { GameDefinition } from '../game-definition';
import { gameMessages } from './i18n/messages';
import { salemRules } from './rules';
import { SALEM_MOVES, salemSteps } from './table/resolution';
import { salemMoveNotice } from './table/move-notice';
import { useSalemSoundCues } from './table/use-sound-cues';
import { cardName, readableErrorParams } from './table/format';
import type { SalemAction, SalemView } from '../../../../shared/games/salem/types';

export const salemGame: GameDefinition = {
  id: 'salem',
  messages: gameMessages,
  rules: salemRules,
  table: () => import('./table/components/SalemTable.vue'),
  end: () => import('./table/components/SalemEnd.vue'),
  resolution: { steps: salemSteps, moves: SALEM_MOVES },
  // Dawn and night: the same words whoever gets the device, witch, Constable or not (S92).
  coverTitle: ({ tr, view, seatName }) => {
    const decision = (view as SalemView | null | undefined)?.decision;
    return decision?.t === 'night' ? tr.t(`salem.table.night.cover.${decision.kind}`, { name: seatName }) : undefined;
  },
  moveNotice: (tr, view, action) => salemMoveNotice(tr, view as SalemView, action as SalemAction),
  // The bell and the knock follow the public phase only (the same whoever holds the device).
  useTableEffects: () => useSalemSoundCues(),
  errorParams: readableErrorParams,
  replay: { tableProps: {}, cardName },
};
