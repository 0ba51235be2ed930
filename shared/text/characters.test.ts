import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cutText, fitText, limitedText, textFault, textLength, UNITS_PER_CHARACTER } from './characters';

const FAMILY = '👨‍👩‍👧'; // five code points, eight UTF-16 units, one character on screen
const FLAG = '🇪🇸';
const ACCENTED = 'e\u0301'; // e + combining acute

describe('counting and cutting titles and names (S31)', () => {
  it('S31 counts what a person sees: an emoji, a family, a flag, a letter with its accent are one character each', () => {
    expect(textLength('Ana')).toBe(3);
    expect(textLength('🐙')).toBe(1);
    expect(textLength(FAMILY)).toBe(1);
    expect(textLength(FLAG)).toBe(1);
    expect(textLength(ACCENTED)).toBe(1);
    expect(textLength(`Noche ${FAMILY}${FLAG}${ACCENTED}`)).toBe(9);
  });

  it('S31 a cut never splits an emoji, a flag or a letter from its accents', () => {
    expect(cutText('🐙'.repeat(5), 3)).toBe('🐙🐙🐙');
    expect(cutText(FAMILY.repeat(3), 2)).toBe(FAMILY + FAMILY);
    expect(cutText(`${ACCENTED}${ACCENTED}x`, 2)).toBe(ACCENTED + ACCENTED);
    expect(cutText('Ana', 10)).toBe('Ana');
    expect(fitText('🐙'.repeat(90), 80)).toBe('🐙'.repeat(79) + '…');
    expect(fitText('🐙'.repeat(80), 80)).toBe('🐙'.repeat(80));
  });

  it('S31 whatever the text, a cut is a prefix of it, within the limit, and never leaves half a surrogate pair (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.integer({ min: 0, max: 40 }), (text, max) => {
        const cut = cutText(text, max);
        expect(text.startsWith(cut)).toBe(true);
        expect(textLength(cut)).toBeLessThanOrEqual(max);
        expect(textFault(cut) === 'lone_surrogate').toBe(false);
        const fitted = fitText(text, Math.max(1, max));
        expect(textLength(fitted)).toBeLessThanOrEqual(Math.max(1, max));
        expect(textFault(fitted) === 'lone_surrogate').toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('S31 a NUL and half a surrogate pair are faults; whole pairs are not', () => {
    expect(textFault('Ana')).toBeNull();
    expect(textFault(`🐙${FAMILY}${FLAG}`)).toBeNull();
    expect(textFault('Ana\u0000')).toBe('nul');
    expect(textFault('\uD83D')).toBe('lone_surrogate');
    expect(textFault('a\uDC19b')).toBe('lone_surrogate');
    expect(textFault('\uDC19\uD83D')).toBe('lone_surrogate'); // a pair the wrong way round
    expect(textFault('🐙'.slice(0, 1) + 'x')).toBe('lone_surrogate');
  });

  it('S31 a limited text takes as many characters as the limit, whatever their size, and refuses a pile of marks on one letter', () => {
    const title = limitedText(80);
    expect(title.safeParse(FAMILY.repeat(80)).success).toBe(true);
    expect(title.safeParse(ACCENTED.repeat(80)).success).toBe(true);
    expect(title.safeParse(FAMILY.repeat(81)).success).toBe(false);
    expect(title.safeParse('e' + '\u0301'.repeat(80 * UNITS_PER_CHARACTER)).success).toBe(false);
    const typed = limitedText(3, z.string().trim().min(1));
    expect(typed.safeParse('  ').success).toBe(false);
    expect(typed.safeParse(` ${FAMILY}${FLAG}${ACCENTED} `).data).toBe(`${FAMILY}${FLAG}${ACCENTED}`);
    expect(typed.safeParse(`${FAMILY}${FLAG}${ACCENTED}x`).success).toBe(false);
  });
});
