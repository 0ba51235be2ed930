import { describe, expect, it } from 'vitest';
import { DISCS, TILES } from '../../../../../shared/games/darkness/content';
import { HOUSE_RULES } from '../../../../../shared/games/darkness/characters/house-rules';
import { findEntry } from '../../../components/rules-types';
import { rulesOf } from '../../rules-registry';
import { loadDefinition } from '../../registry';

// The rules are there once the game has loaded (the rules panel loads it before it shows).
await loadDefinition('darkness');

const es = rulesOf('darkness', 'es')!;
const en = rulesOf('darkness', 'en')!;
const shape = (r: typeof es) => ({ howTo: r.howTo.map((s) => [s.id, s.paragraphs.length]), reference: r.reference.map((g) => [g.id, g.entries.map((e) => e.id)]), rulings: r.rulings.map((x) => x.id) });

describe('When Darkness Comes rules text', () => {
  it('is registered, with the same sections, entries and rulings in Spanish and English', () => {
    expect(es.title).toBe('When Darkness Comes');
    expect(shape(en)).toEqual(shape(es));
    expect(es.howTo.map((s) => s.id)).toEqual(expect.arrayContaining(['goal', 'turn', 'move', 'combat', 'master']));
  });

  it('has a reference entry for every disc of the set, every tile, both fate tables and every house rule', () => {
    for (const rules of [es, en]) {
      for (const d of DISCS) expect(findEntry(rules, `disc-${d.id}`), d.id).not.toBeNull();
      for (const t of TILES) expect(findEntry(rules, `tile-${t.id}`), t.id).not.toBeNull();
      for (let n = 2; n <= 12; n++) {
        expect(findEntry(rules, `fate-ohCrap-${n}`)).not.toBeNull();
        expect(findEntry(rules, `fate-woohoo-${n}`)).not.toBeNull();
      }
      for (const r of HOUSE_RULES) expect(findEntry(rules, `house-${r.id}`), r.id).not.toBeNull();
      const ids = rules.reference.flatMap((g) => g.entries.map((e) => e.id));
      expect(new Set(ids).size).toBe(ids.length);
      for (const g of rules.reference) for (const e of g.entries) expect(e.text.trim().length, e.id).toBeGreaterThan(1);
    }
  });

  it('states an adversary’s numbers as the content has them', () => {
    const foe = DISCS.find((d) => d.kind === 'adversary')!;
    if (foe.kind !== 'adversary') throw new Error('no adversary');
    const entry = findEntry(es, `disc-${foe.id}`)!;
    expect(entry.text).toContain(`Velocidad ${foe.speed}`);
    expect(entry.name).toBe(foe.name.es);
  });

  it('lists only rulings written in docs/rulings/darkness.md', () => {
    const docs = import.meta.glob('../../../../../docs/rulings/darkness.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
    const doc = Object.values(docs)[0]!;
    for (const r of es.rulings) expect(doc, r.id).toContain(`**${r.id} — `);
    expect(es.rulings.length).toBeGreaterThanOrEqual(11);
  });
});
