/**
 * What the game picker shows: every game Velada knows about, whether its rules engine is
 * in this build yet, and its player range. Player ranges of games without an engine come
 * from their published boxes; playable games take theirs from the module itself.
 */
import { GAME_IDS, type CatalogEntry, type GameId } from '../../shared/ipc/contract';
import type { AnyGameModule } from '../../shared/engine/contract';
import { cutText, fitText, textLength, TITLE_MAX_LENGTH } from '../../shared/text/characters';
import { refuseTextFault } from './text-faults';

export { TITLE_MAX_LENGTH };

const BOX_PLAYER_RANGE: Record<GameId, { min: number; max: number }> = {
  silentes: { min: 2, max: 2 },
  grizzled: { min: 2, max: 5 },
  salem: { min: 4, max: 12 },
  looper: { min: 2, max: 4 },
  darkness: { min: 1, max: 4 },
};

/** Proper names used in default session titles; they are titles, not translatable UI text. */
const GAME_NAMES: Record<GameId, string> = {
  silentes: 'Silentes',
  grizzled: 'The Grizzled',
  salem: 'Salem 1692',
  looper: 'Tragedy Looper',
  darkness: 'When Darkness Comes',
};

export function gameCatalog(lookup: (id: string) => AnyGameModule | undefined): CatalogEntry[] {
  return GAME_IDS.map((id) => {
    const module = lookup(id);
    const range = module ? module.seats : BOX_PLAYER_RANGE[id];
    return { id, playable: module !== undefined, minPlayers: range.min, maxPlayers: range.max };
  });
}

/**
 * Summary members naming a Tragedy Looper script's title, printed on the secret card (L120): the
 * save list leaves them out until the game is over. The engine no longer writes them into an
 * unfinished game's summary; rows saved before still carry them.
 */
const TITLE_UNTIL_THE_END: readonly string[] = ['scriptEs', 'scriptEn'];

/** A session's summary as the save list may show it. */
export function listedSummary(summary: Readonly<Record<string, number | string>>, finished: boolean): Record<string, number | string> {
  const out = { ...summary };
  if (!finished) for (const key of TITLE_UNTIL_THE_END) delete out[key];
  return out;
}

/** "Silentes — Ana y Luis", "Salem 1692 — Ana, Luis y Eva". */
export function defaultTitle(gameId: string, playerNames: string[]): string {
  const game = (GAME_NAMES as Record<string, string | undefined>)[gameId] ?? gameId;
  const names =
    playerNames.length <= 1
      ? playerNames.join('')
      : `${playerNames.slice(0, -1).join(', ')} y ${playerNames[playerNames.length - 1]}`;
  return fitTitle(names ? `${game} — ${names}` : game);
}

/**
 * A default title that repeats a saved one gets the next free number ("Silentes — Ana y Luis
 * (2)"), so two games of the same family can be told apart in the list. A typed title is kept
 * as typed: the family chose it.
 */
export function distinctTitle(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = fitTitle(base, ` (${n})`);
    if (!taken.has(candidate)) return candidate;
  }
}

/** "<title> (copia)", shortening the original so the result still fits a title. */
export function copyTitle(title: string): string {
  const suffix = ' (copia)';
  return fitTitle(title, suffix);
}

/** Counted and cut in characters, never inside one (S31). */
function fitTitle(base: string, suffix = ''): string {
  return fitText(base, TITLE_MAX_LENGTH - textLength(suffix)) + suffix;
}

/**
 * A title the family typed: trimmed and cut to TITLE_MAX_LENGTH characters; a NUL or half a
 * surrogate pair is refused (S31) rather than stored where every list would show it.
 */
export function typedTitle(title: string): string {
  refuseTextFault(title, 'invalid_title', 'The title');
  return cutText(title.trim(), TITLE_MAX_LENGTH).trimEnd();
}
