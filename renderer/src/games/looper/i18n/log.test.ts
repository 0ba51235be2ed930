/**
 * The log's wording: a template for every engine log key in both languages, and every line of
 * whole games (random-legal play over shipped scripts, 2 to 4 players) read through logLine with
 * no placeholder, raw id, "undefined" or "NaN" left, and no secret added to a public line.
 */
import { describe, expect, it } from 'vitest';
import { CARD_KINDS, CHARACTERS, INCIDENTS, LOCATIONS, PLOTS, ROLES } from '../../../../../shared/games/looper/ids';
import { PRIVATE_FLOW_LOG_KEYS, PUBLIC_FLOW_LOG_KEYS } from '../../../../../shared/games/looper/log-keys-flow';
import { PRIVATE_EFFECT_LOG_KEYS, PUBLIC_EFFECT_LOG_KEYS } from '../../../../../shared/games/looper/log-keys-effects';
import { playChecked, PLAYER_NAMES, randomChooser, type Chooser } from '../../../../../shared/games/looper/property-checks';
import { shippedScript } from '../../../../../shared/games/looper/scripts';
import type { LogEntry } from '../../../../../shared/games/looper/types';
import { characterName, incidentName, locationName, logLine, plotName, roleName, cardName } from '../format';
import { translator } from '../test-translator';
import { logTexts } from './log';

const LOCALES = ['es', 'en'] as const;
const ALL_KEYS = [PUBLIC_FLOW_LOG_KEYS, PRIVATE_FLOW_LOG_KEYS, PUBLIC_EFFECT_LOG_KEYS, PRIVATE_EFFECT_LOG_KEYS].flatMap((keys) => Object.keys(keys)).sort();
const RAW_IDS = [...CHARACTERS, ...LOCATIONS, ...ROLES, ...PLOTS, ...INCIDENTS, ...CARD_KINDS];
const RAW_ID = new RegExp(`(?<![\\p{L}])(${RAW_IDS.join('|')})(?![\\p{L}])`, 'u');
const GAMES: { script: string; players: number; seed: number }[] = [
  { script: 'velada-fs-1', players: 4, seed: 1 },
  { script: 'velada-fs-2', players: 3, seed: 2 },
  { script: 'velada-bt-1', players: 2, seed: 3 },
  { script: 'velada-bt-1', players: 4, seed: 4 },
  { script: 'velada-bt-5', players: 3, seed: 5 },
  { script: 'velada-bt-8', players: 4, seed: 6 },
];

/** Every log entry a game wrote, gathered at each decision (the state's log may be trimmed) and at the end. */
function playedEntries(script: string, players: number, seed: number): LogEntry[] {
  const seen = new Map<string, LogEntry>();
  const keep = (log: LogEntry[]) => log.forEach((e) => seen.set(JSON.stringify(e), e));
  const random = randomChooser(seed);
  const gather: Chooser = (ctx) => { keep(ctx.s.log); return random(ctx); };
  const run = playChecked(shippedScript(script)!, players, `log-${script}-${seed}`, gather, false);
  keep(run.final.log);
  return [...seen.values()];
}

/** A line's words once the names the entry carries on purpose are taken out. */
function withoutAllowedNames(line: string, locale: 'es' | 'en'): string {
  const tr = translator(locale);
  const names = [
    ...CHARACTERS.map((id) => characterName(tr, id)), ...INCIDENTS.map((id) => incidentName(tr, id)),
    ...LOCATIONS.map((id) => locationName(tr, id)), ...CARD_KINDS.map((id) => cardName(tr, id)),
  ].sort((a, b) => b.length - a.length);
  return names.reduce((text, name) => text.split(new RegExp(name, 'gi')).join('·'), line);
}

describe('log templates', () => {
  for (const locale of LOCALES) {
    it(`${locale}: one template for every engine log key, and none for a key the engine does not write`, () => {
      expect(Object.keys(logTexts[locale].log).sort()).toEqual(ALL_KEYS);
      for (const key of ALL_KEYS) expect(logTexts[locale].log[key as keyof typeof logTexts.es.log]).toBeTruthy();
    });

    it(`${locale}: each template uses only the params its key has (plus the ones logLine adds)`, () => {
      const params: Record<string, readonly string[]> = { ...PUBLIC_FLOW_LOG_KEYS, ...PRIVATE_FLOW_LOG_KEYS, ...PUBLIC_EFFECT_LOG_KEYS, ...PRIVATE_EFFECT_LOG_KEYS };
      for (const [key, template] of Object.entries(logTexts[locale].log)) {
        const allowed = new Set([...params[key]!.map((p) => p.replace('?', '')), 'amount', 'detail']);
        for (const [, name] of template.matchAll(/\{(\w+)\}/g)) expect(allowed, `${key}: {${name}}`).toContain(name);
      }
    });
  }

  it('L103 words the announcements as the rules do, results only; the mastermind\'s own lines are marked secret', () => {
    for (const key of [...Object.keys(PRIVATE_FLOW_LOG_KEYS), ...Object.keys(PRIVATE_EFFECT_LOG_KEYS)]) {
      expect(logTexts.es.log[key as keyof typeof logTexts.es.log]).toMatch(/^\(Secreto\) /);
      expect(logTexts.en.log[key as keyof typeof logTexts.en.log]).toMatch(/^\(Secret\) /);
    }
    for (const key of [...Object.keys(PUBLIC_FLOW_LOG_KEYS), ...Object.keys(PUBLIC_EFFECT_LOG_KEYS)]) {
      expect(logTexts.es.log[key as keyof typeof logTexts.es.log]).not.toMatch(/Secreto|culpable del incidente \{incident\}/);
    }
    const es = translator('es');
    const names = PLAYER_NAMES;
    expect(logLine(es, { key: 'incidentOccurred', params: { incident: 'suicide' } }, names)).toBe('Ocurrió el incidente Suicidio.');
    expect(logLine(es, { key: 'nothingHappens', params: {} }, names)).toBe('No ocurre nada.');
    expect(logLine(es, { key: 'moved', params: { character: 'shrineMaiden', from: 'shrine', to: 'hospital' } }, names)).toBe('La novicia se mueve de la Capilla al Hospital.');
    expect(logLine(es, { key: 'counterPlaced', params: { target: 'doctor', counter: 'paranoia', n: 2 } }, names)).toBe('El médico recibe 2 de Paranoia.');
    expect(logLine(es, { key: 'cardPlaced', params: { owner: 'mastermind', target: 'school' } }, names)).toBe('La mente maestra coloca una carta boca abajo sobre la Escuela.');
    expect(logLine(es, { key: 'leaderPassed', params: { hand: 1, seat: 2 } }, names)).toBe('La carta de líder pasa a Luis (mano 2).');
    expect(logLine(translator('en'), { key: 'roleRevealed', params: { character: 'officeWorker', role: 'killer' } }, names)).toBe('Office Worker is revealed to be the Killer.');
  });
});

/** Plausible values for every param the engine writes, per key where a param's meaning differs. */
function sampleParams(key: string, names: readonly string[]): Record<string, string | number> {
  const sample: Record<string, string | number> = {
    loop: 2, loops: 4, day: 3, location: 'city', owner: '1', target: 'hospital', card: 'paranoiaPlus1#2', character: 'doctor',
    to: 'shrine', from: 'school', count: 2, ability: 0, sign: -1, plot: 'aLoveAffair', hand: 1, seat: 2, role: 'killer',
    reason: 'loopSurvived', counter: 'goodwill', n: 2, incident: 'murder', source: 'nurse', effect: 'killerKillsKeyPerson', deceased: 'nurse,patient',
  };
  if (key === 'mmAbilitySource') Object.assign(sample, { ability: 'brain', source: 'anUnsettlingRumor' });
  if (key === 'loopStartSource') sample.source = 'friend';
  if (key === 'dayEndSource') sample.effect = 'serialKiller';
  return Object.fromEntries(names.map((n) => n.replace('?', '')).map((n) => [n, sample[n]!]));
}

describe('every key with its params reads as words', () => {
  const params: Record<string, readonly string[]> = { ...PUBLIC_FLOW_LOG_KEYS, ...PRIVATE_FLOW_LOG_KEYS, ...PUBLIC_EFFECT_LOG_KEYS, ...PRIVATE_EFFECT_LOG_KEYS };
  for (const locale of LOCALES) {
    it(`${locale}: all ${ALL_KEYS.length} keys, with 2, 3 and 4 players`, () => {
      const tr = translator(locale);
      for (const players of [2, 3, 4]) {
        for (const key of ALL_KEYS) {
          const line = logLine(tr, { key, params: sampleParams(key, params[key]!) }, PLAYER_NAMES.slice(0, players));
          expect(line, `${key}: ${line}`).not.toMatch(/[{}]|undefined|NaN/);
          expect(line, `${key}: ${line}`).not.toMatch(RAW_ID);
          expect(line.startsWith(key), line).toBe(false);
        }
      }
    });
  }
});

describe('every line of whole games reads as words', () => {
  for (const game of GAMES) {
    it(`${game.script}, ${game.players} players: no placeholder, raw id, undefined or NaN; no secret added to a public line`, () => {
      const entries = playedEntries(game.script, game.players, game.seed);
      expect(entries.length).toBeGreaterThan(50);
      const players = PLAYER_NAMES.slice(0, game.players);
      for (const locale of LOCALES) {
        const tr = translator(locale);
        const secretNames = [...ROLES.map((id) => roleName(tr, id)), ...PLOTS.map((id) => plotName(tr, id))];
        for (const entry of entries) {
          const line = logLine(tr, entry, players);
          const where = `${locale} ${JSON.stringify(entry)} → ${line}`;
          expect(line, where).not.toMatch(/[{}]|undefined|NaN/);
          expect(line, where).not.toMatch(RAW_ID);
          expect(line.startsWith(entry.key), where).toBe(false);
          const carriesSecret = 'role' in entry.params || 'plot' in entry.params;
          if (entry.to === undefined && !carriesSecret) {
            const rest = withoutAllowedNames(line, locale);
            for (const secret of secretNames) expect(rest, `${where} names ${secret}`).not.toMatch(new RegExp(`(?<![\\p{L}])${secret}(?![\\p{L}])`, 'u'));
          }
        }
      }
    }, 30_000);
  }
});
