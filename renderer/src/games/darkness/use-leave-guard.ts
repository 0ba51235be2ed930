/**
 * A wizard's "leave with unsaved changes?" guard: a route change while `dirty` waits for the
 * ConfirmDialog (leave, or save the draft first), and closing the window asks the browser's own question.
 */
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue';
import { onBeforeRouteLeave, useRouter, type RouteLocationRaw } from 'vue-router';

export function useLeaveGuard(dirty: Ref<boolean>, saveDraft: () => Promise<boolean>) {
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

  /** After a confirmation: nothing is left unsaved, so no question. */
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
