/**
 * vue-i18n in composition mode: Spanish first, English second. The app's own texts live here;
 * each game's texts and log templates live with the game (renderer/src/games/<game>/i18n/) and
 * are merged under its id (`silentes.*`, `grizzled.*`, `looper.*`, `darkness.*`, `salem.*`; the Darkness
 * board game's table adds `darkness.table.*` and `darkness.log.*` beside part 1's tree, Salem's table
 * `salem.table.*`). Darkness' and Salem's refusals join the app's `errors`.
 */
import { markRaw } from 'vue';
import { createI18n } from 'vue-i18n';
import { es } from './es';
import { en } from './en';
import { silentesEs } from '../games/silentes/i18n/es';
import { silentesEn } from '../games/silentes/i18n/en';
import { grizzledEs } from '../games/grizzled/i18n/es';
import { grizzledEn } from '../games/grizzled/i18n/en';
import { grizzledLog } from '../games/grizzled/i18n/log';
import { silentesLog } from '../games/silentes/i18n/log';
import { silentesStatsEs, silentesStatsEn } from '../games/silentes/i18n/stats';
import { grizzledStatsEs, grizzledStatsEn } from '../games/grizzled/i18n/stats';
import { looperEs, looperEn } from '../games/looper/i18n';
import { darknessEs } from '../games/darkness/i18n/es';
import { darknessEn } from '../games/darkness/i18n/en';
import { tableEs as darknessTableEs } from '../games/darkness/table/i18n/es';
import { tableEn as darknessTableEn } from '../games/darkness/table/i18n/en';
import { logTexts as darknessLog } from '../games/darkness/table/i18n/log';
import { darknessErrors } from '../games/darkness/i18n/errors';
import { salemEs } from '../games/salem/i18n/es';
import { salemEn } from '../games/salem/i18n/en';
import { salemLog } from '../games/salem/i18n/log';
import { salemErrors } from '../games/salem/i18n/errors';
import { salemStatsEs, salemStatsEn } from '../games/salem/i18n/stats';
import { salemTable } from '../games/salem/i18n/table';
import { endOfGameEs, endOfGameEn } from './end-of-game';
import { rulesPanelEs, rulesPanelEn } from './rules-panel';
import { keyboardEs, keyboardEn } from './keyboard';

export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The big per-game trees are static text: markRaw keeps Vue from making them reactive. Deeply
 * reactive, Tragedy Looper's and When Darkness Comes' texts made every move of every game
 * several milliseconds slower to render (npm run bench:ui: Silentes p95 46 → 31 ms).
 */
export const messages = {
  es: { ...es, errors: { ...es.errors, ...darknessErrors.es, ...salemErrors.es }, keys: keyboardEs, rules: rulesPanelEs, silentes: { ...silentesEs, stats: silentesStatsEs, log: silentesLog.es }, grizzled: { ...grizzledEs, stats: grizzledStatsEs, log: grizzledLog.es }, looper: markRaw(looperEs), darkness: markRaw({ ...darknessEs, table: darknessTableEs, log: darknessLog.es }), salem: markRaw({ ...salemEs, stats: salemStatsEs, log: salemLog.es, table: salemTable.es }), ...endOfGameEs },
  en: { ...en, errors: { ...en.errors, ...darknessErrors.en, ...salemErrors.en }, keys: keyboardEn, rules: rulesPanelEn, silentes: { ...silentesEn, stats: silentesStatsEn, log: silentesLog.en }, grizzled: { ...grizzledEn, stats: grizzledStatsEn, log: grizzledLog.en }, looper: markRaw(looperEn), darkness: markRaw({ ...darknessEn, table: darknessTableEn, log: darknessLog.en }), salem: markRaw({ ...salemEn, stats: salemStatsEn, log: salemLog.en, table: salemTable.en }), ...endOfGameEn },
};

export function createVeladaI18n(locale: Locale = 'es') {
  return createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'es',
    messages,
    missingWarn: false,
    fallbackWarn: false,
  });
}

export const i18n = createVeladaI18n();
