/**
 * D160, S36: a restore replaces the whole data file, so everything the app has read from it is
 * read again — but only once the restore is done, and not at all when it was refused.
 */
export async function restoreThenReload<T>(restore: () => Promise<T | null>, reloads: readonly (() => Promise<unknown>)[]): Promise<T | null> {
  const done = await restore();
  if (done === null) return null;
  await Promise.all(reloads.map((reload) => reload()));
  return done;
}
