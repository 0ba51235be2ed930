/**
 * How automatic resolution plays: the stored preference and what it means on this machine.
 * The choices mirror MOTION_SETTINGS of the IPC contract (a test keeps them equal); they are
 * restated so the renderer does not ship zod for four words. A tiny store of its own, like
 * the bot pace, so the resolution player needs neither the settings service nor vue-i18n.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';

export const MOTION_CHOICES = ['auto', 'normal', 'slow', 'off'] as const;
export type MotionChoice = (typeof MOTION_CHOICES)[number];
/** What the player does: steps at normal pace, steps at half pace, or the result at once. */
export type MotionPace = 'normal' | 'slow' | 'off';

export function isMotionChoice(value: unknown): value is MotionChoice {
  return typeof value === 'string' && (MOTION_CHOICES as readonly string[]).includes(value);
}

/** 'auto' follows the system: people who asked their system for less motion get none. */
export function motionPace(choice: MotionChoice, systemReducesMotion: boolean): MotionPace {
  if (choice === 'auto') return systemReducesMotion ? 'off' : 'normal';
  return choice;
}

function systemReducesMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

export const useMotion = defineStore('motion', () => {
  const choice = ref<MotionChoice>('auto');
  const reduced = ref(systemReducesMotion());
  if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
    // The system preference can change while Velada is open (e.g. an accessibility shortcut).
    window.matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', (event) => {
      reduced.value = event.matches;
    });
  }
  const pace = computed<MotionPace>(() => motionPace(choice.value, reduced.value));
  return { choice, reduced, pace };
});
