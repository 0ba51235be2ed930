/**
 * On a phone the page is one scroll (SC22): after a move made low on the page (a card's target on
 * the board), the next decision of this seat would wait above, out of sight. When a new snapshot
 * brings this seat a decision whose top is not in the window, the page goes back to its top,
 * where the turn's banner and the decision (first in the column) are (SC30). A decision already
 * in sight, a wide window or another seat's turn leaves the page where the person put it.
 */
import { nextTick, watch, type Ref } from 'vue';

/** Whether the page should go back to its top: the decision's top (null: none) lies outside the window. */
export function decisionOutOfSight(top: number | null, windowHeight: number): boolean {
  return top !== null && (top < 0 || top > windowHeight - 88);
}

export function useDecisionInSight(seq: Ref<number | null>, mine: Ref<boolean>, narrow: Ref<boolean>): void {
  watch(seq, async (now, before) => {
    if (now === null || now === before || !mine.value || !narrow.value) return;
    await nextTick();
    const decision = document.querySelector('[data-testid="decision"]');
    const top = decision ? decision.getBoundingClientRect().top : null;
    if (decisionOutOfSight(top, window.innerHeight)) window.scrollTo({ top: 0 });
  });
}
