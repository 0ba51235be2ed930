/**
 * Every log key the Salem engine can emit has a Spanish and an English sentence, each using only
 * the params the engine documents for it (the comment beside each LOG_KEYS entry in
 * shared/games/salem/types.ts), and every sentence reads as one once the table's formatter has
 * made its params readable — checked with made-up entries of every key and with every line of 27
 * bot and random games over 4–12 players and the variants.
 */
import { describe, expect, it } from 'vitest';
import { botChooser, playGame, randomChooser } from '../../../../../shared/engine/play';
import { salem } from '../../../../../shared/games/salem';
import { LOG_KEYS, type LogEntry, type LogKey, type SalemState } from '../../../../../shared/games/salem/types';
import { createVeladaI18n } from '../../../i18n';
import type { Translator } from '../../../i18n/translator';
import { logLine } from '../table/format';
import { salemLog } from './log';

function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

const typesSource = (import.meta.glob('../../../../../shared/games/salem/types.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>)[
  '../../../../../shared/games/salem/types.ts'
]!;

/** key → the params its LOG_KEYS comment lists ("'draw', // {seat, n} public: …"). */
function documentedParams(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const list = typesSource.slice(typesSource.indexOf('export const LOG_KEYS'));
  for (const m of list.matchAll(/^\s*'(\w+)',\s*\/\/\s*\{([^}]*)\}/gm)) {
    out.set(m[1]!, m[2]!.split(',').map((p) => p.trim()).filter((p) => p !== ''));
  }
  return out;
}

/** A value of the right kind for each param, so the formatter has real work to do. */
function sampleParams(key: LogKey, params: readonly string[]): LogEntry['params'] {
  const cards: Record<string, string> = { giles: 'accusation-3', parris: 'alibi-1' };
  const sample: Record<string, string | number> = {
    seat: 0, target: 1, to: 2, from: 3, holder: 1, by: 2, players: 5, witches: 2, tryals: 5, n: 2, total: 7,
    index: 0, face: 'not', card: 'evidence-2', removed: 'asylum-1', character: 'tituba', pass: 2, kind: 'night', witch: 1,
    seats: '0,3', cause: 'night',
  };
  const out: LogEntry['params'] = {};
  for (const p of params) {
    if (p === 'a' || p === 'b') out[p] = key === 'matchmakers' ? (p === 'a' ? 0 : 4) : key === 'characterOffer' ? (p === 'a' ? 'tituba' : 'sarah_good') : (cards[key] ?? '');
    else if (p === 'by' && key === 'saved') out[p] = 'gavel';
    else out[p] = sample[p] ?? 1;
  }
  return out;
}

const NAMES = ['Ana', 'Luis', 'Marta', 'Pau', 'Sol'];

describe('Salem log sentences', () => {
  const documented = documentedParams();

  it('reads every LOG_KEYS entry’s params from its comment', () => {
    expect([...documented.keys()].sort()).toEqual([...LOG_KEYS].sort());
  });

  it('has an es and an en sentence for every LOG_KEYS entry, and no others, with the same placeholders', () => {
    expect(Object.keys(salemLog.es).sort()).toEqual([...LOG_KEYS].sort());
    expect(Object.keys(salemLog.en).sort()).toEqual([...LOG_KEYS].sort());
    for (const key of LOG_KEYS) expect(placeholders(salemLog.en[key]), key).toEqual(placeholders(salemLog.es[key]));
  });

  it('uses only the params the engine documents for each key', () => {
    for (const key of LOG_KEYS) {
      const provided = documented.get(key) ?? [];
      for (const lang of ['es', 'en'] as const) {
        for (const p of placeholders(salemLog[lang][key])) expect(provided, `${lang}.${key} uses {${p}}`).toContain(p);
      }
    }
  });

  it('says who, what and to whom in every line that has them (a private line speaks to its reader instead)', () => {
    for (const key of LOG_KEYS) {
      const used = placeholders(salemLog.es[key]);
      const addressed = key === 'drew' || key === 'received';
      // An immunity is the immune player's (Mary Warren outliving her Matchmaker is her own line).
      const seatless = addressed || key === 'immune';
      for (const p of seatless ? ['card', 'face', 'target'].filter((x) => !addressed || x !== 'target') : ['seat', 'target', 'card', 'face', 'holder']) {
        if ((documented.get(key) ?? []).includes(p)) expect(used, `${key} names {${p}}`).toContain(p);
      }
    }
  });

  it('turns an entry of every key into a finished sentence in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      const i18n = createVeladaI18n(locale).global;
      const tr: Translator = { t: (k, params) => i18n.t(k, params ?? {}), te: (k) => i18n.te(k) };
      for (const key of LOG_KEYS) {
        const line = logLine(tr, { key, params: sampleParams(key, documented.get(key) ?? []) }, NAMES);
        expect(line, `${locale}:${key}`).not.toMatch(/[{}]/);
        expect(line.startsWith(key), `${locale}:${key}`).toBe(false);
        expect(line, `${locale}:${key}`).not.toMatch(/undefined|evidence-2|accusation-3|alibi-1|asylum-1|tituba\b|sarah_good/);
      }
    }
  });

  it('names the cards, faces and positions as players read them', () => {
    const i18n = createVeladaI18n('es').global;
    const tr: Translator = { t: (k, params) => i18n.t(k, params ?? {}), te: (k) => i18n.te(k) };
    expect(logLine(tr, { key: 'play', params: { seat: 0, card: 'evidence-2', target: 3 } }, NAMES)).toBe('Ana juega Evidencia sobre Pau.');
    expect(logLine(tr, { key: 'reveal', params: { target: 1, index: 1, face: 'witch', by: 4 } }, NAMES)).toBe(
      'Se revela la carta de Juicio n.º 2 de Luis: Bruja.',
    );
    expect(logLine(tr, { key: 'draw', params: { seat: 2, n: 1 } }, NAMES)).toBe('Marta roba 1 carta.');
    expect(logLine(tr, { key: 'draw', params: { seat: 2, n: 2 } }, NAMES)).toBe('Marta roba 2 cartas.');
    expect(logLine(tr, { key: 'parris', params: { seat: 0, n: 1, a: 'alibi-1', b: '' } }, NAMES)).toBe('Ana (Samuel Parris) se lleva del descarte 1 carta: Coartada.');
    expect(logLine(tr, { key: 'parris', params: { seat: 0, n: 2, a: 'alibi-1', b: 'stocks-2' } }, NAMES)).toBe(
      'Ana (Samuel Parris) se lleva del descarte 2 cartas: Coartada y Cepo.',
    );
    expect(logLine(tr, { key: 'witchesAre', params: { seats: '0,3' } }, NAMES)).toBe('Sois las brujas: Ana, Pau.');
    expect(logLine(tr, { key: 'wasWitch', params: { seat: 1, witch: 1 } }, NAMES)).toBe('Se anuncia que Luis estuvo del lado de las brujas.');
    expect(logLine(tr, { key: 'wasWitch', params: { seat: 1, witch: 0 } }, NAMES)).toBe('Se anuncia que Luis nunca fue bruja.');
  });
});

describe('Salem log sentences over real games', () => {
  const documented = documentedParams();
  const seen = new Map<string, LogEntry>();
  for (let g = 0; g < 27; g++) {
    const players = Array.from({ length: 4 + (g % 9) }, (_, i) => NAMES[i % NAMES.length]! + i);
    const variant = (['shortGame', 'moreWitches', 'hardConspiracy', 'silentDeaths', 'pointTwo', 'pietyDoubles'] as const)[g % 6]!;
    const options = salem.parseOptions({ players, characterChoice: players.length <= 7 && g % 2 === 0, variants: { [variant]: g % 3 === 0 } });
    if (!options.ok) throw new Error(options.error.message);
    const result = playGame(salem, options.value, `log${g}`, g % 2 ? randomChooser : botChooser, {
      onStep: (state) => {
        const s = state as SalemState;
        for (const e of s.log) seen.set(`${e.key}:${JSON.stringify(e.params)}`, e);
      },
    });
    if (result.error) throw new Error(`game ${g}: ${JSON.stringify(result.error)}`);
  }

  it('the engine logs only the params each key documents, and every sentence finds the ones it uses', () => {
    for (const e of seen.values()) {
      const provided = documented.get(e.key) ?? [];
      expect(provided, `${e.key} logs ${Object.keys(e.params).join(',')}`).toEqual(expect.arrayContaining(Object.keys(e.params)));
      for (const p of placeholders(salemLog.es[e.key])) expect(Object.keys(e.params), `${e.key} needs {${p}}`).toContain(p);
    }
    expect(new Set([...seen.values()].map((e) => e.key)).size).toBeGreaterThan(LOG_KEYS.length * 0.6);
  });

  it('reads every line of those games as a finished sentence, in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      const i18n = createVeladaI18n(locale).global;
      const tr: Translator = { t: (k, params) => i18n.t(k, params ?? {}), te: (k) => i18n.te(k) };
      for (const e of seen.values()) {
        const line = logLine(tr, e, NAMES.concat(NAMES, NAMES));
        expect(line, `${locale}:${e.key}`).not.toMatch(/[{}]|undefined|\b[a-z_]+-\d+\b/);
        expect(line.startsWith(e.key), `${locale}:${e.key}`).toBe(false);
      }
    }
  });
});
