/** Every log key the Silentes engine emits has a Spanish and an English template, with the same params. */
import { describe, expect, it } from 'vitest';
import { playGame, randomChooser } from '../../../../../shared/engine/play';
import { silentes } from '../../../../../shared/games/silentes';
import type { SilentesState } from '../../../../../shared/games/silentes';
import { silentesLog } from './log';
import { DERIVED_LOG_PARAMS } from '../format';

function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

describe('Silentes log templates', () => {
  const seen = new Map<string, Set<string>>();
  for (let g = 0; g < 400; g++) {
    const options = { players: ['Ana', 'Luis'], openHands: g % 2 === 0 };
    playGame(silentes, options, `log${g}`, randomChooser, {
      onStep: (state) => {
        for (const e of (state as SilentesState).log) {
          const params = seen.get(e.key) ?? new Set<string>();
          Object.keys(e.params).forEach((k) => params.add(k));
          seen.set(e.key, params);
        }
      },
    });
  }

  it('random games exercise the common keys', () => {
    for (const key of ['setup', 'hide', 'huntReveal', 'omen', 'refill', 'noiseUp']) expect(seen.has(key)).toBe(true);
  });

  it('has es and en templates for every key emitted, using only params the engine provides', () => {
    for (const [key, params] of seen) {
      for (const lang of ['es', 'en'] as const) {
        const template = silentesLog[lang][key];
        expect(template, `${lang}.${key}`).toBeTypeOf('string');
        for (const p of placeholders(template!)) {
          expect(params.has(p) || (DERIVED_LOG_PARAMS[key] ?? []).includes(p), `${lang}.${key} uses {${p}}`).toBe(true);
        }
      }
    }
  });

  it('R7 a distraction that annuls a King says that no omen comes, in both languages', () => {
    expect(silentesLog.es.kingAnnulled).toBe('El Rey anulado no trae presagio.');
    expect(silentesLog.en.kingAnnulled).toBe('The annulled King brings no omen.');
    expect(silentesLog.es.distractionWorked).toContain('la carta se anula');
  });

  it('es and en agree on keys and placeholders', () => {
    expect(Object.keys(silentesLog.en).sort()).toEqual(Object.keys(silentesLog.es).sort());
    for (const key of Object.keys(silentesLog.es)) {
      expect(placeholders(silentesLog.en[key]!), key).toEqual(placeholders(silentesLog.es[key]!));
    }
  });
});
