import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARACTER_CARDS } from './characters';
import { CHARACTERS, TRAGEDY_SETS } from './ids';
import { generateScript, minCastSize } from './generate-script';
import { parseScript, scriptFromJson, scriptToJson } from './script-file';
import { validateScript } from './validate-script';

const params = fc.record({
  tragedySet: fc.constantFrom(...TRAGEDY_SETS),
  castSize: fc.integer({ min: 2, max: CHARACTERS.length }),
  days: fc.integer({ min: 1, max: 8 }),
  loops: fc.integer({ min: 1, max: 8 }),
  seed: fc.oneof(fc.integer({ min: 0, max: 1e6 }), fc.string({ maxLength: 12 })),
});

describe('generateScript', () => {
  it('always produces a valid script (validateScript returns [] over thousands of inputs)', () => {
    fc.assert(
      fc.property(params, (p) => {
        const script = generateScript(p);
        expect(validateScript(script)).toEqual([]);
        expect(script.secret.cast).toHaveLength(p.castSize);
        expect(script.public).toMatchObject({ tragedySet: p.tragedySet, days: p.days, loops: p.loops });
      }),
      { numRuns: 3000 },
    );
  });

  it('L84 schedules 1 to days incidents whose culprits can reach their paranoia limit by that day', () => {
    fc.assert(
      fc.property(params, (p) => {
        const script = generateScript(p);
        expect(script.public.incidents.length).toBeGreaterThanOrEqual(1);
        expect(script.public.incidents.length).toBeLessThanOrEqual(p.days);
        for (const { day, culprit } of script.secret.culprits) expect(CHARACTER_CARDS[culprit].paranoiaLimit).toBeLessThanOrEqual(day);
      }),
      { numRuns: 1000 },
    );
  });

  it('is seeded: the same parameters give the same script, another seed another one', () => {
    const p = { tragedySet: 'basicTragedy' as const, castSize: 9, days: 6, loops: 4, seed: 1234 };
    expect(generateScript(p)).toEqual(generateScript({ ...p }));
    const others = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(generateScript({ ...p, seed }).secret));
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it('titles the script after a numeric seed in both languages', () => {
    const script = generateScript({ tragedySet: 'firstSteps', castSize: 7, days: 5, loops: 3, seed: 1234 });
    expect(script.handbook.title).toEqual({ es: 'Guion aleatorio 1234', en: 'Random script 1234' });
    expect(script.id).toBe('random-fs-1234');
    expect(Object.keys(script.handbook.difficulty)).toEqual(['3']);
  });

  it('L83 refuses parameters it cannot honour with a RangeError', () => {
    const ok = { tragedySet: 'basicTragedy' as const, castSize: 8, days: 6, loops: 4, seed: 1 };
    expect(minCastSize('firstSteps')).toBe(2);
    expect(minCastSize('basicTragedy')).toBe(2);
    expect(() => generateScript({ ...ok, castSize: 1 })).toThrow(RangeError);
    expect(() => generateScript({ ...ok, castSize: 19 })).toThrow(/castSize must be a whole number from 2/);
    expect(() => generateScript({ ...ok, days: 9 })).toThrow(/days must be a whole number from 1 to 8 \(got 9\)/);
    expect(() => generateScript({ ...ok, days: 2.5 })).toThrow(RangeError);
    expect(() => generateScript({ ...ok, loops: 0 })).toThrow(/loops must be/);
    expect(() => generateScript({ ...ok, tragedySet: 'midnightCircle' as never })).toThrow(/Unknown tragedy set/);
  });

  it('survives a JSON round trip', () => {
    fc.assert(
      fc.property(params, (p) => {
        const script = generateScript(p);
        expect(scriptFromJson(scriptToJson(script))).toEqual({ ok: true, value: script });
        expect(parseScript(script).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
