/**
 * Plays Tragedy Looper through the UI the way a family clicks it, with the test ids the Looper
 * table promises (renderer/src/games/looper): the hand-off cover, a card then its target, and
 * the one-click answers of the decision panel. Every choice is a control the panel offers, so
 * only legal moves are made.
 */
import type { Page } from 'playwright-core';
import type { ScriptImportResult } from '../../shared/ipc/commands/scripts';
import { scriptToJson } from '../../shared/games/looper/script-file';
import { RETIRED_SCRIPTS } from '../../shared/games/looper/scripts/retired';
import { hostApi, type App } from './harness';
import { assertNoErrorNotice, type AfterClick } from './driver';
import { waitPast } from './grizzled-driver';

export type LooperScreen = 'handoff' | 'mine' | 'end' | 'moment';

export interface LooperSeat {
  name: string;
  bot?: boolean;
}

/** Starts a game through the host's API (the new-game form has its own test) and opens its table. */
export async function openLooperGame(app: App, players: LooperSeat[], scriptId: string, seed: string): Promise<string> {
  const seats = players.map((p) => (p.bot ? { name: p.name, bot: true } : { name: p.name }));
  const { id } = await hostApi<{ id: string }>(app.host, 'sessions.create', { gameId: 'looper', players: seats, options: { scriptId }, seed });
  await openTable(app, id);
  return id;
}

/**
 * Imports the retired first version of a shipped script into the library, under an id of its own,
 * and returns that id. The tests that need a loop lost whatever the driver plays use velada-bt-5's
 * first version, where every loop was lost (L191 made the shipped one winnable).
 */
export async function importRetiredScript(app: App, shippedId: string): Promise<string> {
  const retired = RETIRED_SCRIPTS[shippedId];
  if (!retired) throw new Error(`no retired version of ${shippedId}`);
  const json = scriptToJson({ ...retired, id: `${shippedId}-first` });
  const { script } = await hostApi<ScriptImportResult>(app.host, 'scripts.import', { json });
  return script.id;
}

/**
 * Opens a game's table with a full page load: a goto that changes only the hash is a same-page
 * navigation, which can race the app's own first navigation when the page has just loaded.
 */
export async function openTable(app: App, sessionId: string): Promise<void> {
  await app.page.goto(`${app.host.url}/?open=${encodeURIComponent(sessionId)}#/play/${sessionId}`);
}

/** Controls the decision panel may offer, in the order the driver prefers them. */
const ONE_CLICK_ANSWERS = [
  'act-allow',
  'act-cultist-keep',
  'act-endMastermindAbilities',
  'act-endGoodwill',
  'act-endDay',
  'act-continueLoops',
];
const FIRST_OF = ['henchman-', 'informer-', 'incident-choice-', 'dayend-'];
/** Any control that answers a decision (a hand card starts a placement). */
const DECISION_CONTROLS = ['hand-card-', 'act-', 'guess-', 'henchman-', 'informer-', 'incident-first-', 'incident-choice-', 'dayend-', 'mm-ability-', 'goodwill-']
  .map((prefix) => `button:not([disabled])[data-testid^="${prefix}"]`)
  .join(', ');

/**
 * Waits until the screen waits for a person: a cover, one of their decisions, or the end. A
 * public moment (a lost loop, a death…) is read and gone past with "Continuar", unless the test
 * asks to stop at it (`moments: 'stop'` answers 'moment').
 */
export async function looperScreen(page: Page, options: { moments?: 'continue' | 'stop' } = {}): Promise<LooperScreen> {
  for (;;) {
    // Locators run in Playwright's own world, which the page's CSP (no eval) does not stop.
    await page
      .locator(`[data-testid="play"][data-busy="false"]:is([data-mode="handoff"], [data-mode="moment"], :has([data-testid="looper-end"]), :has([data-testid="decision"] :is(${DECISION_CONTROLS})))`)
      .first()
      .waitFor({ state: 'attached', timeout: 30_000 });
    await assertNoErrorNotice(page);
    const mode = await page.getByTestId('play').getAttribute('data-mode');
    if (mode === 'moment') {
      if (options.moments === 'stop') return 'moment';
      await page.getByTestId('public-moment-continue').click();
      await page.getByTestId('public-moment').waitFor({ state: 'detached' });
      continue;
    }
    if ((await page.getByTestId('looper-end').count()) > 0) return 'end';
    return mode === 'handoff' ? 'handoff' : 'mine';
  }
}

async function seq(page: Page): Promise<number> {
  return Number((await page.getByTestId('table').getAttribute('data-seq')) ?? '-1');
}

async function clickFirst(page: Page, prefix: string): Promise<string | null> {
  const control = page.locator(`[data-testid="decision"] button:not([disabled])[data-testid^="${prefix}"]`).first();
  if ((await control.count()) === 0) return null;
  const id = (await control.getAttribute('data-testid')) ?? prefix;
  await control.click();
  return id;
}

export interface DecideOptions {
  /** At a Time Spiral with loops left: go straight to the Final Guess. */
  finalGuessNow?: boolean;
  /** How to wait after the move's last click (the UI benchmark's probe); by default, for a new seq. */
  afterClick?: AfterClick;
}

/** Makes one move for the person at the screen; returns what it clicked. */
export async function decideLooper(page: Page, options: DecideOptions = {}): Promise<string> {
  const before = await seq(page);
  let clicked: string | null = null;
  // The Final Guess: a character, then a role for it.
  if ((clicked = await clickFirst(page, 'guess-character-'))) {
    const role = page.locator('[data-testid="decision"] button:not([disabled])[data-testid^="guess-role-"]').first();
    await role.waitFor();
    clicked += ` ${(await role.getAttribute('data-testid')) ?? ''}`;
    await role.click();
  } else if (options.finalGuessNow && (clicked = await clickFirst(page, 'act-goToFinalGuess'))) {
    // chosen above
  } else if ((clicked = await clickFirst(page, 'incident-first-'))) {
    // Two characters for Increasing Unease / Spreading: the first, then one of its pairs.
    const pair = page.locator('[data-testid="decision"] button:not([disabled])[data-testid^="incident-choice-"]').first();
    await pair.waitFor();
    await pair.click();
  } else if ((clicked = await clickFirst(page, 'hand-card-'))) {
    const target = page.locator('[data-target="true"]').first();
    await target.waitFor();
    clicked += ` → ${(await target.getAttribute('data-testid')) ?? '?'}`;
    await target.click();
  } else {
    for (const id of ONE_CLICK_ANSWERS) if (!clicked) clicked = await clickFirst(page, id);
    for (const prefix of FIRST_OF) if (!clicked) clicked = await clickFirst(page, prefix);
    if (!clicked) clicked = await clickFirst(page, 'act-');
  }
  if (!clicked) throw new Error(`no decision control to click on ${page.url()}`);
  if (options.afterClick) await options.afterClick(page);
  else await waitPast(page, before);
  return clicked;
}

/** Takes the device at a cover ("Soy Ana" / the mastermind's). */
export async function takeDevice(page: Page): Promise<void> {
  const before = await page.getByTestId('handoff-reveal').count();
  if (before === 0) throw new Error('no hand-off cover on screen');
  await page.getByTestId('handoff-reveal').click();
  await page.locator('[data-testid="play"][data-busy="false"][data-mode="table"]').waitFor({ state: 'attached' });
}
