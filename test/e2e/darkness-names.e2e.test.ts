/**
 * When Darkness Comes names a bot's hero by the character, in Chromium (issue 22, point 8): the table
 * and its log while playing, the end screen (which also words what the heroes carried its own way,
 * not as another game's "hands") and the finished game's replay never say the seat's "Bot 1".
 */
import { describe, expect, it } from 'vitest';
import { PREGENS } from '../../shared/games/darkness/characters';
import { useApp } from './harness';
import { createDarknessGame, darknessScreen, decideDarkness, trackTables } from './darkness-driver';

const app = useApp({ settings: { botDelayMs: 0 } });

describe('a bot hero’s name in When Darkness Comes', () => {
  it('is the character’s on the table and in the finished game’s replay, never the seat’s "Bot 1"', async () => {
    const { page } = app;
    const botHero = PREGENS[1]!.name;
    const sessionId = await createDarknessGame(app, {
      scenarioId: 'curfew_radio', campaignId: null, master: false, seed: 'names-1',
      heroes: [{ pregenId: PREGENS[0]!.id }, { pregenId: PREGENS[1]!.id }],
      players: [{ name: 'Ana' }, { name: 'Bot 1', bot: true }],
    });
    await page.goto(`${app.host.url}/?open=${encodeURIComponent(sessionId)}#/play/${sessionId}`);
    const tables = trackTables(page);
    // Ana plays until the bot has taken a turn (the log opens each turn with its hero's name).
    for (let moves = 0; !(await page.getByTestId('play').innerText()).includes(`turno de ${botHero}`); moves++) {
      expect(moves).toBeLessThan(40);
      expect(await darknessScreen(page)).toBe('mine');
      await decideDarkness(page, tables, 0);
    }
    expect(await darknessScreen(page)).toBe('mine');
    expect(await page.getByTestId('table').innerText()).not.toContain('Bot 1');

    // Only a finished game replays: Ana plays on to the end.
    for (let moves = 0; (await darknessScreen(page)) === 'mine'; moves++) {
      expect(moves).toBeLessThan(600);
      await decideDarkness(page, tables, 0);
    }
    expect(await darknessScreen(page)).toBe('end');
    // The end screen: heroes by name, what they carried in Darkness' own words (no other game's "hands").
    await page.getByTestId('end-summary').waitFor();
    const end = await page.getByTestId('end-screen').innerText();
    expect(end).toContain(botHero);
    expect(end).toContain('Lo que llevaba cada héroe al final');
    expect(end).not.toContain('Manos al final');
    expect(end).not.toContain('sin cartas');
    expect(end).not.toContain('Bot 1');
    await page.getByTestId('end-replay').click();
    await page.locator('[data-testid="replay"][data-step="0"]').waitFor();
    const steps = Number(await page.getByTestId('replay').getAttribute('data-steps'));
    const movers: string[] = [];
    for (let step = 1; step <= steps; step++) {
      await page.getByTestId('replay-forward').click();
      await page.locator(`[data-testid="replay"][data-step="${step}"]`).waitFor();
      movers.push(await page.getByTestId('replay-step').innerText());
    }
    expect(movers.some((m) => m.includes(`Jugó ${botHero}`))).toBe(true);
    for (const m of movers) expect(m).not.toContain('Bot 1');
  }, 300_000);
});
