/**
 * Silentes with a bot partner (ruling R52): one person and a Difícil bot made on the new-game
 * form. One person among bots needs no hand-off cover; every answer and DOM snapshot is searched
 * for the bot's hand (never shown, nor its hidden cards in any answer), the bot plays its own
 * turns, its level is on its seat and in the saves list, and it is kept over a reload.
 */
import { describe, expect, it } from 'vitest';
import { decide, fillSeed, readTable, startFromForm, waitForPerson } from './driver';
import { setBotSpeed } from './grizzled-driver';
import { useApp } from './harness';
import { leaks, recordAnswers, snapshotDom, statesOf, type Recorded } from './recorded-truth';

const app = useApp();

describe('Silentes with a bot partner', () => {
  it('plays with a Difícil bot: no cover, its hand never shown, its level on the seat, kept on resume', async () => {
    const { page } = app;
    await setBotSpeed(page, 0);
    const recorded: Recorded[] = [];
    const tracker = recordAnswers(page, recorded);

    await page.getByTestId('new-silentes').click();
    await page.getByTestId('new-game-form').waitFor();
    await page.getByTestId('seat-0-name').fill('Ana');
    expect(await page.getByTestId('seat-0-level').count()).toBe(0);
    await page.getByTestId('seat-1-bot').check();
    expect(await page.getByTestId('seat-1-level').inputValue()).toBe('normal');
    await page.getByTestId('seat-1-level').selectOption('hard');
    // Two bots leave nobody to play: the form says so in Spanish.
    await page.getByTestId('seat-0-bot').check();
    await page.getByTestId('start-game').click();
    await page.getByText('Al menos un superviviente tiene que ser de una persona.').waitFor({ timeout: 5_000 });
    expect(page.url()).toContain('#/new/silentes');
    await page.getByTestId('seat-0-bot').uncheck();
    await page.getByTestId('seat-0-name').fill('Ana');
    await fillSeed(page, 'e2e-silentes-bot');
    const sessionId = await startFromForm(page);

    await page.getByTestId('table').waitFor();
    expect(await page.getByTestId('seat-1').getByTestId('bot-badge').innerText()).toBe('Bot (Difícil)');
    expect(await page.getByTestId('seat-0').getByTestId('bot-badge').count()).toBe(0);

    let moves = 0;
    for (let step = 0; step < 30; step++) {
      await waitForPerson(page, { timeout: 20_000 });
      await snapshotDom(page, recorded, tracker.last(), `step ${step}`);
      if ((await page.getByTestId('end-screen').count()) > 0) break;
      expect(await page.getByTestId('play').getAttribute('data-mode'), 'one person among bots: no cover').toBe('table');
      const table = await readTable(page);
      expect(table.seat).toBe('0');
      // The bot's hand is backs only, whatever it holds.
      expect(await page.getByTestId('hand-1').getAttribute('data-cards')).toBe('');
      await decide(page, step % 3 === 0 ? 'search' : 'hide');
      moves++;
    }
    expect(moves).toBeGreaterThan(5);
    const before = await readTable(page);
    // The bot moved too: more moves in the log than the person made.
    expect(before.seq).toBeGreaterThan(moves);

    await page.reload();
    await waitForPerson(page, { timeout: 20_000 });
    expect(await readTable(page)).toEqual(before);
    expect(await page.getByTestId('seat-1').getByTestId('bot-badge').innerText()).toBe('Bot (Difícil)');
    await snapshotDom(page, recorded, tracker.last(), 'after reload');

    await page.getByTestId('nav-home').click();
    const save = page.getByTestId(`save-${sessionId}`);
    await save.waitFor();
    expect(await save.getByTestId('save-players').innerText()).toContain('Ana, Bot 1 (bot, Difícil)');

    await page.waitForTimeout(100);
    expect(leaks('silentes', recorded, statesOf(app.host.dataFile, sessionId))).toEqual([]);
    expect(recorded.filter((r) => r.kind === 'dom').length).toBeGreaterThan(5);
  });
});
