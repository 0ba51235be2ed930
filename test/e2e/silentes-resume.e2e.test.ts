/**
 * Pass-and-play through the UI: a seeded Silentes game with hidden hands, several rounds
 * with hand-off covers between the two players, then a page reload and a resume from the
 * saves list that shows exactly the same hand, noise and round.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, useApp } from './harness';
import { createSilentesGame, decide, readTable, settled } from './driver';

const app = useApp();

describe('Silentes with hidden hands', () => {
  it('plays rounds through hand-off covers and resumes the same state after a reload', async () => {
    const { page } = app;
    const names = ['Ana', 'Luis'];
    const sessionId = await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'e2e-resume-1', openHands: false });

    let covers = 0;
    let steps = 0;
    for (;;) {
      expect(steps++, 'the game should reach round 3 within 400 steps').toBeLessThan(400);
      const screen = await settled(page);
      expect(screen, 'the seeded game must not end before round 3').not.toBe('end');
      if (screen === 'handoff') {
        covers++;
        // The cover names the next player and shows nothing of the table.
        const title = await page.getByTestId('handoff-title').innerText();
        expect(names.some((n) => title.includes(n))).toBe(true);
        expect(await page.getByTestId('map').count()).toBe(0);
        expect(await page.locator('[data-testid^="hand-"]').count()).toBe(0);
        expect(await page.locator('[data-card]').count()).toBe(0);
        await page.getByTestId('handoff-reveal').click();
        continue;
      }
      const state = await readTable(page);
      // The seat on screen always decides now, and its partner's hand stays face down.
      expect(await page.getByTestId('decision').getAttribute('data-mine')).toBe('true');
      const partner = state.seat === '0' ? '1' : '0';
      if ((await page.getByTestId('effect-handsRevealed').count()) === 0) {
        expect(await page.getByTestId(`hand-${partner}`).getAttribute('data-cards')).toBe('');
      }
      if (state.round >= 3 && state.decision === 'act') break;
      await decide(page, 'hide');
    }
    expect(covers).toBeGreaterThanOrEqual(5);

    const before = await readTable(page);
    expect(before.hand.length).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'silentes-table-1280x720.png') });

    await page.reload();
    expect(await settled(page)).toBe('handoff');
    await page.getByTestId('nav-home').click();

    const save = page.getByTestId(`save-${sessionId}`);
    await save.waitFor();
    expect(await save.getAttribute('data-status')).toBe('active');
    const summary = await save.getByTestId('save-summary').innerText();
    expect(summary).toContain(`Ronda ${before.round}`);
    expect(summary).toContain(`Ruido ${before.noise}/15`);

    await save.getByTestId('save-continue').click();
    expect(await settled(page)).toBe('handoff');
    const title = await page.getByTestId('handoff-title').innerText();
    expect(title).toContain(names[Number(before.seat)]!);
    await page.getByTestId('handoff-reveal').click();
    expect(await settled(page)).toBe('table');

    const after = await readTable(page);
    expect(after).toEqual(before);
    expect(app.problems).toEqual([]);
  });

  it('lets the mover take a move back from the hand-off cover, and only there', async () => {
    const { page } = app;
    await page.getByTestId('nav-home').click();
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'e2e-undo-1', openHands: false });
    expect(await settled(page)).toBe('handoff');
    expect(await page.getByTestId('handoff-undo').count()).toBe(0);
    await page.getByTestId('handoff-reveal').click();
    expect(await settled(page)).toBe('table');
    await page.getByTestId('shelter-2').click();

    expect(await settled(page)).toBe('handoff');
    expect(await page.getByTestId('handoff-title').innerText()).toContain('Luis');
    const undo = page.getByTestId('handoff-undo');
    expect(await undo.innerText()).toContain('Ana');
    await undo.click();

    // The undo was pressed on Luis's cover: it lands on Ana's cover, never straight on her hand.
    expect(await settled(page)).toBe('handoff');
    expect(await page.getByTestId('handoff-title').innerText()).toContain('Ana');
    await page.getByTestId('handoff-reveal').click();
    expect(await settled(page)).toBe('table');
    const back = await readTable(page);
    expect(back.seat).toBe('0');
    expect(back.decision).toBe('place');
    expect(await page.getByTestId('token-0').count()).toBe(0);

    await page.getByTestId('shelter-6').click();
    expect(await settled(page)).toBe('handoff');
    await page.getByTestId('handoff-reveal').click();
    expect(await settled(page)).toBe('table');
    // Luis sees where Ana went, but cannot undo her move from his own screen.
    expect(await page.getByTestId('shelter-6').getByTestId('token-0').count()).toBe(1);
    expect(await page.getByTestId('undo').count()).toBe(0);
    expect(app.problems).toEqual([]);
  });
});
