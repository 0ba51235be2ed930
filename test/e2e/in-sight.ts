/**
 * What lies out of sight at rest: unlike the accessibility test's boxes (which scroll each control
 * into view as focus would), this reads elements where they are, so a box cut by an inner scroll
 * counts as hidden. Used by the "in sight without scrolling" tests of issue 22.
 */
import type { Page } from 'playwright-core';

export interface OutOfSight {
  /** The element's data-testid ('?' without one). */
  id: string;
  why: string;
}

/** Elements matching `selector` that lie (partly) outside the window or a clipping ancestor's visible box, as the page is now. */
export async function outOfSight(page: Page, selector: string): Promise<{ count: number; hidden: OutOfSight[] }> {
  return (await page.evaluate(`((selector) => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const els = [...document.querySelectorAll(selector)];
    const hidden = [];
    for (const el of els) {
      const id = el.getAttribute('data-testid') ?? '?';
      const r = el.getBoundingClientRect();
      const out = (box) => r.left < box.left - 1 || r.top < box.top - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1;
      if (r.width < 1 || r.height < 1) hidden.push({ id, why: 'no size' });
      else if (out({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight })) {
        hidden.push({ id, why: 'outside the window at ' + Math.round(r.top) + '..' + Math.round(r.bottom) });
      }
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const s = getComputedStyle(a);
        if ([s.overflowX, s.overflowY].every((o) => o === 'visible')) continue;
        const b = a.getBoundingClientRect();
        // client sizes are in the box's own CSS pixels; a zoomed table (small and big windows) scales them on screen.
        const sx = a.offsetWidth > 0 ? b.width / a.offsetWidth : 1;
        const sy = a.offsetHeight > 0 ? b.height / a.offsetHeight : 1;
        const left = b.left + a.clientLeft * sx;
        const top = b.top + a.clientTop * sy;
        const inner = { left, top, right: left + a.clientWidth * sx, bottom: top + a.clientHeight * sy };
        if (out(inner)) hidden.push({ id, why: 'cut by .' + [...a.classList].join('.') + ' (' + Math.round(inner.top) + '..' + Math.round(inner.bottom) + ')' });
      }
    }
    return { count: els.length, hidden };
  })(${JSON.stringify(selector)})`)) as { count: number; hidden: OutOfSight[] };
}
