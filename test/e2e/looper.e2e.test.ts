/**
 * Tragedy Looper played through the UI in Chromium against the web host (issue 10):
 * (a) one person against Velada as mastermind on the introductory script — several days, a
 *     reload mid-day, the same table back, on to the end screen with the script revealed;
 * (b) a human mastermind and two protagonists at one screen — the covers come in the right
 *     order, and no answer or DOM snapshot addressed to a protagonist or the public table holds
 *     a role, plot or culprit (searched with the engine's own privacy scan against the true
 *     state at that moment, rebuilt from the saved log);
 * (d) a Final Guess played through the UI;
 * (e) the notepad and the timeline survive a reload;
 * (f) going to the Final Guess asks first, and a cancelled question leaves the Time Spiral as it was.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setSetting, useApp } from './harness';
import { recordAnswers, snapshotDom, statesOf, type Recorded } from './recorded-truth';
import { looperLeaks } from './looper-privacy';
import { decideLooper, looperScreen, openLooperGame, takeDevice } from './looper-driver';
import { seriousAxeViolations } from './a11y';

const app = useApp({ settings: { botDelayMs: 0 } });

async function tableFigures(): Promise<{ seq: string | null; loop: string | null; day: string | null }> {
  const { page } = app;
  return {
    seq: await page.getByTestId('table').getAttribute('data-seq'),
    loop: await page.getByTestId('loop-track').getAttribute('data-loop'),
    day: await page.getByTestId('day-track').getAttribute('data-day'),
  };
}

describe('Tragedy Looper at the table', () => {
  it('(a) one person against Velada: several days, a reload mid-day, the same table back, to the end screen', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/`);
    await page.getByTestId('new-looper').click();
    await page.getByTestId('new-looper').waitFor();
    await page.getByTestId('mastermind-velada').click();
    await page.getByTestId('protagonist-name-0').fill('Ana');
    await page.getByTestId('script-option-velada-fs-1').click();
    await page.getByTestId('start').click();
    await page.getByTestId('table').waitFor();

    const clicks: string[] = [];
    let reloaded = false;
    for (let move = 0; move < 800; move++) {
      const screen = await looperScreen(page);
      if (screen === 'end') break;
      if (screen === 'handoff') throw new Error('one person against Velada never sees a cover');
      // No secret of Velada's reaches Ana's screen.
      expect(await page.getByTestId('mastermind-screen').count()).toBe(0);
      if (!reloaded && move === 25) {
        const before = await tableFigures();
        await page.reload();
        expect(await looperScreen(page)).toBe('mine');
        expect(await tableFigures()).toEqual(before);
        reloaded = true;
      }
      clicks.push(await decideLooper(page));
    }
    expect(reloaded).toBe(true);
    // Whole days were played: three cards a day, every day of at least one loop.
    expect(clicks.filter((c) => c.startsWith('hand-card-')).length).toBeGreaterThanOrEqual(12);
    await page.getByTestId('looper-end').waitFor();
    // At the end the mastermind's script is on the table for everyone, titled in the table's language.
    expect(await page.getByTestId('end-script').innerText()).toContain('La última función del club de teatro');
    await page.getByTestId('lang-en').click();
    await expect.poll(() => page.getByTestId('end-script').innerText()).toContain("The Drama Club's Last Show");
    await page.getByTestId('lang-es').click();
    expect(app.problems).toEqual([]);
  });

  it('(b) a human mastermind and two protagonists: covers in order, and no secret reaches a protagonist’s screen', async () => {
    const { page } = app;
    const recorded: Recorded[] = [];
    const answers = recordAnswers(page, recorded);
    const sessionId = await openLooperGame(app, [{ name: 'Marta' }, { name: 'Ana' }, { name: 'Luis' }], 'velada-bt-1', 'e2e-privacy');
    const coversFor: string[] = [];
    const checkedAxe = new Set<boolean>();
    for (let move = 0; move < 140; move++) {
      const screen = await looperScreen(page);
      if (screen === 'end') break;
      if (screen === 'handoff') {
        const cover = await page.getByTestId('play').innerText();
        const forMastermind = cover.includes('Mente maestra');
        coversFor.push(forMastermind ? 'mastermind' : 'protagonist');
        await snapshotDom(page, recorded, { seq: answers.last().seq, seat: null }, 'cover');
        await takeDevice(page);
        // The mastermind's screen shows behind its own cover only, with a decision waiting.
        expect(await page.getByTestId('mastermind-screen').count()).toBe(forMastermind ? 1 : 0);
        if (forMastermind) expect(await looperScreen(page)).toBe('mine');
        if (!checkedAxe.has(forMastermind)) {
          checkedAxe.add(forMastermind);
          expect(await seriousAxeViolations(page), forMastermind ? 'axe on the mastermind screen' : 'axe on a protagonist table').toEqual([]);
        }
        continue;
      }
      await snapshotDom(page, recorded, answers.last(), 'table');
      await decideLooper(page);
    }
    expect(coversFor).toContain('mastermind');
    expect(coversFor).toContain('protagonist');

    const { leaks, searched } = looperLeaks(recorded, statesOf(path.join(app.dataDir, 'velada.db'), sessionId));
    expect(searched).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
    expect(app.problems).toEqual([]);
  });

  it('(d) the Final Guess through the UI: characters named one by one, then the end screen', async () => {
    const { page } = app;
    await openLooperGame(app, [{ name: 'Velada', bot: true }, { name: 'Ana' }], 'velada-bt-1', 'e2e-guess');
    const clicks: string[] = [];
    for (let move = 0; move < 800; move++) {
      const screen = await looperScreen(page);
      if (screen === 'end') break;
      clicks.push(await decideLooper(page, { finalGuessNow: true }));
    }
    await page.getByTestId('looper-end').waitFor();
    const guesses = clicks.filter((c) => c.startsWith('guess-character-'));
    // Either the protagonists won a loop outright (no guess), or they named characters one by one.
    if (!clicks.includes('act-goToFinalGuess')) expect(clicks.some((c) => c.startsWith('hand-card-'))).toBe(true);
    else expect(guesses.length).toBeGreaterThan(0);
    expect(app.problems).toEqual([]);
  });

  it('(e) the notepad and the timeline survive a reload', async () => {
    const { page } = app;
    const sessionId = await openLooperGame(app, [{ name: 'Velada', bot: true }, { name: 'Ana' }], 'velada-fs-1', 'e2e-notes');
    // Play through the first day so the timeline has something to show.
    for (let move = 0; move < 12; move++) {
      if ((await looperScreen(page)) !== 'mine') break;
      await decideLooper(page);
    }
    // Velada's moves are over when the table waits for Ana again: the timeline stands still from here.
    expect(await looperScreen(page)).toBe('mine');
    // On a small window the notebook opens over the board to work in, and Esc puts it away.
    await page.setViewportSize({ width: 800, height: 600 });
    await page.getByTestId('notebook-toggle').click();
    expect(await page.getByTestId('notebook-toggle').getAttribute('aria-expanded')).toBe('true');
    expect((await page.getByTestId('notebook').boundingBox())!.height).toBeGreaterThan(300);
    await page.getByTestId('notebook-tab-notes').click();
    const cell = page.locator('[data-testid^="note-"][data-state]').first();
    const cellId = (await cell.getAttribute('data-testid'))!;
    await cell.click();
    await cell.click();
    const marked = await page.getByTestId(cellId).getAttribute('data-state');
    expect(marked).not.toBe('blank');
    const text = page.locator('[data-testid^="note-text-"]').first();
    const textId = (await text.getAttribute('data-testid'))!;
    await text.fill('Parece nervioso el día 2');
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('notebook-drawer').isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByTestId('notebook-toggle').click();
    await page.getByTestId('notebook-tab-timeline').click();
    const timelineBefore = await page.getByTestId('timeline').innerText();
    expect(await page.getByTestId('timeline-loop-1').count()).toBe(1);
    // Once the notebook says it is saved, come back as if the next evening.
    await expect.poll(() => page.getByTestId('notebook-status').getAttribute('data-dirty'), { timeout: 15_000 }).toBe('false');
    await page.reload();
    await page.getByTestId('notebook-toggle').click();
    await page.getByTestId('notebook-tab-notes').click();
    await expect.poll(() => page.getByTestId(cellId).getAttribute('data-state')).toBe(marked);
    expect(await page.getByTestId(textId).inputValue()).toBe('Parece nervioso el día 2');
    await page.getByTestId('notebook-tab-timeline').click();
    expect(await page.getByTestId('timeline').innerText()).toBe(timelineBefore);
    // L120: the save list names no script while the game lasts (the title is on the secret card).
    await page.getByTestId('nav-home').click();
    const save = page.getByTestId(`save-${sessionId}`);
    await save.waitFor();
    expect(await save.getByTestId('save-summary').innerText()).toMatch(/^Bucle \d\/\d · Día \d\/\d$/);
    expect(await save.innerText()).not.toContain('La última función del club de teatro');
    expect(app.problems).toEqual([]);
  });

  it('(f) going to the Final Guess asks first (it cannot be undone), and cancelling leaves the Time Spiral open; the notebook shows the timeline meanwhile', async () => {
    const { page } = app;
    await openLooperGame(app, [{ name: 'Velada', bot: true }, { name: 'Ana' }], 'velada-bt-1', 'e2e-guess');
    const spiral = page.locator('[data-testid="decision"] button:not([disabled])[data-testid="act-goToFinalGuess"]');
    for (let move = 0; move < 800 && (await spiral.count()) === 0; move++) {
      if ((await looperScreen(page)) === 'end') throw new Error('the game ended before a Time Spiral');
      if ((await spiral.count()) === 0) await decideLooper(page);
    }
    await setSetting(app.host, { confirmIrreversible: true });
    try {
      await page.reload();
      await spiral.waitFor();
      // The notebook opens by itself over the board at the Time Spiral, on the timeline.
      expect(await page.getByTestId('notebook-drawer').isVisible()).toBe(true);
      expect(await page.getByTestId('notebook-tab-timeline').getAttribute('aria-selected')).toBe('true');
      const when = await page.getByTestId('looper-when').innerText();
      const [, ended, next] = /^Fin del bucle (\d) · empieza el bucle (\d) de \d$/.exec(when) ?? [];
      expect(Number(next)).toBe(Number(ended) + 1);
      const seqBefore = await page.getByTestId('table').getAttribute('data-seq');
      await spiral.click();
      await page.getByTestId('confirm-dialog').waitFor();
      expect(await page.getByTestId('confirm-body').innerText()).toMatch(/^Pasar a la Hipótesis final no se puede deshacer: los protagonistas renuncian a/);
      await page.getByTestId('confirm-cancel').click();
      await page.getByTestId('confirm-dialog').waitFor({ state: 'hidden' });
      expect(await page.getByTestId('table').getAttribute('data-seq')).toBe(seqBefore);
      expect(await page.getByTestId('looper-when').innerText()).toBe(when);
      await spiral.click();
      await page.getByTestId('confirm-yes').click();
      // The Time Spiral's answer is a public moment (L166): the table reads it, then the Final Guess.
      expect(await looperScreen(page)).toBe('mine');
      await page.getByTestId('final-guess').waitFor();
      expect(await page.getByTestId('notebook-drawer').isVisible()).toBe(false);
    } finally {
      await setSetting(app.host, { confirmIrreversible: false });
    }
    expect(app.problems).toEqual([]);
  });
});
