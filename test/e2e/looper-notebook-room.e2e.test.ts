/**
 * Issue 22, point 2, for the protagonists' notebook: it opens as a drawer over the board column
 * (renderer/src/games/looper/notepad/NotebookDrawer.vue) and every cell of its characters × roles
 * grid lies in sight, cut by no box, at each of the three window sizes, while the hand and the
 * decision's prompt stay in sight beside it at 1280×720 and 1920×1080. Measured before (the
 * notebook in the side column under the decision, inner scroll): 0% of the grid in sight at
 * 800×600, 30% at 1280×720, 62% at 1920×1080. At 800×600 the drawer takes the board's zoom (0.8),
 * so the grid fits there too; the plots and the texts below it scroll with the drawer as one region.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from './harness';
import { decideLooper, looperScreen, openLooperGame, takeDevice } from './looper-driver';
import { outOfSight } from './in-sight';
import { controlsWithoutName, decisionControlBoxes, seriousAxeViolations, unreachable, WINDOW_SIZES } from './a11y';

const app = useApp({ settings: { botDelayMs: 0 } });

const CELLS = '[data-testid="notes-grid"] button[data-testid^="note-"]';
const HAND = '[data-testid="decision"] [data-testid^="hand-card-"]';
const PROMPT = '[data-testid="decision-text"]';

async function focusedTestId(page: Page): Promise<string | null> {
  return (await page.evaluate('document.activeElement && document.activeElement.getAttribute("data-testid")')) as string | null;
}

async function hiddenOf(page: Page, selector: string): Promise<{ count: number; hidden: string[] }> {
  const seen = await outOfSight(page, selector);
  return { count: seen.count, hidden: seen.hidden.map((h) => `${h.id}: ${h.why}`) };
}

describe('Tragedy Looper: the notebook has room', () => {
  it('opened, the whole grid is in sight at the three sizes, with the hand and the prompt beside it; axe-clean; Esc or a chosen card closes it', async () => {
    const { page } = app;
    await page.setViewportSize(WINDOW_SIZES[1]);
    await openLooperGame(app, [{ name: 'Velada', bot: true }, { name: 'Ana' }], 'velada-bt-1', 'e2e-notebook-room');
    for (let move = 0; move < 30; move++) {
      if ((await looperScreen(page)) === 'handoff') await takeDevice(page);
      else if ((await page.getByTestId('decision').getAttribute('data-decision')) === 'protagonistCard') break;
      else await decideLooper(page);
    }
    expect(await page.getByTestId('decision').getAttribute('data-decision')).toBe('protagonistCard');

    // At rest the board is there and the notebook waits behind its button.
    const toggle = page.getByTestId('notebook-toggle');
    const drawer = page.getByTestId('notebook-drawer');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await drawer.isVisible()).toBe(false);
    for (const size of WINDOW_SIZES) {
      await page.setViewportSize(size);
      await page.waitForTimeout(100);
      expect(await seriousAxeViolations(page), `axe at rest, ${size.width}×${size.height}`).toEqual([]);
    }

    await page.setViewportSize(WINDOW_SIZES[1]);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.isVisible()).toBe(true);
    // Opening moves the keyboard into the notebook, on its chosen tab.
    expect(await focusedTestId(page)).toBe('notebook-tab-notes');

    for (const size of WINDOW_SIZES) {
      const where = `${size.width}×${size.height}`;
      await page.setViewportSize(size);
      await page.waitForTimeout(100);
      const cells = await hiddenOf(page, CELLS);
      // velada-bt-1 has 9 characters and Basic Tragedy's 12 roles.
      expect(cells.count, `grid cells (${where})`).toBe(9 * 12);
      expect(cells.hidden, `grid cells out of sight (${where})`).toEqual([]);
      expect((await hiddenOf(page, '[data-testid="notebook-close"]')).hidden, `close button (${where})`).toEqual([]);
      if (size.width >= 1280) {
        expect((await hiddenOf(page, HAND)).hidden, `hand beside the notebook (${where})`).toEqual([]);
        expect((await hiddenOf(page, PROMPT)).hidden, `prompt beside the notebook (${where})`).toEqual([]);
      }
      // The drawer covers the board only: every decision control is still reachable and uncovered.
      expect(unreachable(await decisionControlBoxes(page)), `decision controls (${where})`).toEqual([]);
      expect(await controlsWithoutName(page), `unnamed controls (${where})`).toEqual([]);
      expect(await seriousAxeViolations(page), `axe with the notebook open (${where})`).toEqual([]);
    }

    // Esc closes it and gives the keyboard back to the button; Enter opens it again.
    await page.setViewportSize(WINDOW_SIZES[1]);
    await page.getByTestId('notebook-tab-notes').focus();
    await page.keyboard.press('Escape');
    expect(await drawer.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedTestId(page)).toBe('notebook-toggle');
    await page.keyboard.press('Enter');
    expect(await drawer.isVisible()).toBe(true);

    // Choosing a card closes it: the card's targets are on the board.
    await page.locator(HAND).first().click();
    expect(await drawer.isVisible()).toBe(false);
    expect(await page.locator('[data-target="true"]').count()).toBeGreaterThan(0);
    expect(unreachable(await decisionControlBoxes(page)), 'the card’s targets, the drawer closed').toEqual([]);
    expect(app.problems).toEqual([]);
  });
});
