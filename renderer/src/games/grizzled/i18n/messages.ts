/**
 * Every text of The Grizzled, merged under `grizzled.*` (over ./catalog.json) when the game loads:
 * threats, Hard Knocks, support tiles, variants, decisions, table labels and the end screen
 * (es.json, the reference, and en.json with the same keys and placeholders), the end-of-game
 * figures (stats.json, `n` picks the plural) and the log's templates (log.ts).
 */
import es from './es.json';
import en from './en.json';
import stats from './stats.json';
import { grizzledLog } from './log';
import { sameKeysAsSpanish } from '../../../i18n/locale-texts';

const texts = sameKeysAsSpanish({ es, en });
const statsTexts = sameKeysAsSpanish(stats);

export const gameMessages = {
  es: { ...texts.es, stats: statsTexts.es, log: grizzledLog.es },
  en: { ...texts.en, stats: statsTexts.en, log: grizzledLog.en },
};
