import { describe, expect, it } from 'vitest';
import { createVeladaI18n, type Locale } from '../i18n';
import type { Translator } from '../i18n/translator';
import { botSeatLabel, formatPlayedAt, outcomeText, playerList, summaryText } from './saves';

function translator(locale: Locale): Translator {
  const i18n = createVeladaI18n(locale);
  return { t: (key, params) => i18n.global.t(key, params ?? {}), te: (key) => i18n.global.te(key) };
}

describe('summaryText', () => {
  it('reads a Silentes summary as round, noise and hunt deck', () => {
    const summary = { round: 3, noise: 7, huntDeck: 18 };
    expect(summaryText(translator('es'), 'silentes', summary)).toBe('Ronda 3 · Ruido 7/15 · Caza 18');
    expect(summaryText(translator('en'), 'silentes', summary)).toBe('Round 3 · Noise 7/15 · Hunt 18');
  });

  it('reads a Grizzled summary as mission, morale left and trials', () => {
    const summary = { mission: 4, morale: 11, trials: 17 };
    expect(summaryText(translator('es'), 'grizzled', summary)).toBe('Misión 4 · Moral 11 · Pruebas 17');
    expect(summaryText(translator('en'), 'grizzled', summary)).toBe('Mission 4 · Morale 11 · Trials 17');
  });

  it('L182 L120 reads a Tragedy Looper summary as loop and day, never the script title (the secret card\'s)', () => {
    const summary = { loop: 2, loops: 4, day: 3, days: 6 };
    expect(summaryText(translator('es'), 'looper', summary)).toBe('Bucle 2/4 · Día 3/6');
    expect(summaryText(translator('en'), 'looper', summary)).toBe('Loop 2/4 · Day 3/6');
    // A finished game's summary names the script (L140); the line still does not.
    const finished = { ...summary, scriptEs: 'La casa del lago', scriptEn: 'The lake house' };
    expect(summaryText(translator('es'), 'looper', finished)).toBe('Bucle 2/4 · Día 3/6');
  });

  it('reads a Salem 1692 summary as turn, players alive, deck and Witch cards face up', () => {
    const summary = { turn: 12, alive: 5, deck: 21, witches: '1/2' };
    expect(summaryText(translator('es'), 'salem', summary)).toBe('Turno 12 · Vivos 5 · Mazo 21 · Brujas a la vista 1/2');
    expect(summaryText(translator('en'), 'salem', summary)).toBe('Turn 12 · Alive 5 · Deck 21 · Witches revealed 1/2');
  });

  it('lists the figures of a game without its own template', () => {
    expect(summaryText(translator('es'), 'chess', { day: 2, accused: 'Eva' })).toBe('day: 2 · accused: Eva');
  });
});

describe('playerList', () => {
  it('marks the seats played by bots', () => {
    expect(playerList(translator('es'), ['Ana', 'Bot 1', 'Luis'], [1])).toBe('Ana, Bot 1 (bot), Luis');
    expect(playerList(translator('es'), ['Ana', 'Luis'])).toBe('Ana, Luis');
  });

  it('names each bot’s level when the save lists it (issue 24), in both languages', () => {
    expect(playerList(translator('es'), ['Ana', 'Bot 1', 'Bot 2'], [1, 2], ['easy', 'hard'])).toBe('Ana, Bot 1 (bot, Fácil), Bot 2 (bot, Difícil)');
    expect(playerList(translator('en'), ['Ana', 'Bot 1'], [1], ['normal'])).toBe('Ana, Bot 1 (bot, Normal)');
    expect(botSeatLabel(translator('es'), 'hard')).toBe('Bot (Difícil)');
    expect(botSeatLabel(translator('en'), 'easy')).toBe('Bot (Easy)');
  });
});

describe('formatPlayedAt', () => {
  it('formats in the UI language', () => {
    const iso = '2025-11-21T21:29:00.000Z';
    const esText = formatPlayedAt(iso, 'es');
    const enText = formatPlayedAt(iso, 'en');
    expect(esText).toContain('2025');
    expect(esText).toMatch(/nov/);
    expect(enText).toMatch(/Nov/);
    expect(esText).not.toBe(enText);
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatPlayedAt('yesterday-ish', 'es')).toBe('yesterday-ish');
  });
});

describe('outcomeText', () => {
  it("names the winning side of a one-against-all game, never a bare 'Victoria' on the losing side's row", () => {
    const es = translator('es');
    const en = translator('en');
    expect(outcomeText(es, 'looper', 'victory')).toBe('Ganan los protagonistas');
    expect(outcomeText(es, 'looper', 'defeat')).toBe('Gana la mente maestra');
    expect(outcomeText(en, 'looper', 'defeat')).toBe('The mastermind wins');
    expect(outcomeText(es, 'salem', 'victory')).toBe('Gana el pueblo');
    expect(outcomeText(en, 'salem', 'defeat')).toBe('The witches win');
    expect(outcomeText(es, 'darkness', 'defeat')).toBe('Gana la oscuridad');
    expect(outcomeText(en, 'darkness', 'victory')).toBe('The heroes win');
  });

  it('says Victoria or Derrota for the whole table of a cooperative game', () => {
    expect(outcomeText(translator('es'), 'silentes', 'victory')).toBe('Victoria');
    expect(outcomeText(translator('en'), 'grizzled', 'defeat')).toBe('Defeat');
  });
});
