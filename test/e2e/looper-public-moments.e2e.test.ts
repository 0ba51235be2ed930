/**
 * Issue 22, point 1: public moments are public. A person as mastermind and two protagonists at
 * one screen play a Basic Tragedy script until a loop is lost; the "Bucle perdido" screen shows
 * for the whole table before the leader's Time Spiral cover, and the Time Spiral's answer before
 * the mastermind's cover; at 800×600, 1280×720 and 1920×1080 it is
 * axe-clean with its text and its button in sight, a reload shows it again until "Continuar" and
 * never after, and every answer and DOM snapshot addressed to the public table or a protagonist
 * (the moment screens included) holds no role, plot, culprit or handbook text.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_DIR, useApp } from './harness';
import { recordAnswers, snapshotDom, statesOf, type Recorded } from './recorded-truth';
import { decideLooper, importRetiredScript, looperScreen, openLooperGame, takeDevice } from './looper-driver';
import { looperLeaks } from './looper-privacy';
import { decisionControlBoxes, seriousAxeViolations, unreachable, WINDOW_SIZES } from './a11y';
import { outOfSight } from './in-sight';

const app = useApp({ settings: { botDelayMs: 0 } });


beforeAll(async () => {
  await app.page.emulateMedia({ reducedMotion: 'reduce' });
});

describe('Tragedy Looper: public moments', () => {
  it('a loop lost with a person as mastermind shows on a public screen before the mastermind’s cover, at every size, and tells no secret', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    const recorded: Recorded[] = [];
    const answers = recordAnswers(page, recorded);
    const sessionId = await openLooperGame(app, [{ name: 'Marta' }, { name: 'Ana' }, { name: 'Luis' }], await importRetiredScript(app, 'velada-bt-5'), 'e2e-privacy');
    const kinds: string[] = [];
    let lost = false;
    for (let move = 0; move < 400 && !lost; move++) {
      const screen = await looperScreen(page, { moments: 'stop' });
      if (screen === 'end') throw new Error(`the game ended before a loop was lost (moments: ${kinds.join(', ')})`);
      if (screen === 'moment') {
        const kind = (await page.getByTestId('public-moment').getAttribute('data-kind')) ?? '';
        kinds.push(kind);
        await snapshotDom(page, recorded, { seq: answers.last().seq, seat: null }, `moment ${kind}`);
        if (kind === 'loopLost') lost = true;
        else await page.getByTestId('public-moment-continue').click();
        continue;
      }
      if (screen === 'handoff') {
        await snapshotDom(page, recorded, { seq: answers.last().seq, seat: null }, 'cover');
        await takeDevice(page);
        continue;
      }
      await snapshotDom(page, recorded, answers.last(), 'table');
      await decideLooper(page);
    }
    expect(lost).toBe(true);

    // What happened, why in the seed's words, and what comes next: the mastermind's turn.
    const heading = await page.getByTestId('public-moment-heading').innerText();
    expect(heading).toMatch(/^Bucle \d perdido$/);
    const loop = Number(/\d/.exec(heading)![0]);
    expect(await page.getByTestId('public-moment-happened').innerText()).toContain(`Los protagonistas han perdido el bucle ${loop}.`);
    expect((await page.getByTestId('public-moment-why').allInnerTexts()).join(' ')).toMatch(/condiciones de derrota|antes de tiempo|han muerto|ha anunciado/);
    // Basic Tragedy: the leader answers the Time Spiral next.
    expect((await page.getByTestId('public-moment-next').allInnerTexts()).join(' ')).toMatch(new RegExp(`^(Ana|Luis) decide ahora: volver a viajar \\(bucle ${loop + 1} de \\d\\) o pasar a la Hipótesis final\\.$`));
    // Nothing of the table is drawn behind it, and no one's cover is up yet.
    expect(await page.getByTestId('table').count()).toBe(0);
    expect(await page.getByTestId('handoff').count()).toBe(0);

    for (const size of WINDOW_SIZES) {
      await page.setViewportSize(size);
      const where = `${size.width}×${size.height}`;
      expect(await seriousAxeViolations(page), `axe on the moment at ${where}`).toEqual([]);
      await page.screenshot({ path: path.join(RESULTS_DIR, `looper-moment-loop-lost-${size.width}x${size.height}.png`) });
      expect(await page.locator('h1').count(), `a heading at ${where}`).toBe(1);
      const sight = await outOfSight(page, '[data-testid="public-moment"] :is(h1, h2, li, p, button)');
      expect(sight.count).toBeGreaterThan(5);
      expect(sight.hidden, `out of sight at ${where}`).toEqual([]);
      const view = await decisionControlBoxes(page);
      expect(view.boxes.map((b) => b.name)).toEqual(['public-moment-continue']);
      expect(unreachable(view), `the button out of reach at ${where}`).toEqual([]);
      expect(view.pageScrollY).toBe(0);
      expect(view.boxes.filter((b) => b.clippedText).map((b) => b.name), `cut text at ${where}`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // Not yet acknowledged: a reload shows it again.
    await page.reload();
    expect(await looperScreen(page, { moments: 'stop' })).toBe('moment');
    expect(await page.getByTestId('public-moment-heading').innerText()).toBe(heading);
    await snapshotDom(page, recorded, { seq: answers.last().seq, seat: null }, 'moment after reload');
    // "Continuar": the leader's cover; they travel again, and the Time Spiral's moment comes before the mastermind's cover.
    await page.getByTestId('public-moment-continue').click();
    expect(await looperScreen(page, { moments: 'stop' })).toBe('handoff');
    expect(await page.getByTestId('handoff-title').innerText()).not.toContain('Mente maestra');
    await takeDevice(page);
    expect(await decideLooper(page)).toBe('act-continueLoops');
    expect(await looperScreen(page, { moments: 'stop' })).toBe('moment');
    expect(await page.getByTestId('public-moment').getAttribute('data-kind')).toBe('timeSpiral');
    await snapshotDom(page, recorded, { seq: answers.last().seq, seat: null }, 'moment timeSpiral');
    const next = (await page.getByTestId('public-moment-next').allInnerTexts()).join(' ');
    expect(next).toContain(`Comienza el bucle ${loop + 1} de`);
    expect(next).toContain('Ahora le toca a la mente maestra (Marta)');
    await page.getByTestId('public-moment-continue').click();
    expect(await looperScreen(page, { moments: 'stop' })).toBe('handoff');
    expect(await page.getByTestId('handoff-title').innerText()).toContain('Mente maestra');
    // Acknowledged: a reload brings the cover back, never the moment.
    await page.reload();
    expect(await looperScreen(page, { moments: 'stop' })).toBe('handoff');

    const { leaks, searched } = looperLeaks(recorded, statesOf(path.join(app.dataDir, 'velada.db'), sessionId));
    expect(searched).toBeGreaterThan(50);
    expect(recorded.filter((r) => r.what.startsWith('moment')).length).toBeGreaterThan(1);
    expect(leaks).toEqual([]);
    expect(app.problems).toEqual([]);
  });
});
