/**
 * The recap's lines as text, each log entry read once: the recap stays on screen while its person
 * plays on, every move brings a new log array, and the table store keeps each unchanged entry's
 * object (reuse-unchanged.ts), so an entry already read is the same object and is not read again.
 * A new language, format or names is a new reading of all of them.
 */
export type RecapReader<E extends object> = (
  publicEntries: readonly E[],
  indices: readonly number[],
  format: (entry: E) => string,
  /** What the text depends on besides the entry and the format (the language, the names). */
  depends: readonly unknown[],
  /** The lines last returned: given back as they are when nothing in them changed. */
  previous?: readonly string[],
) => readonly string[];

export function recapReader<E extends object>(): RecapReader<E> {
  let read = { depends: [] as readonly unknown[], texts: new WeakMap<E, string>() };
  return (publicEntries, indices, format, dependsToo, previous) => {
    const depends = [format, ...dependsToo];
    if (depends.length !== read.depends.length || depends.some((part, i) => part !== read.depends[i])) read = { depends, texts: new WeakMap() };
    const lines: string[] = [];
    for (const i of indices) {
      const entry = publicEntries[i];
      if (!entry) continue;
      let text = read.texts.get(entry);
      if (text === undefined) {
        text = format(entry);
        read.texts.set(entry, text);
      }
      // A line the table leaves unsaid (Salem's repeat of a confession's reveal) is no line of the recap either.
      if (text !== '') lines.push(text);
    }
    return previous && previous.length === lines.length && previous.every((line, i) => line === lines[i]) ? previous : lines;
  };
}
