/**
 * Salem 1692 in Chromium, one person and five bots (issue 13, end-to-end): created from the
 * new-game form, the person plays every turn and every dawn/night screen of theirs through the
 * table's buttons (accusing the witch's holder, which the test reads from the save), the bots play
 * in main at no delay, no hand-off cover is ever shown (nobody else is at the screen), and the game
 * reaches its end screen with every player's side. What the page received and showed is searched
 * for the bots' face-down Tryals, hands and the witches' picks like the five-person game.
 */
import { describe, expect, it } from 'vitest';
import type { SalemState } from '../../shared/games/salem/types';
import { useApp } from './harness';
import { recordAnswers, snapshotDom, statesOf, type Recorded } from './recorded-truth';
import { createSalemGame, decideSalem, lastTable, salemScreen, settledAnswer, steerToEnd } from './salem-driver';
import { scanRecorded } from './salem-secrets';

const app = useApp({ settings: { botDelayMs: 0 } });

describe('Salem 1692, one person and five bots (issue 13)', () => {
  it('plays to the end screen without a cover, the bots deciding in main, nothing of theirs shown', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/`);
    const recorded: Recorded[] = [];
    const tracker = recordAnswers(page, recorded);
    const sessionId = await createSalemGame(page, {
      seats: [{ name: 'Marta' }, { bot: true }, { bot: true }, { bot: true }, { bot: true }, { bot: true }],
      seed: 'e2e-salem-bots-1',
      nightSeconds: 1,
    });
    const truth = () => statesOf(app.host.dataFile, sessionId);

    let nightScreens = 0;
    let moves = 0;
    for (let step = 0; ; step++) {
      expect(step, 'the game ends within 400 of the person’s screens').toBeLessThan(400);
      const screen = await salemScreen(page);
      if (screen === 'night' || screen === 'mine') await settledAnswer(page, recorded);
      await snapshotDom(page, recorded, tracker.last(), `step ${step}`);
      if (screen === 'end') break;
      expect(screen, 'one person with bots never sees a cover').not.toBe('handoff');
      expect(lastTable(recorded).seat, 'always the person’s own view').toBe(0);
      if (screen === 'night') nightScreens++;
      await decideSalem(page, recorded, truth, steerToEnd);
      moves++;
    }

    const final = truth();
    const end = final.at(lastTable(recorded).seq) as SalemState;
    expect(end.result).not.toBeNull();
    expect(nightScreens, 'the person had both dawn screens at least').toBeGreaterThanOrEqual(2);
    expect(moves).toBeGreaterThan(nightScreens);
    expect(await page.getByTestId('end-screen').getAttribute('data-outcome')).toBe(end.result!.outcome);
    expect(await page.locator('[data-testid^="team-"]').count()).toBe(6);

    for (const r of recorded) expect(r.seat === null || r.seat === 0, `${r.what} at seq ${r.seq} addressed to a bot`).toBe(true);
    const { checks, leaks } = scanRecorded(recorded, final);
    expect(leaks).toEqual([]);
    expect(checks).toBeGreaterThan(20);
    expect(app.problems).toEqual([]);
  });
});
