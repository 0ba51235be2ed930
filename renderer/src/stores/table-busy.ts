/**
 * The table's wait flag and what the screen shows of it. `busy` is set while a request is on its
 * way (and refuses a second move); `busyShown` follows it only for a wait longer than
 * BUSY_SHOWN_AFTER_MS. A move answers in a few milliseconds, and re-rendering every control twice
 * per move (disabled, then enabled) cost more than the answer itself.
 */
import { ref, watch, type Ref } from 'vue';

/** How long a request may take before the table greys its controls. */
export const BUSY_SHOWN_AFTER_MS = 150;

export function useBusyFlag(): { busy: Ref<boolean>; busyShown: Ref<boolean> } {
  const busy = ref(false);
  const busyShown = ref(false);
  let timer: ReturnType<typeof setTimeout> | null = null;
  watch(busy, (now) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!now) busyShown.value = false;
    else timer = setTimeout(() => (busyShown.value = busy.value), BUSY_SHOWN_AFTER_MS);
  });
  return { busy, busyShown };
}
