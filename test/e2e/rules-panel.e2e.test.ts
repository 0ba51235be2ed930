/**
 * Rules at hand (issue 8, point 1): the "Reglas" entry on the catalog, the new-game form and the
 * table opens the rules panel over the screen without leaving it; its search finds a card; and
 * an element of the table explains itself on keyboard focus and on tap, in the reference's own
 * words — in Spanish and in English.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from './harness';
import { createSilentesGame, settled } from './driver';
import { createGrizzledGame, waitForGrizzled } from './grizzled-driver';
import { openLooperGame } from './looper-driver';

const app = useApp();
let sessionUrl = '';

async function toTable(page: Page): Promise<void> {
  if ((await settled(page)) === 'handoff') await page.getByTestId('handoff-reveal').click();
  expect(await settled(page)).toBe('table');
}

async function tipText(page: Page): Promise<{ title: string; text: string; pinned: string | null }> {
  const tip = page.getByTestId('explain-tip');
  await tip.waitFor({ state: 'visible' });
  return {
    title: await tip.getByTestId('explain-title').innerText(),
    text: await tip.getByTestId('explain-text').innerText(),
    pinned: await tip.getAttribute('data-pinned'),
  };
}

/** The reference entry as the panel shows it, found through the panel's own search box. */
async function searchEntry(page: Page, query: string, entry: string): Promise<{ name: string; text: string }> {
  await page.getByTestId('rules-search').fill(query);
  const row = page.getByTestId(`rules-entry-${entry}`);
  await row.waitFor({ state: 'visible' });
  return { name: await row.locator('dt').innerText(), text: await row.locator('dd').innerText() };
}

describe('rules panel', () => {
  it('opens from the catalog and from the new-game form without leaving them', async () => {
    const { page } = app;
    await page.getByTestId('rules-open-grizzled').click();
    const panel = page.getByTestId('rules-panel');
    await panel.waitFor({ state: 'visible' });
    expect(await panel.getAttribute('data-game')).toBe('grizzled');
    expect(await page.locator('#rules-panel-title').innerText()).toBe('Reglas · The Grizzled');
    // The rules' texts come with the game's chunk: wait for them rather than read the first frame.
    await page.getByTestId('rules-howto-goal').waitFor();
    expect(await page.getByTestId('rules-howto-goal').isVisible()).toBe(true);
    // Focus goes to the search box, so typing searches at once.
    expect(await page.locator('[data-testid="rules-search"]:focus').count()).toBe(1);
    const wounded = await searchEntry(page, 'herido', 'HK07');
    expect(wounded).toEqual({ name: 'Herido', text: 'Cuenta como dos Golpes Duros.' });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    // Closing gives the focus back to the button that opened it.
    expect(await page.locator('[data-testid="rules-open-grizzled"]:focus').count()).toBe(1);

    await page.getByTestId('new-silentes').click();
    await page.getByTestId('new-game-form').waitFor();
    await page.getByTestId('rules-open').click();
    await panel.waitFor({ state: 'visible' });
    expect(await panel.getAttribute('data-game')).toBe('silentes');
    await page.getByTestId('rules-section-rulings').click();
    expect(await page.getByTestId('rules-ruling-R12').innerText()).toContain('Empate es fallo');
    await page.getByTestId('rules-close').click();
    await panel.waitFor({ state: 'detached' });
    expect(await page.getByTestId('new-game-form').isVisible()).toBe(true);
    await page.goto(`${app.host.url}/`);
  });

  it('opens from the table, finds a card by search, and the table stays where it was', async () => {
    const { page } = app;
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'rules-1', openHands: false });
    sessionUrl = page.url();
    await toTable(page);
    const seq = await page.getByTestId('table').getAttribute('data-seq');

    await page.getByTestId('rules-open-table').click();
    const panel = page.getByTestId('rules-panel');
    await panel.waitFor({ state: 'visible' });
    const tower = await searchEntry(page, 'torre', 'M16');
    expect(tower.name).toBe('La Torre · El Colapso');
    expect(tower.text).toContain('El refugio de mayor valor se destruye');
    expect(await panel.getAttribute('data-section')).toBe('search');
    expect(await page.getByTestId('rules-count').innerText()).toMatch(/^Resultados: \d+$/);
    await page.getByTestId('rules-search').fill('xyzzy');
    expect(await page.getByTestId('rules-count').innerText()).toBe('Nada coincide con «xyzzy».');

    // The table is still there behind the panel, on the same move.
    expect(page.url()).toBe(sessionUrl);
    expect(await page.getByTestId('table').getAttribute('data-seq')).toBe(seq);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('[data-testid="rules-open-table"]:focus').count()).toBe(1);
  });

  it('explains an element on keyboard focus in the reference’s words (es)', async () => {
    const { page } = app;
    await page.getByTestId('noise').focus();
    const tip = await tipText(page);
    expect(tip.title).toBe('Medidor de Ruido');
    expect(tip.pinned).toBe('false');
    // The same words as the rules panel's reference entry.
    await page.getByTestId('rules-open-table').click();
    const entry = await searchEntry(page, 'medidor', 'noise');
    expect(tip).toMatchObject({ title: entry.name, text: entry.text });
    await page.keyboard.press('Escape');

    // A card in the hand explains itself too (placement: not a button, yet the keyboard reaches it);
    // its description reaches screen readers.
    const handCard = page.locator('[data-testid^="hand-card-"]').first();
    expect(await handCard.evaluate((el) => el.tagName)).toBe('DIV');
    await handCard.focus();
    const cardTip = await tipText(page);
    expect(cardTip.title).toMatch(/^Cartas de (Bastos|Copas|Espadas|Oros)$/);
    const describedBy = await handCard.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(`${cardTip.title}. ${cardTip.text}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('explain-tip').waitFor({ state: 'detached' });
  });

  it('explains an element on tap, and a tap elsewhere closes it (es)', async () => {
    const context = await app.browser.newContext({ viewport: { width: 800, height: 600 }, locale: 'es-ES', hasTouch: true });
    const page = await context.newPage();
    try {
      await page.goto(sessionUrl);
      await toTable(page);
      await page.getByTestId('noise').tap();
      const tip = await tipText(page);
      expect(tip.title).toBe('Medidor de Ruido');
      expect(tip.pinned).toBe('true');
      await page.getByTestId('phase').tap();
      await page.getByTestId('explain-tip').waitFor({ state: 'detached' });
      await page.locator('[data-testid="deck-panel"] [data-testid="count-huntDeck"]').tap();
      expect((await tipText(page)).title).toBe('Mazo de Caza');
    } finally {
      await context.close();
    }
  });

  it('does all of it in English', async () => {
    const { page } = app;
    await page.getByTestId('lang-en').click();
    await page.getByTestId('rules-open-table').click();
    expect(await page.locator('#rules-panel-title').innerText()).toBe('Rules · Silentes');
    const tower = await searchEntry(page, 'tower', 'M16');
    expect(tower.name).toBe('The Tower · The Collapse');
    const noise = await searchEntry(page, 'meter', 'noise');
    await page.keyboard.press('Escape');

    await page.getByTestId('noise').focus();
    expect(await tipText(page)).toMatchObject({ title: 'Noise meter', text: noise.text, pinned: 'false' });
    await page.keyboard.press('Escape');

    const context = await app.browser.newContext({ viewport: { width: 800, height: 600 }, locale: 'en-GB', hasTouch: true });
    const touch = await context.newPage();
    try {
      // The language is a saved setting: a second window opens in English too.
      await touch.goto(sessionUrl);
      await toTable(touch);
      await touch.getByTestId('noise').tap();
      expect(await tipText(touch)).toMatchObject({ title: 'Noise meter', text: noise.text, pinned: 'true' });
    } finally {
      await context.close();
    }
  });

  it('explains The Grizzled’s table too: piles on focus, the leader token on hover, a card in the reference', async () => {
    const { page } = app;
    await page.goto(`${app.host.url}/`);
    await createGrizzledGame(page, { seats: [{ name: 'Ana' }, { bot: true }], seed: 'rules-g1', variant: 'rookie' });
    expect(await waitForGrizzled(page)).toBe('mine');
    await page.getByTestId('trials-count').focus();
    expect((await tipText(page)).title).toBe('Trials pile (the Peace)');
    await page.getByTestId('leader-token').hover();
    expect((await tipText(page)).title).toBe('Leader token');

    await page.getByTestId('rules-open-table').click();
    expect(await page.locator('#rules-panel-title').innerText()).toBe('Rules · The Grizzled');
    const christmas = await searchEntry(page, 'christmas', 'X01');
    expect(christmas.name).toBe('Merry Christmas');
    await page.getByTestId('rules-section-reference').click();
    expect(await page.getByTestId('rules-entry-LL').innerText()).toContain('Double support to the left');
    await page.getByTestId('rules-close').click();
    expect(app.problems).toEqual([]);
  });

  it('lifting a cover puts focus on the first card of the hand with no tip open over it; Tab onto the next card still opens its tip', async () => {
    const { page } = app;
    await page.getByTestId('lang-es').click();
    await openLooperGame(app, [{ name: 'Marta' }, { name: 'Ana' }], 'velada-fs-1', 'quiet-focus');
    // The mastermind's cover: lifted from the keyboard, as a person at the screen would.
    await page.locator('[data-testid="handoff-reveal"]:focus').waitFor();
    await page.keyboard.press('Enter');
    const focusedCard = page.locator('button[data-testid^="hand-card-"]:focus');
    await focusedCard.waitFor();
    // The app moved focus itself: no tip opens over the hand (give a tip time to render if it were coming).
    await page.waitForTimeout(300);
    expect(await page.getByTestId('explain-tip').count()).toBe(0);

    await page.keyboard.press('Tab');
    await focusedCard.waitFor();
    const name = await focusedCard.locator('.card-name').innerText();
    const tip = await tipText(page);
    expect(tip.title).toBe(name);
    expect(tip.text).toBe(`${name}: en la mano (Marta)`);
    expect(tip.pinned).toBe('false');
  });
});
