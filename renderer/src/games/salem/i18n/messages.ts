/** Every Salem 1692 text, merged under `salem.*` (over ./catalog.ts) when the game loads. */
import { salemEs } from './es';
import { salemEn } from './en';
import { salemLog } from './log';
import { salemStatsEn, salemStatsEs } from './stats';
import { salemTable } from './table';

export const gameMessages = {
  es: { ...salemEs, stats: salemStatsEs, log: salemLog.es, table: salemTable.es },
  en: { ...salemEn, stats: salemStatsEn, log: salemLog.en, table: salemTable.en },
};
