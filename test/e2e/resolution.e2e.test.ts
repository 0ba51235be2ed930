/**
 * Watching what happened (issue 8, point 2) in Chromium: a Silentes round's hunt plays as
 * steps over the table and can be skipped; with motion off by setting the result shows at
 * once; after a hand-off the recap lists the other survivor's moves and nothing private.
 * The harness asks for reduced motion, so "auto" means off unless a test picks a pace.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hostApi, useApp } from './harness';
import { createSilentesGame, decide, readTable, settled } from './driver';
import { createGrizzledGame, decideGrizzled, setBotSpeed, waitForGrizzled } from './grizzled-driver';

const app = useApp();

async function chooseMotion(page: Page, motion: 'normal' | 'off'): Promise<void> {
  await page.goto(`${app.host.url}/`);
  await page.getByTestId('motion').selectOption(motion);
  // The header applies the choice at once and keeps it only once the services saved it.
  await expect.poll(() => page.getByTestId('motion').inputValue()).toBe(motion);
  const stored = async () => (await hostApi<{ motion: string }>(app.host, 'settings.get', {})).motion;
  await expect.poll(stored).toBe(motion);
}

const resolution = (page: Page) => page.getByTestId('resolution');

describe('resolution player', () => {
  it('plays a Silentes round’s resolution as steps (the hunt card flips) and skips to the table', async () => {
    const { page } = app;
    await chooseMotion(page, 'normal');
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'e2e-resolution-steps', openHands: false });
    let seen = false;
    for (let moves = 0; moves < 60 && !seen; moves++) {
      const screen = await settled(page);
      if (screen === 'handoff') {
        await page.getByTestId('handoff-reveal').click();
        continue;
      }
      await decide(page, 'hide');
      await page.waitForTimeout(60);
      seen = (await resolution(page).count()) > 0;
    }
    expect(seen, 'a round resolves within 60 moves').toBe(true);

    const player = resolution(page);
    expect(Number(await player.getAttribute('data-total'))).toBeGreaterThan(2);
    // Each step takes focus back to "Saltar" (the sequence is modal), whatever else reached for it.
    const focused = () => page.locator(':focus').getAttribute('data-testid', { timeout: 200 }).catch(() => null);
    await expect.poll(focused, { timeout: 5000 }).toBe('resolution-skip');
    // The steps move on by themselves: the move, then the hunt card turning over.
    const hunt = page.locator('[data-testid="resolution"]:is([data-step-key="huntReveal"], [data-step-key="scrapNoCard"])');
    await hunt.waitFor({ timeout: 8000 });
    expect(Number(await player.getAttribute('data-index'))).toBeGreaterThan(0);
    if ((await player.getAttribute('data-step-key')) === 'huntReveal') {
      expect(await page.getByTestId('resolution-flip').innerText()).toMatch(/\S/);
      expect(await page.getByTestId('resolution-caption').innerText()).toMatch(/^Los Silentes /);
    }

    await page.getByTestId('resolution-skip').click();
    await resolution(page).waitFor({ state: 'detached' });
    // The table (or the next cover) was there all along, with the result.
    expect(await settled(page)).not.toBe('end');
    expect(app.problems).toEqual([]);
  });

  it('with motion off by setting, a round resolves at once: no steps, the new log lines highlighted', async () => {
    const { page } = app;
    await chooseMotion(page, 'off');
    // One person, both seats: every move shows on the same table.
    await createSilentesGame(page, { names: ['Marta', 'Pablo'], seed: 'e2e-resolution-off', openHands: true });
    let round = 0;
    for (let moves = 0; moves < 60 && round < 2; moves++) {
      await settled(page);
      await decide(page, 'hide');
      expect(await resolution(page).count(), 'no step ever shows with motion off').toBe(0);
      round = (await readTable(page)).round;
    }
    expect(round).toBeGreaterThanOrEqual(2);
    const fresh = page.locator('[data-testid="log"] li[data-fresh="true"]');
    expect(await fresh.count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="log"] li[data-key="huntReveal"], [data-testid="log"] li[data-key="scrapNoCard"]').count()).toBeGreaterThan(0);
    expect(app.problems).toEqual([]);
  });
});

describe('recap after a hand-off', () => {
  it('lists the other survivor’s moves since her last turn, from the public log only', async () => {
    const { page } = app;
    await chooseMotion(page, 'off');
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'e2e-recap', openHands: false });
    let luisSearched = false;
    let checked = false;
    for (let moves = 0; moves < 80 && !checked; moves++) {
      const screen = await settled(page);
      if (screen === 'end') break;
      if (screen === 'handoff') {
        await page.getByTestId('handoff-reveal').click();
        await settled(page);
        const state = await readTable(page);
        if (state.seat === '0' && luisSearched) {
          const recap = page.getByTestId('recap');
          await recap.waitFor();
          const lines = await page.getByTestId('recap-line').allInnerTexts();
          expect(lines).toContain('Luis busca provisiones.');
          expect(lines).toContain('Luis roba una provisión.');
          expect(lines.filter((l) => /^(Has robado|Recibes|Luis te ha dado)/.test(l))).toEqual([]);
          // Ana's own moves are not news to her, and every line is one the public log shows.
          expect(lines.filter((l) => l.startsWith('Ana '))).toEqual([]);
          const publicLog = await page.locator('[data-testid="log"] li:not(.private)').allInnerTexts();
          for (const line of lines) expect(publicLog).toContain(line);
          await page.getByTestId('recap-dismiss').click();
          await recap.waitFor({ state: 'detached' });
          checked = true;
        }
        continue;
      }
      const state = await readTable(page);
      if (state.seat === '1' && state.decision === 'act') luisSearched = true;
      await decide(page, 'search');
    }
    expect(checked, 'Ana took the device back after Luis searched').toBe(true);
    expect(app.problems).toEqual([]);
  });
});

describe('bots’ moves', () => {
  it('a Grizzled bot’s move plays as steps on the person’s own table', async () => {
    const { page } = app;
    await chooseMotion(page, 'normal');
    await createGrizzledGame(page, { seats: [{ name: 'Ana' }, { bot: true }], seed: 'e2e-resolution-bot' });
    // The bot pace is offered where bots play: at this table.
    await setBotSpeed(page, 0);
    const watched: { key: string; caption: string }[] = [];
    const botMoved = () => watched.some((w) => ['played', 'knock', 'withdraw', 'tilePlaced', 'intensity', 'charm', 'speech'].includes(w.key) && !w.caption.startsWith('Ana'));
    for (let moves = 0; moves < 40 && !botMoved(); moves++) {
      // Watch each sequence to its end (about a second a step), noting every step shown.
      while ((await resolution(page).count()) > 0) {
        // The sequence may end between two reads: a short timeout, not the default wait.
        const key = (await resolution(page).getAttribute('data-step-key', { timeout: 200 }).catch(() => null)) ?? '';
        const caption = await page.getByTestId('resolution-caption').innerText({ timeout: 200 }).catch(() => '');
        if (key && !watched.some((w) => w.key === key && w.caption === caption)) watched.push({ key, caption });
        await page.waitForTimeout(100);
      }
      const screen = await waitForGrizzled(page);
      if (screen === 'end') break;
      if (screen === 'mine' && (await resolution(page).count()) === 0) {
        await decideGrizzled(page);
        await page.waitForTimeout(150);
      }
    }
    expect(botMoved(), `a bot move was watched among ${JSON.stringify(watched)}`).toBe(true);
    expect(app.problems).toEqual([]);
  });
});
