/**
 * Drives The Grizzled through its UI the way a player would, through data-testid hooks only:
 * creating a game with bot seats, setting the bot speed, waiting for the human's turn, and
 * answering each decision with a control the table offers (built from the legal actions).
 * The human's policy is deliberately simple: deal the fewest cards, play a card that cannot
 * fail the mission, else withdraw and leave the first tile, and answer any prompt.
 */
import type { Locator, Page } from 'playwright-core';
import { THREATS, type Threat } from '../../shared/games/grizzled/types';
import { isTrialCard, trialCard } from '../../shared/games/grizzled/cards';
import { assertNoErrorNotice, fillSeats, fillSeed, startFromForm, waitForPerson, type AfterClick } from './driver';

export type Seat = { name: string } | { bot: true };

export interface NewGrizzledGame {
  seats: Seat[];
  seed: string;
  variant?: 'normal' | 'rookie' | 'veteran' | 'twoPlayer';
  title?: string;
}

export type GrizzledScreen = 'handoff' | 'mine' | 'bot' | 'end';

export interface GrizzledTableState {
  seat: string;
  seq: number;
  mission: number;
  decision: string;
  nml: string[];
  hand: string[];
  tiles: string[];
  threatCounts: Record<Threat, number>;
}

/** Waits until the table has moved past `seq` (a bot moved, a cover or a public moment came, or the game ended). */
export async function waitPast(page: Page, seq: number): Promise<void> {
  await page
    .locator(`[data-testid="play"][data-busy="false"]:is([data-mode="handoff"], [data-mode="moment"], :has([data-testid="table"]:not([data-seq="${seq}"])), :has([data-testid="error-notice"]))`)
    .first()
    .waitFor({ state: 'attached', timeout: 20_000 });
  await assertNoErrorNotice(page);
}

/**
 * Sets the bot pace in the header (0 = instant). The header offers it only where bots play
 * (a table with bots, the Grizzled form); from anywhere else this steps to the form and back.
 */
export async function setBotSpeed(page: Page, ms: number): Promise<void> {
  const select = page.getByTestId('bot-speed');
  const from = (await select.count()) === 0 ? page.url() : null;
  // A query of its own: a bare hash change can race the app's own first route and lose (the form never shows).
  if (from !== null) await page.goto(new URL('/?speed=1#/new/grizzled', from).href);
  await select.selectOption(String(ms));
  if ((await select.inputValue()) !== String(ms)) throw new Error(`Bot speed ${ms} was not taken`);
  if (from !== null) await page.goto(from);
}

export async function createGrizzledGame(page: Page, game: NewGrizzledGame): Promise<string> {
  await page.getByTestId('new-grizzled').click();
  await page.getByTestId('new-game-form').waitFor();
  // The form starts with three seats: fillSeats adjusts the count, then fills each seat.
  await fillSeats(page, game.seats);
  // The form suggests Rookie for a first game; a test without a variant plays the normal one.
  await page.getByTestId('variant').selectOption(game.variant ?? 'normal');
  await fillSeed(page, game.seed);
  return startFromForm(page, game.title);
}

/**
 * Waits until something needs a person: the hand-off cover, the viewer's own decision, the
 * end screen, or (when `watchBots`) a bot's turn on screen. Bot turns pass on their own.
 */
export async function waitForGrizzled(page: Page, watchBots = false): Promise<GrizzledScreen> {
  await waitForPerson(page, { watchBots, timeout: 20_000 });
  if ((await page.getByTestId('end-screen').count()) > 0) return 'end';
  if ((await page.getByTestId('play').getAttribute('data-mode')) === 'handoff') return 'handoff';
  if ((await page.getByTestId('decision').getAttribute('data-mine')) === 'true') return 'mine';
  return 'bot';
}

function list(value: string | null): string[] {
  return value ? value.split(',').filter((s) => s !== '') : [];
}

export async function readGrizzled(page: Page): Promise<GrizzledTableState> {
  const table = page.getByTestId('table');
  const counts = {} as Record<Threat, number>;
  for (const th of THREATS) counts[th] = Number(await page.getByTestId(`threat-${th}`).getAttribute('data-count'));
  const own = (await page.getByTestId('my-hand').count()) > 0;
  return {
    seat: (await table.getAttribute('data-seat')) ?? '',
    seq: Number(await table.getAttribute('data-seq')),
    mission: Number(await page.getByTestId('mission').getAttribute('data-value')),
    decision: (await page.getByTestId('decision').getAttribute('data-decision')) ?? '',
    nml: list(await page.getByTestId('nml').getAttribute('data-cards')),
    hand: own ? list(await page.getByTestId('my-hand').getAttribute('data-cards')) : [],
    tiles: own ? list(await page.getByTestId('my-tiles').getAttribute('data-tiles')) : [],
    threatCounts: counts,
  };
}

/** A card that cannot make any threat reach three: only threats already seen at most once. */
export function safeCard(hand: readonly string[], counts: Record<Threat, number>): string | null {
  const threatCards = hand.filter((id) => isTrialCard(id) && trialCard(id).type === 'threat');
  const safe = threatCards.filter((id) => {
    const card = trialCard(id);
    return card.type === 'threat' && card.threats.every((th) => counts[th] <= 1);
  });
  // Traps draw a blind card after them: take a plain one first.
  const plain = safe.find((id) => {
    const card = trialCard(id);
    return card.type === 'threat' && !card.trap;
  });
  return plain ?? safe[0] ?? null;
}

function inDecision(page: Page, prefix: string): Locator {
  return page.getByTestId('decision').locator(`button[data-testid^="${prefix}"]:not([disabled])`).first();
}

async function has(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0;
}

/**
 * Answers the viewer's current decision with one legal control; returns what it did
 * ("play <card>", "discard <card>", "withdraw", or the decision's name).
 */
export async function decideGrizzled(page: Page, afterClick?: AfterClick): Promise<string> {
  const state = await readGrizzled(page);
  let control: Locator | null = null;
  let did = state.decision;
  switch (state.decision) {
    case 'intensity':
      control = page.getByTestId('act-intensity');
      break;
    case 'turn': {
      const card = safeCard(state.hand, state.threatCounts);
      const playable = card ? page.locator(`button[data-testid="hand-card-${card}"]`) : null;
      if (playable && (await has(playable))) {
        control = playable;
        did = `play ${card}`;
      } else if (await has(inDecision(page, 'act-withdraw'))) {
        control = inDecision(page, 'act-withdraw');
        did = 'withdraw';
      } else if (await has(page.locator('button[data-testid^="hand-card-"]'))) {
        // Withdrawing is blocked (Hardheaded, Prideful, Fragile): any card will do.
        control = page.locator('button[data-testid^="hand-card-"]').first();
        did = `play ${await control.getAttribute('data-card')}`;
      } else {
        control = inDecision(page, 'act-');
      }
      break;
    }
    case 'support':
      control = page.locator('button[data-testid^="tile-"]').first();
      break;
    case 'forsake':
      control = inDecision(page, 'act-forsake-');
      break;
    case 'speech':
      if (await has(inDecision(page, 'act-discard-'))) {
        control = inDecision(page, 'act-discard-');
        did = `discard ${((await control.getAttribute('data-testid')) ?? '').replace('act-discard-', '')}`;
      } else control = inDecision(page, 'act-pass');
      break;
    case 'christmas':
      control = inDecision(page, 'act-heal-');
      break;
    case 'relief':
      if (await has(inDecision(page, 'act-recover'))) control = inDecision(page, 'act-recover');
      else if (await has(page.getByTestId('heal-picker'))) {
        const marks = page.locator('[data-testid^="heal-mark-"]');
        for (let i = 0; i < (await marks.count()) && !(await page.getByTestId('act-heal-confirm').isEnabled()); i++) await marks.nth(i).check();
        control = page.getByTestId('act-heal-confirm');
      } else control = inDecision(page, 'act-heal-');
      break;
    default:
      control = inDecision(page, 'act-');
  }
  if (!control || !(await has(control))) throw new Error(`No control for decision "${state.decision}" at seq ${state.seq}`);
  await control.click();
  if (afterClick) {
    await afterClick(page);
    return did;
  }
  // The move is on its way once the screen is busy or has moved past this seq.
  await page
    .locator(`[data-testid="play"]:is([data-busy="true"], [data-mode="handoff"], :not(:has([data-testid="table"][data-seq="${state.seq}"])))`)
    .first()
    .waitFor({ state: 'attached', timeout: 10_000 });
  return did;
}
