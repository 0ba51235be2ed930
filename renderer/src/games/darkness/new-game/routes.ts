/**
 * The routes of a When Darkness Comes board game outside its table, as constants other parts link
 * to (the table's end screen opens the end-of-game wizard from a finished game's session id alone:
 * the view carries no campaign id, so the bridge route asks main for it).
 */

/** The new-game screen (catalog: "Nueva partida"). */
export const NEW_DARKNESS_GAME_ROUTE = '/new/darkness';

/** The bridge route: loads `darkness.games.end` and replaces itself with the wizard, prefilled. */
export const DARKNESS_GAME_END_ROUTE = '/darkness/games/:sessionId/end-of-game';

/** Where the end screen's "Asistente de fin de partida" button goes for a finished game. */
export function darknessGameEndPath(sessionId: string): string {
  return `/darkness/games/${encodeURIComponent(sessionId)}/end-of-game`;
}

/** The wizard of a campaign, prefilled from a finished game (`?session=<id>`). */
export function endOfGameWizardPath(campaignId: string, sessionId: string): string {
  return `/darkness/campaigns/${encodeURIComponent(campaignId)}/end-of-game?session=${encodeURIComponent(sessionId)}`;
}
