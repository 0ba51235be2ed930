/**
 * In-page half of test/e2e/a11y.ts (plain JavaScript: it runs in the page after axe-core).
 * Defines `window.__veladaA11y` with the two page-side checks.
 */
(() => {
  /** Focusable controls on screen whose accessible name, as axe computes it, is empty. */
  function unnamed() {
    axe.setup();
    try {
      const out = [];
      for (const el of document.querySelectorAll('button, a[href], input, select, textarea, [tabindex="0"], [role="button"]')) {
        if (el.offsetParent === null && getComputedStyle(el).position !== 'fixed') continue;
        if (axe.commons.text.accessibleText(el).trim() === '') out.push(el.outerHTML.slice(0, 160));
      }
      return out;
    } finally {
      axe.teardown();
    }
  }

  /** Boxes of the controls a player must reach to decide, each scrolled into view as focus would. */
  function boxes() {
    // A focused element's explanation tip floats over the table on purpose; measure the layout itself.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    const selector = [
      '[data-testid="decision"] button:not([disabled])',
      '[data-target="true"]',
      'button[data-testid^="hand-card-"]:not([disabled])',
      'button[data-testid^="tile-"]:not([disabled])',
      '[data-testid="handoff-reveal"]',
      '[data-testid="public-moment-continue"]',
    ].join(', ');
    const found = Array.from(document.querySelectorAll(selector)).map((el) => {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      const named = (el.getAttribute('aria-label') ?? el.getAttribute('title') ?? '') !== '';
      return {
        name: el.getAttribute('data-testid') ?? (el.textContent ?? '').trim().slice(0, 40),
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
        hitAtCentre: hit !== null && (hit === el || el.contains(hit)),
        clippedText: !named && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1),
      };
    });
    // A control the whole page had to scroll to is below the fold (inner panels may scroll).
    return { viewport: { width: window.innerWidth, height: window.innerHeight }, pageScrollY: window.scrollY, boxes: found };
  }

  window.__veladaA11y = { unnamed, boxes };
})();
