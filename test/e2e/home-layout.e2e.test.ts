/**
 * Issue 22 §16, at 800×600, 1280×720 and 1920×1080: the home screen's catalog cards line up (in
 * each row the cards' tops and bottoms, and the tops of their buttons, are on the same lines),
 * and no list on a new-game form is a box that scrolls on its own inside the page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from './harness';
import { WINDOW_SIZES } from './a11y';

const app = useApp();

interface Card {
  id: string;
  top: number;
  bottom: number;
  buttonsTop: number;
}

/** Each catalog card's box and the top of its row of buttons, in page pixels. */
function catalogCards(page: Page): Promise<Card[]> {
  return page.$$eval('.catalog > li.game', (cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      const buttons = card.querySelector('.game-actions')!.getBoundingClientRect();
      return { id: card.getAttribute('data-testid') ?? '', top: box.top, bottom: box.bottom, buttonsTop: buttons.top };
    }),
  );
}

/** The cards grouped by row (same top, to the pixel). */
function rows(cards: Card[]): Card[][] {
  const byTop = new Map<number, Card[]>();
  for (const card of cards) byTop.set(Math.round(card.top), [...(byTop.get(Math.round(card.top)) ?? []), card]);
  return [...byTop.values()];
}

/**
 * The elements inside `selector` that scroll on their own: their content is taller than the box
 * that clips it. Evaluated as a string: it reads the page's computed styles.
 */
function innerScrollBoxes(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(`[...document.querySelectorAll(${JSON.stringify(`${selector} *`)})]
    .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 1)
    .map((el) => el.tagName.toLowerCase() + '.' + [...el.classList].join('.'))`);
}

describe('home and new-game layout', () => {
  it('lines up the catalog cards of each row: the same top and bottom, their buttons on one line', async () => {
    const { page } = app;
    await page.getByTestId('new-silentes').waitFor();
    for (const size of WINDOW_SIZES) {
      await page.setViewportSize(size);
      const where = `${size.width}×${size.height}`;
      const cards = await catalogCards(page);
      expect(cards.length, where).toBe(5);
      const grouped = rows(cards);
      // A wide window puts every game side by side; a narrow one still more than one per row.
      if (size.width >= 1280) expect(grouped.length, where).toBe(1);
      expect(Math.max(...grouped.map((r) => r.length)), where).toBeGreaterThan(1);
      for (const row of grouped) {
        const ids = row.map((c) => c.id).join(', ');
        expect(new Set(row.map((c) => Math.round(c.bottom))).size, `bottoms of ${ids} at ${where}`).toBe(1);
        expect(new Set(row.map((c) => Math.round(c.buttonsTop))).size, `buttons of ${ids} at ${where}`).toBe(1);
      }
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('lets the page scroll a new-game form’s lists (scripts, scenarios) instead of a clipped box inside it', async () => {
    const { page } = app;
    for (const game of ['looper', 'darkness']) {
      await page.goto(`${app.host.url}/#/new/${game}`);
      await page.locator('.new-game .choices .choice').first().waitFor();
      for (const size of WINDOW_SIZES) {
        await page.setViewportSize(size);
        expect(await innerScrollBoxes(page, '.new-game'), `${game} at ${size.width}×${size.height}`).toEqual([]);
      }
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(app.problems).toEqual([]);
  });
});
