/** Card names, log lines and error params as players read them, in both languages. */
import { describe, expect, it } from 'vitest';
import { playGame, randomChooser } from '../../../../shared/engine/play';
import { silentes } from '../../../../shared/games/silentes';
import type { LogEntry, SilentesState } from '../../../../shared/games/silentes/types';
import { createVeladaI18n, type Locale } from '../../i18n';
import { errorText } from '../../i18n/error-text';
import { cardName, cardText, logLine, readableParams, type Translator } from './format';
import { loadDefinition } from '../registry';

// Silentes' error params are read once the game has loaded (its errors come from its table).
await loadDefinition('silentes');

function translator(locale: Locale): Translator {
  const i18n = createVeladaI18n(locale);
  return { t: (key, params) => i18n.global.t(key, params ?? {}), te: (key) => i18n.global.te(key) };
}

const es = translator('es');
const en = translator('en');

describe('card names', () => {
  it.each([
    ['es', 'C7', '7 de Copas'],
    ['es', 'E13', 'Reina de Espadas'],
    ['es', 'B11', 'Paje de Bastos'],
    ['es', 'O14', 'Rey de Oros'],
    ['es', 'O1', 'Comida Enlatada'],
    ['es', 'M16', 'La Torre'],
    ['en', 'E13', 'Queen of Swords'],
    ['en', 'C3', 'Shared Rations'],
    ['en', 'M0', 'The Fool'],
    ['es', 'Z9', 'Carta Z9'],
  ] as const)('names hunt cards, court cards, provisions and omens (%s: %s is %s)', (locale, card, name) => {
    expect(cardName(translator(locale), card)).toBe(name);
  });

  it('gives provisions and omens their rules text', () => {
    expect(cardText(es, 'C1')).toContain('el ruido baja 2');
    expect(cardText(es, 'M12')).toBe('Nueva Perspectiva: La próxima ronda, los refugios de Espadas cuentan como de Copas y viceversa.');
    expect(cardText(en, 'E1')).toContain('+4');
    expect(cardText(es, 'B7')).toBe('');
  });
});

describe('log lines', () => {
  it('turn seats, cards, shelters and zones into words', () => {
    const names = ['Ana', 'Luis'];
    expect(readableParams(es, { seat: 1, subject: 0, card: 'C13', shelter: 4, suit: 'O', cards: 'B1,E3', amount: 3 }, names)).toEqual({
      seat: 'Luis',
      subject: 'Ana',
      card: 'Reina de Copas',
      shelter: 5,
      suit: 'Sótanos y Alcantarillas',
      cards: 'Herramientas Multiuso, Espejo Roto',
      amount: 3,
    });
  });

  it('names the zone and the perception of a revealed hunt card', () => {
    expect(logLine(es, { key: 'huntReveal', params: { card: 'B4' } }, ['Ana', 'Luis'])).toBe(
      'Los Silentes rastrean Ruinas Industriales con percepción 4 (4 de Bastos).',
    );
    expect(logLine(en, { key: 'huntReveal', params: { card: 'O13' } }, ['Ana', 'Luis'])).toBe(
      'The Silent hunt Basements and Sewers with perception 13 (Queen of Coins).',
    );
  });

  it('falls back to the key and params for an entry without a template', () => {
    expect(logLine(es, { key: 'somethingNew', params: { seat: 0, card: 'B4' } }, ['Ana', 'Luis'])).toBe('somethingNew (seat: Ana, card: 4 de Bastos)');
    expect(logLine(es, { key: 'quiet', params: {} }, ['Ana', 'Luis'])).toBe('quiet');
  });

  it('renders every entry of real games as a finished sentence in both languages', () => {
    const entries = new Map<string, LogEntry>();
    for (let g = 0; g < 30; g++) {
      const played = playGame(silentes, { players: ['Ana', 'Luis'], openHands: g % 2 === 0 }, `fmt${g}`, randomChooser);
      for (const e of (played.state as SilentesState).log) entries.set(`${e.key}:${Object.keys(e.params).sort().join(',')}`, e);
    }
    expect(entries.size).toBeGreaterThan(20);
    for (const tr of [es, en]) {
      for (const e of entries.values()) {
        const line = logLine(tr, e, ['Ana', 'Luis']);
        expect(line, e.key).not.toMatch(/[{}]/);
        expect(line, e.key).not.toBe(e.key);
        expect(line, e.key).not.toMatch(/\b(seat|subject|card|shelter): /);
      }
    }
  });
});

describe('error text', () => {
  it.each([
    ['es', 'card_not_in_hand', { card: 'E12' }, 'E12 is not in your hand', 'Caballero de Espadas no está en tu mano.'],
    ['en', 'suit_mismatch', { card: 'B5', suit: 'C' }, '', '5 of Wands does not match the shelter’s zone (Residential Areas).'],
    ['es', 'profile_name_taken', { name: 'Ana' }, '', 'Ya existe un jugador llamado Ana.'],
    ['es', 'brand_new_failure', {}, 'boom', 'Algo ha fallado (código brand_new_failure).'],
    ['en', 'brand_new_failure', {}, 'boom', 'Something went wrong (code brand_new_failure).'],
  ] as const)('translates known codes with readable params and names unknown ones (%s: %s)', (locale, code, params, message, text) => {
    expect(errorText(translator(locale), { code, params, message })).toBe(text);
  });
});
