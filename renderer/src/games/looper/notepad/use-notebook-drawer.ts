/**
 * Whether the protagonists' notebook drawer is open (NotebookDrawer.vue lays it over the board
 * column), for the table that owns its button. The button opens it and the keyboard follows into
 * the notebook's chosen tab; closed by its buttons or Esc, focus goes back to the button. Choosing
 * a hand card closes it without moving focus (the card's targets are on the board). At the Time
 * Spiral it opens by itself, on the timeline (LooperNotebook.vue), without taking the focus the
 * decision has (the protagonists decide on what every loop so far showed), and closes once decided.
 */
import { nextTick, ref, watch, type Ref } from 'vue';
import type { LooperView } from '../../../../../shared/games/looper/types';

export const NOTEBOOK_DRAWER_ID = 'looper-notebook-drawer';

export function useNotebookDrawer(view: Ref<LooperView>) {
  const open = ref(false);
  const toggleButton = ref<HTMLButtonElement | null>(null);

  function show(): void {
    open.value = true;
    void nextTick(() => document.querySelector<HTMLElement>(`#${NOTEBOOK_DRAWER_ID} [role="tab"][aria-selected="true"]`)?.focus());
  }
  function close(): void {
    open.value = false;
    toggleButton.value?.focus();
  }
  function toggle(): void {
    if (open.value) close();
    else show();
  }
  function cardChosen(card: string | null): void {
    if (card !== null) open.value = false;
  }
  // Only the decision's kind is watched: a string compare per move.
  watch(
    () => (view.value.isMastermind ? null : view.value.decision?.t),
    (now, before) => {
      if (now === 'timeSpiral') open.value = true;
      else if (before === 'timeSpiral') open.value = false;
    },
    { immediate: true },
  );
  return { open, toggleButton, toggle, close, cardChosen };
}
