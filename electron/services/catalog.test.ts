import { describe, expect, it } from 'vitest';
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
