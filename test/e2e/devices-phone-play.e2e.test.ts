/**
 * Issue 23, the seat's own phone while others play (SC27–SC30), on 360×640 phones.
 * (a) When Darkness Comes, two heroes, each on a phone: while Luis acts, Ana's phone shows her own
 * sheet first (`.table-own`, in sight) and Luis's after it; on the acting phone a roll shows the
 * pool builder's odds and "Tirar" in sight. (c) Ana closes her page while Luis plays; opened again,
 * her phone lists what she missed ("Desde tu último turno"), "Entendido" dismisses it, and a reload
 * does not bring it back (the mark is kept on the device). (b) Tragedy Looper, a protagonist on a
 * phone against a bot mastermind: the hand, the decision and the notebook's button in sight; the
 * notebook opens over the whole window with its grid and "Cerrar el cuaderno" in sight, keeps a
 * mark on the device through a reload, closes, and the phone sends nothing but seat.hello and
 * seat.act. Every socket message and DOM snapshot of every device (and the main page's) is scanned
 * against the true state (discSecrets / stackSecrets, looperLeaks).
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RESULTS_DIR, useApp } from './harness';
import { recordAnswers, snapshotDom, statesOf, type Recorded } from './recorded-truth';
import { decideLooper, openTable } from './looper-driver';
import { PREGENS } from '../../shared/games/darkness/characters';
import { gameModule } from '../../shared/games/registry';
import type { DarknessAction, DarknessState } from '../../shared/games/darkness/game/types';
import { clickAction, discSecrets, scanSecrets, stackSecrets } from './darkness-driver';
import { outOfSight } from './in-sight';
import { looperLeaks } from './looper-privacy';
import { closeSeatPage, openSeatDevice, PHONE, reopenSeatPage, snapshotSeatDom, type SeatDevice } from './seat-devices';
import { waitPast } from './grizzled-driver';
import { gameWithPhones, mainScreenOf, seatSnapshotAt, tableSeqOf } from './device-tables';

const app = useApp({ screens: true, settings: { botDelayMs: 0 } });
const opened: SeatDevice[] = [];
afterAll(async () => {
  for (const d of opened) await d.context.close();
});

const turnOf = (page: Page) => page.getByTestId('seat-turn').getAttribute('data-turn');

/** Waits until the device is idle at a seq of at least `seq`, and answers whether it is on turn. */
async function settled(device: SeatDevice, seq: number): Promise<string | null> {
  // Polled from here: the seat page's CSP refuses the string predicates waitForFunction would evaluate.
  for (let tries = 0; tries < 150; tries++) {
    const at = Number((await device.page.getByTestId('table').getAttribute('data-seq')) ?? '-1');
    if (at >= seq && (await device.page.getByTestId('play').getAttribute('data-busy')) === 'false') return turnOf(device.page);
    await device.page.waitForTimeout(100);
  }
  throw new Error(`seat ${device.seat}'s page never settled at ${seq}`);
}

/** Plays the seat's move the engine's own bot would choose, from exactly what the device holds; answers the action. */
async function playDarkness(device: SeatDevice, recorded: Recorded[]): Promise<DarknessAction> {
  const seq = await tableSeqOf(device.page);
  const snap = seatSnapshotAt(recorded, device.seat, seq);
  expect(snap, `seat ${device.seat}'s snapshot of ${seq}`).toBeTruthy();
  const action = gameModule('darkness')!.bot(snap!.view, device.seat, snap!.legal, seq * 7919 + device.seat) as DarknessAction;
  await clickAction(device.page, action);
  await waitPast(device.page, seq);
  await snapshotSeatDom(device, recorded, `after move at ${seq}`);
  return action;
}

describe('A seat’s own phone while others play (issue 23)', () => {
  it('Darkness: two heroes on phones — the waiting hero sees their own sheet first, the acting one the odds; a missed turn is recapped and "Entendido" puts it away', async () => {
    const names = ['Ana', 'Luis'];
    const [ANA, LUIS] = [0, 1];
    const { sessionId, links } = await gameWithPhones(
      app,
      'darkness.games.create',
      {
        scenarioId: 'curfew_radio', campaignId: null, master: false, seed: 'phone-play-1',
        heroes: [{ pregenId: PREGENS[0]!.id }, { pregenId: PREGENS[1]!.id }],
        players: names.map((name) => ({ name })),
      },
      [ANA, LUIS],
    );
    const recorded: Recorded[] = [];
    const phones = [ANA, LUIS].map(() => null as unknown as SeatDevice);
    for (const seat of [ANA, LUIS]) phones[seat] = await openSeatDevice(app.browser, links.get(seat)!, seat, recorded, PHONE);
    opened.push(...phones);

    const seen = { ownSheets: 0, rolls: 0, moves: [0, 0] };
    let recapDone = false;
    let seq = 0;
    for (let move = 0; move < 300; move++) {
      const turns = await Promise.all(phones.map((d) => settled(d, seq)));
      if (turns.includes('over')) break;
      const acting = phones[turns.indexOf('mine')];
      if (!acting) throw new Error(`no phone on turn: ${turns.join(', ')}`);
      const waiting = phones[1 - acting.seat]!;
      seq = await tableSeqOf(acting.page);
      await settled(waiting, seq);

      // SC28: the waiting hero's own sheet first, as their own area, in sight; the acting hero's after it.
      const own = waiting.page.locator(`.table-own[data-testid="hero-panel"][data-seat="${waiting.seat}"]`);
      expect(await own.count(), `seat ${waiting.seat}'s own sheet at ${seq}`).toBe(1);
      const order = await waiting.page.locator('[data-testid="hero-panel"]').evaluateAll((els) => els.map((el) => ({ seat: el.getAttribute('data-seat'), top: el.getBoundingClientRect().top })));
      const mine = order.find((o) => o.seat === String(waiting.seat))!;
      expect(mine.top, `seat ${waiting.seat}'s own sheet starts in sight`).toBeLessThan(640);
      if (order.length === 2) {
        expect(mine.top).toBeLessThan(order.find((o) => o !== mine)!.top);
        seen.ownSheets++;
      }
      await snapshotSeatDom(waiting, recorded, `waiting at ${seq}`);

      // SC27: Ana closes her page on Luis's turn (once she has played); opened again on hers, it lists what she missed.
      if (!recapDone && acting.seat === LUIS && seen.moves[ANA]! >= 2 && seen.moves[LUIS]! >= 2) {
        const url = await closeSeatPage(phones[ANA]!);
        let luisMoves = 0;
        while ((await settled(acting, seq)) === 'mine' && luisMoves < 40) {
          await playDarkness(acting, recorded);
          seq = await tableSeqOf(acting.page);
          luisMoves++;
        }
        expect(luisMoves).toBeGreaterThan(0);
        await reopenSeatPage(phones[ANA]!, url, recorded);
        const ana = phones[ANA]!.page;
        await ana.getByTestId('recap').waitFor();
        // The recap sits with the log below the board; the top of the phone names it, one tap away.
        const jump = ana.getByTestId('seat-recap-jump');
        expect(await jump.innerText()).toMatch(/novedad/);
        await jump.click();
        expect((await outOfSight(ana, '[data-testid="recap"] .recap-title')).hidden).toEqual([]);
        const lines = await ana.getByTestId('recap-line').allInnerTexts();
        expect(lines.length).toBeGreaterThan(0);
        // What Luis's hero did, by the hero's name, as the shared screen's recap says it.
        const luisHero = (seatSnapshotAt(recorded, LUIS, seq)!.view as { heroes: { name: string }[] }).heroes[LUIS]!.name;
        expect(lines.join(' ')).toContain(luisHero);
        await snapshotSeatDom(phones[ANA]!, recorded, 'recap after a missed turn');
        await ana.getByTestId('recap-dismiss').click();
        await ana.getByTestId('recap').waitFor({ state: 'detached' });
        expect(await ana.getByTestId('seat-recap-jump').count()).toBe(0);
        // Dismissed on this device: a reload does not list it again.
        await reopenSeatPage(phones[ANA]!, await closeSeatPage(phones[ANA]!), recorded);
        await phones[ANA]!.page.waitForTimeout(300);
        expect(await phones[ANA]!.page.getByTestId('recap').count()).toBe(0);
        recapDone = true;
        continue;
      }

      const snap = seatSnapshotAt(recorded, acting.seat, seq)!;
      const action = gameModule('darkness')!.bot(snap.view, acting.seat, snap.legal, seq * 7919 + acting.seat) as DarknessAction;
      if (action.type === 'roll') {
        // SC25: the odds and "Tirar" in sight before the roll, with the hero's own sheet as their own area.
        const chance = (await acting.page.getByTestId('pool-chance').count()) > 0;
        const sight = await outOfSight(acting.page, '[data-testid="pool-chance"], [data-testid="pool-odds"], [data-testid="pool-roll"]');
        expect(sight.count).toBe(chance ? 3 : 2);
        expect(sight.hidden).toEqual([]);
        expect(await acting.page.locator(`.table-own[data-testid="hero-panel"][data-seat="${acting.seat}"]`).count()).toBe(1);
        seen.rolls++;
      }
      await playDarkness(acting, recorded);
      seen.moves[acting.seat]!++;
      seq = await tableSeqOf(acting.page);
      if (recapDone && seen.ownSheets >= 6 && seen.rolls >= 2 && seen.moves.every((n) => n >= 4)) break;
    }
    expect(recapDone).toBe(true);
    expect(seen.ownSheets).toBeGreaterThanOrEqual(6);
    expect(seen.rolls).toBeGreaterThanOrEqual(2);

    await phones[0]!.page.waitForTimeout(100);
    const truth = statesOf(path.join(app.dataDir, 'velada.db'), sessionId);
    const heroSecrets = (state: DarknessState, seat: number | null) => [...discSecrets(state, seat), ...stackSecrets(state)];
    const shown = scanSecrets(recorded, truth, () => true, heroSecrets);
    expect(shown.leaks).toEqual([]);
    expect(shown.checks).toBeGreaterThan(100);
    for (const d of phones) expect(d.problems).toEqual([]);
    expect(app.problems).toEqual([]);
  }, 600_000);

  it('Looper: a protagonist on a phone plays its hand and opens and closes the notebook, its grid in sight, kept on the device', async () => {
    const { page } = app;
    const ANA = 1;
    const { sessionId, links } = await gameWithPhones(
      app,
      'sessions.create',
      { gameId: 'looper', players: [{ name: 'Velada', bot: true }, { name: 'Ana' }], options: { scriptId: 'velada-bt-1' }, seed: 'e2e-notebook-room' },
      [ANA],
    );
    const recorded: Recorded[] = [];
    const phone = await openSeatDevice(app.browser, links.get(ANA)!, ANA, recorded, PHONE);
    opened.push(phone);
    const answers = recordAnswers(page, recorded);
    // The main screen runs the bot mastermind and shows the public table.
    await openTable(app, sessionId);
    const CONTROLS = '[data-testid="decision"] button:not([disabled])';

    let moves = 0;
    let notebookChecked = false;
    for (let move = 0; move < 200 && moves < 12; move++) {
      const screen = await mainScreenOf(page, CONTROLS, 'looper-end');
      await snapshotDom(page, recorded, { seq: answers.last().seq, seat: null }, `main ${move} ${screen}`);
      if (screen === 'end') break;
      if (screen === 'moment') {
        await page.getByTestId('public-moment-continue').click();
        await page.getByTestId('public-moment').waitFor({ state: 'detached' });
        continue;
      }
      expect(screen).toBe('phone');
      await phone.page.locator('[data-testid="seat-turn"][data-turn="mine"]').waitFor({ timeout: 10_000 });
      const mainSeq = await tableSeqOf(page);
      const kind = await phone.page.getByTestId('decision').getAttribute('data-decision');
      if (kind === 'protagonistCard') {
        // The decision and its first hand card in sight, the notebook's button right after the decision; nothing wider than the window.
        await phone.page.screenshot({ path: path.join(RESULTS_DIR, 'phone-play-looper-protagonist-360x640.png'), fullPage: true });
        const hand = await outOfSight(phone.page, '[data-testid="decision"] [data-testid^="hand-card-"]');
        expect(hand.count - hand.hidden.length, 'hand cards in sight at rest').toBeGreaterThan(1);
        const after = await phone.page.evaluate(`(() => {
          const d = document.querySelector('[data-testid="decision"]').getBoundingClientRect();
          const b = document.querySelector('[data-testid="notebook-toggle"]').getBoundingClientRect();
          return b.top >= d.bottom - 1 && b.top - d.bottom < 24 && b.height >= 43.5;
        })()`);
        expect(after, 'the notebook button right after the decision, 44 px tall').toBe(true);
        expect(await phone.page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
        if (!notebookChecked) {
          await checkNotebook(phone, recorded);
          notebookChecked = true;
        }
      }
      await decideLooper(phone.page);
      moves++;
      await snapshotSeatDom(phone, recorded, `phone move ${moves}`);
      await waitPast(page, mainSeq);
    }
    expect(notebookChecked).toBe(true);
    expect(moves).toBeGreaterThanOrEqual(6);
    // The notebook asked the listener for nothing: the phone sent seat.hello and seat.act only.
    const commands = new Set(phone.sent.map((frame) => (JSON.parse(frame) as { command?: string }).command));
    expect([...commands].sort()).toEqual(['seat.act', 'seat.hello']);

    await phone.page.waitForTimeout(100);
    const truth = statesOf(path.join(app.dataDir, 'velada.db'), sessionId);
    const found = looperLeaks(recorded, truth);
    expect(found.searched).toBeGreaterThan(20);
    expect(found.leaks).toEqual([]);
    expect(phone.problems).toEqual([]);
    expect(app.problems).toEqual([]);
  }, 600_000);
});

/** SC30: the drawer over the whole window, grid and close in sight; a mark kept on the device through a reload (SC29). */
async function checkNotebook(phone: SeatDevice, recorded: Recorded[]): Promise<void> {
  const CELLS = '[data-testid="notes-grid"] button[data-testid^="note-"]';
  await phone.page.getByTestId('notebook-toggle').click();
  const drawer = phone.page.getByTestId('notebook-drawer');
  await drawer.waitFor();
  await phone.page.locator('[data-testid="notebook-status"]').filter({ hasText: 'Guardado' }).waitFor();
  await phone.page.screenshot({ path: path.join(RESULTS_DIR, 'phone-play-looper-notebook-360x640.png') });
  const grid = await outOfSight(phone.page, '[data-testid="notes-grid"], [data-testid="notebook-close"]');
  expect(grid.count).toBe(2);
  expect(grid.hidden).toEqual([]);
  const cells = await outOfSight(phone.page, CELLS);
  expect(cells.count).toBe(9 * 12);
  expect(cells.hidden).toEqual([]);
  const cell = phone.page.locator(CELLS).first();
  const id = (await cell.getAttribute('data-testid'))!;
  await cell.click();
  expect(await cell.getAttribute('data-state')).toBe('possible');
  await phone.page.locator('[data-testid="notebook-status"]').filter({ hasText: 'Guardado' }).waitFor();
  await snapshotSeatDom(phone, recorded, 'notebook open');
  await phone.page.getByTestId('notebook-close').click();
  await drawer.waitFor({ state: 'hidden' });
  // Kept on this device: a reload brings the mark back.
  await reopenSeatPage(phone, await closeSeatPage(phone), recorded);
  await phone.page.getByTestId('notebook-toggle').click();
  await phone.page.getByTestId(id).waitFor();
  expect(await phone.page.getByTestId(id).getAttribute('data-state')).toBe('possible');
  await phone.page.getByTestId('notebook-close').click();
  await phone.page.getByTestId('notebook-drawer').waitFor({ state: 'hidden' });
  // Closed, the phone is back where it was: the button in sight, with the keyboard's focus.
  expect(await phone.page.evaluate('document.activeElement && document.activeElement.getAttribute("data-testid")')).toBe('notebook-toggle');
  expect((await outOfSight(phone.page, '[data-testid="notebook-toggle"]')).hidden).toEqual([]);
}
