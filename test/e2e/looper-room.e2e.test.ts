/**
 * Issue 22, point 2, for Tragedy Looper: room for the information. At 1280×720 the hand, every
 * Final Guess role, every loss condition of the mastermind's script and the decision's own prompt
 * lie in the window at rest, not cut by any box that clips or scrolls its content (an inner
 * scroll would hide them below a fold nobody sees), and the notebook's grid gets real room (a
 * drawer over the board). At 1920×1080 the side column takes the width the board does not need.
 * Measured before the change: at 1280×720 one mastermind card and every loss condition lay below
 * inner folds (the decision's and the private panel's), the Final Guess roles from the second row
 * down too, and none of the notes grid showed (30% once the side column was split); at 1920×1080
 * the side column was 412 px beside a 1470 px board.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RESULTS_DIR, useApp } from './harness';
import { decideLooper, looperScreen, openLooperGame, takeDevice } from './looper-driver';
import { outOfSight } from './in-sight';

const app = useApp({ settings: { botDelayMs: 0 } });
const HD = { width: 1280, height: 720 };
const FULL_HD = { width: 1920, height: 1080 };

/** Asserts every element of each selector is in sight at the page's current size. */
async function expectInSight(page: Page, selectors: Record<string, string>, where: string): Promise<void> {
  for (const [what, selector] of Object.entries(selectors)) {
    const seen = await outOfSight(page, selector);
    expect(seen.count, `${what} on screen (${where})`).toBeGreaterThan(0);
    expect(seen.hidden, `${what} out of sight (${where})`).toEqual([]);
  }
}

/** On-screen widths of the board column and the side column. */
async function columns(page: Page): Promise<{ side: number; main: number; window: number }> {
  return (await page.evaluate(`(() => ({
    side: document.querySelector('.game-table-side').getBoundingClientRect().width,
    main: document.querySelector('.game-table-main').getBoundingClientRect().width,
    window: window.innerWidth,
  }))()`)) as { side: number; main: number; window: number };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(RESULTS_DIR, name) });
}

const PROMPT = '[data-testid="decision-text"]';
const HAND = '[data-testid="decision"] [data-testid^="hand-card-"]';

describe('Tragedy Looper: room for the information', () => {
  it('the mastermind’s hand, every loss condition and the prompt at 1280×720; a protagonist’s hand and notebook too; a wide side column at 1920×1080', async () => {
    const { page } = app;
    await page.setViewportSize(HD);
    await openLooperGame(app, [{ name: 'Marta' }, { name: 'Ana' }, { name: 'Luis' }], 'velada-bt-1', 'e2e-room');
    expect(await looperScreen(page)).toBe('handoff');
    await takeDevice(page);
    expect(await looperScreen(page)).toBe('mine');
    expect(await page.getByTestId('decision').getAttribute('data-decision')).toBe('mastermindCards');
    await page.waitForTimeout(100);
    await shot(page, 'looper-room-mastermind-1280x720.png');
    await expectInSight(page, { 'the hand': HAND, 'the prompt': PROMPT, 'the loss conditions': '[data-testid^="mm-loss-"]' }, 'mastermind, 1280×720');

    await page.setViewportSize(FULL_HD);
    await page.waitForTimeout(100);
    await shot(page, 'looper-room-mastermind-1920x1080.png');
    await expectInSight(page, { 'the hand': HAND, 'the prompt': PROMPT, 'the loss conditions': '[data-testid^="mm-loss-"]' }, 'mastermind, 1920×1080');
    const wide = await columns(page);
    // The side column takes a third of the window; the board keeps the rest and no more.
    expect(wide.side, JSON.stringify(wide)).toBeGreaterThanOrEqual(FULL_HD.width / 3);
    expect(wide.main, JSON.stringify(wide)).toBeLessThanOrEqual(FULL_HD.width * 0.65);
    await page.setViewportSize(HD);

    // On to a protagonist's placement: their hand, the prompt, and the notebook beside them.
    for (let move = 0; move < 30; move++) {
      const screen = await looperScreen(page);
      if (screen === 'handoff') {
        const forMastermind = (await page.getByTestId('play').innerText()).includes('Mente maestra');
        await takeDevice(page);
        if (!forMastermind && (await page.getByTestId('decision').getAttribute('data-decision')) === 'protagonistCard') break;
        continue;
      }
      await decideLooper(page);
    }
    expect(await page.getByTestId('decision').getAttribute('data-decision')).toBe('protagonistCard');
    expect(await page.getByTestId('mastermind-screen').count()).toBe(0);
    await page.getByTestId('notebook-toggle').click();
    await page.waitForTimeout(100);
    await shot(page, 'looper-room-protagonist-1280x720.png');
    // The notebook opens over the board: every cell of its grid in sight, with the hand and the
    // prompt beside it (a third of the grid showed in the side column before; the three sizes
    // are looper-notebook-room.e2e.test.ts's).
    await expectInSight(page, { 'the hand': HAND, 'the prompt': PROMPT, 'the notes grid': '[data-testid="notes-grid"] button[data-testid^="note-"]' }, 'protagonist, 1280×720');
    expect(app.problems).toEqual([]);
  });

  it('every role of the Final Guess at 1280×720', async () => {
    const { page } = app;
    await page.setViewportSize(HD);
    await openLooperGame(app, [{ name: 'Velada', bot: true }, { name: 'Ana' }], 'velada-bt-1', 'e2e-guess');
    const character = page.locator('[data-testid="decision"] button:not([disabled])[data-testid^="guess-character-"]');
    for (let move = 0; move < 800 && (await character.count()) === 0; move++) {
      if ((await looperScreen(page)) === 'end') throw new Error('the game ended before the Final Guess');
      if ((await character.count()) === 0) await decideLooper(page, { finalGuessNow: true });
    }
    await character.first().click();
    await page.locator('[data-testid^="guess-role-"]').first().waitFor();
    await page.waitForTimeout(100);
    await shot(page, 'looper-room-final-guess-1280x720.png');
    await expectInSight(page, { 'the roles': '[data-testid="decision"] [data-testid^="guess-role-"]', 'the prompt': PROMPT }, 'Final Guess, 1280×720');
    expect(app.problems).toEqual([]);
  });
});
