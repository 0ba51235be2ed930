/**
 * Every Salem 1692 text, merged under `salem.*` (over ./catalog.json) when the game loads: the 15
 * playing cards, the 15 Town Hall characters as their cards print them, the Tryal faces, what a
 * death announces, the variants and the new-game form (es.json, the reference, and en.json with
 * the same keys and placeholders; names, S105: Tryal = «carta de Juicio», Constable =
 * «Alguacil», Stocks = «Cepo», gavel = «mazo»), the end-of-game figures (stats.json, one per
 * figure of shared/games/salem/stats.ts; `rounds` is the game's length in turns, `n` picks the
 * plural), the log's sentences (log.ts) and the table's own labels (table.ts, U1). Refusals are
 * in errors.ts.
 */
import es from './es.json';
import en from './en.json';
import stats from './stats.json';
import { salemLog } from './log';
import { salemTable } from './table';
import { sameKeysAsSpanish } from '../../../i18n/locale-texts';

const texts = sameKeysAsSpanish({ es, en });
const statsTexts = sameKeysAsSpanish(stats);

export const gameMessages = {
  es: { ...texts.es, stats: statsTexts.es, log: salemLog.es, table: salemTable.es },
  en: { ...texts.en, stats: statsTexts.en, log: salemLog.en, table: salemTable.en },
};
