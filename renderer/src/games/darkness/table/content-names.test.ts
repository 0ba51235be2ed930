import { describe, expect, it } from 'vitest';
import { discById, scenarioById, TILES } from '../../../../../shared/games/darkness/content';
import { translator } from '../../looper/test-translator';
import { discDefOf, discName, langOf, numberedOf, scenarioOf, tileName } from './content-names';

const es = translator('es');
const en = translator('en');

describe('content names', () => {
  it('names a known disc in the table’s language, and a face-down one only as a face-down disc', () => {
    expect(discName(es, 'es', null, { def: 'knife', kind: 'item' })).toBe(discById('knife')!.name.es);
    expect(discName(en, 'en', null, { def: 'knife', kind: 'item' })).toBe(discById('knife')!.name.en);
    expect(discName(es, 'es', null, { def: null, kind: null })).toBe('un disco boca abajo');
    expect(discName(en, 'en', null, null)).toBe('a face-down disc');
  });

  it('finds a scenario’s bosses and numbered discs through its own lists', () => {
    const withBoss = ['long_night', 'chemistry_lesson', 'last_bus', 'quiet_stacks', 'curfew_radio'].map((id) => scenarioById(id)!).find((s) => s.bosses.length > 0)!;
    const boss = withBoss.bosses[0]!;
    expect(discDefOf(withBoss, boss.id)).toBe(boss);
    expect(discName(es, 'es', withBoss, { def: boss.id, kind: 'adversary' })).toBe(boss.name.es);
    const withNumbered = scenarioOf('curfew_radio')!;
    const first = withNumbered.numbered[0]!;
    expect(numberedOf(withNumbered, `numbered:${first.n}`)).toBe(first);
    expect(discDefOf(withNumbered, `numbered:${first.n}`)).toBeNull();
    expect(discName(es, 'es', withNumbered, { def: `numbered:${first.n}`, kind: 'numbered' })).toBe(`Disco ${first.n}: ${first.name.es}`);
  });

  it('names every tile in both languages and reads the locale', () => {
    for (const t of TILES) {
      expect(tileName('es', t.id)).toBe(t.name.es);
      expect(tileName('en', t.id)).toBe(t.name.en);
    }
    expect(tileName('es', 'nowhere')).toBe('nowhere');
    expect(langOf('en')).toBe('en');
    expect(langOf('fr')).toBe('es');
  });
});
