/**
 * Screen readers and window sizes: axe-core finds no serious violation on the screens of the
 * games (catalog, hand-off cover, table; When Darkness Comes' table, pool builder and a decision; Salem's night screen
 * and day table), every control has an accessible name, each screen
 * has a heading, the decision and the log are live regions (the log keeps its list semantics), and at 800×600, 1280×720 and
 * 1920×1080 the decision controls neither overlap nor hide below the fold or under something.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setSetting, useApp } from './harness';
import { createSilentesGame, settled } from './driver';
import { createGrizzledGame, setBotSpeed, waitForGrizzled } from './grizzled-driver';
import { controlsWithoutName, decisionControlBoxes, overlappingPairs, seriousAxeViolations, unreachable, WINDOW_SIZES } from './a11y';
import { PREGENS } from '../../shared/games/darkness/characters';
import { clickAction, createDarknessGame, darknessScreen, decideDarkness, tableSeq, trackTables } from './darkness-driver';
import { waitPast } from './grizzled-driver';
import { createSalemGame, salemScreen } from './salem-driver';

const app = useApp();

beforeAll(async () => {
  await app.page.emulateMedia({ reducedMotion: 'reduce' });
});

async function home(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app.host.url}/`);
  await page.getByTestId('new-silentes').waitFor();
}

async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await seriousAxeViolations(page), `axe on ${screen}`).toEqual([]);
  expect(await controlsWithoutName(page), `unnamed controls on ${screen}`).toEqual([]);
  expect(await page.locator('h1').count(), `a heading on ${screen}`).toBeGreaterThan(0);
}

async function expectLayout(page: Page, screen: string): Promise<void> {
  for (const size of WINDOW_SIZES) {
    await page.setViewportSize(size);
    const view = await decisionControlBoxes(page);
    const where = `${screen} at ${size.width}×${size.height}`;
    expect(view.boxes.length, `decision controls on ${where}`).toBeGreaterThan(0);
    expect(overlappingPairs(view.boxes), `overlapping controls on ${where}`).toEqual([]);
    expect(unreachable(view), `controls out of reach on ${where}`).toEqual([]);
    expect(view.pageScrollY, `page scrolled to reach a control on ${where}`).toBe(0);
    // The page itself never scrolls: the table fills the window and its panels scroll inside it.
    expect(await page.evaluate('document.documentElement.scrollHeight - window.innerHeight'), `page taller than the window on ${where}`).toBeLessThanOrEqual(0);
    expect(view.boxes.filter((b) => b.clippedText).map((b) => b.name), `cut text on ${where}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

describe('accessibility of the tables', () => {
  it('the catalog has no serious axe violation and names every control', async () => {
    await home(app.page);
    await expectAccessible(app.page, 'home');
  });

  it('Silentes: cover and table pass axe, read as named places, and announce the decision', async () => {
    const { page } = app;
    await home(page);
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'a11y-1', openHands: false });
    expect(await settled(page)).toBe('handoff');
    await expectAccessible(page, 'Silentes cover');
    await page.getByTestId('handoff-reveal').click();
    expect(await settled(page)).toBe('table');
    await expectAccessible(page, 'Silentes table');
    // The decision is read out, the log is a live log, and the table has its own heading.
    await expect.poll(() => page.getByTestId('announcer').innerText()).toContain('Ana');
    expect(await page.getByTestId('log').getAttribute('aria-live')).toBe('polite');
    expect(await page.getByTestId('table-heading').innerText()).toContain('Silentes');
    // Shelters read as places with what is in them.
    const shelter = page.locator('[data-testid^="shelter-"]').first();
    expect(((await shelter.getAttribute('aria-label')) ?? (await shelter.innerText())).length).toBeGreaterThan(3);
  });

  it('Silentes: decision controls fit without overlap at 800×600, 1280×720 and 1920×1080', async () => {
    const { page } = app;
    await home(page);
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'a11y-2', openHands: true });
    expect(await settled(page)).toBe('table');
    await expectLayout(page, 'Silentes placement');
    // Every suit glyph on the cards draws its suit from the document's one copy of the drawings.
    const glyphs = (await page.evaluate(`[...document.querySelectorAll('svg.glyph')].map((svg) => {
      const use = svg.querySelector('use');
      const symbol = use && document.querySelector(use.getAttribute('href'));
      return { suit: svg.getAttribute('data-suit'), href: use && use.getAttribute('href'), drawn: symbol ? symbol.children.length : 0, width: use ? use.getBBox().width : 0 };
    })`)) as { suit: string; href: string; drawn: number; width: number }[];
    expect(glyphs.length).toBeGreaterThan(4);
    for (const g of glyphs) {
      expect(g.href).toBe(`#velada-suit-${g.suit}`);
      expect(g.drawn).toBeGreaterThan(0);
      expect(g.width).toBeGreaterThan(0);
    }
    expect(await page.locator('#velada-suit-sprite').count()).toBe(1);
  });

  it('The Grizzled: table passes axe and its decision controls fit at every size', async () => {
    const { page } = app;
    await home(page);
    await createGrizzledGame(page, { seats: [{ name: 'Ana' }, { bot: true }, { bot: true }], seed: 'a11y-3' });
    await setBotSpeed(page, 0);
    let screen = await waitForGrizzled(page);
    if (screen === 'handoff') {
      await page.getByTestId('handoff-reveal').click();
      screen = await waitForGrizzled(page);
    }
    expect(screen).toBe('mine');
    await expectAccessible(page, 'Grizzled table');
    expect(await page.getByTestId('table-heading').innerText()).toContain('Grizzled');
    // A support tile says what it is and whom it goes to: "Apoyo a la izquierda, para Bot 2".
    const tile = page.getByTestId('my-tiles').locator('[data-tile]').first();
    expect(await tile.getAttribute('aria-label')).toMatch(/^Apoyo .+, para .+/);
    await expectLayout(page, 'Grizzled first decision');
    expect(app.problems).toEqual([]);
  });

  it('Salem 1692: a night screen of twelve and the day table pass axe and fit at every size', async () => {
    const { page } = app;
    await home(page);
    // Twelve seats, the largest night screen; one person, so no cover stands between the screens.
    await createSalemGame(page, { seats: [{ name: 'Ana' }, ...Array.from({ length: 11 }, () => ({ bot: true as const }))], seed: 'a11y-salem-2', nightSeconds: 1 });
    await setBotSpeed(page, 0);
    let screen = await salemScreen(page);
    expect(screen).toBe('night');
    await expectAccessible(page, 'Salem night screen');
    await expectLayout(page, 'Salem night screen');
    for (let step = 0; step < 40 && screen === 'night'; step++) {
      // Any answer will do: the first player of each question, no confession.
      for (const question of await page.locator('[data-testid^="night-prompt-"]').all()) await question.locator('button.night-option').first().click();
      if ((await page.getByTestId('night-confession').count()) > 0) await page.getByTestId('night-confess-none').click();
      await page.locator('[data-testid="night-confirm"]:not([disabled])').waitFor({ timeout: 10_000 });
      await page.getByTestId('night-confirm').click();
      screen = await salemScreen(page);
    }
    expect(screen).toBe('mine');
    await expectAccessible(page, 'Salem table');
    await expectLayout(page, 'Salem first turn');
    expect(app.problems).toEqual([]);
  });

  it('When Darkness Comes: the table, the pool builder and a decision pass axe and fit at every size', async () => {
    const { page } = app;
    await home(page);
    const tables = trackTables(page);
    // A pregen game through the services: Ana plays one hero, a bot the other.
    const id = await createDarknessGame(app, {
      scenarioId: 'curfew_radio', campaignId: null, master: false, seed: 'a11y-4',
      heroes: [{ pregenId: PREGENS[0]!.id }, { pregenId: PREGENS[1]!.id }],
      players: [{ name: 'Ana' }, { name: 'Bot', bot: true }],
    });
    await setSetting(app.host, { botDelayMs: 0 });
    await page.goto(`${app.host.url}/?open=${encodeURIComponent(id)}#/play/${id}`);
    let screen = await darknessScreen(page);
    if (screen === 'handoff') {
      await page.getByTestId('handoff-reveal').click();
      screen = await darknessScreen(page);
    }
    expect(screen).toBe('mine');
    // The turn: the town, the hero's sheet and the turn's buttons.
    expect(await page.getByTestId('decision').getAttribute('data-pending')).toBe('turn');
    await expectAccessible(page, 'Darkness table');
    expect(await page.getByTestId('table-heading').innerText()).toContain('Darkness');
    // The map is one named keyboard place, and its cursor says what is under it.
    expect(await page.getByTestId('town-map').getAttribute('aria-label')).toBeTruthy();
    expect((await page.getByTestId('town-cursor-text').innerText()).length).toBeGreaterThan(3);
    await expectLayout(page, 'Darkness turn');

    // The pool builder, with its odds, before the movement roll.
    const seq = await tableSeq(page);
    const answer = tables.of(seq, 0)!;
    const roll = answer.legal.find((a) => a.type === 'rollMovement' && !a.cancelOhCrap)!;
    await clickAction(page, roll);
    await waitPast(page, seq);
    await page.getByTestId('pool-roll').waitFor();
    await expectAccessible(page, 'Darkness pool builder');
    await expectLayout(page, 'Darkness pool builder');

    // A decision of the game's own (a fate table, a tile's turn, a fight, an offer…), reached by playing on.
    for (let moves = 0; ; moves++) {
      if (moves > 400) throw new Error('no pending decision came up');
      if ((await darknessScreen(page)) !== 'mine') throw new Error('the game ended before a decision came up');
      if ((await page.getByTestId('decision-pending').count()) > 0) break;
      await decideDarkness(page, tables, 0);
    }
    const kind = await page.getByTestId('decision').getAttribute('data-pending');
    await expectAccessible(page, `Darkness decision ${kind}`);
    await expectLayout(page, `Darkness decision ${kind}`);
    expect(app.problems).toEqual([]);
  });

  it('When Darkness Comes with a Master: her cover and her screen pass axe, and her tools fit at every size', async () => {
    const { page } = app;
    await home(page);
    const tables = trackTables(page);
    const id = await createDarknessGame(app, {
      scenarioId: 'curfew_radio', campaignId: null, master: true, seed: 'a11y-5',
      heroes: [{ pregenId: PREGENS[0]!.id }, { pregenId: PREGENS[1]!.id }],
      players: [{ name: 'Ana' }, { name: 'Bot', bot: true }, { name: 'Marta' }],
    });
    await setSetting(app.host, { botDelayMs: 0 });
    await page.goto(`${app.host.url}/?open=${encodeURIComponent(id)}#/play/${id}`);
    // Ana plays her turns until the screen passes to the Master.
    for (let moves = 0; ; moves++) {
      if (moves > 200) throw new Error('the Master was never handed the screen');
      const screen = await darknessScreen(page);
      if (screen === 'handoff') {
        if ((await page.getByTestId('handoff-title').innerText()) === 'Máster — que los jugadores no miren') break;
        await page.getByTestId('handoff-reveal').click();
        continue;
      }
      if (screen !== 'mine') throw new Error('the game ended before the Master played');
      await decideDarkness(page, tables, 0);
    }
    await expectAccessible(page, 'Darkness Master cover');
    await page.getByTestId('handoff-reveal').click();
    await page.getByTestId('master-done').waitFor();
    await expectAccessible(page, 'Darkness Master screen');
    await expectLayout(page, 'Darkness Master tools');
    expect(app.problems).toEqual([]);
  });
});
