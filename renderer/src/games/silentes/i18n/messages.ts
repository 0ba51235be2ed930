/**
 * Every Silentes text, merged under `silentes.*` (over ./catalog.json) when the game loads: cards,
 * zones, omens, provisions, decisions and table labels, the rules in the rulebook's short form
 * (es.json, the reference, and en.json with the same keys), the end-of-game figures (stats.json,
 * `n` picks the plural) and the log's templates (log.ts, written with the engine).
 */
import es from './es.json';
import en from './en.json';
import stats from './stats.json';
import { silentesLog } from './log';
import { sameKeysAsSpanish } from '../../../i18n/locale-texts';

const texts = sameKeysAsSpanish({ es, en });
const statsTexts = sameKeysAsSpanish(stats);

export const gameMessages = {
  es: { ...texts.es, stats: statsTexts.es, log: silentesLog.es },
  en: { ...texts.en, stats: statsTexts.en, log: silentesLog.en },
};
