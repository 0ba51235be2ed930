/**
 * Every log key the Grizzled engine can emit has a Spanish and an English template, each
 * using only params the engine provides, and random games read as sentences (no raw keys).
 */
import { describe, expect, it } from 'vitest';
import { botChooser, playGame, randomChooser } from '../../../../../shared/engine/play';
import { grizzled } from '../../../../../shared/games/grizzled';
import { LOG_KEYS, VARIANTS, type GrizzledState, type LogEntry } from '../../../../../shared/games/grizzled/types';
import { createVeladaI18n } from '../../../i18n';
import { grizzledLog } from './log';
import { logLine } from '../format';

function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

interface PlayedLog {
  names: string[];
  entries: LogEntry[];
}

/** Every distinct log entry of many seeded games, over all player counts and variants. */
function collectEntries(): PlayedLog[] {
  const games: PlayedLog[] = [];
  const players = [['Ana', 'Luis'], ['Ana', 'Luis', 'Marta'], ['Ana', 'Luis', 'Marta', 'Pau'], ['Ana', 'Luis', 'Marta', 'Pau', 'Sol']];
  for (let g = 0; g < 160; g++) {
    const names = players[g % players.length]!;
    const variant = names.length === 2 && g % 8 < 4 ? 'twoPlayer' : VARIANTS[g % 3]!;
    const entries = new Map<string, LogEntry>();
    const result = playGame(grizzled, { players: names, variant }, `log${g}`, g % 2 === 0 ? randomChooser : botChooser, {
      onStep: (state) => {
        for (const e of (state as GrizzledState).log) entries.set(JSON.stringify(e), e);
      },
    });
    expect(result.error, `game ${g}`).toBeNull();
    games.push({ names, entries: [...entries.values()] });
  }
  return games;
}

describe('Grizzled log templates', () => {
  const games = collectEntries();
  const params = new Map<string, Set<string>>();
  for (const { entries } of games) {
    for (const e of entries) {
      const set = params.get(e.key) ?? new Set<string>();
      Object.keys(e.params).forEach((k) => set.add(k));
      params.set(e.key, set);
    }
  }

  it('has an es and an en sentence for every LOG_KEYS entry, with the same placeholders', () => {
    for (const key of LOG_KEYS) {
      expect(grizzledLog.es[key], `es.${key}`).toBeTypeOf('string');
      expect(grizzledLog.en[key], `en.${key}`).toBeTypeOf('string');
      expect(placeholders(grizzledLog.en[key]), key).toEqual(placeholders(grizzledLog.es[key]));
    }
    expect(Object.keys(grizzledLog.es).sort()).toEqual([...LOG_KEYS].sort());
    expect(Object.keys(grizzledLog.en).sort()).toEqual([...LOG_KEYS].sort());
  });

  it('random and bot games exercise most keys', () => {
    for (const key of ['missionStart', 'intensity', 'dealt', 'played', 'withdraw', 'tilePlaced', 'supportGiven', 'morale', 'leader']) {
      expect(params.has(key), key).toBe(true);
    }
    expect(params.size).toBeGreaterThan(LOG_KEYS.length * 0.6);
  });

  it('uses only params the engine provides', () => {
    for (const [key, provided] of params) {
      for (const lang of ['es', 'en'] as const) {
        const template = grizzledLog[lang][key as keyof typeof grizzledLog.es];
        for (const p of placeholders(template)) expect(provided.has(p), `${lang}.${key} uses {${p}}`).toBe(true);
      }
    }
  });

  it('turns every entry of real games into a finished sentence in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      const tr = createVeladaI18n(locale).global;
      for (const { names, entries } of games.slice(0, 40)) {
        for (const e of entries) {
          const line = logLine(tr, e, names);
          expect(line, `${locale}:${e.key}`).not.toMatch(/[{}]/);
          // Not the fallback that shows a key without a template.
          expect(line === e.key || line.startsWith(`${e.key} (`), `${locale}:${e.key}`).toBe(false);
          expect(line, `${locale}:${e.key}`).not.toMatch(/\b(seat|from|to|owner): /);
          // Seats become names (or the Chaplain), ids become words.
          expect(line, `${locale}:${e.key}`).not.toMatch(/\b(TC\d\d-\d|HK\d\d|X01|[LR]{1,2}\d)\b/);
        }
      }
    }
  });
});

describe('Grizzled speech log lines (G16, G32)', () => {
  const names = ['Ana', 'Luis', 'Marta'];
  const line = (locale: 'es' | 'en', key: LogEntry['key'], params: LogEntry['params']) =>
    logLine(createVeladaI18n(locale).global, { key, params }, names);

  it('the speech says everyone still in may discard; a discard names the card; the end names no one who passed', () => {
    expect(line('es', 'speech', { seat: 1, threat: 'gas' })).toBe(
      'Luis da un discurso sobre Gas: cada jugador que sigue en la misión puede descartar una carta con esa amenaza.',
    );
    expect(line('en', 'speech', { seat: 1, threat: 'gas' })).toBe(
      'Luis makes a speech about Gas: each player still in the mission may discard a card showing it.',
    );
    expect(line('es', 'speechDiscard', { seat: 2, card: 'TC03-1' })).toMatch(/^Marta descarta .+ tras el discurso\.$/);
    expect(line('en', 'speechDiscard', { seat: 2, card: 'TC03-1' })).toMatch(/^Marta discards .+ after the speech\.$/);
    expect(line('es', 'speechEnd', { seat: 1, threat: 'gas' })).toBe('Termina el discurso de Luis sobre Gas.');
    expect(line('en', 'speechEnd', { seat: 1, threat: 'gas' })).toBe('Luis’s speech about Gas is over.');
  });

  it('a pass logged by a save of engine version 1 still reads as a sentence', () => {
    expect(line('es', 'speechPass', { seat: 0 })).toBe('Ana no descarta nada.');
    expect(line('en', 'speechPass', { seat: 0 })).toBe('Ana discards nothing.');
  });
});
