import { describe, expect, it } from 'vitest';
import { textFault } from '../../shared/text/characters';
import { copyTitle, defaultTitle, distinctTitle, TITLE_MAX_LENGTH } from './catalog';

describe('save titles', () => {
  it('names a game after itself and its players', () => {
    expect(defaultTitle('silentes', ['Ana', 'Luis'])).toBe('Silentes — Ana y Luis');
    expect(defaultTitle('grizzled', ['Ana', 'Luis', 'Bot 1'])).toBe('The Grizzled — Ana, Luis y Bot 1');
  });

  it('numbers a default title that is already taken, with the next free number', () => {
    const base = 'Silentes — Ana y Luis';
    expect(distinctTitle(base, new Set())).toBe(base);
    expect(distinctTitle(base, new Set([base]))).toBe(`${base} (2)`);
    expect(distinctTitle(base, new Set([base, `${base} (2)`, `${base} (3)`]))).toBe(`${base} (4)`);
    expect(distinctTitle(base, new Set([`${base} (2)`]))).toBe(base);
  });

  it('keeps a numbered title within the length limit', () => {
    const long = defaultTitle('grizzled', ['Aaaaaaaaaaaaaaaaaaaa', 'Bbbbbbbbbbbbbbbbbbbb', 'Cccccccccccccccccccc', 'Dddddddddddddddddddd']);
    const numbered = distinctTitle(long, new Set([long]));
    expect(numbered.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(numbered.endsWith(' (2)')).toBe(true);
    expect(copyTitle(long).endsWith(' (copia)')).toBe(true);
  });
});

describe('save titles in characters (S31)', () => {
  const FAMILY = '👨‍👩‍👧';
  const wellFormed = (s: string) => textFault(s) === null;

  it('S31 a copy or a numbered title of emoji is cut between characters, never inside one, and counts 80 of them', () => {
    const emoji = '🐙'.repeat(TITLE_MAX_LENGTH);
    const copy = copyTitle(emoji);
    expect(wellFormed(copy)).toBe(true);
    expect(copy).toBe(`${'🐙'.repeat(TITLE_MAX_LENGTH - ' (copia)'.length - 1)}… (copia)`);
    const numbered = distinctTitle(FAMILY.repeat(TITLE_MAX_LENGTH), new Set([FAMILY.repeat(TITLE_MAX_LENGTH)]));
    expect(numbered).toBe(`${FAMILY.repeat(TITLE_MAX_LENGTH - ' (2)'.length - 1)}… (2)`);
  });

  it('S31 a default title made of long emoji names stays whole characters; one that fits is not cut', () => {
    const names = ['🐙'.repeat(40), `Ana${'e\u0301'.repeat(30)}`, FAMILY.repeat(12)];
    const title = defaultTitle('grizzled', names);
    expect(wellFormed(title)).toBe(true);
    expect(title.endsWith('…')).toBe(true);
    expect(defaultTitle('silentes', ['🐙'.repeat(20), FAMILY.repeat(20)])).toBe(`Silentes — ${'🐙'.repeat(20)} y ${FAMILY.repeat(20)}`);
  });
});
