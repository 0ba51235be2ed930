/**
 * How Velada counts and cuts a title or a name (ruling S31): in the characters a person sees
 * (grapheme clusters, `Intl.Segmenter`), never in UTF-16 units, so a limit shown as "80
 * characters" means 80 of what is on screen, and a cut never splits an emoji, a flag or a
 * letter from its accents. Every limit on a title or a name goes through here, in main, in the
 * renderer and in the file formats, so all of them count the same way.
 */
import { z } from 'zod';

/** A title (a saved game's, a campaign's) holds at most this many characters. */
export const TITLE_MAX_LENGTH = 80;

/**
 * One character may be several code points (a family emoji, a flag, a letter with accents);
 * the longest emoji sequences take 15 UTF-16 units. A text may hold at most this many units per
 * character of its limit, so a pile of combining marks on one letter cannot make a row huge.
 */
export const UNITS_PER_CHARACTER = 16;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The characters of `text` as a person sees them. */
export function charactersOf(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export function textLength(text: string): number {
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/** The first `max` characters of `text` (fewer when they would pass the units bound). */
export function cutText(text: string, max: number): string {
  let out = '';
  let n = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (n === max || out.length + segment.length > max * UNITS_PER_CHARACTER) break;
    out += segment;
    n++;
  }
  return out;
}

/** `text` if it fits in `max` characters, else cut short with an ellipsis, the result still `max` long. */
export function fitText(text: string, max: number, ellipsis = '…'): string {
  if (fitsLimit(text, max)) return text;
  return cutText(text, max - textLength(ellipsis)).trimEnd() + ellipsis;
}

export function fitsLimit(text: string, max: number): boolean {
  return text.length <= max * UNITS_PER_CHARACTER && textLength(text) <= max;
}

/** What no title or name may hold: a NUL, or half of a surrogate pair (not a character at all). */
export type TextFault = 'nul' | 'lone_surrogate';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textFault(text: string): TextFault | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'lone_surrogate';
  return null;
}

/**
 * `base` (a plain string unless given, e.g. trimmed) held to at most `max` characters counted as
 * above; faults are each caller's own refusal, so it can name them.
 */
export function limitedText(max: number, base: z.ZodString = z.string()) {
  return base
    .max(max * UNITS_PER_CHARACTER)
    .refine((s) => textLength(s) <= max, { message: `Too long: at most ${max} characters` });
}
