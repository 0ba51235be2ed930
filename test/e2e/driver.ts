/**
 * Drives Velada's UI the way a player would, through data-testid hooks only: creating a
 * game, passing hand-off covers, and answering each decision with one of the controls the
 * table offers (which are built from the engine's legal actions).
 */
import type { Locator, Page } from 'playwright-core';

export type Screen = 'handoff' | 'table' | 'end';

export interface NewGame {
  names: [string, string];
  seed: string;
  openHands: boolean;
  title?: string;
}

export interface TableState {
  seat: string;
  round: number;
  noise: number;
  seq: number;
  hand: string[];
  decision: string;
}

/** How a survivor plays its turn: hide when a hand card allows it, or always search. */
export type TurnStyle = 'hide' | 'search';

/** The seed sits under "Opciones avanzadas", folded: open it first when it is closed. */
export async function fillSeed(page: Page, seed: string): Promise<void> {
  const advanced = page.getByTestId('advanced-options');
  if ((await advanced.getAttribute('open')) === null) await page.getByTestId('advanced-toggle').click();
  await page.getByTestId('seed').fill(seed);
}

/** A seat of a new-game form that lists people and bots (The Grizzled, Salem 1692). */
export type FormSeat = { name: string } | { bot: true };

/** Sets the form's seat count (adding or removing seats), then each seat: a bot, or a person's name. */
export async function fillSeats(page: Page, seats: readonly FormSeat[]): Promise<void> {
  for (;;) {
    const count = await page.locator('fieldset[data-testid^="seat-"]').count();
    if (count < seats.length) await page.getByTestId('add-seat').click();
    else if (count > seats.length) await page.getByTestId(`seat-${count - 1}-remove`).click();
    else break;
  }
  for (const [i, seat] of seats.entries()) {
    const bot = page.getByTestId(`seat-${i}-bot`);
    if ('bot' in seat) await bot.check();
    else {
      await bot.uncheck();
      await page.getByTestId(`seat-${i}-name`).fill(seat.name);
    }
  }
}

export async function createSilentesGame(page: Page, game: NewGame): Promise<string> {
  await page.getByTestId('new-silentes').click();
  await page.getByTestId('seat-0-name').fill(game.names[0]);
  await page.getByTestId('seat-1-name').fill(game.names[1]);
  await fillSeed(page, game.seed);
  if (game.openHands) await page.getByTestId('open-hands').check();
  return startFromForm(page, game.title);
}

/** The last step of every game's new-game form: the title if any, start, and the new table's session id. */
export async function startFromForm(page: Page, title?: string): Promise<string> {
  if (title) await page.getByTestId('game-title').fill(title);
  await page.getByTestId('start-game').click();
  await page.waitForURL(/#\/play\/[^/]+$/);
  const match = /#\/play\/([^/]+)$/.exec(page.url());
  if (!match) throw new Error(`Not on a table URL: ${page.url()}`);
  return decodeURIComponent(match[1]!);
}

/**
 * Waits until the play screen, idle, needs a person: the hand-off cover, the end screen, the
 * viewer's own decision, or one of `screens` (test ids a game adds, such as Salem's night screen);
 * with `watchBots`, a bot's turn on screen too. An error notice fails the test.
 */
export async function waitForPerson(page: Page, { screens = [], watchBots = false, timeout }: { screens?: string[]; watchBots?: boolean; timeout: number }): Promise<void> {
  const gameScreens = screens.map((id) => `, :has([data-testid="${id}"])`).join('');
  const botClause = watchBots ? ', :has([data-testid="decision"]:not([data-bot=""]))' : '';
  await page
    .locator(
      `[data-testid="play"][data-busy="false"]:is([data-mode="handoff"], :has([data-testid="end-screen"])${gameScreens}, :has([data-testid="decision"][data-mine="true"]), :has([data-testid="error-notice"])${botClause})`,
    )
    .first()
    .waitFor({ state: 'attached', timeout });
  await assertNoErrorNotice(page);
}

/** Fails the test with the translated text of any error notice on screen. */
export async function assertNoErrorNotice(page: Page): Promise<void> {
  const notices = page.getByTestId('error-notice');
  if ((await notices.count()) > 0) {
    const texts = await notices.allInnerTexts();
    throw new Error(`Error notice on screen: ${texts.join(' | ')}`);
  }
}

/** Waits until the play screen is idle and says which of its screens is showing. */
export async function settled(page: Page): Promise<Screen> {
  await page.locator('[data-testid="play"][data-busy="false"]:is([data-mode="handoff"], [data-mode="table"])').waitFor({ state: 'attached' });
  if ((await page.getByTestId('end-screen').count()) > 0) return 'end';
  const mode = await page.getByTestId('play').getAttribute('data-mode');
  return mode === 'handoff' ? 'handoff' : 'table';
}

async function numberAttr(locator: Locator, name: string, fallback: number): Promise<number> {
  if ((await locator.count()) === 0) return fallback;
  const raw = await locator.getAttribute(name);
  return raw === null ? fallback : Number(raw);
}

export async function readTable(page: Page): Promise<TableState> {
  const table = page.getByTestId('table');
  const seat = (await table.getAttribute('data-seat')) ?? '';
  const handCards = seat === 'public' ? '' : ((await page.getByTestId(`hand-${seat}`).getAttribute('data-cards')) ?? '');
  return {
    seat,
    round: await numberAttr(page.getByTestId('round'), 'data-value', 0),
    noise: await numberAttr(page.getByTestId('noise'), 'data-value', -1),
    seq: await numberAttr(table, 'data-seq', -1),
    hand: handCards === '' ? [] : handCards.split(','),
    decision: (await page.getByTestId('decision').getAttribute('data-decision')) ?? '',
  };
}

/**
 * How a driver waits after its click. The default watches the page with Playwright locators;
 * the UI benchmark passes its own probe's signal instead, so no polling competes with the app
 * for the page's main thread while a move is being timed.
 */
export type AfterClick = (page: Page) => Promise<void>;

/** Clicks a control, then waits until the table has moved on (new seq, a cover, or the end). */
async function clickAndWait(page: Page, control: Locator, seq: number, afterClick?: AfterClick): Promise<void> {
  await control.click();
  if (afterClick) {
    await afterClick(page);
    return;
  }
  await page
    .locator(
      `[data-testid="play"][data-busy="false"]:is([data-mode="handoff"], :has([data-testid="table"]:not([data-seq="${seq}"])), :has([data-testid="end-screen"]), :has([data-testid="error-notice"]))`,
    )
    .waitFor({ state: 'attached' });
  await assertNoErrorNotice(page);
}

function isHuntCard(id: string): boolean {
  const m = /^[BCEO](\d+)$/.exec(id);
  return m !== null && Number(m[1]) >= 4;
}

/** Move & Hide with the first hunt card that lights up a shelter; null when none can. */
async function findHide(page: Page): Promise<Locator | null> {
  const seat = await page.getByTestId('table').getAttribute('data-seat');
  const cards = page.getByTestId(`hand-${seat}`).locator('button[data-card]');
  const ids: string[] = [];
  for (let i = 0; i < (await cards.count()); i++) ids.push((await cards.nth(i).getAttribute('data-card')) ?? '');
  for (const id of ids.filter(isHuntCard)) {
    const card = page.getByTestId(`hand-card-${id}`);
    await card.click();
    const targets = page.locator('[data-testid^="shelter-"][data-target="true"]');
    if ((await targets.count()) > 0) return targets.first();
    await card.click();
  }
  return null;
}

function firstAction(page: Page, prefix: string): Locator {
  return page.getByTestId('decision').locator(`button[data-testid^="${prefix}"]:not([disabled])`).first();
}

async function has(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0;
}

/** The button (by test id prefix) that answers each decision of the Major Arcana and the first aid. */
const ACTION_OF = new Map([
  ['mirror', 'act-deflect-'],
  ['hierophant', 'act-order'],
  ['mapOrder', 'act-order'],
  ['magician', 'act-give'],
  ['empress', 'act-distribute'],
  ['justice', 'act-discard-'],
  ['firstAidDiscard', 'act-discard-'],
]);

/** Answers the current decision of the seat on screen with one legal control. */
export async function decide(page: Page, style: TurnStyle, afterClick?: AfterClick): Promise<void> {
  const { decision, seq } = await readTable(page);
  const target = page.locator('[data-testid^="shelter-"][data-target="true"]').first();
  let control: Locator | null = null;
  switch (decision) {
    case 'place':
    case 'tower':
      control = target;
      break;
    case 'act':
      if (style === 'hide') control = await findHide(page);
      if (!control) control = (await has(firstAction(page, 'act-search'))) ? firstAction(page, 'act-search') : firstAction(page, 'act-entrench');
      break;
    default: {
      const action = ACTION_OF.get(decision);
      if (action) control = firstAction(page, action);
      else control = (await has(firstAction(page, 'act-pass'))) ? firstAction(page, 'act-pass') : null;
    }
  }
  if (!control || !(await has(control))) control = firstAction(page, 'act-');
  if (!(await has(control))) throw new Error(`No control for decision "${decision}" at seq ${seq}`);
  await clickAndWait(page, control, seq, afterClick);
}
