/**
 * The home screen through the UI: the catalog, family profiles, the saves list (rename,
 * duplicate, delete with confirmation), translated errors that keep what was typed, and
 * the language switch persisted across a reload.
 */
import { describe, expect, it } from 'vitest';
import { useApp } from './harness';
import { fillSeed, settled } from './driver';

const app = useApp();

describe('home screen', () => {
  it('shows the five games, every one playable: none is "Próximamente" any more', async () => {
    const { page } = app;
    await page.getByTestId('game-silentes').waitFor();
    expect(await page.getByTestId('game-silentes').locator('xpath=..').innerText()).not.toContain('Próximamente');
    // Salem 1692 has its new-game screen and its rules.
    const salem = page.getByTestId('game-salem');
    expect(await salem.getByTestId('new-salem').getAttribute('href')).toBe('#/new/salem');
    expect(await salem.getByTestId('rules-open-salem').count()).toBe(1);
    // When Darkness Comes' board game has its new-game screen, next to the roll helper and characters.
    expect(await page.getByTestId('new-darkness').getAttribute('href')).toBe('#/new/darkness');
    expect(await page.getByTestId('catalog-darkness-roll').getAttribute('href')).toBe('#/darkness/roll');
    expect(await page.getByTestId('catalog-darkness-roster').getAttribute('href')).toBe('#/darkness/characters');
    expect(await page.getByTestId('new-silentes').count()).toBe(1);
    expect(await page.getByTestId('new-grizzled').getAttribute('href')).toBe('#/new/grizzled');
    expect(await page.getByTestId('new-looper').getAttribute('href')).toBe('#/new/looper');
    expect(await page.getByTestId('catalog-looper-scripts').getAttribute('href')).toBe('#/looper/scripts');
  });

  it('opens Salem’s new-game form: 5 seats to start, deal 2 keep 1 only up to 7 seats (S107), the six variants explained', async () => {
    const { page } = app;
    await page.getByTestId('new-salem').click();
    await page.getByTestId('new-game-form').waitFor();
    const seats = page.locator('fieldset[data-testid^="seat-"]');
    expect(await seats.count()).toBe(5);
    expect(await page.getByTestId('character-choice').count()).toBe(1);
    expect(await page.getByTestId('bot-speed').count()).toBe(1);
    for (let n = 5; n < 8; n++) await page.getByTestId('add-seat').click();
    expect(await seats.count()).toBe(8);
    expect(await page.getByTestId('character-choice').count()).toBe(0);
    expect(await page.getByTestId('character-choice-help').innerText()).toContain('Con más de 7 jugadores');
    expect(await page.locator('[data-testid^="variant-"]').count()).toBe(6);
    expect(await page.getByTestId('variants').innerText()).toContain('Muertes en silencio');
    await page.getByTestId('start-game').click();
    expect(await page.getByTestId('form-problem').innerText()).toBe('Cada puesto necesita un nombre.');
    await page.goBack();
    await page.getByTestId('game-silentes').waitFor();
    expect(app.problems).toEqual([]);
  });

  it('creates, renames and deletes family profiles; a duplicate name shows a translated error and keeps the input', async () => {
    const { page } = app;
    const names = page.getByTestId('profile-name');
    for (const name of ['Ana', 'Luis']) {
      await page.getByTestId('profile-new-name').fill(name);
      await page.getByTestId('profile-add').click();
      await page.getByTestId('profile-name').filter({ hasText: name }).waitFor();
    }
    expect(await names.allInnerTexts()).toEqual(['Ana', 'Luis']);

    await page.getByTestId('profile-new-name').fill('Ana');
    await page.getByTestId('profile-add').click();
    const notice = page.getByTestId('error-notice');
    await notice.waitFor();
    expect(await notice.getAttribute('data-code')).toBe('profile_name_taken');
    expect(await notice.innerText()).toContain('Ya existe un jugador llamado Ana.');
    expect(await page.getByTestId('profile-new-name').inputValue()).toBe('Ana');
    expect(await names.count()).toBe(2);
    await notice.getByRole('button').click();
    expect(await notice.count()).toBe(0);
    await page.getByTestId('profile-new-name').fill('  ');
    await page.getByTestId('profile-add').click();
    expect(await notice.innerText()).toContain('El nombre no puede quedar vacío.');
    expect(await names.count()).toBe(2);
    await notice.getByRole('button').click();
    await page.getByTestId('profile-new-name').fill('');

    const luis = page.getByTestId('profile').filter({ hasText: 'Luis' });
    await luis.getByTestId('profile-rename').click();
    await page.getByTestId('profile-name-input').fill('Luisito');
    await page.getByTestId('profile-name-input').press('Enter');
    await page.getByTestId('profile-name').filter({ hasText: 'Luisito' }).waitFor();

    const ana = page.getByTestId('profile').filter({ hasText: 'Ana' });
    await ana.getByTestId('profile-delete').click();
    await page.getByTestId('confirm-cancel').click();
    expect(await names.allInnerTexts()).toEqual(['Ana', 'Luisito']);
    await ana.getByTestId('profile-delete').click();
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('profile').filter({ hasText: 'Ana' }).waitFor({ state: 'detached' });
    expect(await names.allInnerTexts()).toEqual(['Luisito']);
  });

  it('starts a game from a profile and manages it in the saves list', async () => {
    const { page } = app;
    await page.getByTestId('new-silentes').click();
    // The first family member is pre-filled; seat 2 is typed.
    expect(await page.getByTestId('seat-0-name').inputValue()).toBe('Luisito');
    await page.getByTestId('seat-1-name').fill('luisito');
    await page.getByTestId('start-game').click();
    expect(await page.getByTestId('form-problem').innerText()).toContain('nombres distintos');
    expect(page.url()).toContain('#/new/silentes');
    await page.getByTestId('seat-1-name').fill('Eva');
    await fillSeed(page, 'home-1');
    await page.getByTestId('start-game').click();
    expect(await settled(page)).toBe('handoff');
    expect(await page.getByTestId('handoff-title').innerText()).toBe('Turno de Luisito');

    await page.getByTestId('nav-home').click();
    const saves = page.getByTestId('saves-active').locator('[data-testid^="save-"][data-status]');
    await saves.first().waitFor();
    await expect.poll(() => saves.count()).toBe(1);
    const save = saves.first();
    expect(await save.innerText()).toContain('Jugadores: Luisito, Eva');
    expect(await save.getByTestId('save-title').innerText()).toBe('Silentes — Luisito y Eva');
    expect(await save.getByTestId('save-summary').innerText()).toBe('Ronda 0 · Ruido 0/15 · Caza 26');

    // An empty title is refused with a specific message; the field stays open with the draft.
    await save.getByTestId('save-rename').click();
    await page.getByTestId('save-title-input').fill('   ');
    await page.getByTestId('save-title-ok').click();
    await page.getByTestId('error-notice').waitFor();
    expect(await page.getByTestId('error-notice').innerText()).toContain('El título no puede quedar vacío.');
    expect(await page.getByTestId('save-title-input').count()).toBe(1);
    await page.getByTestId('error-notice').getByRole('button').click();

    await page.getByTestId('save-title-input').fill('Noche del viernes');
    await page.getByTestId('save-title-ok').click();
    await save.getByTestId('save-title').filter({ hasText: 'Noche del viernes' }).waitFor();

    await save.getByTestId('save-duplicate').click();
    await page.getByTestId('save-title').filter({ hasText: 'Noche del viernes (copia)' }).waitFor();
    expect(await saves.count()).toBe(2);

    const copy = saves.filter({ hasText: '(copia)' });
    await copy.getByTestId('save-delete').click();
    expect(await page.getByTestId('confirm-dialog').innerText()).toContain('«Noche del viernes (copia)»');
    await page.getByTestId('confirm-yes').click();
    await copy.waitFor({ state: 'detached' });
    expect(await saves.count()).toBe(1);
    expect(await saves.first().getByTestId('save-title').innerText()).toBe('Noche del viernes');
  });

  it('switches to English and keeps it after a reload', async () => {
    const { page } = app;
    await page.getByTestId('lang-en').click();
    await page.getByText('Saved games').waitFor();
    await page.reload();
    await page.getByText('Saved games').waitFor();
    expect(await page.getByTestId('new-salem').innerText()).toContain('New game');
    expect(await page.getByTestId('game-salem').locator('xpath=..').innerText()).not.toContain('Coming soon');
    expect(await page.getByTestId('new-grizzled').innerText()).toContain('New game');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByTestId('lang-es').click();
    await page.getByText('Partidas guardadas').waitFor();
    expect(app.problems).toEqual([]);
  });
});
