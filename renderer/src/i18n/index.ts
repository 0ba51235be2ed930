/**
 * vue-i18n in composition mode: Spanish first, English second. Each game's texts sit under
 * its id (`silentes.*`, `grizzled.*`). The Silentes log templates
 * (silentes-log.ts) are written alongside the engine; until that file exists the glob is
 * empty and log lines fall back to showing their key.
 */
import { createI18n } from 'vue-i18n';
import { es } from './es';
import { en } from './en';
import { silentesEs } from './silentes-es';
import { silentesEn } from './silentes-en';
import { grizzledEs } from './grizzled-es';
import { grizzledEn } from './grizzled-en';
import { grizzledLog } from './grizzled-log';

export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

interface LogTemplates {
  es: Record<string, string>;
  en: Record<string, string>;
}

const logModules = import.meta.glob<{ silentesLog?: LogTemplates }>('./silentes-log.ts', { eager: true });
const silentesLog: LogTemplates = Object.values(logModules)[0]?.silentesLog ?? { es: {}, en: {} };

export const messages = {
  es: { ...es, silentes: { ...silentesEs, log: silentesLog.es }, grizzled: { ...grizzledEs, log: grizzledLog.es } },
  en: { ...en, silentes: { ...silentesEn, log: silentesLog.en }, grizzled: { ...grizzledEn, log: grizzledLog.en } },
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
