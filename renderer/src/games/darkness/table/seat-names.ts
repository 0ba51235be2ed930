/**
 * A seat's name outside the table (the replay's "Jugó …"): the hero's, as the table, the log and
 * the end screen say it — "Ray Ortiz", never the bot seat's "Bot 1"; the Master's seat keeps its
 * player's name.
 */
import type { DarknessView } from '../../../../../shared/games/darkness/game/types';

export function heroSeatNames(view: Pick<DarknessView, 'heroes'> | null | undefined, players: readonly string[]): string[] {
  return players.map((player, seat) => view?.heroes?.[seat]?.name ?? player);
}
