/** Each game's resolution steps and move keys, by game id, for the shared resolution player. */
import type { GameResolution } from '../components/use-resolution-feed';
import { SILENTES_MOVES, silentesSteps } from './silentes/resolution';
import { GRIZZLED_MOVES, grizzledSteps } from './grizzled/resolution';
import { LOOPER_MOVES, looperSteps } from './looper/resolution';
import { DARKNESS_MOVES, darknessSteps } from './darkness/table/resolution';
import { SALEM_MOVES, salemSteps } from './salem/table/resolution';

export const GAME_RESOLUTIONS: Readonly<Record<string, GameResolution>> = {
  silentes: { steps: silentesSteps, moves: SILENTES_MOVES },
  grizzled: { steps: grizzledSteps, moves: GRIZZLED_MOVES },
  looper: { steps: looperSteps, moves: LOOPER_MOVES },
  darkness: { steps: darknessSteps, moves: DARKNESS_MOVES },
  salem: { steps: salemSteps, moves: SALEM_MOVES },
};
