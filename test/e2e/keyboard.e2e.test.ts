/**
 * The table without a mouse: the hand-off button takes focus, shelters and cards are
 * reached with Tab and used with Enter or Space, and the focused control is outlined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type App } from './harness';
import { createSilentesGame, readTable, settled } from './driver';

let app: App;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

/** Presses Tab until the focused element matches `selector`; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if ((await page.locator(`${selector}:focus`).count()) > 0) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function focusOutline(page: Page): Promise<string> {
  return String(await page.evaluate('getComputedStyle(document.activeElement).outlineStyle'));
}

describe('keyboard play', () => {
  it('places both survivors and plays a turn with Tab, Enter and Space only', async () => {
    const { page } = app;
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'keys-1', openHands: false });

    for (const [name, key] of [
      ['Ana', 'Enter'],
      ['Luis', 'Space'],
    ] as const) {
      expect(await settled(page)).toBe('handoff');
      expect(await page.getByTestId('handoff-title').innerText()).toContain(name);
      expect(await page.locator('[data-testid="handoff-reveal"]:focus').count()).toBe(1);
      await page.keyboard.press(key);
      expect(await settled(page)).toBe('table');
      expect((await readTable(page)).decision).toBe('place');
      await tabTo(page, '[data-testid^="shelter-"][data-target="true"]');
      expect(await focusOutline(page)).toBe('solid');
      await page.keyboard.press(key);
    }

    expect(await settled(page)).toBe('handoff');
    await page.keyboard.press('Enter');
    expect(await settled(page)).toBe('table');
    const before = await readTable(page);
    expect(before.decision).toBe('act');

    // Pick a hunt card from the hand with the keyboard; it shows as selected.
    await tabTo(page, 'button[data-testid^="hand-card-"]');
    const card = page.locator('button[data-testid^="hand-card-"]:focus');
    expect(await focusOutline(page)).toBe('solid');
    await page.keyboard.press('Space');
    expect(await card.getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('deselect').waitFor();

    // Finish the turn from the keyboard as well: hide if the card lights a shelter, else search.
    const hides = await page.locator('[data-testid^="shelter-"][data-target="true"]').count();
    await tabTo(page, hides > 0 ? '[data-testid^="shelter-"][data-target="true"]' : '[data-testid="act-search"]');
    await page.keyboard.press('Enter');
    expect(await settled(page)).toBe('handoff');
    expect(await page.getByTestId('handoff-title').innerText()).toContain('Luis');
    expect(app.problems).toEqual([]);
  });
});
