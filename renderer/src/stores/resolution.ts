/**
 * What the resolution player and the recap show now. Fed by useResolutionFeed from the
 * snapshots the table store already put on screen; it never asks the services for anything,
 * so it cannot become a second path to a seat's view.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ResolutionStep } from '../format/resolution-steps';

export interface RecapState {
  /** The seat that took the device back: the recap is theirs and goes when their view goes. */
  seat: number;
  /** Public-log indices of the lines to list (never a private line: they have no public index). */
  lines: number[];
}

export const useResolution = defineStore('resolution', () => {
  const steps = ref<ResolutionStep[]>([]);
  const index = ref(0);
  const recap = ref<RecapState | null>(null);
  /** Public-log index from which lines count as new in the log (null: none). */
  const freshFrom = ref<number | null>(null);

  const current = computed<ResolutionStep | null>(() => steps.value[index.value] ?? null);
  const playing = computed(() => current.value !== null);

  /** Steps that arrive while others play wait their turn (bots can move faster than they show). */
  function enqueue(more: readonly ResolutionStep[]): void {
    if (more.length === 0) return;
    if (!playing.value) {
      steps.value = [];
      index.value = 0;
    }
    steps.value = [...steps.value, ...more];
  }

  function advance(): void {
    if (playing.value) index.value++;
  }

  /** Everything left shows at once: the table underneath already holds the result. */
  function skip(): void {
    steps.value = [];
    index.value = 0;
  }

  function showRecap(seat: number, lines: number[]): void {
    recap.value = lines.length > 0 ? { seat, lines } : null;
  }

  function dismissRecap(): void {
    recap.value = null;
  }

  function markFresh(from: number): void {
    freshFrom.value = from;
  }

  function reset(): void {
    skip();
    recap.value = null;
    freshFrom.value = null;
  }

  return { steps, index, recap, freshFrom, current, playing, enqueue, advance, skip, showRecap, dismissRecap, markFresh, reset };
});
