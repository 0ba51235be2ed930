/**
 * Issue 8, points 6, 7, 10 and 11 in Chromium: an irreversible move asks first (and the
 * setting turns that off), an undo shows in the log, one connection banner stands in for the
 * errors while the host is down and goes when it is back, and the new-game forms keep the
 * seed folded, say when a name is too long and start The Grizzled for a first game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startWebHost, type WebHost } from '../../electron/web/host';
import { STATIC_DIR, startApp, type App } from './harness';
import { createSilentesGame, decide, readTable, settled } from './driver';
import { createGrizzledGame, decideGrizzled, readGrizzled, setBotSpeed, waitForGrizzled } from './grizzled-driver';

let app: App | null = null;
let restarted: WebHost | null = null;

afterEach(async () => {
  await restarted?.close();
  restarted = null;
  await app?.close();
  app = null;
});

/** A Silentes game with open hands (no covers), both survivors placed: Ana decides her action. */
async function gameAtFirstAction(page: Page, seed: string): Promise<void> {
  await createSilentesGame(page, { names: ['Ana', 'Luis'], seed, openHands: true });
  while ((await settled(page)) === 'table' && (await readTable(page)).decision === 'place') await decide(page, 'search');
  expect((await readTable(page)).decision).toBe('act');
}

async function waitPastSeq(page: Page, seq: number): Promise<void> {
  await page.locator(`[data-testid="play"][data-busy="false"]:has([data-testid="table"]:not([data-seq="${seq}"]))`).waitFor({ state: 'attached' });
}

describe('feedback at the table', () => {
  it('asks before a move that cannot be undone; Cancel changes nothing; "No volver a preguntar" turns the question off', async () => {
    app = await startApp({ confirmMoves: true });
    const { page } = app;
    await gameAtFirstAction(page, 'feedback-confirm');
    const before = await readTable(page);

    await page.getByTestId('act-search').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe('Esta jugada no se puede deshacer');
    expect(await page.getByTestId('confirm-body').innerText()).toBe('Buscar provisiones roba una carta del mazo de provisiones.');
    await page.getByTestId('confirm-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await readTable(page)).toEqual(before);

    await page.getByTestId('act-search').click();
    await page.getByTestId('move-confirm-dont-ask').check();
    await page.getByTestId('confirm-yes').click();
    await waitPastSeq(page, before.seq);
    expect(await page.getByTestId('confirm-irreversible').isChecked()).toBe(false);

    // Luis's action flips the hunt card (irreversible): with the setting off, no question.
    const second = await readTable(page);
    expect(second.decision).toBe('act');
    await page.getByTestId('act-search').click();
    await waitPastSeq(page, second.seq);
    expect(await page.getByTestId('confirm-dialog').count()).toBe(0);

    // The setting is kept by the services: after a reload the switch is still off.
    await page.reload();
    await page.getByTestId('confirm-irreversible').waitFor();
    expect(await page.getByTestId('confirm-irreversible').isChecked()).toBe(false);
    expect(app.problems).toEqual([]);
  });

  it('tells the second survivor that the hunt card will be revealed; Escape leaves the table as it was', async () => {
    app = await startApp({ confirmMoves: true });
    const { page } = app;
    await gameAtFirstAction(page, 'feedback-reveal');
    await decide(page, 'hide');
    // A hide by Ana could be taken back; Luis's action cannot.
    const luis = await readTable(page);
    await page.getByTestId('act-search').click();
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await page.getByTestId('confirm-body').innerText()).toContain('se revela la carta de caza');
    await page.keyboard.press('Escape');
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    expect((await readTable(page)).seq).toBe(luis.seq);
  });

  it('writes "Ana deshizo su jugada" in the log after an undo, and keeps it after later moves', async () => {
    app = await startApp();
    const { page } = app;
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'feedback-undo', openHands: true });
    await settled(page);
    await decide(page, 'search'); // Ana places her survivor
    const placed = await readTable(page);
    await page.getByTestId('undo').click();
    await waitPastSeq(page, placed.seq);
    const line = page.getByTestId('log-undo');
    await line.waitFor();
    expect(await line.innerText()).toBe('Ana deshizo su jugada');
    await decide(page, 'search');
    await decide(page, 'search');
    expect(await page.getByTestId('log-undo').count()).toBe(1);
    // It sits after the lines before the undo and before the moves that followed it.
    const keys = await page.getByTestId('log').locator('li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-key')));
    expect(keys.indexOf('undo')).toBeGreaterThan(0);
    expect(keys.indexOf('undo')).toBeLessThan(keys.length - 1);
    expect(app.problems).toEqual([]);
  });

  it('shows one connection banner while the host is down, takes no clicks, and clears itself when it is back', async () => {
    app = await startApp();
    const { page } = app;
    await gameAtFirstAction(page, 'feedback-offline');
    const before = await readTable(page);

    await app.host.close();
    await page.getByTestId('act-search').click();
    const banner = page.getByTestId('connection-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('Sin conexión con Velada — reintentando…');
    expect(await page.getByTestId('error-notice').count()).toBe(0);
    expect(await page.getByTestId('app-main').getAttribute('inert')).not.toBeNull();
    // A click on the table now reaches nothing.
    await expect(page.getByTestId('act-search').click({ timeout: 500 })).rejects.toThrow();
    expect(await page.getByTestId('connection-banner').count()).toBe(1);

    restarted = await startWebHost({ port: app.host.port, dataDir: app.dataDir, staticDir: STATIC_DIR });
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.getByTestId('app-main').getAttribute('inert')).toBeNull();
    expect((await readTable(page)).seq).toBe(before.seq);
    await page.getByTestId('act-search').click();
    await waitPastSeq(page, before.seq);
    expect(await page.getByTestId('error-notice').count()).toBe(0);
  });
});

describe('previews', () => {
  it('The Grizzled: pointing at a playable card shows the threats it leaves in No Man\'s Land', async () => {
    app = await startApp();
    const { page } = app;
    await setBotSpeed(page, 0);
    await createGrizzledGame(page, { seats: [{ name: 'Ana' }, { bot: true }, { bot: true }], seed: 'feedback-preview' });
    for (let i = 0; i < 30; i++) {
      const screen = await waitForGrizzled(page);
      if (screen === 'mine' && (await readGrizzled(page)).decision === 'turn') break;
      if (screen === 'handoff') await page.getByTestId('handoff-reveal').click();
      else await decideGrizzled(page);
    }
    expect((await readGrizzled(page)).decision).toBe('turn');
    const playable = page.getByTestId('my-hand').locator('button[data-card]:not([disabled])').first();
    const card = await playable.getAttribute('data-card');
    expect(card).not.toBeNull();
    await playable.hover();
    const preview = page.getByTestId('play-preview');
    await expect.poll(() => preview.innerText()).toMatch(/^Amenazas en Tierra de Nadie después: |Es una Trampa|Con esta carta hay tres/);
    // Moving away clears it; the keyboard focus shows it too.
    await page.getByTestId('decision').hover();
    await expect.poll(() => preview.innerText()).toBe('');
    await playable.focus();
    await expect.poll(() => preview.innerText()).not.toBe('');
  });
});

describe('new-game forms', () => {
  it('keep the seed under "Opciones avanzadas", say when a name (or a profile name) is too long, start The Grizzled for a first game, and for two with the Chaplain', async () => {
    app = await startApp();
    const { page } = app;
    expect(await page.getByTestId('bot-speed').count()).toBe(0);

    // A family profile's name too: said, not cut, and not sent.
    const tooLong = 'Maximiliana de los Ángeles Fernández-Villa';
    await page.getByTestId('profile-new-name').fill(tooLong);
    expect(await page.getByTestId('profile-new-name').inputValue()).toBe(tooLong);
    expect(await page.getByTestId('profile-new-name-too-long').innerText()).toContain('como mucho 40 caracteres');
    await page.getByTestId('profile-new-name').press('Enter');
    expect(await page.getByTestId('profile').count()).toBe(0);
    await page.getByTestId('profile-new-name').fill('');

    await page.getByTestId('new-silentes').click();
    await page.getByTestId('advanced-options').waitFor();
    expect(await page.getByTestId('seed').isVisible()).toBe(false);
    expect(await page.getByTestId('advanced-toggle').innerText()).toBe('Opciones avanzadas');
    await page.getByTestId('advanced-toggle').click();
    expect(await page.getByTestId('seed').isVisible()).toBe(true);
    const long = 'Maximiliana de los Ángeles Fernández-Villa';
    await page.getByTestId('seat-0-name').fill(long);
    expect(await page.getByTestId('seat-0-name').inputValue()).toBe(long);
    expect(await page.getByTestId('seat-0-name-too-long').innerText()).toContain('demasiado largo: como mucho 40 caracteres');

    await page.goto(`${app.host.url}/#/new/grizzled`);
    await page.getByTestId('new-game-form').waitFor();
    await page.getByTestId('rookie-suggested').waitFor();
    expect(await page.getByTestId('variant').inputValue()).toBe('rookie');
    const seats = page.locator('fieldset[data-testid^="seat-"]');
    for (let i = 0; i < (await seats.count()); i++) expect(await page.getByTestId(`seat-${i}-bot`).isChecked()).toBe(false);
    expect(await page.getByTestId('bot-speed').count()).toBe(1);
    expect(await page.getByTestId('seed').isVisible()).toBe(false);

    // G41: at two seats the plain game is the Chaplain's, and the plain game without him is warned about.
    const variantIs = (value: string) =>
      page.waitForFunction(`document.querySelector('[data-testid="variant"]')?.value === ${JSON.stringify(value)}`, undefined, { timeout: 5_000 });
    await page.getByTestId('variant').selectOption('normal');
    while ((await seats.count()) > 2) await page.getByTestId(`seat-${(await seats.count()) - 1}-remove`).click();
    await variantIs('twoPlayer');
    expect(await page.getByTestId('variant-help').innerText()).toContain('Capellán');
    expect(await page.getByTestId('no-chaplain-warning').count()).toBe(0);
    await page.getByTestId('variant').selectOption('normal');
    expect(await page.getByTestId('no-chaplain-warning').innerText()).toContain('nadie recibe apoyo');
    await page.getByTestId('add-seat').click();
    await variantIs('normal');
    expect(await page.getByTestId('no-chaplain-warning').count()).toBe(0);
    expect(app.problems).toEqual([]);
  });
});
