/** Every Silentes text, merged under `silentes.*` (over ./catalog.ts) when the game loads. */
import { silentesEs } from './es';
import { silentesEn } from './en';
import { silentesLog } from './log';
import { silentesStatsEn, silentesStatsEs } from './stats';

export const gameMessages = {
  es: { ...silentesEs, stats: silentesStatsEs, log: silentesLog.es },
  en: { ...silentesEn, stats: silentesStatsEn, log: silentesLog.en },
};
