/**
 * Every game's rules text is complete in both languages and true to the repository: Spanish and
 * English have the same sections, entries and rulings in the same order, every ruling shown
 * exists in docs/rulings/<game>.md, and every entry a table component asks for exists.
 */
import { describe, expect, it } from 'vitest';
import type { GameRulesText } from '../components/rules-types';
import { findEntry } from '../components/rules-types';
import { hasRules, rulesOf } from './rules-registry';
import { GAMES as ENTRIES, loadDefinition } from './registry';

// A game's rules are there once the game has loaded (the rules panel loads it before it shows).
await Promise.all(ENTRIES.map((entry) => loadDefinition(entry.id)));

const GAMES = ['silentes', 'grizzled', 'looper', 'salem'] as const;
/**
 * R49 is about saves from an older engine version, R50–R51 and G33–G40 about the bots' levels, R52 and G41 about the new-game forms
 * (issue 24): not about how the game is played.
 */
const NOT_RULES_OF_PLAY = ['R49', 'R50', 'R51', 'R52', 'G33', 'G34', 'G35', 'G36', 'G37', 'G38', 'G39', 'G40', 'G41'];
/**
 * The ids of a game's rulings of play: R* and G* (P*, E* and H* are about the app); Looper's
 * L1–L99 rule on the game, L100 and up on the app (names, table, notebook, editor); Salem's S1–S79.
 */
function rulingsOfPlay(game: string, doc: string): string[] {
  if (game === 'looper') return [...doc.matchAll(/^\*\*(L\d+) — /gm)].map((m) => m[1]!).filter((id) => Number(id.slice(1)) < 100);
  // Salem's S1–S79 rule on the game; S80 and up on its bots, screens and saves (S109).
  if (game === 'salem') return [...doc.matchAll(/^\*\*(S\d+) — /gm)].map((m) => m[1]!).filter((id) => Number(id.slice(1)) < 80);
  return [...doc.matchAll(/^\*\*([RG]\d+) — /gm)].map((m) => m[1]!).filter((id) => !NOT_RULES_OF_PLAY.includes(id));
}

function shape(rules: GameRulesText) {
  return {
    howTo: rules.howTo.map((s) => [s.id, s.paragraphs.length]),
    reference: rules.reference.map((g) => [g.id, g.entries.map((e) => e.id)]),
    rulings: rules.rulings.map((r) => r.id),
  };
}

function texts(rules: GameRulesText): string[] {
  return [
    rules.title,
    ...rules.howTo.flatMap((s) => [s.title, ...s.paragraphs]),
    ...rules.reference.flatMap((g) => [g.title, ...g.entries.flatMap((e) => [e.name, e.text])]),
    ...rules.rulings.flatMap((r) => [r.title, r.text]),
  ];
}

describe('rules registry', () => {
  it('has rules for every game and none for names that are not games', () => {
    for (const game of [...GAMES, 'darkness']) expect(hasRules(game), game).toBe(true);
    for (const game of ['__proto__', 'constructor', 'toString']) {
      expect(hasRules(game), game).toBe(false);
      expect(rulesOf(game, 'es'), game).toBeNull();
    }
  });

  it('answers in English for en and in Spanish otherwise', () => {
    expect(rulesOf('silentes', 'en')!.howTo[0]!.title).toBe('Goal');
    expect(rulesOf('silentes', 'es')!.howTo[0]!.title).toBe('Objetivo');
    expect(rulesOf('silentes', 'fr')!.howTo[0]!.title).toBe('Objetivo');
  });
});

describe.each(GAMES)('%s rules text', (game) => {
  const es = rulesOf(game, 'es')!;
  const en = rulesOf(game, 'en')!;

  it('has the same sections, entries and rulings in Spanish and English, in the same order', () => {
    expect(shape(en)).toEqual(shape(es));
  });

  it('has goal, turn, win and lose sections, a reference and rulings', () => {
    const ids = es.howTo.map((s) => s.id);
    expect(ids).toContain('goal');
    expect(ids.some((id) => id === 'turn' || id === 'mission')).toBe(true);
    expect(ids).toContain('win');
    expect(ids).toContain('lose');
    expect(es.reference.length).toBeGreaterThan(2);
    expect(es.rulings.length).toBeGreaterThan(15);
  });

  it('has no empty text and no entry id twice', () => {
    for (const rules of [es, en]) {
      for (const text of texts(rules)) expect(text.trim().length).toBeGreaterThan(1);
      const ids = rules.reference.flatMap((g) => g.entries.map((e) => e.id));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('S109 shows every rule-of-play ruling of docs/rulings, and only those, under their own ids', () => {
    const docs = import.meta.glob('../../../docs/rulings/*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
    const doc = docs[`../../../docs/rulings/${game}.md`]!;
    const ofPlay = rulingsOfPlay(game, doc);
    expect(ofPlay.length).toBeGreaterThan(30);
    expect(es.rulings.map((r) => r.id)).toEqual(ofPlay);
  });

  it('has an entry for every element the table components explain', () => {
    const sources = import.meta.glob('./*/components/*.vue', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
    const asked = new Set<string>();
    for (const [path, text] of Object.entries(sources)) {
      if (!path.startsWith(`./${game}/`)) continue;
      for (const m of text.matchAll(/explain\.entry\('(\w+)'\)/g)) asked.add(m[1]!);
    }
    // Looper's table explains elements by kind and engine id (looper/rules/use-explain.ts),
    // every one of which looper/rules/entry-for.test.ts finds in the reference; Salem's table
    // explains cards and characters in the i18n words its reference is built from
    // (salem/rules/rules.test.ts).
    if (game !== 'looper' && game !== 'salem') expect(asked.size).toBeGreaterThan(3);
    for (const id of asked) {
      expect(findEntry(es, id), id).not.toBeNull();
      expect(findEntry(en, id), id).not.toBeNull();
    }
  });
});
