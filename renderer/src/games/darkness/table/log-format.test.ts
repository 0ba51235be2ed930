import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../../shared/games/darkness/game/types';
import { translator } from '../../looper/test-translator';
import { levelText, logLine, logParams } from './log-format';
import { logNamesOf } from './use-table-names';
import logTexts from './i18n/log.json';
import { E1_LOG_KEYS, FATE_NOTHING_REASONS } from '../../../../../shared/games/darkness/game/log-keys';
import { E2_LOG_KEYS } from '../../../../../shared/games/darkness/game/log-keys-e2';
import { game, step, viewOf } from './test-game';

const es = translator('es');
const en = translator('en');

/**
 * Every log key the engine's modules write, read from their source: `log(s, 'key', …)`, the
 * keys of a ternary inside the call, and the keys handed to recordPeek.
 */
function engineLogKeys(): string[] {
  const sources = import.meta.glob('../../../../../shared/games/darkness/game/*.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
  const keys = new Set<string>();
  for (const [path, text] of Object.entries(sources)) {
    if (path.endsWith('.test.ts') || path.includes('test-helpers')) continue;
    for (const m of text.matchAll(/\blog\(s,\s*([^{]*?)[,)]\s*(?:\{|\))/g)) {
      for (const k of m[1]!.matchAll(/(?:^|[?:]\s*)'([a-zA-Z]+(?:\.[a-zA-Z]+)?)'/g)) keys.add(k[1]!);
    }
    for (const m of text.matchAll(/recordPeek\([^;]*?'([a-zA-Z]+\.[a-zA-Z]+)'\)/g)) keys.add(m[1]!);
  }
  return [...keys].sort();
}

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

describe('log lines', () => {
  const keys = engineLogKeys();

  it('finds the engine’s log keys in its sources', () => {
    expect(keys.length).toBeGreaterThan(60);
    for (const k of ['check.rolled', 'fate.ohCrap', 'perception.peeked', 'fate.looked', 'gameWon', 'adversaryMoves', 'door.forced']) expect(keys).toContain(k);
  });

  it('D340 translates every key the engine writes, in Spanish and English', () => {
    for (const tr of [es, en]) expect(keys.filter((key) => !tr.te(`darkness.log.${key}`))).toEqual([]);
  });

  it('D340 reads every line E1 and E2 list, with their params, with no template left unfilled', () => {
    const view = viewOf(game(), 0);
    const sample: Record<string, string | number> = {
      seat: 0, to: 1, from: 1, helping: 1, target: 1, round: 2, purpose: 'door', level: 3, success: 'true', count: 2, points: 5, health: 3,
      result: 7, vp: 2, table: 'woohoo', why: 'noDamage', disc: 'knife', discs: 'd1:knife', door: '6,3', method: 'force', window: '1,3',
      healed: 1, limit: 7, failures: 1, tile: 'bar', side: 'N', tx: 1, ty: 0, rotation: 1, kind: 'item', how: 'social', rounds: 3, winner: 'hero',
      initiative: 2, attack: 3, defense: 4, damage: 1, total: 6, speed: 5, reason: 'objective', lost: 3, shots: 3, amount: 1, cause: 'combat',
      winners: '0', flag: 'f', effect: 'extraDisc', n: 2, action: 'x', item: 'knife', scenario: 'curfew_radio', event: 0, weather: 'storm',
      light: 'night', x: 1, y: 2, 'x?': 1, 'y?': 2, stays: 1, load: 6, skill: 'climbing', tier: 'basic',
    };
    const listed = { ...E1_LOG_KEYS, ...E2_LOG_KEYS } as Record<string, readonly string[]>;
    for (const [tr, locale] of [[es, 'es'], [en, 'en']] as const) {
      const names = logNamesOf(tr, view, locale);
      for (const [key, params] of Object.entries(listed)) {
        const entry: LogEntry = { key, params: Object.fromEntries(params.map((p) => [p.replace('?', ''), sample[p]!])) };
        const line = logLine(tr, entry, names);
        expect(line, key).not.toMatch(/\{|darkness\./);
        expect(line, key).not.toBe(key);
      }
      for (const why of FATE_NOTHING_REASONS) expect(tr.te(`darkness.log.words.why.${why}`), why).toBe(true);
    }
  });

  it('D403 names the skill and its tier on a skill learnt in play', () => {
    const view = viewOf(game(), 0);
    const line = logLine(es, { key: 'skill.learned', params: { seat: 0, skill: 'climbing', tier: 'expert', points: 3 } }, logNamesOf(es, view, 'es'));
    expect(line).toBe('Ana aprende Escalar (experta) con 3 de sus puntos de habilidad.');
  });

  it('has the same keys in both languages', () => {
    expect(leafKeys(logTexts.en).sort()).toEqual(leafKeys(logTexts.es).sort());
  });

  it('D340 reads a real game’s lines with names, levels and words, never raw ids', () => {
    let s = game();
    s = step(s, 0, { type: 'rollMovement', cancelOhCrap: false });
    s = step(s, 0, { type: 'roll', skill: null, items: [], ally: null, vpDice: 0, helpers: [] });
    const view = viewOf(s, 0);
    const names = logNamesOf(es, view, 'es');
    const rolled = view.log.find((e) => e.key === 'check.rolled')!;
    expect(rolled.dice!.length).toBe(3);
    const line = logLine(es, rolled, names);
    expect(line.startsWith('Ana tira (movimiento): ')).toBe(true);
    for (const entry of view.log) {
      const text = logLine(es, entry, names);
      expect(text, entry.key).not.toMatch(/\{|darkness\./);
      expect(text).not.toBe(entry.key);
    }
  });

  it('D340 names peeked discs only on the line addressed to the peeker, by name', () => {
    const view = viewOf(game(), 0);
    const names = logNamesOf(es, view, 'es');
    const peek: LogEntry = { key: 'perception.peeked', params: { seat: 0, count: 2, discs: 'd3:knife,d5:shambler_1' }, to: [0] };
    expect(logLine(es, peek, names)).toBe('Ana mira 2 discos: Cuchillo, Torpe no muerto.'.replace('Cuchillo', names.def('knife')).replace('Torpe no muerto', names.def('shambler_1')));
    expect(names.def('knife')).not.toBe('knife');
    expect(logParams(es, peek, names).discs).toBe(`${names.def('knife')}, ${names.def('shambler_1')}`);
  });

  it('words seats, winners, levels, enumerations and the fate die', () => {
    const names = { seat: (s: number) => ['Ana', 'Luis'][s]!, def: (d: string) => d.toUpperCase(), tile: (i: number) => `T${i}`, tileId: (id: string) => `[${id}]`, scenarioAction: (a: string) => `A:${a}`, event: (i: number) => `E${i}` };
    expect(logLine(es, { key: 'gameWon', params: { reason: 'objective', winners: '0,1' } }, names)).toBe('Victoria (objetivo). Ganan: Ana, Luis.');
    expect(logLine(es, { key: 'gameWon', params: { reason: 'objective', winners: '' } }, names)).toBe('Victoria (objetivo). Ganan: nadie.');
    expect(logLine(en, { key: 'initiative', params: { seat: 1, winner: 'adversary' } }, names)).toBe("Luis's initiative: the adversary wins it.");
    expect(logLine(es, { key: 'check.rolled', params: { seat: 0, purpose: 'door', level: 2, success: 'false' } }, names)).toBe('Ana tira (puerta): Pareja (1P) — fallo');
    expect(logLine(en, { key: 'check.rolled', params: { seat: 0, purpose: 'search', level: 0, success: '' } }, names)).toBe('Ana rolls (search): nothing');
    expect(logLine(es, { key: 'fate.ohCrap', params: { seat: 1, result: 9 }, dice: [4, 5], fate: 9 }, names)).toBe('¡Oh, idiota! Luis saca 9.');
    expect(logLine(es, { key: 'buildingReshuffled', params: { tile: 1, discs: 3 } }, names)).toBe('Los 3 discos de T1 se barajan y vuelven boca abajo.');
    expect(logLine(en, { key: 'crafted', params: { seat: 0, action: 'ward', item: 'ward_item' } }, names)).toBe('Ana succeeds at A:ward: WARD_ITEM.');
    expect(logLine(es, { key: 'scenarioEvent', params: { scenario: 'x', event: 2 } }, names)).toBe('E2');
    expect(logLine(es, { key: 'explore.drawn', params: { seat: 0, tile: 'bar', side: 'N' } }, names)).toBe('Ana explora hacia el norte: sale [bar].');
  });

  it('reads a count under a name of its own in the singular for one: "pierde 1 disco", "1 shot"', () => {
    const names = { seat: (s: number) => ['Ana', 'Luis'][s]!, def: (d: string) => d.toUpperCase(), tile: (i: number) => `T${i}`, tileId: (id: string) => `[${id}]`, scenarioAction: (a: string) => `A:${a}`, event: (i: number) => `E${i}` };
    expect(logLine(es, { key: 'threeFailures', params: { seat: 0, lost: 1 } }, names)).toBe('Ana acumula 3 fracasos y pierde 1 disco.');
    expect(logLine(es, { key: 'threeFailures', params: { seat: 0, lost: 4 } }, names)).toBe('Ana acumula 3 fracasos y pierde 4 discos.');
    expect(logLine(en, { key: 'firearmLoaded', params: { seat: 1, disc: 'pistol', shots: 1 } }, names)).toBe('Luis loads PISTOL: 1 shot.');
    expect(logLine(es, { key: 'combatStarted', params: { seat: 1, disc: 'ghoul', rounds: 1 } }, names)).toBe('¡Luis se enfrenta a GHOUL! (1 asalto este turno)');
    expect(logLine(es, { key: 'buildingReshuffled', params: { tile: 1, discs: 1 } }, names)).toBe('1 disco de T1 se baraja y vuelve boca abajo.');
  });

  it('reads an unknown key as itself rather than nothing', () => {
    const names = { seat: () => '', def: () => '', tile: () => '', tileId: () => '', scenarioAction: () => '', event: () => '' };
    expect(logLine(es, { key: 'somethingNew', params: {} }, names)).toBe('somethingNew');
  });

  it('D343 reads the building search’s target as a ladder level, not a seat, and the loot found by name', () => {
    const names = { seat: (s: number) => ['Ana', 'Luis', 'Marta', 'Pablo'][s]!, def: (d: string) => d.toUpperCase(), tile: (i: number) => `T${i}`, tileId: (id: string) => `[${id}]`, scenarioAction: (a: string) => a, event: (i: number) => `E${i}` };
    expect(logLine(es, { key: 'lootSearch', params: { seat: 0, tile: 1, target: 3 } }, names)).toBe(`Ana registra T1: necesita ${levelText(es, 3)}.`);
    expect(logLine(en, { key: 'lootFound', params: { seat: 1, item: 'knife', level: 2 } }, names)).toBe(`Luis finds KNIFE (${levelText(en, 2)}).`);
    expect(logLine(es, { key: 'lootNotFound', params: { seat: 0, level: 0 } }, names)).toBe(`Ana registra y no encuentra nada (${levelText(es, 0)}).`);
    // Elsewhere `target` stays a seat.
    expect(logParams(es, { key: 'healed', params: { target: 1 } }, names).target).toBe('Luis');
    expect(logLine(es, { key: 'check.rolled', params: { seat: 0, purpose: 'loot', level: 2, success: 'true' } }, names)).toMatch(/^Ana tira \(registrar\)/);
  });
});
