import { describe, expect, it } from 'vitest';
import { nextTick, ref } from 'vue';
import type { LooperView } from '../../../../../shared/games/looper/types';
import { useNotebookDrawer } from './use-notebook-drawer';

/** Only what the drawer reads of a view: whose it is and the decision's kind. */
function viewOf(kind: string | null, isMastermind = false): LooperView {
  return { isMastermind, decision: kind === null ? null : { t: kind } } as unknown as LooperView;
}

describe('useNotebookDrawer', () => {
  it('starts closed; a chosen hand card closes it, clearing the choice does not', () => {
    const drawer = useNotebookDrawer(ref(viewOf('protagonistCard')));
    expect(drawer.open.value).toBe(false);
    drawer.open.value = true;
    drawer.cardChosen(null);
    expect(drawer.open.value).toBe(true);
    drawer.cardChosen('pc-1');
    expect(drawer.open.value).toBe(false);
  });

  it('opens by itself at the Time Spiral and closes once it is decided', async () => {
    const view = ref(viewOf('goodwill'));
    const drawer = useNotebookDrawer(view);
    view.value = viewOf('timeSpiral');
    await nextTick();
    expect(drawer.open.value).toBe(true);
    view.value = viewOf('mastermindCards');
    await nextTick();
    expect(drawer.open.value).toBe(false);
  });

  it('a table lifted at the Time Spiral opens on it; the mastermind’s view never opens it', () => {
    expect(useNotebookDrawer(ref(viewOf('timeSpiral'))).open.value).toBe(true);
    expect(useNotebookDrawer(ref(viewOf('timeSpiral', true))).open.value).toBe(false);
  });

  it('closed by hand, it stays closed through moves other than the Time Spiral', async () => {
    const view = ref(viewOf('protagonistCard'));
    const drawer = useNotebookDrawer(view);
    drawer.open.value = true;
    drawer.close();
    view.value = viewOf('goodwill');
    await nextTick();
    expect(drawer.open.value).toBe(false);
  });
});
