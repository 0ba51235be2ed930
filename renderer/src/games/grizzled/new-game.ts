/** The rules of the Grizzled new-game form, kept out of the view so they are tested alone. */
import { VARIANTS, type Variant } from '../../../../shared/games/grizzled/types';

export const MIN_SEATS = 2;
export const MAX_SEATS = 5;

/** The Chaplain's rule is the official 2-player game: offered only with exactly two seats. */
export function availableVariants(seats: number): Variant[] {
  return VARIANTS.filter((v) => v !== 'twoPlayer' || seats === 2);
}

/**
 * The seat count chooses between the two plain games (G41): at two seats the official game is the
 * Chaplain's, since without him both support tiles go to the other player and nobody is ever relieved.
 * Rookie and Veteran are a family's own choice and stay as they are.
 */
export function variantForSeats(current: Variant, seats: number): Variant {
  if (seats === 2 && current === 'normal') return 'twoPlayer';
  if (seats !== 2 && current === 'twoPlayer') return 'normal';
  return current;
}

/**
 * How the form starts: every seat a person (a bot is a choice, not a default), one seat per
 * family member within the box's 2–5 (3 without profiles), and the Rookie variant when no
 * Grizzled game was ever saved here, since traps are hard on a first game; else the plain game
 * for that many seats.
 */
export function firstFormDefaults(savedGames: readonly { gameId: string }[], profileCount: number): { seats: number; variant: Variant } {
  const seats = profileCount < MIN_SEATS ? 3 : Math.min(MAX_SEATS, profileCount);
  const playedBefore = savedGames.some((g) => g.gameId === 'grizzled');
  return { seats, variant: playedBefore ? variantForSeats('normal', seats) : 'rookie' };
}
