/**
 * (c) The Tragedy Looper script editor through the UI: an invalid script shows its problems and
 * cannot be saved or started; a generated one saves, appears in the library and starts a game;
 * an export imported again is the same script; an invalid file shows its problems and stores
 * nothing; while a game plays it, the script is neither opened nor exported (S24).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useApp } from './harness';

const app = useApp();

async function ownRows(): Promise<string[]> {
  const rows = app.page.locator('[data-testid^="script-row-"][data-shipped="false"]');
  return (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''))).map((id) => id.replace('script-row-', ''));
}

describe('the script editor and library', () => {
  it('(c) invalid cannot be saved; a generated script saves, round-trips through export and import, and starts a game', async () => {
    const { page } = app;
    // From the catalog, as a family finds it.
    await page.goto(`${app.host.url}/`);
    await page.getByTestId('catalog-looper-scripts').click();
    await page.getByTestId('script-library').waitFor();
    expect(await ownRows()).toEqual([]);

    // A new script starts empty: its problems show and it cannot be saved.
    await page.getByTestId('script-new').click();
    await page.getByTestId('editor-cover-reveal').click();
    await page.getByTestId('script-editor').waitFor();
    expect(Number(await page.getByTestId('editor-problems').getAttribute('data-count'))).toBeGreaterThan(0);
    expect(await page.getByTestId('editor-save').isDisabled()).toBe(true);

    // A generated one is valid and saves into the library.
    await page.getByTestId('editor-generate-seed').fill('familia-1');
    await page.getByTestId('editor-generate').click();
    await expect.poll(() => page.getByTestId('editor-problems').getAttribute('data-count')).toBe('0');
    await page.getByTestId('editor-save').click();
    await page.getByTestId('script-library').waitFor();
    await expect.poll(() => ownRows()).toHaveLength(1);
    const [id] = await ownRows();

    // Export, delete, import the exported file: the same script comes back under the same id.
    await page.getByTestId(`script-export-${id}`).click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('confirm-yes').click();
    const file = await (await downloading).path();
    const exported = await readFile(file, 'utf8');
    expect(JSON.parse(exported)).toMatchObject({ secret: expect.anything() });
    await page.getByTestId(`script-delete-${id}`).click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => ownRows()).toEqual([]);
    await page.getByTestId('script-import-file').setInputFiles({ name: 'guion.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await expect.poll(() => ownRows()).toEqual([id]);

    // A broken file: every problem shown, nothing stored.
    const broken = JSON.parse(exported) as { public: { days: number } };
    broken.public.days = 99;
    await page.getByTestId('script-import-file').setInputFiles({ name: 'roto.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
    await page.getByTestId('import-problems').waitFor();
    expect(Number(await page.getByTestId('import-problems').getAttribute('data-count'))).toBeGreaterThan(0);
    expect(await ownRows()).toEqual([id]);

    // The saved script starts a game with Velada as the mastermind.
    await page.getByTestId('script-library-new-game').click();
    await page.getByTestId('mastermind-velada').click();
    await page.getByTestId('protagonist-name-0').fill('Ana');
    await page.getByTestId(`script-option-${id}`).click();
    await page.getByTestId('start').click();
    await page.getByTestId('looper-board').waitFor();

    // While that game is unfinished its script stays shut (S24): the editor says why, the export is refused in words.
    await page.goto(`${app.host.url}/`);
    await page.getByTestId('catalog-looper-scripts').click();
    await page.getByTestId('script-library').waitFor();
    await page.getByTestId(`script-edit-${id}`).click();
    await page.getByTestId('editor-cover-reveal').click();
    const refused = page.getByTestId('editor-load-error');
    await refused.waitFor();
    expect(await refused.getAttribute('data-code')).toBe('script_in_play');
    expect(await refused.innerText()).toContain('se está jugando');
    expect(await page.getByTestId('script-editor').count()).toBe(0);
    await refused.getByRole('link').click();
    await page.getByTestId('script-library').waitFor();
    await page.getByTestId(`script-export-${id}`).click();
    await page.getByTestId('confirm-yes').click();
    const notice = page.locator('[data-testid="error-notice"][data-code="script_in_play"]');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('no se abre ni se exporta hasta que esa partida termine');
    expect(app.problems).toEqual([]);
  });
});
