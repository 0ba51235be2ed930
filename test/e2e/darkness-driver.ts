/**
 * Plays When Darkness Comes through its table the way a person clicks it, with the test ids the
 * table promises (renderer/src/games/darkness/table): a square on the map to move, one button per
 * turn action, the pool builder's skill, items, helpers and VP dice then "Tirar", the dice to re-roll
 * or "Quedarme", and one button per answer of a pending decision. What to choose is decided
 * deterministically by the engine's hero bot from the very view the page received for that seat, so
 * every click is a control the table offers for a legal action.
 */
import type { Page } from 'playwright-core';
import { onAnswers } from './answers';
import type { Seat } from '../../shared/engine/contract';
import type { DarknessAction, DarknessState, DarknessView } from '../../shared/games/darkness/game/types';
import { discById, tileById } from '../../shared/games/darkness/content';
import { gameModule } from '../../shared/games/registry';
import { actionId } from '../../renderer/src/games/darkness/table/turn-actions';
import { hostApi, type App } from './harness';
import type { Recorded, Truth } from './recorded-truth';
import { assertNoErrorNotice } from './driver';
import { waitPast } from './grizzled-driver';

export interface SeatAnswer {
  seq: number;
  seat: Seat | null;
  view: DarknessView;
  legal: DarknessAction[];
}

/** Keeps the newest table answer per seq and seat, as the page received it. */
export function trackTables(page: Page): { of: (seq: number, seat: Seat) => SeatAnswer | null } {
  const bySeqSeat = new Map<string, SeatAnswer>();
  onAnswers(page, (command, text) => {
    if (!command.startsWith('sessions.')) return;
    try {
      const body = JSON.parse(text) as { ok: boolean; data?: Partial<SeatAnswer> };
      const data = body.data;
      if (!body.ok || !data || typeof data.seq !== 'number' || !data.view) return;
      bySeqSeat.set(`${data.seq}:${data.seat ?? 'public'}`, data as SeatAnswer);
    } catch {
      // Not JSON (a download) or the page went away: nothing to keep.
    }
  });
  return { of: (seq, seat) => bySeqSeat.get(`${seq}:${seat}`) ?? null };
}

export type DarknessScreen = 'mine' | 'end' | 'handoff';

const CONTROLS = ['[data-testid="decision"] button:not([disabled])', '[data-testid="pool-roll"]', '[data-testid="rolled-keep"]', '[data-testid^="reach-"]'].join(', ');

/** Waits until the table waits for the person: one of their controls, a cover, or the end. */
export async function darknessScreen(page: Page): Promise<DarknessScreen> {
  await page
    .locator(`[data-testid="play"][data-busy="false"]:is([data-mode="handoff"], :has([data-testid="darkness-end"]), :has(:is(${CONTROLS})))`)
    .first()
    .waitFor({ state: 'attached', timeout: 60_000 });
  await assertNoErrorNotice(page);
  if ((await page.getByTestId('darkness-end').count()) > 0) return 'end';
  return (await page.getByTestId('play').getAttribute('data-mode')) === 'handoff' ? 'handoff' : 'mine';
}

export async function tableSeq(page: Page): Promise<number> {
  return Number((await page.getByTestId('table').getAttribute('data-seq')) ?? '-1');
}

async function setChecked(page: Page, testid: string, checked: boolean): Promise<void> {
  const box = page.getByTestId(testid);
  if ((await box.count()) > 0) await box.setChecked(checked);
}

/** The pool builder set to the bot's pool, then "Tirar". */
async function buildPool(page: Page, action: Extract<DarknessAction, { type: 'roll' }>): Promise<void> {
  // The skill choice is shown only when a skill may add its dice to this check.
  const skill = page.getByTestId(action.skill ? `pool-skill-${action.skill}` : 'pool-skill-none');
  if (action.skill || (await skill.count()) > 0) await skill.check();
  for (const box of await page.locator('[data-testid^="pool-item-"]').all()) {
    const id = ((await box.getAttribute('data-testid')) ?? '').slice('pool-item-'.length);
    await box.setChecked(action.items.includes(id));
  }
  if (action.ally) await page.getByTestId(`pool-ally-${action.ally}`).check();
  for (const box of await page.locator('[data-testid^="pool-helper-"]').all()) {
    const seat = Number(((await box.getAttribute('data-testid')) ?? '').slice('pool-helper-'.length));
    await box.setChecked(action.helpers.includes(seat));
  }
  const vp = page.getByTestId('pool-vp-dice');
  if ((await vp.count()) > 0) await vp.fill(String(action.vpDice));
  await page.getByTestId('pool-roll').click();
}

/** Clicks the control of one legal action. */
export async function clickAction(page: Page, action: DarknessAction): Promise<void> {
  switch (action.type) {
    case 'moveTo':
      // Clicked like a person: a disc or figure drawn on the square lets the click through to it (D341).
      return page.getByTestId(`reach-${action.x},${action.y}`).click();
    case 'roll':
      return buildPool(page, action);
    case 'reroll':
      for (const i of action.dice) await page.getByTestId(`rolled-main-${i}`).click();
      return page.getByTestId('rolled-reroll').click();
    case 'keep':
      return page.getByTestId('rolled-keep').click();
    case 'fateChoice':
      return page.getByTestId(`fate-option-${action.option}`).click();
    case 'orientTile':
      return page.getByTestId(`orient-${action.rotation}`).click();
    case 'securityApproach':
      return page.getByTestId(`security-${action.how}`).click();
    case 'combatChoice':
      return page.getByTestId(`combat-${action.choice}`).click();
    case 'absorb':
      return page.getByTestId(`absorb-${action.option}`).click();
    case 'assist':
      return page.getByTestId(`assist-${action.accept ? 'yes' : 'no'}`).click();
    case 'invite':
      for (const box of await page.locator('[data-testid^="invite-"][type="checkbox"]').all()) {
        const seat = Number(((await box.getAttribute('data-testid')) ?? '').slice('invite-'.length));
        await box.setChecked(action.seats.includes(seat));
      }
      return page.getByTestId('invite-send').click();
    case 'drop':
      if ((await page.getByTestId(`drop-${action.disc}`).count()) > 0) return page.getByTestId(`drop-${action.disc}`).click();
      return page.getByTestId(`act-${actionId(action)}`).click();
    default:
      if (action.type.startsWith('master')) throw new Error(`the driver plays heroes only, not ${action.type}`);
      return page.getByTestId(`act-${actionId(action)}`).click();
  }
}

/**
 * Makes the person's move: the hero bot decides from the view the page holds for this seat (the
 * same object the table renders), and the driver clicks that action's control.
 */
export async function decideDarkness(page: Page, tables: ReturnType<typeof trackTables>, seat: Seat): Promise<DarknessAction> {
  const seq = await tableSeq(page);
  const answer = tables.of(seq, seat);
  if (!answer) throw new Error(`no table answer for seat ${seat} at seq ${seq}`);
  const action = gameModule('darkness')!.bot(answer.view, seat, answer.legal, seq * 7919 + seat) as DarknessAction;
  await clickAction(page, action);
  await waitPast(page, seq);
  return action;
}

/** Starts a game through the host's API (the new-game screen has its own test) and opens its table. */
export async function createDarknessGame(app: App, body: Record<string, unknown>): Promise<string> {
  return (await hostApi<{ id: string }>(app.host, 'darkness.games.create', body)).id;
}

/** What each face-down disc the seat has not peeked would give away: its def id and its names. */
export function discSecrets(state: DarknessState, seat: Seat | null): { id: string; strings: string[] }[] {
  const peeked = new Set(seat === null ? [] : (state.peeks[seat] ?? []));
  const out: { id: string; strings: string[] }[] = [];
  for (const disc of Object.values(state.discs)) {
    if (disc.where.zone !== 'board' || disc.where.faceUp || peeked.has(disc.id)) continue;
    const def = discById(disc.def);
    out.push({ id: disc.def, strings: [disc.def, ...(def ? [def.name.es, def.name.en] : [])] });
  }
  return out;
}

/** The tiles still in the stack (only the Master may know them): their ids and names. */
export function stackSecrets(state: DarknessState): { id: string; strings: string[] }[] {
  return state.stack.map((id) => {
    const def = tileById(id);
    return { id, strings: [id, ...(def ? [def.name.es, def.name.en] : [])] };
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A string shown as a value (JSON or an attribute) or as a whole text node; a JSON key is not a
 * value (a hero's "medicine" attribute says nothing of a face-down Medicine disc).
 */
export function shows(text: string, secret: string): boolean {
  return new RegExp(`"${escape(secret)}"(?!\\s*:)`).test(text) || new RegExp(`>\\s*${escape(secret)}\\s*<`).test(text);
}

/**
 * Searches every recorded answer and DOM snapshot addressed to a seat `shownTo` accepts for the
 * secrets of the state of that moment (`secrets(state, seat)`). A secret the public table had
 * already shown (the same def or tile id, or its names: the set's copies) says nothing and is
 * skipped. Answers the number of searches and every string found.
 */
export function scanSecrets(
  recorded: readonly Recorded[],
  truth: Truth,
  shownTo: (seat: Seat | null) => boolean,
  secrets: (state: DarknessState, seat: Seat | null) => { id: string; strings: string[] }[],
): { checks: number; leaks: string[] } {
  let checks = 0;
  const leaks: string[] = [];
  for (const r of recorded) {
    if (!shownTo(r.seat)) continue;
    const state = truth.at(r.seq) as DarknessState | undefined;
    if (!state || state.result) continue;
    const known = truth.publicUpTo(r.seq);
    const knownNames = new Set([...known].flatMap((k) => {
      const d = discById(k) ?? tileById(k);
      return d ? [d.name.es, d.name.en] : [];
    }));
    for (const { id, strings } of secrets(state, r.seat)) {
      if (known.has(id)) continue;
      for (const secret of strings) {
        if (knownNames.has(secret)) continue;
        checks += 1;
        if (shows(r.text, secret)) leaks.push(`${r.kind} ${r.what} at seq ${r.seq} (seat ${r.seat ?? 'public'}) shows ${secret}`);
      }
    }
  }
  return { checks, leaks };
}
