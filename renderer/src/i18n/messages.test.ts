/**
 * The message files stay complete: Spanish and English have the same keys, every message
 * compiles and fills its placeholders, and every code, phase, reason, decision, omen and
 * provision the engine and services can produce has a text.
 */
import { describe, expect, it } from 'vitest';
import { playGame, randomChooser } from '../../../shared/engine/play';
import { silentes } from '../../../shared/games/silentes';
import type { SilentesState } from '../../../shared/games/silentes';
import { OMEN, PROVISIONS } from '../../../shared/games/silentes/cards';
import { createVeladaI18n, messages } from '.';
import es from './es.json';
import en from './en.json';
import silentesEs from '../games/silentes/i18n/es.json';
import silentesEn from '../games/silentes/i18n/en.json';
import grizzledEs from '../games/grizzled/i18n/es.json';
import grizzledEn from '../games/grizzled/i18n/en.json';
import { grizzled } from '../../../shared/games/grizzled';
import type { GrizzledState } from '../../../shared/games/grizzled';
import { HARD_KNOCKS } from '../../../shared/games/grizzled/cards';
import { THREATS, VARIANTS } from '../../../shared/games/grizzled/types';
import { expectSameKeysAndPlaceholders, leaves, placeholders, type Tree } from './test-trees';

describe('message files', () => {
  it('have the same keys and placeholders in Spanish and English', () => {
    expectSameKeysAndPlaceholders([
      [es, en],
      [silentesEs, silentesEn],
      [grizzledEs, grizzledEn],
    ]);
  });

  it('compile and fill every placeholder, in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      const i18n = createVeladaI18n(locale);
      for (const [key, template] of leaves(messages[locale] as unknown as Tree)) {
        const params = Object.fromEntries(placeholders(template).map((p) => [p, `<${p}>`]));
        const text = i18n.global.t(key, params);
        expect(text, `${locale}:${key}`).not.toBe(key);
        expect(text, `${locale}:${key}`).not.toMatch(/[{}]/);
        for (const p of placeholders(template)) expect(text, `${locale}:${key}`).toContain(`<${p}>`);
      }
    }
  });
});

describe('coverage of what the engine and services produce', () => {
  const sources = import.meta.glob(['../../../shared/**/*.ts', '../../../electron/**/*.ts', '!**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>;

  it('has a text for every error code thrown in shared/ and electron/', () => {
    const patterns = [/\bbad\(\s*'(\w+)'/g, /\berr\(\s*'(\w+)'/g, /ruleError\(\s*'(\w+)'/g, /ServiceError\(\s*'(\w+)'/g, /hostError\(\s*'(\w+)'/g, /fail\(\s*'(\w+)'/g, /code: '([a-z][a-z0-9_]*)'/g];
    const codes = new Set<string>();
    for (const text of Object.values(sources)) for (const re of patterns) for (const m of text.matchAll(re)) codes.add(m[1]!);
    expect(codes.size).toBeGreaterThan(30);
    const known = Object.keys(messages.es.errors);
    for (const code of codes) expect(known, code).toContain(code);
  });

  it('names every provision and omen of the deck', () => {
    for (const key of Object.values(PROVISIONS)) {
      expect(silentesEs.provision[key].name).toBeTruthy();
      expect(silentesEn.provision[key].text).toBeTruthy();
    }
    for (const key of Object.keys(OMEN) as (keyof typeof OMEN)[]) {
      expect(silentesEs.omen[key].card).toBeTruthy();
      expect(silentesEn.omen[key].text).toBeTruthy();
    }
  });

  it('has texts for every phase, decision and end reason met in random games', () => {
    const phases = new Set<string>();
    const decisions = new Set<string>();
    const reasons = new Set<string>();
    for (let g = 0; g < 40; g++) {
      const note = (state: SilentesState) => {
        const status = silentes.status(state);
        phases.add(status.phase);
        if (status.result) reasons.add(status.result.reason);
        const d = silentes.view(state, { kind: 'public' }).decision;
        if (d) decisions.add(d.t === 'window' ? `window.${d.window}` : d.t);
      };
      const options = { players: ['Ana', 'Luis'] as [string, string], openHands: false };
      note(silentes.setup(options, `msg${g}`));
      playGame(silentes, options, `msg${g}`, randomChooser, { onStep: (state) => note(state as SilentesState) });
    }
    const texts = leaves(silentesEs as unknown as Tree);
    for (const p of phases) expect(texts.has(`phase.${p}`), p).toBe(true);
    for (const d of decisions) expect(texts.has(`decision.${d}`), d).toBe(true);
    for (const r of reasons) expect(texts.has(`end.reason.${r}`), r).toBe(true);
    expect(decisions.size).toBeGreaterThan(3);
  });
});

describe('coverage of what the Grizzled engine produces', () => {
  it('names every threat, hard knock and variant', () => {
    for (const t of THREATS) expect(grizzledEn.threat[t]).toBeTruthy();
    for (const hk of HARD_KNOCKS) {
      expect(grizzledEs.knock[hk.key].name, hk.key).toBeTruthy();
      expect(grizzledEn.knock[hk.key].text, hk.key).toBeTruthy();
    }
    for (const v of VARIANTS) expect(grizzledEs.variant[v].name, v).toBeTruthy();
  });

  it('has texts for every phase, decision and end reason met in random games', () => {
    const phases = new Set<string>();
    const decisions = new Set<string>();
    const reasons = new Set<string>();
    for (let g = 0; g < 40; g++) {
      const note = (state: GrizzledState) => {
        const status = grizzled.status(state);
        phases.add(status.phase);
        if (status.result) reasons.add(status.result.reason);
        const d = grizzled.view(state, { kind: 'public' }).decision;
        if (d) decisions.add(d.t);
      };
      const options = { players: ['Ana', 'Luis', 'Marta'].slice(0, 2 + (g % 2)), variant: 'normal' as const };
      note(grizzled.setup(options, `msg${g}`));
      playGame(grizzled, options, `msg${g}`, randomChooser, { onStep: (state) => note(state as GrizzledState) });
    }
    const texts = leaves(grizzledEs as unknown as Tree);
    for (const p of phases) expect(texts.has(`phase.${p}`), p).toBe(true);
    for (const d of decisions) expect(texts.has(`decision.${d}`), d).toBe(true);
    for (const r of reasons) expect(texts.has(`end.reason.${r}`), r).toBe(true);
    expect(decisions.size).toBeGreaterThan(3);
    expect(reasons.size).toBeGreaterThan(0);
  });
});
