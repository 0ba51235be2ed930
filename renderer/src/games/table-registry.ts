/**
 * Games whose table this renderer has: every game of the registry. The catalog comes from main,
 * which knows which engines exist; an engine can land (for the CLI, saves and tests) before its
 * table does, and a family must never be offered a game they cannot see on screen.
 */
import { gameEntry } from './registry';

export function hasTable(gameId: string): boolean {
  return gameEntry(gameId) !== undefined;
}
