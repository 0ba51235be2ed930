/**
 * What a 360×640 phone must hold for a seat's own screen (issue 23, SC22, SC23): nothing wider than
 * the window, the decision first and in sight, the seat's own area (`.table-own`) right after it
 * and starting in sight, and every control of the decision and of the own area at least 44 px tall
 * (one thumb). Read where the page is now, as `outOfSight` reads it.
 */
import type { Page } from 'playwright-core';
import { outOfSight } from './in-sight';

export interface PhoneFit {
  /** The page scrolls sideways (something is wider than the window). */
  sideways: boolean;
  /** The decision's own box, out of sight at rest. */
  decisionHidden: string[];
  /** Where the own area starts, and whether it comes right after the decision or holds it (nothing of the board between). */
  ownTop: number | null;
  ownAfterDecision: boolean;
  /** Controls of the decision and the own area shorter than 44 px: their test ids (or text). */
  small: string[];
  windowHeight: number;
}

export async function phoneFit(page: Page): Promise<PhoneFit> {
  const decision = await outOfSight(page, '[data-testid="decision"]');
  const read = (await page.evaluate(`(() => {
    const decision = document.querySelector('[data-testid="decision"]');
    const own = document.querySelector('.table-own');
    const d = decision ? decision.getBoundingClientRect() : null;
    const o = own ? own.getBoundingClientRect() : null;
    const small = [];
    for (const area of [decision, own]) {
      if (!area) continue;
      for (const el of area.querySelectorAll('button:not([disabled]), select, summary, input[type="number"], label:has(> input[type="radio"], > input[type="checkbox"])')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0 && r.height < 43.5) small.push((el.getAttribute('data-testid') || el.textContent || '?').trim().slice(0, 40) + ' ' + Math.round(r.height) + 'px');
      }
    }
    return {
      sideways: document.documentElement.scrollWidth > window.innerWidth,
      ownTop: o ? Math.round(o.top) : null,
      // Right after the decision, or holding it (the Master's tools are her screen's own decision).
      ownAfterDecision: !!(d && o && (own.contains(decision) || (o.top >= d.bottom - 1 && o.top - d.bottom < 24))),
      small,
      windowHeight: window.innerHeight,
    };
  })()`)) as Omit<PhoneFit, 'decisionHidden'>;
  return { ...read, decisionHidden: decision.count === 1 ? decision.hidden.map((h) => h.why) : ['no decision'] };
}
