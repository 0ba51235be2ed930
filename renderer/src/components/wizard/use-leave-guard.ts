/**
 * A wizard's "leave with unsaved changes?" guard: a route change while `dirty` waits for the
 * ConfirmDialog (leave, or save the draft first), and closing the window asks the browser's own question.
 */
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue';
import { onBeforeRouteLeave, useRouter, type RouteLocationRaw } from 'vue-router';

export interface LeaveGuard {
  /** Where someone tried to go while there were changes: LeaveDialog asks while it is set. */
  leavingTo: Ref<RouteLocationRaw | null>;
  /** Goes on to `leavingTo`, saving the draft first when asked (and staying if that fails). */
  leave: (saveFirst: boolean) => Promise<void>;
  /** After a confirmation: nothing is left unsaved, so no question. */
  goAnyway: (to: RouteLocationRaw) => Promise<void>;
}

export function useLeaveGuard(dirty: Readonly<Ref<boolean>>, saveDraft: () => Promise<boolean>): LeaveGuard {
  const router = useRouter();
  const leavingTo = ref<RouteLocationRaw | null>(null);
  let leaving = false;

  onBeforeRouteLeave((to) => {
    if (leaving || !dirty.value) return true;
    leavingTo.value = to.fullPath;
    return false;
  });

  async function leave(saveFirst: boolean): Promise<void> {
    const to = leavingTo.value;
    leavingTo.value = null;
    if (!to) return;
    if (saveFirst && !(await saveDraft())) return;
    await goAnyway(to);
  }

  async function goAnyway(to: RouteLocationRaw): Promise<void> {
    leaving = true;
    await router.push(to);
  }

  function beforeUnload(event: BeforeUnloadEvent): void {
    if (dirty.value) event.preventDefault();
  }
  onMounted(() => window.addEventListener('beforeunload', beforeUnload));
  onBeforeUnmount(() => window.removeEventListener('beforeunload', beforeUnload));

  return { leavingTo, leave, goAnyway };
}
