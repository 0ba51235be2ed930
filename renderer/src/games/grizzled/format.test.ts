import { describe, expect, it } from 'vitest';
import { createVeladaI18n, type Locale } from '../../i18n';
import type { Translator } from '../../i18n/translator';
import { ALL_TILES, ALL_TRIALS, HARD_KNOCKS } from '../../../../shared/games/grizzled/cards';
import type { GrizzledView, PublicPlayer } from '../../../../shared/games/grizzled/types';
import { cardName, cardText, cardThreats, logLine, participantLabel, participantName, readableErrorParams, tileName, tileTarget, tileTargetText } from './format';

function tr(locale: Locale = 'es'): Translator {
  const i18n = createVeladaI18n(locale);
  return { t: (key, params) => i18n.global.t(key, params ?? {}), te: (key) => i18n.global.te(key) };
}

function player(name: string, knocks: string[] = []): PublicPlayer {
  return { name, character: 'anselme', charmReady: true, handCount: 0, knocks, knockCount: knocks.length, tileCount: 0, withdrawn: false, tilePlaced: false, speech: 0 };
}

function table(names: string[], chaplain = false): Pick<GrizzledView, 'players' | 'chaplain'> {
  return { players: names.map((n) => player(n)), chaplain: chaplain ? { tileCount: 3, tilePlaced: false } : null };
}

describe('card names and texts', () => {
  it('names threat cards by their threats, traps marked', () => {
    expect(cardName(tr(), 'TC01-2')).toBe('Noche y Obús');
    expect(cardName(tr(), 'TC02-1')).toBe('Noche y Obús (trampa)');
    expect(cardName(tr(), 'TC25-1')).toBe('Lluvia, Nieve y Noche');
    expect(cardName(tr('en'), 'TC16-1')).toBe('Rain and Gas (trap)');
    expect(cardText(tr(), 'TC02-1')).toContain('Trampa');
    expect(cardText(tr(), 'TC01-1')).toBe('');
  });

  it('names hard knocks and Merry Christmas, with their effects', () => {
    expect(cardName(tr(), 'HK07')).toBe('Herido');
    expect(cardText(tr(), 'HK07')).toBe('Cuenta como dos Golpes Duros.');
    expect(cardName(tr('en'), 'HK19')).toBe('Absent-minded');
    expect(cardName(tr(), 'X01')).toBe('Feliz Navidad');
    expect(cardThreats('HK01')).toEqual(['rain']);
    expect(cardThreats('X01')).toEqual([]);
  });

  it('has a distinct-enough name for every card of the deck in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      for (const id of ALL_TRIALS) {
        const name = cardName(tr(locale), id);
        expect(name, id).not.toMatch(/[{}]|grizzled\./);
        expect(name.length, id).toBeGreaterThan(2);
      }
      for (const hk of HARD_KNOCKS) expect(cardText(tr(locale), hk.id), hk.id).not.toBe('');
    }
  });

  it('shows an unknown id as itself instead of failing', () => {
    expect(cardName(tr(), 'ZZ9')).toBe('Carta ZZ9');
    expect(cardText(tr(), 'ZZ9')).toBe('');
  });
});

describe('support tiles', () => {
  it('names every tile kind', () => {
    expect(tileName(tr(), 'L3')).toBe('Apoyo a la izquierda');
    expect(tileName(tr(), 'RR1')).toBe('Apoyo doble a la derecha');
    for (const id of ALL_TILES) expect(tileName(tr('en'), id)).toMatch(/support/i);
  });

  it('sends left to the next seat in play order and right to the previous, wrapping round', () => {
    const t5 = table(['Ana', 'Luis', 'Marta', 'Pau', 'Sol']);
    expect(tileTarget(t5, 0, 'L1')).toBe(1);
    expect(tileTarget(t5, 0, 'R1')).toBe(4);
    expect(tileTarget(t5, 4, 'L2')).toBe(0);
    expect(tileTarget(t5, 1, 'LL1')).toBe(3);
    expect(tileTarget(t5, 1, 'RR2')).toBe(4);
    expect(tileTargetText(tr(), t5, 3, 'R6')).toBe('para Marta');
  });

  it('counts the Chaplain as the seat after the last player (2-player rule)', () => {
    const t2 = table(['Ana', 'Luis'], true);
    expect(tileTarget(t2, 1, 'L1')).toBe(2);
    expect(tileTarget(t2, 0, 'R1')).toBe(2);
    expect(tileTarget(t2, 2, 'L1')).toBe(0);
    expect(tileTargetText(tr(), t2, 1, 'L4')).toBe('para el Capellán');
    expect(tileTargetText(tr('en'), t2, 0, 'R2')).toBe('for the Chaplain');
  });

  it('keeps a Selfish player’s tile at home, as the engine does', () => {
    const t3 = table(['Ana', 'Luis', 'Marta']);
    t3.players[1] = player('Luis', ['HK15']);
    expect(tileTarget(t3, 1, 'L1')).toBe(1);
    expect(tileTarget(t3, 0, 'L1')).toBe(1);
  });

  it('has no target for an unknown tile', () => {
    expect(tileTarget(table(['Ana', 'Luis']), 0, 'Q1')).toBeNull();
  });
});

describe('log lines', () => {
  const names = ['Ana', 'Luis'];

  it('turns seats into names and ids into words', () => {
    expect(logLine(tr(), { key: 'played', params: { seat: 1, card: 'TC05-1' } }, names)).toBe('Luis juega Noche y Silbato en la Tierra de Nadie.');
    expect(logLine(tr(), { key: 'heal', params: { seat: 0, card: 'HK07', owner: 1 } }, names)).toBe('Ana descarta el Golpe Duro Herido de Luis.');
    expect(logLine(tr(), { key: 'missionFailure', params: { mission: 3, threat: 'gas' } }, names)).toBe('La misión 3 fracasa: tres amenazas de Gas.');
    expect(logLine(tr('en'), { key: 'missionStart', params: { mission: 2, leader: 0 } }, names)).toBe('Mission 2. Leader: Ana.');
  });

  it('names the Chaplain (seat = number of players), capitalised at the start of a line', () => {
    expect(participantName(tr(), names, 2)).toBe('el Capellán');
    expect(participantLabel(tr(), names, 2)).toBe('El Capellán');
    expect(participantLabel(tr(), names, 1)).toBe('Luis');
    expect(logLine(tr(), { key: 'supportGiven', params: { from: 2, to: 0, tile: 'R1' } }, names)).toBe('El Capellán da su apoyo a Ana (Apoyo a la derecha).');
    // "a el" / "de el" contract in Spanish.
    expect(logLine(tr(), { key: 'supportGiven', params: { from: 1, to: 2, tile: 'L1' } }, names)).toBe('Luis da su apoyo al Capellán (Apoyo a la izquierda).');
    expect(logLine(tr(), { key: 'heal', params: { seat: 0, card: 'HK08', owner: 1 } }, ['Ana', 'el Capellán'])).toBe('Ana descarta el Golpe Duro Mudo del Capellán.');
    expect(logLine(tr('en'), { key: 'supportGiven', params: { from: 1, to: 2, tile: 'L1' } }, names)).toBe('Luis supports the Chaplain (Support to the left).');
  });

  it('shows an entry without a template as its key and params', () => {
    expect(logLine(tr(), { key: 'somethingNew' as never, params: { seat: 0 } }, names)).toBe('somethingNew (seat: Ana)');
  });
});

describe('rule error params', () => {
  it('reads card, tile, threat and knock ids', () => {
    expect(readableErrorParams(tr(), { card: 'HK12', tile: 'LL2', threat: 'shell', knock: 'prideful', expected: 2 })).toEqual({
      card: 'Miedoso',
      tile: 'Apoyo doble a la izquierda',
      threat: 'Obús',
      knock: 'Orgulloso',
      expected: 2,
    });
    expect(readableErrorParams(tr(), { card: 'B7' })).toEqual({ card: 'B7' });
  });
});
