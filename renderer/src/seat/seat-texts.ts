/**
 * The seat page's own texts (i18n/texts.json), merged under `seat` into the app's messages by the
 * page's entry. Only types from ../i18n: the unit tests' set-up merges these while it builds that module.
 */
import type { Locale } from '../i18n';
import { sameKeysAsSpanish } from '../i18n/locale-texts';
import seatTexts from './i18n/texts.json';

export const SEAT_TEXTS = sameKeysAsSpanish(seatTexts);

/** Merges them into a language's messages (the app's i18n instance's, or the tests'). */
export function addSeatTexts(merge: (locale: Locale, tree: Record<string, unknown>) => void): void {
  merge('es', { seat: SEAT_TEXTS.es });
  merge('en', { seat: SEAT_TEXTS.en });
}
