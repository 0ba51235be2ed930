/** App settings kept by the services: the UI language, how fast bots move and how resolution plays. */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { request } from './request';
import { i18n, isLocale, type Locale } from '../i18n';
import { isBotDelay, useBotPace } from './bot-speed';
import { isMotionChoice, useMotion, type MotionChoice } from './motion';

function applyLocale(locale: Locale): void {
  i18n.global.locale.value = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export const useSettings = defineStore('settings', () => {
  const locale = ref<Locale>('es');
  const confirmIrreversible = ref(true);
  const pace = useBotPace();
  const motion = useMotion();
  const botDelayMs = computed<number>({
    get: () => pace.delayMs,
    set: (ms) => {
      pace.delayMs = ms;
    },
  });

  // How often the person changed each setting: a load that was asked before a change answers
  // with the value from before it, which must not undo the person's newer choice.
  const changes = { locale: 0, botDelayMs: 0, motion: 0, confirmIrreversible: 0 };

  async function load(): Promise<void> {
    const before = { ...changes };
    const data = await request('settings.get', {});
    if (!data) return;
    const unchanged = (key: keyof typeof changes): boolean => changes[key] === before[key];
    if (isLocale(data.locale) && unchanged('locale')) {
      locale.value = data.locale;
      applyLocale(data.locale);
    }
    if (isBotDelay(data.botDelayMs) && unchanged('botDelayMs')) botDelayMs.value = data.botDelayMs;
    if (isMotionChoice(data.motion) && unchanged('motion')) motion.choice = data.motion;
    if (typeof data.confirmIrreversible === 'boolean' && unchanged('confirmIrreversible')) confirmIrreversible.value = data.confirmIrreversible;
  }

  async function setLocale(next: Locale): Promise<void> {
    changes.locale++;
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

  /** Same policy as the language: the new pace applies at once and goes back if not saved. */
  async function setBotDelay(next: number): Promise<void> {
    if (!isBotDelay(next)) return;
    changes.botDelayMs++;
    const previous = botDelayMs.value;
    botDelayMs.value = next;
    const data = await request('settings.set', { botDelayMs: next });
    if (!data) botDelayMs.value = previous;
    else if (isBotDelay(data.botDelayMs)) botDelayMs.value = data.botDelayMs;
  }

  /** Same policy again: the new motion applies at once and goes back if not saved. */
  async function setMotion(next: MotionChoice): Promise<void> {
    if (!isMotionChoice(next)) return;
    changes.motion++;
    const previous = motion.choice;
    motion.choice = next;
    const data = await request('settings.set', { motion: next });
    if (!data) motion.choice = previous;
  }

  /** Whether a move that cannot be undone asks first; same apply-then-save policy. */
  async function setConfirmIrreversible(next: boolean): Promise<void> {
    changes.confirmIrreversible++;
    const previous = confirmIrreversible.value;
    confirmIrreversible.value = next;
    const data = await request('settings.set', { confirmIrreversible: next });
    if (!data) confirmIrreversible.value = previous;
  }

  return { locale, botDelayMs, motion, confirmIrreversible, load, setLocale, setBotDelay, setMotion, setConfirmIrreversible };
});
