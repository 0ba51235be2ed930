/**
 * Every When Darkness Comes text, merged under `darkness.*` (over ./catalog.ts) when the game
 * loads: the characters', campaigns' and roll helper's, and the board game's table beside them
 * (`darkness.table.*`, `darkness.log.*`).
 */
import { darknessEs } from './es';
import { darknessEn } from './en';
import { tableEs } from '../table/i18n/es';
import { tableEn } from '../table/i18n/en';
import { logTexts } from '../table/i18n/log';

export const gameMessages = {
  es: { ...darknessEs, table: tableEs, log: logTexts.es },
  en: { ...darknessEn, table: tableEn, log: logTexts.en },
};
