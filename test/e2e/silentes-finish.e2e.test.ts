/**
 * A whole seeded game with open hands, played to its end screen by picking legal controls
 * in the UI: one person plays both seats, so no hand-off cover ever appears and both
 * hands are face up. The finished game then sits in the history list with its result.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, useApp } from './harness';
import { createSilentesGame, decide, readTable, settled } from './driver';

const app = useApp();

describe('Silentes with open hands', () => {
  it('is played to the end screen through the UI and lands in the history list', async () => {
    const { page } = app;
    const sessionId = await createSilentesGame(page, {
      names: ['Marta', 'Pablo'],
      seed: 'e2e-finish-1',
      openHands: true,
      title: 'Partida de prueba',
    });

    const decisions = new Set<string>();
    let lastRound = 0;
    let steps = 0;
    for (;;) {
      expect(steps++, 'a game ends within 1500 decisions').toBeLessThan(1500);
      const screen = await settled(page);
      expect(screen, 'open hands never show the hand-off cover').not.toBe('handoff');
      if (screen === 'end') break;
      const state = await readTable(page);
      decisions.add(state.decision);
      expect(state.round).toBeGreaterThanOrEqual(lastRound);
      lastRound = state.round;
      // Both hands are face up for whoever sits at the device.
      for (const seat of ['0', '1']) {
        const count = Number(await page.getByTestId(`hand-${seat}`).getAttribute('data-count'));
        const cards = (await page.getByTestId(`hand-${seat}`).getAttribute('data-cards')) ?? '';
        expect(cards === '' ? 0 : cards.split(',').length).toBe(count);
      }
      await decide(page, 'hide');
    }
    expect(decisions.has('place')).toBe(true);
    expect(decisions.has('act')).toBe(true);
    expect(lastRound).toBeGreaterThanOrEqual(2);

    const end = page.getByTestId('end-screen');
    const outcome = await end.getAttribute('data-outcome');
    expect(['victory', 'defeat']).toContain(outcome);
    const reason = await page.getByTestId('end-reason').innerText();
    // A translated sentence, not a bare reason key.
    expect(reason.split(' ').length).toBeGreaterThan(4);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'silentes-end-1280x720.png') });

    // The final table stays viewable behind the end screen.
    await page.getByTestId('end-show-table').click();
    expect(await page.getByTestId('end-screen').count()).toBe(0);
    await page.getByTestId('map').waitFor();
    await page.screenshot({ path: path.join(RESULTS_DIR, 'silentes-final-table-1280x720.png') });

    await page.getByTestId('nav-home').click();
    const save = page.getByTestId('saves-finished').getByTestId(`save-${sessionId}`);
    await save.waitFor();
    expect(await save.getByTestId('save-title').innerText()).toBe('Partida de prueba');
    expect(await save.getByTestId('save-result').innerText()).toBe(outcome === 'victory' ? 'Victoria' : 'Derrota');
    expect(await page.getByTestId('saves-active').getByTestId(`save-${sessionId}`).count()).toBe(0);
    expect(app.problems).toEqual([]);
  });
});
