/**
 * Issue 22 §15, "back up / restore the whole library", in Chromium through the web host at 800×600,
 * 1280×720 and 1920×1080: a game is made, the library is backed up from the home screen (the
 * browser's own download, S35), the game is deleted, the backup is restored from the home screen
 * (the preview shows what it holds, the confirmation replaces the library and keeps the old one
 * aside, S36), and the game is back in the list and opens. Each screen is axe-clean, every control
 * named, in sight and unclipped. The page never reads either file: the download is the browser's,
 * the chosen File goes to the host as a request body.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SessionSummary } from '../../shared/ipc/contract';
import { controlsWithoutName, seriousAxeViolations, WINDOW_SIZES } from './a11y';
import { hostApi, RESULTS_DIR, useApp } from './harness';
import { outOfSight } from './in-sight';
import { readMigrations } from '../../electron/services/database';
import { MIGRATIONS_DIR } from '../fixtures/temp-data';

const app = useApp();

/** Buttons in `scope` whose text does not fit their box. */
function clippedButtons(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(`[...document.querySelectorAll(${JSON.stringify(`${scope} button`)})]
    .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1)
    .map((b) => b.getAttribute('data-testid') ?? b.textContent.trim())`);
}

/** `selector`'s controls after the page (never an inner box) scrolled to the first: none cut off. */
async function checkScreen(page: Page, where: string, selector: string, scope: string, modal = false): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  expect(await seriousAxeViolations(page), `axe on ${where}`).toEqual([]);
  // axe's own rules name the controls of an open modal; the page behind it is inert and nameless to it.
  if (!modal) expect(await controlsWithoutName(page), `unnamed controls on ${where}`).toEqual([]);
  const sight = await outOfSight(page, selector);
  expect(sight.count, `controls found on ${where}`).toBeGreaterThan(0);
  expect(sight.hidden, `out of sight on ${where}`).toEqual([]);
  expect(await clippedButtons(page, scope), `clipped on ${where}`).toEqual([]);
}

describe('backing up and restoring the whole library', () => {
  it('backs up, loses a game, restores the backup and gets the game back, at the three sizes', async () => {
    const { page } = app;
    for (const [index, size] of WINDOW_SIZES.entries()) {
      const where = `${size.width}×${size.height}`;
      await page.setViewportSize(size);
      const title = `La noche ${index + 1}`;
      const game = await hostApi<SessionSummary>(app.host, 'sessions.create', { gameId: 'silentes', title, players: [{ name: 'Ana' }, { name: 'Luis' }] });
      await page.goto(`${app.host.url}/?library=${index}#/`);
      const row = page.getByTestId(`save-${game.id}`);
      await row.waitFor();
      await checkScreen(page, `home at ${where}`, '[data-testid="library-panel"] button', '[data-testid="library-panel"]');

      const downloading = page.waitForEvent('download');
      await page.getByTestId('library-backup-button').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^velada-biblioteca-\d{4}-\d{2}-\d{2}\.db$/);
      const copy = await readFile((await download.path())!);
      expect(copy.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
      expect(await page.getByTestId('library-note').textContent()).toBe('Descargando la copia de la biblioteca…');

      await row.getByTestId('save-delete').click();
      await page.getByTestId('confirm-yes').click();
      await row.waitFor({ state: 'detached' });

      await page.getByTestId('library-file-input').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/vnd.sqlite3', buffer: copy });
      await page.getByTestId('library-facts').waitFor();
      // Every game made so far is in the backup, none finished.
      expect(await page.getByTestId('library-count-saves').textContent()).toMatch(new RegExp(`^\\s*${index + 1} en curso · 0 terminadas\\s*$`));
      expect(await page.getByTestId('library-count-profiles').textContent()).toBe('0');
      expect(await page.getByTestId('library-made-with').textContent()).toMatch(new RegExp(`esquema ${readMigrations(MIGRATIONS_DIR).length}`));
      await checkScreen(page, `restore preview at ${where}`, '[data-testid="confirm-dialog"] button, [data-testid="library-facts"]', '[data-testid="confirm-dialog"]', true);
      await page.screenshot({ path: path.join(RESULTS_DIR, `library-restore-preview-${size.width}x${size.height}.png`) });

      await page.getByTestId('confirm-yes').click();
      const note = page.getByTestId('library-note');
      await expect.poll(() => note.textContent()).toMatch(/^Biblioteca restaurada\. La que tenías se ha guardado como «velada-before-restore-[\d-]+\.db» junto al archivo de datos de Velada\.$/);
      await row.waitFor();
      expect(await row.getByTestId('save-title').textContent()).toBe(title);
      await expect.poll(() => page.locator('[data-testid="saves-active"] > li').count()).toBe(index + 1);
      await checkScreen(page, `home after the restore at ${where}`, '[data-testid="library-panel"] button', '[data-testid="library-panel"]');
    }
    expect(app.problems).toEqual([]);
  });

  it('opens a restored game', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${app.host.url}/?opened=1#/`);
    const first = page.locator('[data-testid="saves-active"] > li').first();
    await first.getByTestId('save-continue').click();
    await page.waitForURL(/#\/play\//);
    await page.getByTestId('handoff-reveal').waitFor();
    expect(app.problems).toEqual([]);
  });

  it('says in words why a file that is not a library is refused, and changes nothing', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/?refused=1#/`);
    await page.getByTestId('library-panel').waitFor();
    const before = await page.locator('[data-testid="saves-active"] > li').count();
    await page.getByTestId('library-file-input').setInputFiles({ name: 'notas.db', mimeType: 'application/octet-stream', buffer: Buffer.from('la lista de la compra') });
    await expect.poll(() => page.getByText('Ese archivo no es una biblioteca de Velada: no es una base de datos SQLite.').count()).toBe(1);
    expect(await page.getByTestId('library-facts').count()).toBe(0);
    expect(await page.locator('[data-testid="saves-active"] > li').count()).toBe(before);
  });
});
