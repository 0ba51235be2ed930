/**
 * The table without a mouse: the hand-off button takes focus, shelters and cards are
 * reached with Tab and used with Enter or Space, and the focused control is outlined; after a
 * cover focus is already on the decision, a chosen card sends it to its targets, arrows walk
 * the hand, and the shortcuts (?, R, L, Esc, U) do what the help says.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from './harness';
import { createSilentesGame, readTable, settled } from './driver';
import { createGrizzledGame, setBotSpeed, waitForGrizzled, waitPast } from './grizzled-driver';

const app = useApp();

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
    // By its id: once chosen, focus leaves the card for its targets.
    const card = page.getByTestId((await page.locator('button[data-testid^="hand-card-"]:focus').getAttribute('data-testid')) ?? '');
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

/** Whether focus sits on a control that answers the decision on screen. */
async function focusOnDecision(page: Page): Promise<boolean> {
  return Boolean(
    await page.evaluate(`(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return false;
      return el.matches('[data-target="true"], button[data-testid^="hand-card-"], button[data-testid^="tile-"]') || el.closest('[data-testid="decision"]') !== null;
    })()`),
  );
}

async function seqOf(page: Page): Promise<string> {
  return (await page.getByTestId('table').getAttribute('data-seq')) ?? '';
}

/**
 * Answers "this cannot be undone" from the keyboard when it asks: Tab to "Sí, jugar", Enter.
 * Waits until the move has either gone (the screen busy or moved on) or the question is up.
 */
async function confirmIfAsked(page: Page, seq: string): Promise<void> {
  await page
    .locator(`dialog[open] [data-testid="confirm-yes"], [data-testid="play"]:is([data-busy="true"], [data-mode="handoff"], :not(:has([data-testid="table"][data-seq="${seq}"])))`)
    .first()
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(async () => {
      const focused = String(await page.evaluate('document.activeElement?.outerHTML.slice(0, 200)'));
      throw new Error(`The key did nothing at seq ${seq}; focus on ${focused}`);
    });
  if ((await page.locator('dialog[open] [data-testid="confirm-yes"]').count()) === 0) return;
  for (let i = 0; i < 6 && (await page.locator('[data-testid="confirm-yes"]:focus').count()) === 0; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

/** Waits until the play screen is idle on another seq, a cover or the end. */
async function movedOn(page: Page, seq: string): Promise<void> {
  await page
    .locator(`[data-testid="play"][data-busy="false"]:is([data-mode="handoff"], :has([data-testid="table"]:not([data-seq="${seq}"])), :has([data-testid="end-screen"]))`)
    .waitFor({ state: 'attached', timeout: 15_000 });
}

describe('focus follows the game, and the documented shortcuts', () => {
  it('Silentes: several turns from the keyboard alone — focus lands on the decision after each cover, a chosen card sends it to its shelters, arrows walk the hand', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/`);
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'keys-2', openHands: false });
    let turns = 0;
    for (let step = 0; step < 12 && turns < 6; step++) {
      const screen = await settled(page);
      if (screen === 'end') break;
      if (screen === 'handoff') {
        await page.keyboard.press('Enter');
        expect(await settled(page)).toBe('table');
      }
      // After the cover: focus is already on something that decides, no Tab needed.
      expect(await focusOnDecision(page), `focus after the cover at seq ${await seqOf(page)}`).toBe(true);
      const seq = await seqOf(page);
      const { decision } = await readTable(page);
      if (decision === 'act') {
        await tabTo(page, 'button[data-testid^="hand-card-"]');
        const first = await page.evaluate("document.activeElement?.getAttribute('data-card')");
        await page.keyboard.press('ArrowRight');
        const second = await page.evaluate("document.activeElement?.getAttribute('data-card')");
        expect(second, 'ArrowRight moves to the next card of the hand').not.toBe(first);
        await page.keyboard.press('ArrowLeft');
        expect(await page.evaluate("document.activeElement?.getAttribute('data-card')")).toBe(first);
        await page.keyboard.press('Space');
        await page.locator(`button[data-card="${first}"][aria-pressed="true"]`).waitFor();
        const targets = await page.locator('[data-target="true"]').count();
        if (targets > 0) {
          // Choosing the card moved focus to its first shelter.
          await expect.poll(() => page.locator('[data-target="true"]:focus').count()).toBe(1);
          await page.keyboard.press('Enter');
        } else {
          // No shelter takes this card: take it back and search instead.
          await page.keyboard.press('Space');
          await page.locator(`button[data-card="${first}"][aria-pressed="false"]`).waitFor();
          await tabTo(page, ':is([data-testid="act-search"], [data-testid="act-entrench"])');
          await page.keyboard.press('Enter');
        }
      } else {
        await page.keyboard.press('Enter');
      }
      await confirmIfAsked(page, seq);
      await movedOn(page, seq);
      turns++;
    }
    expect(turns).toBeGreaterThanOrEqual(4);
    expect(app.problems).toEqual([]);
  });

  it('The Grizzled: several of the person’s turns with Enter alone, focus on the first decision each time', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/`);
    await createGrizzledGame(page, { seats: [{ name: 'Ana' }, { bot: true }, { bot: true }], seed: 'keys-3' });
    await setBotSpeed(page, 0);
    let turns = 0;
    for (let step = 0; step < 20 && turns < 5; step++) {
      const screen = await waitForGrizzled(page);
      if (screen === 'end') break;
      if (screen === 'handoff') {
        await page.keyboard.press('Enter');
        continue;
      }
      await expect.poll(() => focusOnDecision(page), { timeout: 5_000 }).toBe(true);
      const seq = await seqOf(page);
      const focused = page.locator(':focus');
      const isCheckbox = (await focused.getAttribute('type')) === 'checkbox';
      await page.keyboard.press(isCheckbox ? 'Space' : 'Enter');
      if (isCheckbox) continue;
      await confirmIfAsked(page, seq);
      await waitPast(page, Number(seq));
      turns++;
    }
    expect(turns).toBeGreaterThanOrEqual(3);
    expect(app.problems).toEqual([]);
  });

  it('? lists the shortcuts, R opens the rules, L goes to the log, Esc closes, U undoes', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/`);
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'keys-4', openHands: true });
    expect(await settled(page)).toBe('table');

    await page.keyboard.press('?');
    await page.getByTestId('shortcuts-help').waitFor();
    for (const id of ['undo', 'rules', 'log', 'help', 'close']) expect(await page.getByTestId(`shortcut-${id}`).innerText()).not.toBe('');
    await page.keyboard.press('Escape');
    await page.getByTestId('shortcuts-help').waitFor({ state: 'detached' });

    await page.keyboard.press('r');
    await page.locator('#rules-panel').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('#rules-panel').waitFor({ state: 'detached' });

    await page.keyboard.press('l');
    expect(await page.locator('[data-testid="log"]:focus').count()).toBe(1);

    // Ana places with the keyboard; U takes it back (open hands: the mover may undo from Luis's view).
    await page.locator('[data-target="true"]').first().focus();
    await page.keyboard.press('Enter');
    await movedOn(page, '0');
    expect(await seqOf(page)).not.toBe('0');
    const before = await seqOf(page);
    await page.keyboard.press('u');
    await movedOn(page, before);
    expect((await readTable(page)).decision).toBe('place');
    expect(app.problems).toEqual([]);
  });
});
