/**
 * Issue 7 through the UI: a damaged save is listed as "dañada" beside the healthy ones,
 * with its title, date, export and delete; a damaged data file gets its own screen with
 * its path and "Empezar con un archivo nuevo", which moves it aside and opens an empty one.
 */
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../electron/web/host';
import { CHROMIUM, STATIC_DIR, startApp, type App } from './harness';
import { chromiumSwitches } from '../../electron/chromium-features';

let app: App;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', ...chromiumSwitches()] });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function api(host: WebHost, command: string, body: unknown): Promise<any> {
  const res = await fetch(`${host.url}/api/${command}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}

describe('a damaged save in the list', () => {
  it('lists it as dañada with its title and date beside the healthy save, and deletes it', async () => {
    const { page, host } = app;
    const players = [{ name: 'Ana' }, { name: 'Luis' }];
    const good = await api(host, 'sessions.create', { gameId: 'silentes', title: 'La buena', players });
    const bad = await api(host, 'sessions.create', { gameId: 'silentes', title: 'La rota', players });
    const tamper = new Database(host.dataFile);
    // A finished game's row: on the web host an unfinished game's rows are not exported (S26).
    tamper.prepare("UPDATE sessions SET players_json = '[{', status = 'finished' WHERE id = ?").run(bad.data.id);
    tamper.close();

    await page.reload();
    const damaged = page.getByTestId(`damaged-${bad.data.id}`);
    await damaged.waitFor();
    expect(await damaged.getByTestId('damaged-title').innerText()).toBe('La rota');
    expect(await damaged.getByTestId('damaged-tag').innerText()).toBe('dañada');
    expect(await damaged.getByTestId('damaged-date').innerText()).toMatch(/Última vez/);
    await page.getByTestId(`save-${good.data.id}`).waitFor();

    // Export downloads its raw rows through the host's link, after the warning about hands.
    await damaged.getByTestId('damaged-export').click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('confirm-yes').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`velada-raw-${bad.data.id}.json`);
    const raw = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(raw).toMatchObject({ format: 'velada-raw-session', session: { id: bad.data.id, players_json: '[{' } });

    await damaged.getByTestId('damaged-delete').click();
    await page.getByRole('button', { name: 'Sí, borrar' }).click();
    await damaged.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId(`save-${good.data.id}`).count()).toBe(1);
    expect(app.problems).toEqual([]);
  });
});

describe('a save made under older rules (S-R1, S-R2)', () => {
  it('says so on the save list and at the table, and plays on', async () => {
    const { page, host } = app;
    const players = [{ name: 'Ana' }, { name: 'Luis' }];
    const made = await api(host, 'sessions.create', { gameId: 'grizzled', title: 'De antes', players });
    // As a save written before versions were recorded, by the first Grizzled engine, would look on disk.
    const tamper = new Database(host.dataFile);
    tamper.prepare('UPDATE sessions SET rules_version = NULL, engine_version = 1 WHERE id = ?').run(made.data.id);
    const snap = tamper.prepare('SELECT state_json FROM snapshots WHERE session_id = ? AND seq = 0').get(made.data.id) as { state_json: string };
    const { rulesVersion: _recorded, ...state } = JSON.parse(snap.state_json);
    tamper.prepare('UPDATE snapshots SET state_json = ? WHERE session_id = ? AND seq = 0').run(JSON.stringify(state), made.data.id);
    tamper.close();
    // A copy is read from the file afresh (the host still holds the original in memory).
    const copy = await api(host, 'sessions.duplicate', { sessionId: made.data.id });

    await page.goto(host.url);
    const row = page.getByTestId(`save-${copy.data.id}`);
    await row.waitFor();
    expect(await row.getByTestId('older-rules').innerText()).toContain('Reglas de la versión 1 — la partida sigue como empezó');
    await row.getByTestId('save-continue').click();
    const note = page.getByTestId('play').getByTestId('older-rules');
    await note.waitFor();
    expect(await note.innerText()).toContain('Reglas de la versión 1 — la partida sigue como empezó');
    expect(await note.getAttribute('title')).toContain('versión 2');
    const opened = await api(host, 'sessions.open', { sessionId: copy.data.id, seat: null });
    expect(opened.data.session.olderRules).toEqual({ version: 1, current: 2 });
  });
});

describe('a damaged data file at start', () => {
  it('shows the path and starts a new file on request, keeping the damaged one aside', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'velada-e2e-bad-'));
    const file = path.join(dataDir, 'velada.db');
    fs.writeFileSync(file, 'esto no es una base de datos '.repeat(200));
    const host = await startWebHost({ port: 0, dataDir, staticDir: STATIC_DIR });
    const page = await (await browser.newContext({ locale: 'es-ES' })).newPage();
    try {
      await page.goto(`${host.url}/`);
      const screen = page.getByTestId('file-problem');
      await screen.waitFor();
      expect(await screen.getAttribute('data-code')).toBe('db_corrupt');
      expect(await page.getByTestId('file-problem-path').innerText()).toContain(file);
      await page.getByRole('button', { name: 'Empezar con un archivo nuevo' }).click();
      await page.getByTestId('file-moved-to').waitFor();
      expect(await page.getByTestId('file-moved-to').innerText()).toMatch(/velada-damaged-\d{4}-\d{2}-\d{2}\.db/);
      await page.getByTestId('game-silentes').waitFor();
      const kept = fs.readdirSync(dataDir).find((name) => name.startsWith('velada-damaged-'));
      expect(fs.readFileSync(path.join(dataDir, kept!), 'utf8')).toMatch(/^esto no es/);
    } finally {
      await page.close();
      await host.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
