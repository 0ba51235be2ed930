/**
 * Issue 22, point 1: "the recap after a cover is readable in full, not a two-line box". A person as
 * mastermind and two protagonists at one screen play until a protagonist lifts their cover onto a
 * recap longer than its small box; "Ver todo" opens it whole over the table, where every line is in
 * sight without scrolling at 800×600, 1280×720 and 1920×1080, axe-clean; Esc or "Volver a la mesa"
 * closes it with the recap still in the log, and "Entendido" there dismisses the recap.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_DIR, useApp } from './harness';
import { decideLooper, looperScreen, openLooperGame, takeDevice } from './looper-driver';
import { seriousAxeViolations, WINDOW_SIZES } from './a11y';
import { outOfSight } from './in-sight';

const app = useApp({ settings: { botDelayMs: 0 } });

beforeAll(async () => {
  await app.page.emulateMedia({ reducedMotion: 'reduce' });
});

describe('the recap after a cover', () => {
  it('opens whole over the table with every line in sight at the three sizes; Esc closes it, Entendido dismisses the recap', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    await openLooperGame(app, [{ name: 'Marta' }, { name: 'Ana' }, { name: 'Luis' }], 'velada-bt-5', 'e2e-recap-full');
    let lines = 0;
    for (let move = 0; move < 200 && lines <= 3; move++) {
      const screen = await looperScreen(page);
      if (screen === 'end') throw new Error('the game ended before a long recap');
      if (screen === 'handoff') {
        await takeDevice(page);
        await looperScreen(page);
        lines = await page.getByTestId('recap-line').count();
        continue;
      }
      await decideLooper(page);
    }
    expect(lines).toBeGreaterThan(3);
    const recapLines = await page.getByTestId('recap-line').allInnerTexts();
    const all = page.getByTestId('recap-all');
    expect(await all.innerText()).toBe(`Ver todo (${lines})`);
    await all.click();
    await page.getByTestId('recap-dialog').waitFor();
    expect(await page.getByTestId('recap-dialog-line').allInnerTexts()).toEqual(recapLines);
    for (const size of WINDOW_SIZES) {
      await page.setViewportSize(size);
      await page.waitForTimeout(50);
      const where = `${size.width}×${size.height}`;
      const seen = await outOfSight(page, '[data-testid="recap-dialog-line"], [data-testid="recap-dialog-close"], [data-testid="recap-dialog-dismiss"]');
      expect(seen.count, where).toBe(lines + 2);
      expect(seen.hidden, `out of sight at ${where}`).toEqual([]);
      expect(await seriousAxeViolations(page), `axe at ${where}`).toEqual([]);
      await page.screenshot({ path: path.join(RESULTS_DIR, `recap-whole-${size.width}x${size.height}.png`) });
    }
    // Esc closes it; the recap stays in the log until "Entendido".
    await page.keyboard.press('Escape');
    await page.getByTestId('recap-dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('recap').isVisible()).toBe(true);
    await all.click();
    await page.getByTestId('recap-dialog-dismiss').click();
    await page.getByTestId('recap').waitFor({ state: 'detached' });
    expect(app.problems).toEqual([]);
  }, 180_000);
});
