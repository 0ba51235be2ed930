/**
 * The seat page's language: the one chosen on this device before (kept in its own storage: the
 * page has no settings of its own on the host), else the browser's, Spanish when it is neither.
 */
import { i18n, isLocale, type Locale } from '../i18n';

const KEY = 'velada.seat.locale';

export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'es';
}

export function initialLocale(): Locale {
  const chosen = safeStorage()?.getItem(KEY);
  return isLocale(chosen) ? chosen : browserLocale(navigator.languages ?? [navigator.language]);
}

export function applyLocale(locale: Locale, remember: boolean): void {
  i18n.global.locale.value = locale;
  document.documentElement.lang = locale;
  if (remember) safeStorage()?.setItem(KEY, locale);
}

/** Storage can be refused (a private window's quota, a policy); the page works without it. */
export function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
