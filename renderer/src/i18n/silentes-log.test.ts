/** Every log key the Silentes engine emits has a Spanish and an English template, with the same params. */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../shared/engine/rng';
import { silentes } from '../../../shared/games/silentes';
import { silentesLog } from './silentes-log';

function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

describe('Silentes log templates', () => {
  const seen = new Map<string, Set<string>>();
  for (let g = 0; g < 400; g++) {
    let s = silentes.setup({ players: ['Ana', 'Luis'], openHands: g % 2 === 0 }, `log${g}`);
    let rng = seedRng(`log${g}`);
    while (!s.result) {
      const seat = silentes.status(s).deciding[0]!;
      const legal = silentes.legalActions(s, seat);
      let i: number;
      [i, rng] = nextInt(rng, legal.length);
      const r = silentes.apply(s, seat, legal[i]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      for (const e of s.log) {
        const params = seen.get(e.key) ?? new Set<string>();
        Object.keys(e.params).forEach((k) => params.add(k));
        seen.set(e.key, params);
      }
    }
  }

  it('random games exercise the common keys', () => {
    for (const key of ['setup', 'hide', 'huntReveal', 'omen', 'refill', 'noiseUp']) expect(seen.has(key)).toBe(true);
  });

  it('has es and en templates for every key emitted, using only params the engine provides', () => {
    for (const [key, params] of seen) {
      for (const lang of ['es', 'en'] as const) {
        const template = silentesLog[lang][key];
        expect(template, `${lang}.${key}`).toBeTypeOf('string');
        for (const p of placeholders(template!)) expect(params.has(p), `${lang}.${key} uses {${p}}`).toBe(true);
      }
    }
  });

  it('es and en agree on keys and placeholders', () => {
    expect(Object.keys(silentesLog.en).sort()).toEqual(Object.keys(silentesLog.es).sort());
    for (const key of Object.keys(silentesLog.es)) {
      expect(placeholders(silentesLog.en[key]!), key).toEqual(placeholders(silentesLog.es[key]!));
    }
  });
});
