/**
 * How long the table waits before each bot move. The limits mirror BOT_DELAY_* of the IPC
 * contract (a test keeps them equal); they are restated here because importing the contract
 * at runtime would ship zod to the browser for two numbers. The pace itself is its own tiny
 * store, so the table store needs neither vue-i18n nor the DOM (the settings store writes it).
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';

export const BOT_DELAY_MIN_MS = 0;
export const BOT_DELAY_MAX_MS = 5000;
export const BOT_DELAY_DEFAULT_MS = 1200;

/** The named speeds the header offers, fastest first. */
export const BOT_SPEEDS = [
  { id: 'instant', ms: 0 },
  { id: 'fast', ms: 400 },
  { id: 'normal', ms: BOT_DELAY_DEFAULT_MS },
  { id: 'slow', ms: 2500 },
] as const;
export type BotSpeedId = (typeof BOT_SPEEDS)[number]['id'];

export function isBotDelay(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= BOT_DELAY_MIN_MS && value <= BOT_DELAY_MAX_MS;
}

/** The named speed for a stored delay, or null when it was set to something else (e.g. by hand). */
export function speedOf(ms: number): BotSpeedId | null {
  return BOT_SPEEDS.find((s) => s.ms === ms)?.id ?? null;
}

export const useBotPace = defineStore('botPace', () => {
  const delayMs = ref<number>(BOT_DELAY_DEFAULT_MS);
  return { delayMs };
});
