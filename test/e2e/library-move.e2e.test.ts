/**
 * Issue 22 §15, "Moving to another computer", in Chromium through the web host at 800×600,
 * 1280×720 and 1920×1080: a game exported on another computer is imported from the home screen
 * (the preview shows its public facts, the confirmation writes it, it appears in the list and
 * opens), and importing it again brings a copy. Each screen is axe-clean, with every control named,
 * in sight without scrolling and its text unclipped. The page never reads the file (ruling S32):
 * the File goes to the host as a request body.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../electron/services/database';
import { SessionService } from '../../electron/services/sessions';
import { controlsWithoutName, seriousAxeViolations, WINDOW_SIZES } from './a11y';
import { RESULTS_DIR, useApp } from './harness';
import { outOfSight } from './in-sight';

const app = useApp();
let exported = '';
let gameId = '';
let elsewhere = '';

/** An unfinished Silentes game played two moves on "another computer", and its export file. */
beforeAll(async () => {
  elsewhere = mkdtempSync(path.join(tmpdir(), 'velada-elsewhere-'));
  const db = await openDatabase(path.join(elsewhere, 'velada.db'), { migrationsDir: path.resolve('migrations'), appVersion: 'e2e' });
  const service = new SessionService(db);
  const created = service.create('silentes', 'La noche del faro', [{ name: 'Ana' }, { name: 'Luis' }], {}, 'faro-secreto');
  for (let move = 0; move < 2; move++) {
    const table = service.open(created.id, null);
    const seat = table.status.deciding[0]!;
    const mine = service.open(created.id, seat);
    service.act(created.id, seat, mine.seq, mine.legal[0]);
  }
  gameId = created.id;
  exported = service.exportDocument(created.id).json;
  db.close();
});
afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));

/** Buttons of the screen as it is now whose text does not fit their box. */
function clippedButtons(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(`[...document.querySelectorAll(${JSON.stringify(`${scope} button`)})]
    .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1)
    .map((b) => b.getAttribute('data-testid') ?? b.textContent.trim())`);
}

/** `selector`'s controls after the page (never an inner box) scrolled to the first: none cut off. */
async function checkScreen(page: Page, where: string, selector: string, scope: string, modal = false): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  // axe's own rules name the controls of an open modal; the page behind it is inert and nameless to it.
  expect(await seriousAxeViolations(page), `axe on ${where}`).toEqual([]);
  if (!modal) expect(await controlsWithoutName(page), `unnamed controls on ${where}`).toEqual([]);
  const sight = await outOfSight(page, selector);
  expect(sight.count, `controls found on ${where}`).toBeGreaterThan(0);
  expect(sight.hidden, `out of sight on ${where}`).toEqual([]);
  expect(await clippedButtons(page, scope), `clipped on ${where}`).toEqual([]);
}

describe('moving a saved game to another computer', () => {
  it('imports it from the home screen after a preview of its public facts, again as a copy, at the three sizes', async () => {
    const { page } = app;
    for (const [index, size] of WINDOW_SIZES.entries()) {
      const where = `${size.width}×${size.height}`;
      await page.setViewportSize(size);
      await page.goto(`${app.host.url}/?move=${index}#/`);
      await page.getByTestId('import-save').waitFor();
      await checkScreen(page, `home at ${where}`, '[data-testid="import-save"]', '[data-testid="saves"]');

      await page.getByTestId('import-save-file').setInputFiles({ name: 'velada-silentes-la-noche-del-faro.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
      const preview = page.getByTestId('import-preview');
      await preview.waitFor();
      expect(await page.getByTestId('import-preview-game').textContent()).toBe('Silentes');
      expect(await page.getByTestId('import-preview-players').textContent()).toContain('Ana');
      expect(await page.getByTestId('import-preview-moves').textContent()).toMatch(/2 jugadas/);
      expect(await page.getByTestId('import-preview-state').textContent()).toContain('En curso');
      // The preview is the file's public facts: its seed (which rebuilds every hand) is not on the page.
      expect(await page.content()).not.toContain('faro-secreto');
      const asCopy = index > 0;
      expect(await page.getByTestId('import-preview-copy').count(), `copy notice at ${where}`).toBe(asCopy ? 1 : 0);
      await checkScreen(page, `import preview at ${where}`, '[data-testid="confirm-dialog"] button, [data-testid="import-preview"]', '[data-testid="confirm-dialog"]', true);
      await page.screenshot({ path: path.join(RESULTS_DIR, `import-preview-${size.width}x${size.height}.png`) });

      await page.getByTestId('confirm-yes').click();
      const note = page.getByTestId('import-save-note');
      await note.waitFor();
      expect(await note.textContent()).toBe(asCopy ? 'Importada como copia: «La noche del faro (copia)»' : 'Importada: «La noche del faro»');
      await expect.poll(() => page.locator('[data-testid="saves-active"] > li').count()).toBe(index + 1);
    }
    expect(app.problems).toEqual([]);
  });

  it('opens the imported game where it was left, at its third move', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${app.host.url}/?open=1#/`);
    await page.getByTestId(`save-${gameId}`).getByTestId('save-continue').click();
    await page.waitForURL(new RegExp(`#/play/${gameId}$`));
    // Two people at one screen: the table hands over to whoever decides the third move.
    await page.getByTestId('handoff-reveal').waitFor();
    expect(app.problems).toEqual([]);
  });
});
