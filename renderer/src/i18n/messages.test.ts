/**
 * The message files stay complete: Spanish and English have the same keys, every message
 * compiles and fills its placeholders, and every code, phase, reason, decision, omen and
 * provision the engine and services can produce has a text.
 */
import { describe, expect, it } from 'vitest';
import { playGame, randomChooser } from '../../../shared/engine/play';
import type { AnyGameModule, GameModule } from '../../../shared/engine/contract';
import { silentes } from '../../../shared/games/silentes';
import { OMEN, PROVISIONS } from '../../../shared/games/silentes/cards';
import { createVeladaI18n, messages } from '.';
import es from './es.json';
import en from './en.json';
import silentesEs from '../games/silentes/i18n/es.json';
import silentesEn from '../games/silentes/i18n/en.json';
import grizzledEs from '../games/grizzled/i18n/es.json';
import grizzledEn from '../games/grizzled/i18n/en.json';
import { grizzled } from '../../../shared/games/grizzled';
import { HARD_KNOCKS } from '../../../shared/games/grizzled/cards';
import { THREATS, VARIANTS } from '../../../shared/games/grizzled/types';
import { expectSameKeysAndPlaceholders, leaves, placeholders, type Tree } from './test-trees';

type Met = { phases: Set<string>; decisions: Set<string>; reasons: Set<string> };

/** The phases, decisions (named by `decisionKey`) and end reasons met in 40 random games of `game`. */
function metInRandomGames<S, A, O, D>(
  game: GameModule<S, A, O, { decision: D | null }>,
  optionsFor: (g: number) => O,
  decisionKey: (decision: D) => string,
): Met {
  const met: Met = { phases: new Set(), decisions: new Set(), reasons: new Set() };
  for (let g = 0; g < 40; g++) {
    const note = (state: S) => {
      const status = game.status(state);
      met.phases.add(status.phase);
      if (status.result) met.reasons.add(status.result.reason);
      const d = game.view(state, { kind: 'public' }).decision;
      if (d) met.decisions.add(decisionKey(d));
    };
    const options = optionsFor(g);
    note(game.setup(options, `msg${g}`));
    playGame(game as AnyGameModule, options, `msg${g}`, randomChooser, { onStep: (state) => note(state as S) });
  }
  return met;
}

/** Each phase, decision and end reason met has a text in `catalog`. */
function expectTextsFor(met: Met, catalog: unknown): void {
  const texts = leaves(catalog);
  for (const p of met.phases) expect(texts.has(`phase.${p}`), p).toBe(true);
  for (const d of met.decisions) expect(texts.has(`decision.${d}`), d).toBe(true);
  for (const r of met.reasons) expect(texts.has(`end.reason.${r}`), r).toBe(true);
}

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
    const met = metInRandomGames(
      silentes,
      () => ({ players: ['Ana', 'Luis'] as [string, string], openHands: false }),
      (d) => (d.t === 'window' ? `window.${d.window}` : d.t),
    );
    expectTextsFor(met, silentesEs);
    expect(met.decisions.size).toBeGreaterThan(3);
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
    const met = metInRandomGames(
      grizzled,
      (g) => ({ players: ['Ana', 'Luis', 'Marta'].slice(0, 2 + (g % 2)), variant: 'normal' as const }),
      (d) => d.t,
    );
    expectTextsFor(met, grizzledEs);
    expect(met.decisions.size).toBeGreaterThan(3);
    expect(met.reasons.size).toBeGreaterThan(0);
  });
});
