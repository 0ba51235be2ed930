/**
 * When Darkness Comes' campaign bookkeeping through the UI in Chromium: a campaign created with
 * a house rule changed, two characters joining it, the end-of-game wizard run by hand after a
 * physical game (its draft survives a reload), the winner's die landing in the ledger and
 * reverted from the sheet, and the character exported and imported again (as a copy, its id
 * being taken) — reloading between the steps.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PREGENS, pregenChoice } from '../../shared/games/darkness/characters';
import { hostApi, useApp } from './harness';

const app = useApp();

const api = <T>(command: string, body: unknown) => hostApi<T>(app.host, command, body);

/** A character of the family's own (not a pregen: pregens never progress), from a pregen's numbers. */
async function character(name: string, pregen: number): Promise<string> {
  const choice = { ...pregenChoice(PREGENS[pregen]!, 'es'), name };
  const created = await api<{ sheet: { id: string } }>('darkness.characters.create', { choice, who: 'Ana' });
  return created.sheet.id;
}

describe('a campaign by hand', () => {
  it('creates a campaign, runs the end-of-game wizard, reverts the die from the sheet, and exports and re-imports the character', async () => {
    const { page } = app;
    const nora = await character('Nora', 0);
    const teo = await character('Teo', 1);

    // The campaign, with one house rule changed.
    await page.goto(`${app.host.url}/`);
    await page.getByTestId('catalog-darkness-campaigns').click();
    await page.getByTestId('campaigns').waitFor();
    await page.getByTestId('campaigns-new').click();
    await page.getByTestId('campaign-name').fill('Invierno en Ravenbrook');
    await page.getByTestId('campaign-mode-standard').check();
    const rule = page.getByTestId('campaign-rule-A39');
    const other = await rule.locator('option:not(:checked)').first().getAttribute('value');
    await rule.selectOption(other!);
    await page.getByTestId('campaign-save').click();
    // Saving opens the new campaign's page.
    await page.getByTestId('campaign').waitFor();
    const campaignId = decodeURIComponent(page.url().split('/').pop()!);
    await expect.poll(() => page.getByTestId('campaign-rule-changed-A39').count()).toBe(1);
    for (const id of [nora, teo]) {
      await page.getByTestId('campaign-add-select').selectOption(id);
      await page.getByTestId('campaign-add').click();
      await page.getByTestId(`campaign-member-${id}`).waitFor();
    }
    await page.reload();
    await page.getByTestId(`campaign-member-${teo}`).waitFor();

    // The end-of-game wizard after a physical game: Nora wins with 12 VP.
    await page.getByTestId('campaign-end-of-game').click();
    await page.getByTestId('eog').waitFor();
    await page.getByTestId('eog-scenario').fill('Radio de toque de queda');
    await page.getByTestId('eog-objective').check();
    await page.getByTestId(`eog-vp-${nora}`).fill('12');
    await page.getByTestId(`eog-vp-${teo}`).fill('4');
    await page.getByTestId('eog-next').click();
    await expect.poll(() => page.getByTestId('eog').getAttribute('data-step')).toBe('2');
    await page.getByTestId(`eog-effect-${nora}-0`).waitFor();
    // The draft comes back after a reload.
    await page.getByTestId('eog-save').click();
    await page.reload();
    await page.getByTestId('eog').waitFor();
    expect(await page.getByTestId('eog-scenario').count()).toBeLessThanOrEqual(1);
    await page.getByTestId('eog-step-1').click();
    expect(await page.getByTestId(`eog-vp-${nora}`).inputValue()).toBe('12');
    await page.getByTestId('eog-next').click();
    await page.getByTestId('eog-next').click();
    await expect.poll(() => page.getByTestId('eog').getAttribute('data-step')).toBe('3');
    await page.getByTestId(`eog-choice-${nora}-attribute`).selectOption('speed');
    await page.getByTestId('eog-next').click();
    await page.getByTestId(`eog-before-after-${nora}`).waitFor();
    await page.getByTestId('eog-who').fill('Ana');
    await page.getByTestId('eog-confirm').click();
    await page.getByTestId('campaign').waitFor();
    expect(page.url()).toContain(campaignId);
    await expect.poll(() => page.getByTestId('campaign-played').getAttribute('data-count')).toBe('1');
    // The wizard's end leads on: the campaign's page offers the next chapter (issue 22, point 6).
    expect(await page.getByTestId('campaign-next-game').getAttribute('data-game')).toBe('next');
    expect(await page.getByTestId('campaign-next-game').innerText()).toBe('Jugar el siguiente capítulo');

    // Nora's sheet: one more Speed die, written in the ledger; reverting it puts the sheet back.
    const before = PREGENS[0]!.attributes.speed;
    await page.goto(`${app.host.url}/?sheet=${nora}#/darkness/characters/${nora}`);
    await page.getByTestId('sheet').waitFor();
    expect(await page.getByTestId('sheet-attribute-speed').getAttribute('data-dice')).toBe(String(before + 1));
    const die = page.locator('[data-testid^="sheet-entry-"][data-kind="attributeDie"]').first();
    const seq = (await die.getAttribute('data-testid'))!.replace('sheet-entry-', '');
    await page.getByTestId(`sheet-revert-${seq}`).click();
    await page.getByTestId('sheet-revert-who').fill('Luis');
    await page.getByTestId('sheet-revert-why').fill('El dado era para Teo');
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId(`sheet-entry-${seq}`).getAttribute('data-reverted')).toBe('true');
    expect(await page.getByTestId('sheet-attribute-speed').getAttribute('data-dice')).toBe(String(before));
    await page.reload();
    await page.getByTestId('sheet').waitFor();
    expect(await page.getByTestId('sheet-attribute-speed').getAttribute('data-dice')).toBe(String(before));

    // Export Nora, then import the file: her id is taken, so she comes in as a copy.
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-character').click();
    const yes = page.getByTestId('confirm-yes');
    if ((await yes.count()) > 0) await yes.click();
    const exported = await readFile(await (await downloading).path(), 'utf8');
    await page.getByTestId('sheet-back').click();
    await page.getByTestId('roster').waitFor();
    // The list loads after the page shows: count it once it is there (counting earlier read 0 now and then).
    await page.getByTestId('roster-loading').waitFor({ state: 'detached' });
    const before3 = await page.locator('[data-testid^="roster-character-"]').count();
    await page.getByTestId('import-file').setInputFiles({ name: 'nora.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await page.getByTestId('import-preview').waitFor();
    await expect.poll(() => page.locator('[data-testid^="import-line-"][data-copy="true"]').count()).toBe(1);
    await page.getByTestId('import-confirm').click();
    await expect.poll(() => page.locator('[data-testid^="roster-character-"]').count()).toBe(before3 + 1);
    expect(app.problems).toEqual([]);
  });

  it('lists the safety copies taken before the end of game and the import, and restores one (the current file moved aside)', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/?backups=1#/darkness/backups`);
    await page.getByTestId('backups').waitFor();
    await expect.poll(() => page.locator('[data-testid^="backup-row-"][data-reason="import"]').count()).toBe(1);
    expect(await page.locator('[data-testid^="backup-row-"][data-reason="end_of_game"]').count()).toBe(1);
    expect(await page.getByTestId('backup-row-0').getAttribute('data-reason')).toBe('import');
    // The newest copy was taken before the import: restoring it takes the imported copy away again.
    await page.getByTestId('backup-restore-0').click();
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('backups-restored').waitFor();
    await page.goto(`${app.host.url}/?roster=1#/darkness/characters`);
    await page.getByTestId('roster').waitFor();
    await expect.poll(() => page.locator('[data-testid^="roster-character-"]').count()).toBe(2);
    expect(app.problems).toEqual([]);
  });

  it('asks before leaving the creation wizard with changes not yet saved', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/?wizard=1#/darkness/characters/new`);
    await page.getByTestId('wizard').waitFor();
    await page.getByTestId('wizard-name').fill('Iris');
    await page.getByTestId('wizard-close').click();
    await page.getByTestId('wizard-leave-save').waitFor();
    await page.getByTestId('confirm-cancel').click();
    expect(await page.getByTestId('wizard-name').inputValue()).toBe('Iris');
  });
});
