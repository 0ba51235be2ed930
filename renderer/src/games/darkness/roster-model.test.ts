import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DarknessCharacterSummary } from '../../../../shared/ipc/contract';
import type { CharacterSheet } from '../../../../shared/games/darkness/ledger';
import { initials, rosterGroup, rosterSections } from './roster-model';
import { HAIR_PATHS, portraitArt } from './portrait-art';

function character(id: string, name: string, status: CharacterSheet['status'], archived = false): DarknessCharacterSummary {
  return { id, createdAt: '2026-01-01T00:00:00Z', pregen: false, campaignIds: [], lentFrom: null, entries: 1, sheet: { id, name, status, archived } as CharacterSheet, endedAt: null };
}

describe('roster', () => {
  it('D135 the living first, then the retired, the dead as a memorial, the archived last; names in order', () => {
    const list = [character('1', 'Zoe', 'alive'), character('2', 'Álvaro', 'dead', true), character('3', 'Bea', 'retired'), character('4', 'Ana', 'alive'), character('5', 'Luis', 'alive', true)];
    const sections = rosterSections(list, 'es');
    expect(sections.map((s) => [s.group, s.characters.map((c) => c.sheet.name)])).toEqual([
      ['alive', ['Ana', 'Zoe']],
      ['retired', ['Bea']],
      ['memorial', ['Álvaro']],
      ['archived', ['Luis']],
    ]);
    expect(rosterGroup(list[1]!)).toBe('memorial');
  });

  it('leaves out empty groups and never loses a character', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('alive', 'dead', 'retired') as fc.Arbitrary<CharacterSheet['status']>, fc.boolean()), { maxLength: 20 }), (rows) => {
        const list = rows.map(([status, archived], i) => character(String(i), `N${i}`, status, archived));
        const sections = rosterSections(list, 'en');
        expect(sections.every((s) => s.characters.length > 0)).toBe(true);
        expect(sections.flatMap((s) => s.characters.map((c) => c.id)).sort()).toEqual(list.map((c) => c.id).sort());
      }),
    );
  });

  it('initials take the first letter of the first two words', () => {
    expect(initials('Ana Ruiz')).toBe('AR');
    expect(initials('  mags  ')).toBe('M');
    expect(initials('Helen van Achterberg')).toBe('HV');
    expect(initials('élodie')).toBe('É');
  });
});

describe('generated portraits', () => {
  it('D136 the same seed always draws the same portrait, and seeds differ', () => {
    expect(portraitArt(42)).toEqual(portraitArt(42));
    const distinct = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(portraitArt(i))));
    expect(distinct.size).toBe(20);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const art = portraitArt(seed);
        expect(HAIR_PATHS).toContain(art.hairPath);
        expect(art.moon.x).toBeGreaterThanOrEqual(14);
        expect(art.moon.x).toBeLessThan(86);
      }),
    );
  });
});
