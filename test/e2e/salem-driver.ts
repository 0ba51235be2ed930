/**
 * Plays Salem 1692 through its screens the way a family would, with the test ids the table and
 * the new-game form promise (renderer/src/games/salem): the form's seats and options, the
 * hand-off cover, every seat's full-screen dawn/night screen (a seat for each prompt, "no
 * confession", then Confirm once its minimum time is up), the turn's Draw 2 / a hand card then
 * its target / End turn, the Tryal to reveal and the yes/no offers. What to choose is the
 * test's policy (`Choose`), from the very answer the page received for that seat and the true
 * state rebuilt from the save (so a test can steer the game to its end).
 */
import type { Page } from 'playwright-core';
import type { Seat } from '../../shared/engine/contract';
import type { SalemAction, SalemState, SalemView } from '../../shared/games/salem/types';
import { assertNoErrorNotice, fillSeats, fillSeed, startFromForm, waitForPerson, type FormSeat } from './driver';
import type { Recorded, Truth } from './recorded-truth';
import { tableOf } from './salem-secrets';

export type SalemSeat = FormSeat;

export interface NewSalemGame {
  seats: SalemSeat[];
  seed: string;
  nightSeconds?: number;
  title?: string;
}

export type SalemScreen = 'handoff' | 'night' | 'mine' | 'bot' | 'end';

/** The new-game form from the home screen's catalog; answers the new session's id. */
export async function createSalemGame(page: Page, game: NewSalemGame): Promise<string> {
  await page.getByTestId('new-salem').click();
  await page.getByTestId('new-game-form').waitFor();
  await fillSeats(page, game.seats);
  await page.getByTestId('night-seconds').fill(String(game.nightSeconds ?? 1));
  await fillSeed(page, game.seed);
  return startFromForm(page, game.title);
}

/** Waits until something needs a person (or, with `watchBots`, a bot's turn shows) and says what. */
export async function salemScreen(page: Page, watchBots = false): Promise<SalemScreen> {
  await waitForPerson(page, { screens: ['night-screen'], watchBots, timeout: 30_000 });
  if ((await page.getByTestId('end-screen').count()) > 0) return 'end';
  if ((await page.getByTestId('play').getAttribute('data-mode')) === 'handoff') return 'handoff';
  if ((await page.getByTestId('night-screen').count()) > 0) return 'night';
  if ((await page.getByTestId('decision').getAttribute('data-mine')) === 'true') return 'mine';
  return 'bot';
}

/** The newest table answer the page received (seq, addressed seat, view and legal list). */
export function lastTable(recorded: readonly Recorded[]): { seat: Seat | null; seq: number; view: SalemView; legal: SalemAction[] } {
  for (let i = recorded.length - 1; i >= 0; i--) {
    const r = recorded[i]!;
    if (r.kind !== 'answer') continue;
    const table = tableOf(r.text);
    if (table) return { ...table, legal: table.legal as SalemAction[] };
  }
  throw new Error('no table answer yet');
}

/**
 * The answer the screen shows: the page may paint it a moment before the recorder has read it,
 * so this waits until the newest recorded answer is the one on screen (a night screen or a table
 * shows a seat's own view; a table also says its seq and seat).
 */
export async function settledAnswer(page: Page, recorded: readonly Recorded[]): Promise<ReturnType<typeof lastTable>> {
  for (let i = 0; i < 200; i++) {
    const answer = lastTable(recorded);
    const table = page.getByTestId('table');
    if ((await page.getByTestId('night-screen').count()) > 0) {
      if (answer.seat !== null && answer.view.me?.night) return answer;
    } else if ((await table.count()) > 0) {
      const seat = await table.getAttribute('data-seat');
      const seq = Number(await table.getAttribute('data-seq'));
      if (answer.seq === seq && String(answer.seat ?? 'public') === seat) return answer;
    } else return answer;
    await page.waitForTimeout(20);
  }
  throw new Error('the recorded answers never caught up with the screen');
}

/** Waits until an answer newer than `seq` arrived and the screen has settled on it. */
export async function waitPastSeq(page: Page, recorded: readonly Recorded[], seq: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const busy = await page.getByTestId('play').getAttribute('data-busy');
    if (busy === 'false' && lastTable(recorded).seq > seq) return;
    await assertNoErrorNotice(page);
    await page.waitForTimeout(25);
  }
  throw new Error(`the table did not move past seq ${seq}`);
}

/** What a seat's policy sees: the page's answer for it and the truth of that moment. */
export interface Situation {
  seat: Seat;
  seq: number;
  view: SalemView;
  legal: SalemAction[];
  state: SalemState;
}
export type Choose = (situation: Situation) => SalemAction;

/** Answers the night screen on the page: a seat per prompt, no confession, Confirm when it enables. */
export async function answerNight(page: Page, action: Extract<SalemAction, { type: 'night' }>): Promise<void> {
  for (const [i, seat] of action.answers.entries()) await page.getByTestId(`night-${i}-seat-${seat}`).click();
  if ((await page.getByTestId('night-confession').count()) > 0) {
    await page.getByTestId(action.confess === null ? 'night-confess-none' : `night-confess-${action.confess}`).click();
  }
  const confirm = page.getByTestId('night-confirm');
  await page.locator('[data-testid="night-confirm"]:not([disabled])').waitFor({ timeout: 40_000 });
  await confirm.click();
}

/**
 * Clicks the controls for one legal action of the seat on screen: a turn's draw or end, a red
 * card then its target (cards that ask more than a target are not this driver's), a reveal, an
 * offer or a character.
 */
export async function clickAction(page: Page, action: SalemAction): Promise<void> {
  switch (action.type) {
    case 'draw':
      return page.getByTestId('act-draw').click();
    case 'end':
      return page.getByTestId('act-end').click();
    case 'play':
      await page.getByTestId(`hand-card-${action.card}`).click();
      await page.getByTestId(`target-${action.target}`).click();
      return;
    case 'reveal':
      return page.getByTestId(`reveal-row-pick-${action.tryal}`).click();
    case 'offer':
      return page.getByTestId(action.use ? 'act-offer-yes' : 'act-offer-no').click();
    case 'character':
      return page.getByTestId(`act-character-${action.character}`).click();
    case 'night':
      return answerNight(page, action);
    default:
      throw new Error(`the driver does not click ${action.type}`);
  }
}

/** The seat's own decision or night screen: asks the policy, clicks it, waits for the next table. */
export async function decideSalem(page: Page, recorded: readonly Recorded[], truth: () => Truth, choose: Choose): Promise<SalemAction> {
  const answer = await settledAnswer(page, recorded);
  if (answer.seat === null) throw new Error(`a decision on the public table at seq ${answer.seq}`);
  const state = truth().at(answer.seq) as SalemState;
  const action = choose({ seat: answer.seat, seq: answer.seq, view: answer.view, legal: answer.legal, state });
  await clickAction(page, action);
  await waitPastSeq(page, recorded, answer.seq);
  return action;
}

/** Seats holding a face-down Witch Tryal, and where (the town's targets when steering to the end). */
export function witchHolders(s: SalemState): { seat: Seat; position: number }[] {
  const out: { seat: Seat; position: number }[] = [];
  s.players.forEach((p, seat) => {
    if (!p.alive) return;
    p.tryals.forEach((t, position) => {
      if (!t.up && t.id.startsWith('witch')) out.push({ seat, position });
    });
  });
  return out;
}

const RED_WEIGHT: Record<string, number> = { witness: 7, evidence: 3, accusation: 1 };
const redWeight = (card: string) => RED_WEIGHT[card.slice(0, card.lastIndexOf('-'))] ?? (card === 'witness-1' ? 7 : 0);

/**
 * Steers the game to the town's win: every red card goes onto a witch's holder, the heaviest
 * first; a reveal the turn's player chooses turns a Witch up when there is one (any other reveal,
 * the Black Cat's included, shows a Not a Witch while there is one); nobody confesses, no
 * optional draw is taken, and night prompts take their first option. Draws when it holds nothing red.
 */
export function steerToEnd(x: Situation): SalemAction {
  const witches = witchHolders(x.state);
  const d = x.view.decision;
  const night = x.legal.find((a) => a.type === 'night' && a.confess === null);
  if (night) return night;
  if (d?.t === 'reveal') {
    const reveals = x.legal.filter((a): a is Extract<SalemAction, { type: 'reveal' }> => a.type === 'reveal');
    const tryals = x.state.players[d.target]!.tryals;
    const wantWitch = d.cause !== 'cat';
    const pick = reveals.find((a) => tryals[a.tryal]!.id.startsWith('witch') === wantWitch) ?? reveals[0]!;
    return pick;
  }
  const offer = x.legal.find((a) => a.type === 'offer' && !a.use);
  if (offer) return offer;
  if (d?.t === 'character') return x.legal[0]!;
  const plays = x.legal
    .filter((a): a is Extract<SalemAction, { type: 'play' }> => a.type === 'play' && redWeight(a.card) > 0 && !a.asWitness && a.to === undefined && a.remove === undefined)
    .filter((a) => witches.some((w) => w.seat === a.target))
    .sort((a, b) => redWeight(b.card) - redWeight(a.card));
  if (plays[0]) return plays[0];
  return x.legal.find((a) => a.type === 'draw') ?? x.legal.find((a) => a.type === 'end') ?? x.legal[0]!;
}

/**
 * The night screen's shape in the browser, text taken out: every element's tag, class and
 * test id (seat numbers and positions as #), one level per line. A run of identical option
 * buttons is one line with its count only where the count is public (a row of Tryals).
 */
export async function nightShape(page: Page): Promise<string> {
  return page.getByTestId('night-screen').evaluate((root) => {
    type Node = { tagName: string; classList: Iterable<string>; children: Iterable<Node>; getAttribute(name: string): string | null };
    const lines: string[] = [];
    const walk = (el: Node, depth: number): void => {
      const testid = (el.getAttribute('data-testid') ?? '').replace(/\d+/g, '#');
      const cls = [...el.classList].sort().join('.');
      lines.push(`${'  '.repeat(depth)}${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${testid ? `[${testid}]` : ''}`);
      for (const child of el.children) walk(child, depth + 1);
    };
    walk(root as unknown as Node, 0);
    // The confession offers one button per own face-down Tryal: how many is public (every row shows it).
    return lines.filter((line, i) => !(line.includes('[night-confess-#]') && line === lines[i - 1])).join('\n');
  });
}
