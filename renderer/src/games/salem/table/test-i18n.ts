/**
 * The app's vue-i18n instance for this folder's tests, with the table's words under
 * salem.table even before (or whether or not) the game's texts are merged (../i18n/messages.ts).
 */
import { createI18n } from 'vue-i18n';
import { messages } from '../../../i18n';
import type { Translator } from '../../../i18n/translator';
import { salemTable } from '../i18n/table';

type Tree = Record<string, unknown>;

function withTable(locale: 'es' | 'en'): Tree {
  const base = messages[locale] as unknown as Tree;
  const salem = (base.salem ?? {}) as Tree;
  return { ...base, salem: { ...salem, table: salemTable[locale] } };
}

export function salemTestI18n(locale: 'es' | 'en' = 'es') {
  const options = {
    legacy: false as const,
    locale,
    fallbackLocale: 'es',
    messages: { es: withTable('es'), en: withTable('en') },
    missingWarn: false,
    fallbackWarn: false,
  };
  return createI18n(options as unknown as Parameters<typeof createI18n>[0]);
}

export function salemTranslator(locale: 'es' | 'en' = 'es'): Translator {
  const i18n = salemTestI18n(locale);
  return { t: (key, params) => i18n.global.t(key, params ?? {}), te: (key) => i18n.global.te(key) };
}
