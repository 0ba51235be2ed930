/**
 * The Grizzled through the UI against the real web host: a seeded 3-seat game with one
 * person and two bots played over several missions (no hand-off cover ever, the person's
 * own view stays on screen while the bots play), a reload mid-mission that resumes the very
 * same table, then played to its end screen; the save list shows mission and morale.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_DIR, useApp } from './harness';
import { createGrizzledGame, decideGrizzled, readGrizzled, setBotSpeed, waitForGrizzled } from './grizzled-driver';

const app = useApp();

describe('The Grizzled, one person with two bots', () => {
  it('plays several missions, resumes the same table after a reload, and reaches the end screen', async () => {
    const { page } = app;
    await setBotSpeed(page, 0);
    const sessionId = await createGrizzledGame(page, {
      seats: [{ name: 'Marta' }, { bot: true }, { bot: true }],
      seed: 'e2e-grizzled-1',
      title: 'Trinchera de prueba',
    });

    // The bots are marked on the table and never get a view of their own.
    await page.getByTestId('table').waitFor();
    expect(await page.getByTestId('player-1').getAttribute('data-bot')).toBe('true');
    expect(await page.getByTestId('player-2').getAttribute('data-bot')).toBe('true');
    expect(await page.getByTestId('player-0').getAttribute('data-bot')).toBe('false');

    const decisions = new Set<string>();
    const plays: string[] = [];
    let steps = 0;
    let reloaded = false;
    for (;;) {
      expect(steps++, 'the seeded game should end within 400 human decisions').toBeLessThan(400);
      const screen = await waitForGrizzled(page);
      expect(screen, 'one person at the table never sees a hand-off cover').not.toBe('handoff');
      if (screen === 'end') break;
      const state = await readGrizzled(page);
      // The person's own view, always: seat 0 with its hand, never a bot's.
      expect(state.seat).toBe('0');
      decisions.add(state.decision);

      if (!reloaded && state.mission >= 2 && state.decision === 'turn' && state.nml.length > 0) {
        await page.screenshot({ path: path.join(RESULTS_DIR, 'grizzled-table-1280x720.png') });
        await page.reload();
        expect(await waitForGrizzled(page)).toBe('mine');
        const after = await readGrizzled(page);
        expect(after).toEqual(state);
        const morale = Number(await page.getByTestId('morale-count').getAttribute('data-value'));
        await page.getByTestId('nav-home').click();
        const save = page.getByTestId(`save-${sessionId}`);
        await save.waitFor();
        const summary = await save.getByTestId('save-summary').innerText();
        expect(summary).toContain(`Misión ${state.mission} · Moral ${morale} · Pruebas`);
        expect(await save.getByTestId('save-players').innerText()).toContain('Bot 1 (bot, Normal)');
        await save.getByTestId('save-continue').click();
        expect(await waitForGrizzled(page)).toBe('mine');
        expect(await readGrizzled(page)).toEqual(state);
        reloaded = true;
      }
      plays.push(await decideGrizzled(page));
    }

    expect(reloaded, 'the game should last into mission 2').toBe(true);
    expect(decisions.has('intensity')).toBe(true);
    expect(decisions.has('turn')).toBe(true);
    expect(decisions.has('support')).toBe(true);
    expect(plays.some((p) => p.startsWith('play '))).toBe(true);
    expect(plays).toContain('withdraw');

    const end = page.getByTestId('end-screen');
    const outcome = await end.getAttribute('data-outcome');
    expect(['victory', 'defeat']).toContain(outcome);
    const reason = await page.getByTestId('end-reason').innerText();
    expect(reason.split(' ').length, 'a translated sentence, not a reason key').toBeGreaterThan(5);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'grizzled-end-1280x720.png') });
    const missions = Number(await page.getByTestId('mission').getAttribute('data-value'));
    expect(missions).toBeGreaterThanOrEqual(2);

    // The final table stays viewable behind the end screen, the log in Spanish.
    await page.getByTestId('end-show-table').click();
    expect(await page.getByTestId('end-screen').count()).toBe(0);
    const log = await page.getByTestId('log').innerText();
    expect(log).toMatch(/Misión \d+\. Líder: /);
    expect(log).not.toMatch(/\b(TC\d\d-\d|HK\d\d)\b/);

    await page.getByTestId('nav-home').click();
    const save = page.getByTestId('saves-finished').getByTestId(`save-${sessionId}`);
    await save.waitFor();
    expect(await save.getByTestId('save-title').innerText()).toBe('Trinchera de prueba');
    expect(await save.getByTestId('save-result').innerText()).toBe(outcome === 'victory' ? 'Victoria' : 'Derrota');
    expect(app.problems).toEqual([]);
  });
});
