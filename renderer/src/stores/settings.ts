/** The UI language: read from the services at start, saved there on every switch. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { request } from '../api/request';
import { i18n, isLocale, type Locale } from '../i18n';

function applyLocale(locale: Locale): void {
  i18n.global.locale.value = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const useSettings = defineStore('settings', () => {
  const locale = ref<Locale>('es');

  async function load(): Promise<void> {
    const data = await request('settings.get', {});
    if (data && isLocale(data.locale)) {
      locale.value = data.locale;
      applyLocale(data.locale);
    }
  }

  async function setLocale(next: Locale): Promise<void> {
    const previous = locale.value;
    // Switch at once; if saving fails, go back so the screen matches what is stored.
    locale.value = next;
    applyLocale(next);
    const data = await request('settings.set', { locale: next });
    if (!data) {
      locale.value = previous;
      applyLocale(previous);
    }
  }

  return { locale, load, setLocale };
});
