import { describe, expect, it } from 'vitest';
import { attributeTotal } from './attributes';
import { validateCreation } from './creation';
import { effectiveRules } from './house-rules';
import { OCCUPATIONS } from './occupations';
import { PREGENS, mayProgress, pregenById, pregenChoice } from './pregens';

describe('pregenerated characters', () => {
  it('are six, one per seed occupation, with unique ids and names', () => {
    expect(PREGENS.length).toBe(6);
    expect(PREGENS.map((p) => p.occupation).sort()).toEqual(OCCUPATIONS.filter((o) => o.id !== 'custom').map((o) => o.id).sort());
    expect(new Set(PREGENS.map((p) => p.id)).size).toBe(6);
    expect(new Set(PREGENS.map((p) => p.name)).size).toBe(6);
  });

  it('follow the creation rules they were built by, in both languages', () => {
    for (const p of PREGENS) {
      expect(attributeTotal(p.attributes), p.id).toBe(20);
      for (const locale of ['es', 'en'] as const) expect(validateCreation(pregenChoice(p, locale)), p.id).toEqual([]);
    }
  });

  it('A44 are fixed: never progress under the default, frozen all the way down', () => {
    const dana = pregenById('pregen-dana-reyes')!;
    expect(dana.fixed).toBe(true);
    expect(mayProgress(dana, effectiveRules())).toBe(false);
    expect(mayProgress({ fixed: false }, effectiveRules())).toBe(true);
    expect(Object.isFrozen(PREGENS)).toBe(true);
    expect(() => {
      (dana.attributes as { attack: number }).attack = 6;
    }).toThrow(TypeError);
    expect(dana.attributes.attack).toBe(4);
    expect(Object.isFrozen(dana.skills[0])).toBe(true);
  });

  it('A44 under the house rule may_progress a pregen progresses like any character', () => {
    expect(mayProgress(PREGENS[0]!, effectiveRules({ A44: 'may_progress' }))).toBe(true);
  });

  it('D43 a pregen used as a starting choice is a copy: editing it leaves the pregen as it was', () => {
    const choice = pregenChoice(PREGENS[1]!, 'es');
    choice.attributes.speed = 5;
    choice.skills[0]!.tier = 'expert';
    expect(PREGENS[1]!.attributes.speed).toBe(2);
    expect(PREGENS[1]!.skills[0]!.tier).toBe('basic');
  });
});
