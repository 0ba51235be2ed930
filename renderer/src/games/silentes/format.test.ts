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
  it('names hunt cards, court cards, provisions and omens', () => {
    expect(cardName(es, 'C7')).toBe('7 de Copas');
    expect(cardName(es, 'E13')).toBe('Reina de Espadas');
    expect(cardName(es, 'B11')).toBe('Paje de Bastos');
    expect(cardName(es, 'O14')).toBe('Rey de Oros');
    expect(cardName(es, 'O1')).toBe('Comida Enlatada');
    expect(cardName(es, 'M16')).toBe('La Torre');
    expect(cardName(en, 'E13')).toBe('Queen of Swords');
    expect(cardName(en, 'C3')).toBe('Shared Rations');
    expect(cardName(en, 'M0')).toBe('The Fool');
    expect(cardName(es, 'Z9')).toBe('Carta Z9');
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
  it('translates known codes with readable params and names unknown ones', () => {
    expect(errorText(es, { code: 'card_not_in_hand', params: { card: 'E12' }, message: 'E12 is not in your hand' })).toBe('Caballero de Espadas no está en tu mano.');
    expect(errorText(en, { code: 'suit_mismatch', params: { card: 'B5', suit: 'C' }, message: '' })).toBe('5 of Wands does not match the shelter’s zone (Residential Areas).');
    expect(errorText(es, { code: 'profile_name_taken', params: { name: 'Ana' }, message: '' })).toBe('Ya existe un jugador llamado Ana.');
    expect(errorText(es, { code: 'brand_new_failure', params: {}, message: 'boom' })).toBe('Algo ha fallado (código brand_new_failure).');
    expect(errorText(en, { code: 'brand_new_failure', params: {}, message: 'boom' })).toBe('Something went wrong (code brand_new_failure).');
  });
});
