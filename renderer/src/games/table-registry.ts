/**
 * Games whose table this renderer has. The catalog comes from main, which knows which
 * engines exist; an engine can land (for the CLI, saves and tests) before its table does,
 * and a family must never be offered a game they cannot see on screen.
 */
const GAMES_WITH_TABLES: ReadonlySet<string> = new Set(['silentes', 'grizzled', 'looper', 'darkness', 'salem']);

export function hasTable(gameId: string): boolean {
  return GAMES_WITH_TABLES.has(gameId);
}
