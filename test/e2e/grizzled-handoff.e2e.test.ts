/**
 * The Grizzled with two people and a bot sharing one screen: every human turn starts behind
 * the hand-off cover (which shows nothing of the table), bot turns play on the public view,
 * and no screen ever shows a hand that is not the viewer's own — checked on the DOM.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RESULTS_DIR, useApp } from './harness';
import { createGrizzledGame, decideGrizzled, readGrizzled, setBotSpeed, waitForGrizzled, waitPast } from './grizzled-driver';

const app = useApp();

/** How many of `cards` appear anywhere on the page (as a drawn card). */
async function shown(page: Page, cards: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const id of cards) if ((await page.locator(`[data-card="${id}"]`).count()) > 0) out.push(id);
  return out;
}

describe('The Grizzled, two people and a bot at one screen', () => {
  it('covers the table between people, plays the bot on the public view, and never shows another hand', async () => {
    const { page } = app;
    await setBotSpeed(page, 400);
    await createGrizzledGame(page, { seats: [{ name: 'Ana' }, { name: 'Luis' }, { bot: true }], seed: 'e2e-grizzled-2' });

    const names = ['Ana', 'Luis'];
    /** Each person's hand as last seen on their own screen, minus what they played since. */
    const known: Record<string, string[]> = { '0': [], '1': [] };
    const covers: string[] = [];
    let botScreens = 0;
    let ownScreens = 0;
    for (let steps = 0; covers.length < 5 || botScreens < 3 || ownScreens < 6; steps++) {
      expect(steps, 'enough covers, bot turns and own turns within 200 steps').toBeLessThan(200);
      const screen = await waitForGrizzled(page, true);
      expect(screen, 'the seeded game runs past these checks').not.toBe('end');

      if (screen === 'handoff') {
        const title = await page.getByTestId('handoff-title').innerText();
        const who = names.find((n) => title.includes(n));
        expect(who, `cover names a person: ${title}`).toBeDefined();
        expect(title).not.toContain('Bot');
        // Nothing of the table behind the cover.
        expect(await page.getByTestId('table').count()).toBe(0);
        expect(await page.locator('[data-card]').count()).toBe(0);
        covers.push(who!);
        if (covers.length === 1) await page.screenshot({ path: path.join(RESULTS_DIR, 'grizzled-handoff-1280x720.png') });
        await page.getByTestId('handoff-reveal').click();
        continue;
      }

      const state = await readGrizzled(page);
      if (screen === 'bot') {
        // A bot's turn is watched on the public table: no hand, no tiles, nobody's cards.
        botScreens++;
        expect(state.seat).toBe('public');
        expect(await page.getByTestId('own-area').count()).toBe(0);
        expect(await page.locator('[data-testid^="hand-card-"]').count()).toBe(0);
        expect(await page.getByTestId('decision-text').innerText()).toMatch(/Bot 1 está pensando/);
        expect(await shown(page, [...known['0']!, ...known['1']!])).toEqual([]);
        await waitPast(page, state.seq);
        continue;
      }

      // A person's own screen: their hand only, never the other person's.
      ownScreens++;
      expect(['0', '1']).toContain(state.seat);
      const other = state.seat === '0' ? '1' : '0';
      expect(await shown(page, known[other]!)).toEqual([]);
      const handCards = await page.locator('[data-testid^="hand-card-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
      expect(handCards.sort()).toEqual([...state.hand].sort());
      known[state.seat] = state.hand;
      const did = await decideGrizzled(page);
      const used = /^(play|discard) (.+)$/.exec(did);
      if (used) known[state.seat] = state.hand.filter((c) => c !== used[2]);
    }
    expect(new Set(covers)).toEqual(new Set(names));
    expect(app.problems).toEqual([]);
  });
});
