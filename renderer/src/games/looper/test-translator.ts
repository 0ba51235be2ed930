/** A translator over the app's real messages, for the Looper helpers' unit tests. */
import { createVeladaI18n, type Locale } from '../../i18n';
import type { Translator } from '../../i18n/translator';

export function translator(locale: Locale = 'es'): Translator {
  const i18n = createVeladaI18n(locale);
  return { t: (key, params) => i18n.global.t(key, params ?? {}), te: (key) => i18n.global.te(key) };
}

/** Every key path under `looper.<namespace>` of one language, sorted ("character.alien.name"). */
export function keyPaths(messages: unknown, prefix = ''): string[] {
  if (typeof messages !== 'object' || messages === null) return [prefix];
  return Object.entries(messages as Record<string, unknown>).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k)).sort();
}
