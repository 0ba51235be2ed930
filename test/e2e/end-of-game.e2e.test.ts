/**
 * Issue 8 points 8 and 9 in Chromium: a finished game's end screen sums it up and its
 * "Revancha" starts a new game with the same seats; the finished game replays step by step
 * to its end (buttons and keys, every hand on request); the profile page counts it.
 * The game itself is played by two bot seats through the web host's own commands.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionSnapshot, SessionSummary } from '../../shared/ipc/contract';
import { RESULTS_DIR, useApp } from './harness';

const app = useApp();

/** One command through the page's own origin, as the renderer sends it. */
async function command<T>(page: Page, name: string, body: unknown): Promise<T> {
  const result = (await page.evaluate(
    async ([n, b]) => (await fetch(`/api/${n}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) })).json(),
    [name, body] as const,
  )) as { ok: boolean; data?: unknown; error?: unknown };
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
  return result.data as T;
}

async function finishedGame(page: Page, profileId: string): Promise<SessionSummary> {
  const players = [{ name: 'Ana', profileId, bot: true }, { name: 'Bot Luis', bot: true }];
  const created = await command<SessionSummary>(page, 'sessions.create', { gameId: 'silentes', players, seed: 'e2e-end-of-game', options: { openHands: false } });
  let snap = await command<SessionSnapshot>(page, 'sessions.open', { sessionId: created.id, seat: null });
  while (!snap.status.result) snap = await command<SessionSnapshot>(page, 'sessions.botStep', { sessionId: created.id, expectedSeq: snap.seq });
  return snap.session;
}

describe('end of game, rematch, replay and profile history', () => {
  let game: SessionSummary;
  let profileId: string;

  beforeAll(async () => {
    profileId = (await command<{ id: string }>(app.page, 'profiles.create', { name: 'Ana' })).id;
    game = await finishedGame(app.page, profileId);
  });

  it('the end screen sums the game up per player, with its length, decisive moment and every hand', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/#/play/${game.id}`);
    const summary = page.getByTestId('end-summary');
    await summary.waitFor();
    expect(await page.getByTestId('end-player-0').locator('th').innerText()).toBe('Ana');
    expect(await page.getByTestId('end-player-1').locator('th').innerText()).toBe('Bot Luis');
    expect(await summary.locator('thead').innerText()).toContain('Ruido causado');
    expect(await page.getByTestId('end-length').innerText()).toMatch(/Duración: \d+ rondas? · \d+ jugadas?/);
    expect(await page.getByTestId('end-decisive').innerText()).toMatch(/^Momento decisivo \(jugada \d+\): .{10,}/);
    await expect.poll(() => page.getByTestId('end-hands').locator('li').count()).toBe(2);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'end-of-game-summary-1280x720.png') });
  });

  it('a rematch starts a new game with the same seats (names, profile, bots) and options', async () => {
    const { page } = app;
    await page.getByTestId('end-rematch').click();
    await page.waitForURL((url) => /#\/play\/[^/]+$/.test(url.href) && !url.href.endsWith(game.id));
    const newId = decodeURIComponent(/#\/play\/([^/]+)$/.exec(page.url())![1]!);
    const list = await command<SessionSummary[]>(page, 'sessions.list', {});
    const rematch = list.find((s) => s.id === newId)!;
    expect(rematch.players).toEqual(game.players);
    expect(rematch.bots).toEqual(game.bots);
    expect(rematch.gameId).toBe('silentes');
    expect(rematch.status).toBe('active');
    const history = await command<{ recent: { id: string; seat: number }[] }>(page, 'profiles.history', { profileId });
    expect(history.recent.find((r) => r.id === newId)?.seat).toBe(0);
  });

  it('the save list offers Revancha and the replay for a finished game, and no Duplicar', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/#/`);
    const row = page.getByTestId(`save-${game.id}`);
    await row.waitFor();
    expect(await row.getByTestId('save-duplicate').count()).toBe(0);
    expect(await row.getByTestId('save-rematch').count()).toBe(1);
    await row.getByTestId('save-replay').click();
    await page.waitForURL(/#\/replay\//);
  });

  it('a finished game replays step by step to its end, with buttons and keys, every hand on request', async () => {
    const { page } = app;
    const replay = page.getByTestId('replay');
    await page.locator('[data-testid="replay"][data-step="0"]').waitFor();
    const steps = Number(await replay.getAttribute('data-steps'));
    expect(steps).toBeGreaterThan(10);
    expect(await page.getByTestId('replay-step').innerText()).toContain(`Paso 0 de ${steps}`);
    await page.getByTestId('replay-forward').click();
    await page.locator('[data-testid="replay"][data-step="1"]').waitFor();
    expect(await page.getByTestId('replay-step').innerText()).toMatch(/Jugó (Ana|Bot Luis)/);
    await page.keyboard.press('ArrowRight');
    await page.locator('[data-testid="replay"][data-step="2"]').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.locator('[data-testid="replay"][data-step="1"]').waitFor();
    expect(await page.getByTestId('replay-hands').count()).toBe(0);
    await page.getByTestId('replay-all-hands').check();
    await page.getByTestId('replay-hands').waitFor();
    await expect.poll(() => page.getByTestId('replay-hands').locator('li').count()).toBe(2);
    await page.keyboard.press('End');
    await page.locator(`[data-testid="replay"][data-step="${steps}"]`).waitFor();
    expect(await page.getByTestId('replay-forward').isDisabled()).toBe(true);
    await page.getByTestId('map').waitFor();
    await page.screenshot({ path: path.join(RESULTS_DIR, 'replay-end-1280x720.png') });
    await page.getByTestId('replay-first').click();
    await page.locator('[data-testid="replay"][data-step="0"]').waitFor();
  });

  it('the replay of a game still being played is refused: no table is shown', async () => {
    const { page } = app;
    const active = await command<SessionSummary>(page, 'sessions.create', { gameId: 'silentes', players: [{ name: 'Eva' }, { name: 'Juan' }] });
    await page.goto(`${app.host.url}/#/replay/${active.id}`);
    await page.getByTestId('error-notice').first().waitFor();
    expect(await page.getByTestId('map').count()).toBe(0);
    expect(await page.getByTestId('error-notice').first().innerText()).toContain('todavía se está jugando');
  });

  it('the profile page counts the finished game', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/#/`);
    const profile = page.getByTestId('profile').filter({ hasText: 'Ana' });
    await profile.getByTestId('profile-history').click();
    await page.waitForURL(/#\/profiles\//);
    const row = page.getByTestId('profile-game-silentes');
    await row.waitFor();
    expect(await page.locator('h1').innerText()).toContain('Historial de Ana');
    expect(await row.locator('[data-field="played"]').innerText()).toBe('1');
    const won = game.result!.outcome === 'victory';
    expect(await row.locator('[data-field="wins"]').innerText()).toBe(won ? '1' : '0');
    expect(await row.locator('[data-field="losses"]').innerText()).toBe(won ? '0' : '1');
    expect(await row.locator('[data-field="unfinished"]').innerText()).toBe('1');
    await expect.poll(() => page.getByTestId(`profile-recent-${game.id}`).count()).toBe(1);
  });

  it('a finished Grizzled game shows its own figures and replays to its end', async () => {
    const { page } = app;
    const players = [{ name: 'Bot Ana', bot: true }, { name: 'Bot Luis', bot: true }, { name: 'Bot Marta', bot: true }];
    const created = await command<SessionSummary>(page, 'sessions.create', { gameId: 'grizzled', players, seed: 'e2e-grizzled-end', options: { variant: 'normal' } });
    let snap = await command<SessionSnapshot>(page, 'sessions.open', { sessionId: created.id, seat: null });
    while (!snap.status.result) snap = await command<SessionSnapshot>(page, 'sessions.botStep', { sessionId: created.id, expectedSeq: snap.seq });
    await page.goto(`${app.host.url}/#/play/${created.id}`);
    const summary = page.getByTestId('end-summary');
    await summary.waitFor();
    for (const label of ['Misiones dirigidas', 'Golpes Duros', 'Apoyos recibidos', 'Discursos']) expect(await summary.locator('thead').innerText()).toContain(label);
    expect(await page.getByTestId('end-length').innerText()).toMatch(/Duración: \d+ misi(ón|ones) · \d+ jugadas?/);
    await expect.poll(() => page.getByTestId('end-hands').locator('li').count()).toBe(3);
    await page.getByTestId('end-replay').click();
    await page.locator('[data-testid="replay"][data-step="0"]').waitFor();
    const steps = await page.getByTestId('replay').getAttribute('data-steps');
    await page.getByTestId('replay-last').click();
    await page.locator(`[data-testid="replay"][data-step="${steps}"]`).waitFor();
    expect(app.problems).toEqual([]);
  });
});
