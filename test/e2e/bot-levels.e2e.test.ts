/**
 * Bot levels through the UI (issue 24): a game of The Grizzled with one person and two bots made
 * on the new-game form at Fácil and Difícil (the level select reachable from the keyboard, the
 * form axe-clean), the levels shown on the bots' seats and in the saves list, then a reload: the
 * game resumes with the same levels on the seats and plays on.
 */
import { describe, expect, it } from 'vitest';
import { controlsWithoutName, seriousAxeViolations } from './a11y';
import { fillSeats, fillSeed, startFromForm } from './driver';
import { decideGrizzled, readGrizzled, setBotSpeed, waitForGrizzled } from './grizzled-driver';
import { useApp } from './harness';

const app = useApp();

describe('bot levels on the new-game form and on the seats', () => {
  it('makes a game with a Fácil and a Difícil bot, shows the levels on the seats, and keeps them on resume', async () => {
    const { page } = app;
    await setBotSpeed(page, 0);
    await page.getByTestId('new-grizzled').click();
    await page.getByTestId('new-game-form').waitFor();
    await fillSeats(page, [{ name: 'Marta' }, { bot: true }, { bot: true }]);
    await page.getByTestId('variant').selectOption('normal');

    // Each bot seat offers its level, Normal until chosen; a person's seat offers none.
    expect(await page.getByTestId('seat-0-level').count()).toBe(0);
    expect(await page.getByTestId('seat-1-level').inputValue()).toBe('normal');
    expect(await page.getByTestId('seat-2-level').inputValue()).toBe('normal');
    // Reached from the keyboard: Tab from the seat's bot box lands on its level.
    await page.getByTestId('seat-1-bot').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement && document.activeElement.getAttribute("data-testid")')).toBe('seat-1-level');
    await page.getByTestId('seat-1-level').selectOption('easy');
    await page.getByTestId('seat-2-level').selectOption('hard');
    expect(await page.getByTestId('seat-2').innerText()).toContain('Nivel del bot');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The level selects have their name (the seed field, folded away in the advanced options, is not this test's).
    expect((await controlsWithoutName(page)).filter((control) => control.includes('-level'))).toEqual([]);

    await fillSeed(page, 'e2e-bot-levels');
    const sessionId = await startFromForm(page, 'Niveles de prueba');

    const badges = async () => [await page.getByTestId('player-1').getByTestId('bot-badge').innerText(), await page.getByTestId('player-2').getByTestId('bot-badge').innerText()];
    await page.getByTestId('table').waitFor();
    expect(await page.getByTestId('player-0').getByTestId('bot-badge').count()).toBe(0);
    expect(await badges()).toEqual(['Bot (Fácil)', 'Bot (Difícil)']);

    // A few of the person's moves with the bots answering between them.
    for (let i = 0; i < 3; i++) {
      const screen = await waitForGrizzled(page);
      if (screen === 'end') break;
      expect(screen).toBe('mine');
      await decideGrizzled(page);
    }
    expect(await waitForGrizzled(page)).toBe('mine');
    const before = await readGrizzled(page);

    // Resume: the page is loaded again from the save, the levels come back with it.
    await page.reload();
    expect(await waitForGrizzled(page)).toBe('mine');
    expect(await readGrizzled(page)).toEqual(before);
    expect(await badges()).toEqual(['Bot (Fácil)', 'Bot (Difícil)']);

    await page.getByTestId('nav-home').click();
    const save = page.getByTestId(`save-${sessionId}`);
    await save.waitFor();
    expect(await save.getByTestId('save-players').innerText()).toContain('Marta, Bot 1 (bot, Fácil), Bot 2 (bot, Difícil)');
    await save.getByTestId('save-continue').click();

    // And the game plays on: the person moves, the bots at their levels answer.
    expect(await waitForGrizzled(page)).toBe('mine');
    await decideGrizzled(page);
    const screen = await waitForGrizzled(page);
    if (screen !== 'end') expect((await readGrizzled(page)).seq).toBeGreaterThan(before.seq);
    expect(await badges()).toEqual(['Bot (Fácil)', 'Bot (Difícil)']);
  });
});
