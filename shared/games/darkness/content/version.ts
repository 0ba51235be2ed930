/**
 * The version of Velada's When Darkness Comes content (tiles, discs, scenarios, campaign frames).
 * Every game records it (DarknessState.contentVersion); version.test.ts pins a hash of the content to
 * it, so changing the data without bumping this string fails the tests (ruling D227).
 */
export const CONTENT_VERSION = '2026.11-3';
