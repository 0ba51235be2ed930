/**
 * Issue 7, privacy: the browser records every answer of the web host and a DOM snapshot after
 * every click, each labelled with whom the screen is addressed to (a cover and the public table
 * belong to nobody; a table view to its seat). The truth — every hand and secret tile at each
 * seq — is rebuilt beside it from the saved log with the engine. No hidden card of any other
 * seat may appear in a recorded answer or snapshot: not after a move, not after an undo from a
 * cover, not during a bot's turn, not when a save is exported (an unfinished one is refused on the web, S26).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SilentesState } from '../../shared/games/silentes/types';
import type { Result } from '../../shared/ipc/contract';
import { playOut } from '../fixtures/play-out';
import { useApp } from './harness';
import { leaks, recordAnswers, snapshotDom, statesOf, type Recorded } from './recorded-truth';
import { createSilentesGame, decide, settled } from './driver';
import { createGrizzledGame, decideGrizzled, setBotSpeed, waitForGrizzled } from './grizzled-driver';

const app = useApp();

describe('recorded answers and screens never show another seat’s secret (issue 7)', () => {
  it('Silentes, two people: moves, and undos pressed from the next person’s cover', async () => {
    const { page } = app;
    const recorded: Recorded[] = [];
    const tracker = recordAnswers(page, recorded);
    const sessionId = await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'e2e-privacy-s', openHands: false });
    let undos = 0;
    for (let step = 0; step < 40; step++) {
      const screen = await settled(page);
      await snapshotDom(page, recorded, tracker.last(), `step ${step}`);
      if (screen === 'end') break;
      if (screen === 'handoff') {
        const undo = page.getByTestId('handoff-undo');
        if ((await undo.count()) > 0 && undos < 4) {
          const mover = (await undo.innerText()).replace(/^.*de /, '').trim();
          await undo.click();
          await settled(page);
          // The undo lands on the mover's own cover: nothing of theirs shows until they tap it.
          expect(await page.getByTestId('play').getAttribute('data-mode')).toBe('handoff');
          expect(await page.getByTestId('handoff-title').innerText()).toContain(mover);
          await snapshotDom(page, recorded, tracker.last(), `after undo ${undos}`);
          undos++;
          continue;
        }
        await page.getByTestId('handoff-reveal').click();
        continue;
      }
      await decide(page, step % 3 === 0 ? 'search' : 'hide');
    }
    expect(undos).toBeGreaterThan(1);
    await page.waitForTimeout(100);
    const found = leaks('silentes', recorded, statesOf(app.host.dataFile, sessionId));
    expect(found).toEqual([]);
    expect(recorded.filter((r) => r.kind === 'dom').length).toBeGreaterThan(30);
  });

  it('The Grizzled, two people and a bot: bot turns on the public table offer no undo, covers hide everything', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/`);
    await setBotSpeed(page, 0);
    const recorded: Recorded[] = [];
    const tracker = recordAnswers(page, recorded);
    const sessionId = await createGrizzledGame(page, { seats: [{ name: 'Ana' }, { name: 'Luis' }, { bot: true }], seed: 'e2e-privacy-g' });
    for (let step = 0; step < 60; step++) {
      const screen = await waitForGrizzled(page);
      await snapshotDom(page, recorded, tracker.last(), `step ${step}`);
      if (screen === 'end') break;
      if (screen === 'handoff') {
        await page.getByTestId('handoff-reveal').click();
        continue;
      }
      await decideGrizzled(page);
    }
    await page.waitForTimeout(100);
    // While a bot decides nobody is offered an undo (it would go back under the bot's turn).
    const botTurnAnswers = recorded.filter((r) => r.kind === 'answer' && /"botToMove":\d/.test(r.text));
    expect(botTurnAnswers.length).toBeGreaterThan(0);
    for (const answer of botTurnAnswers) expect(answer.text).toContain('"undoSeat":null');
    const found = leaks('grizzled', recorded, statesOf(app.host.dataFile, sessionId));
    expect(found).toEqual([]);
  });

  it('exporting an unfinished game on the web host is refused in words, and the file never reaches the page (S26)', async () => {
    const { page } = app;
    const recorded: Recorded[] = [];
    recordAnswers(page, recorded);
    await page.goto(`${app.host.url}/`);
    const sessionId = await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'e2e-privacy-export', openHands: false });
    await settled(page);
    await page.goto(`${app.host.url}/`);
    const save = page.getByTestId(`save-${sessionId}`);
    let downloads = 0;
    page.on('download', () => downloads++);
    await save.getByTestId('save-export').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect.poll(() => dialog.innerText()).toContain('contiene las manos y cartas secretas de todos');
    await page.getByTestId('confirm-yes').click();
    const notice = page.locator('[data-testid="error-notice"][data-code="export_unfinished"]');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Desde el navegador solo se exportan partidas terminadas');
    expect(downloads).toBe(0);

    const state = statesOf(app.host.dataFile, sessionId).at(0) as SilentesState;
    const hands = state.seats.flatMap((s) => s.hand);
    const answers = recorded.filter((r) => r.kind === 'answer');
    expect(answers.some((r) => r.what === 'sessions.export')).toBe(true);
    for (const answer of answers) for (const card of hands) expect(answer.text, `${answer.what} shows ${card}`).not.toContain(`"${card}"`);
    // Even the page's own fetch() of the download link is refused (S25): only the browser's download gets a file.
    const logged = app.problems.length;
    const fetched = await page.evaluate(async (id) => {
      const res = await fetch(`/export/${id}`);
      return { status: res.status, text: await res.text() };
    }, sessionId);
    expect(fetched.status).toBe(403);
    expect(fetched.text).not.toContain('e2e-privacy-export');
    // The browser logs the refused fetch itself; that line is this test's doing, not the app's.
    expect(app.problems.splice(logged).every((line) => line.includes('403'))).toBe(true);
  });

  it('a finished game still downloads with the export button: the browser\'s own <a download> click passes (S25)', async () => {
    const { page, host } = app;
    const send = async (command: string, request: unknown) =>
      (await (await fetch(`${host.url}/api/${command}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) })).json()) as Result<unknown>;
    const created = (await send('sessions.create', { gameId: 'silentes', title: 'Terminada', players: [{ name: 'Ana' }, { name: 'Luis' }], seed: 'e2e-finished-export' })) as Result<{ id: string }>;
    if (!created.ok) throw new Error(created.error.message);
    await playOut(send, created.data.id, 'e2e-finished-export-moves');
    await page.goto(`${host.url}/`);
    const save = page.getByTestId(`save-${created.data.id}`);
    await save.getByTestId('save-export').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('confirm-yes').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('velada-silentes-terminada.json');
    expect(JSON.parse(readFileSync((await file.path())!, 'utf8'))).toMatchObject({ format: 'velada-session', session: { seed: 'e2e-finished-export' } });
    await expect.poll(() => save.getByTestId('save-export-note').innerText()).toContain('Descargando');
    expect(app.problems).toEqual([]);
  });
});
