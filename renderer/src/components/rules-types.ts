/**
 * The shape of a game's rules text (one object per language, written as data in
 * renderer/src/games/<game>/rules/). The rules panel shows it; the table's explanations
 * quote its reference entries, so a card says on the table exactly what the reference says.
 */

/** One short section of "how to play" (goal, turn, winning, losing…). */
export interface RulesSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/** One element of the game — a card, a kind of card, a tile, a token or a counter — and its exact effect. */
export interface RulesEntry {
  id: string;
  name: string;
  text: string;
}

export interface RulesGroup {
  id: string;
  title: string;
  entries: readonly RulesEntry[];
}

/** A ruling of docs/rulings/<game>.md in plain words; `id` is the ruling's own id (R12, G8…). */
export interface RulingNote {
  id: string;
  title: string;
  text: string;
}

export interface GameRulesText {
  /** Game name as the panel heads it. */
  title: string;
  howTo: readonly RulesSection[];
  reference: readonly RulesGroup[];
  rulings: readonly RulingNote[];
}

/** What an element of the table says about itself: the name and text of its reference entry. */
export interface Explanation {
  title: string;
  text: string;
}

export function findEntry(rules: GameRulesText, entryId: string): RulesEntry | null {
  for (const group of rules.reference) {
    const entry = group.entries.find((e) => e.id === entryId);
    if (entry) return entry;
  }
  return null;
}

/** The explanation of one reference entry, or null when the game's rules do not have it. */
export function explanationOf(rules: GameRulesText, entryId: string | null): Explanation | null {
  if (entryId === null) return null;
  const entry = findEntry(rules, entryId);
  return entry ? { title: entry.name, text: entry.text } : null;
}
