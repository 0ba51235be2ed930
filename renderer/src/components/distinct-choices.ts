/**
 * One button per distinct choice: when two legal actions read and act the same (two support
 * tiles of the same kind, the same action offered twice), the table offers the first only.
 */
export function distinctBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}
