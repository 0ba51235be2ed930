/**
 * When Darkness Comes, part 1, through the UI in Chromium: the roll helper reads typed physical
 * dice and shows the odds before rolling; a character is created with the wizard (its draft
 * survives a reload mid-way), shows on the roster and as a sheet, and a correction in its ledger
 * is reverted from the sheet (a new entry, never a deletion) — and it all comes back after a reload.
 */
import { describe, expect, it } from 'vitest';
import { useApp } from './harness';
import { controlsWithoutName, seriousAxeViolations } from './a11y';

const app = useApp();

describe('When Darkness Comes: roll helper, wizard, roster, sheet and ledger', () => {
  it('the roll helper shows the odds first, then reads typed dice: level, pattern and verdict', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/`);
    await page.getByTestId('catalog-darkness-roll').click();
    await page.getByTestId('roll-helper').waitFor();
    await page.getByTestId('roll-attribute').fill('4');
    await page.getByTestId('roll-target').selectOption('2');
    // Four dice reach a pair 89% of the time (the digest's table).
    expect(Number(await page.getByTestId('roll-odds-1P').getAttribute('data-chance'))).toBeCloseTo(0.89, 1);
    await page.getByTestId('roll-physical').check();
    await page.getByTestId('roll-faces-main').fill('7 6 2 3');
    await page.getByTestId('roll-read').click();
    await page.getByTestId('roll-faces-error-main').waitFor();
    await page.getByTestId('roll-faces-main').fill('6 6 2 3');
    await page.getByTestId('roll-read').click();
    await page.getByTestId('roll-result').waitFor();
    expect(await page.getByTestId('roll-hand-main').getAttribute('data-level')).toBe('2');
    expect(await page.getByTestId('roll-verdict').getAttribute('data-success')).toBe('true');
    expect(await seriousAxeViolations(page), 'axe on the roll helper').toEqual([]);
    expect(await controlsWithoutName(page), 'unnamed controls on the roll helper').toEqual([]);
    expect(app.problems).toEqual([]);
  });

  it('creates a thief with the wizard (the draft survives a reload), then sees the roster, the sheet and a reverted correction', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/`);
    await page.getByTestId('catalog-darkness-roster').click();
    await page.getByTestId('roster').waitFor();
    await page.getByTestId('roster-create').click();
    await page.getByTestId('wizard').waitFor();
    expect(await seriousAxeViolations(page), 'axe on the wizard').toEqual([]);
    await page.getByTestId('wizard-name').fill('Mara Sombra');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-occupation-thief').check();
    await page.getByTestId('wizard-next').click();
    // The draft is saved on each step: a reload brings the wizard back where it was.
    await expect.poll(() => page.getByTestId('wizard').getAttribute('data-step')).toBe('attributes');
    await expect.poll(() => page.getByTestId('wizard').getAttribute('data-dirty'), { timeout: 15_000 }).toBe('false');
    await page.reload();
    await page.getByTestId('wizard').waitFor();
    await page.getByTestId('wizard-step-identity').click();
    expect(await page.getByTestId('wizard-name').inputValue()).toBe('Mara Sombra');
    await page.getByTestId('wizard-step-attributes').click();
    for (const [id, times] of [['dexterity', 2], ['speed', 2], ['intelligence', 1], ['persuasion', 1]] as const) {
      for (let i = 0; i < times; i++) await page.getByTestId(`wizard-attribute-${id}-more`).click();
    }
    expect(await page.getByTestId('wizard-attribute-points').getAttribute('data-left')).toBe('0');
    await page.getByTestId('wizard-next').click();
    for (const skill of ['search', 'stealth', 'climbing', 'driving', 'bribery', 'fast_talk']) {
      await page.getByTestId(`wizard-skill-${skill}-tier`).selectOption('basic');
    }
    expect(await page.getByTestId('wizard-skill-points').getAttribute('data-left')).toBe('0');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-review').waitFor();
    // The review previews the sheet main will create (the same shared rule).
    expect(await page.getByTestId('wizard-preview-attribute-dexterity').getAttribute('data-dice')).toBe('4');
    expect(await page.getByTestId('wizard-preview-skill-lockpicking').getAttribute('data-tier')).toBe('basic');
    expect(await page.getByTestId('wizard-preview-skill-points').getAttribute('data-n')).toBe('0');
    await page.getByTestId('wizard-who').fill('Ana');
    await page.getByTestId('wizard-create').click();

    // The sheet: what the wizard chose, and a ledger whose first entry is the creation.
    await page.getByTestId('sheet').waitFor();
    expect(await page.getByTestId('sheet-name').innerText()).toContain('Mara Sombra');
    expect(await page.getByTestId('sheet-attribute-dexterity').getAttribute('data-dice')).toBe('4');
    expect(await page.getByTestId('sheet-skill-lockpicking').getAttribute('data-tier')).toBe('basic');
    expect(await page.getByTestId('sheet-entry-1').getAttribute('data-kind')).toBe('created');
    expect(await seriousAxeViolations(page), 'axe on the sheet').toEqual([]);
    // The creation itself is never offered for revert (a revert would leave no character).
    expect(await page.getByTestId('sheet-revert-1').count()).toBe(0);

    // A family's correction (written through the host, as the sheet's editor is not built yet),
    // then reverted from the sheet: the ledger keeps both entries and the sheet is as before.
    const characterId = decodeURIComponent(page.url().split('/').pop()!);
    const corrected = await fetch(`${app.host.url}/api/darkness.characters.correct`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ characterId, patch: { bankedVp: 7 }, who: 'Ana', why: 'VP de la partida del sábado' }),
    });
    expect(((await corrected.json()) as { ok: boolean }).ok).toBe(true);
    await page.reload();
    await page.getByTestId('sheet').waitFor();
    expect(await page.getByTestId('sheet-banked-vp').innerText()).toContain('7');
    await page.getByTestId('sheet-revert-2').click();
    await page.getByTestId('sheet-revert-who').fill('Luis');
    await page.getByTestId('sheet-revert-why').fill('Nos equivocamos de personaje');
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => page.getByTestId('sheet-entry-2').getAttribute('data-reverted')).toBe('true');
    expect(await page.getByTestId('sheet-entry-3').getAttribute('data-kind')).toBe('revert');
    expect(await page.getByTestId('sheet-banked-vp').innerText()).not.toContain('7');

    // After a reload the same sheet comes back, and the roster lists the character.
    await page.reload();
    await page.getByTestId('sheet').waitFor();
    expect(await page.getByTestId('sheet-attribute-dexterity').getAttribute('data-dice')).toBe('4');
    await page.getByTestId('sheet-back').click();
    await page.getByTestId('roster').waitFor();
    await expect.poll(() => page.locator('[data-testid^="roster-character-"][data-status="alive"]').count()).toBe(1);
    expect(app.problems).toEqual([]);
  });
});
