/** The games `npm run bench:ui` plays (scripts/bench-ui/games.ts), named apart so a bad argument is refused before the drivers load. */
export const GAME_IDS: readonly string[] = ['silentes', 'grizzled', 'looper', 'darkness', 'salem-5', 'salem-12'];
