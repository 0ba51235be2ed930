/**
 * Issue 23 for Tragedy Looper and When Darkness Comes: the secret-holding seat on its own phone.
 * (a) Tragedy Looper: Marta, the mastermind, plays on a 360×640 phone; Ana and Luis, the
 * protagonists, at the main screen. Played through a lost loop (Basic Tragedy, the seed of
 * looper-public-moments.e2e.test.ts): the main screen never puts up a cover for the mastermind,
 * shows the public table with "Marta decide en su teléfono" while she decides, shows every public
 * moment (the lost loop, the Time Spiral's answer while Marta is next, on her phone) and keeps the
 * protagonists' covers. Every socket message of the phone and every answer and DOM snapshot of the
 * main page and the phone is recorded; the main page's are scanned with `looperLeaks` against the
 * true state (no role, plot, culprit or handbook), and the same scan over the phone's finds the
 * script there, so it would see a leak. The phone has its decision first, then the mastermind's
 * screen, nothing wider than the window, 44 px controls, and is axe-clean.
 * (b) When Darkness Comes with a Master: Marta, the Master, and Ana, a hero, each on a 360×640
 * phone; Luis, the other hero, at the main screen. Several rounds: Marta uses her tools from her
 * phone (the decision, then her screen), Ana builds her pools on hers with the odds in sight before
 * every roll, and the main screen shows the public table while either decides there, never the
 * Master's screen or her cover, and keeps Luis's cover. Every socket message and DOM snapshot of
 * Ana's phone and every answer and DOM snapshot of the main page is searched for face-down discs
 * that seat did not peek and for the tile stack (discSecrets, scanSecrets); the same search over
 * Marta's phone finds them, so it would see a leak. Both phones fit and are axe-clean.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RESULTS_DIR, useApp } from './harness';
import { recordAnswers, snapshotDom, statesOf, type Recorded } from './recorded-truth';
import { decideLooper, importRetiredScript, openTable, takeDevice } from './looper-driver';
import { PREGENS } from '../../shared/games/darkness/characters';
import { gameModule } from '../../shared/games/registry';
import type { DarknessAction, DarknessState, DarknessView } from '../../shared/games/darkness/game/types';
import { clickAction, decideDarkness, discSecrets, scanSecrets, stackSecrets, trackTables } from './darkness-driver';
import { masterClick, type Tool } from './darkness-master-tools';
import { outOfSight } from './in-sight';
import { looperLeaks } from './looper-privacy';
import { seriousAxeViolations } from './a11y';
import { openSeatDevice, PHONE, snapshotSeatDom, type SeatDevice } from './seat-devices';
import { phoneFit } from './phone-fit';
import { waitPast } from './grizzled-driver';
import { gameWithPhones, mainScreenOf, phoneDeciders, seatSnapshotAt, tableSeqOf } from './device-tables';

const app = useApp({ screens: true, settings: { botDelayMs: 0 } });
const opened: SeatDevice[] = [];
afterAll(async () => {
  for (const d of opened) await d.context.close();
});

const LOOPER_CONTROLS = ['hand-card-', 'act-', 'guess-', 'henchman-', 'informer-', 'incident-first-', 'incident-choice-', 'dayend-', 'mm-ability-', 'goodwill-']
  .map((prefix) => `[data-testid="decision"] button:not([disabled])[data-testid^="${prefix}"]`)
  .join(', ');
const mainLooperScreen = (page: Page) => mainScreenOf(page, LOOPER_CONTROLS, 'looper-end');
const DARKNESS_CONTROLS = '[data-testid="decision"] button:not([disabled]), [data-testid="pool-roll"], [data-testid="rolled-keep"], [data-testid^="reach-"]';

/** A phone at rest: nothing wider than the window, the decision first and in sight, its own area right after it, 44 px controls; axe-clean. */
async function expectPhoneFits(device: SeatDevice, shot: string): Promise<void> {
  await device.page.screenshot({ path: path.join(RESULTS_DIR, `${shot}-360x640.png`), fullPage: true });
  const fit = await phoneFit(device.page);
  expect(fit.sideways, shot).toBe(false);
  expect(fit.decisionHidden, shot).toEqual([]);
  expect(fit.ownAfterDecision, shot).toBe(true);
  expect(fit.ownTop!, shot).toBeLessThan(fit.windowHeight);
  expect(fit.small, shot).toEqual([]);
  expect(await seriousAxeViolations(device.page), shot).toEqual([]);
}

describe('Tragedy Looper and When Darkness Comes with the secret seat on a phone (issue 23)', () => {
  it('Looper: the mastermind on a phone through a lost loop; the main screen is public, shows every moment, and never covers for her', async () => {
    const { page } = app;
    const names = ['Marta', 'Ana', 'Luis'];
    const { sessionId, links } = await gameWithPhones(
      app,
      'sessions.create',
      { gameId: 'looper', players: names.map((name) => ({ name })), options: { scriptId: await importRetiredScript(app, 'velada-bt-5') }, seed: 'e2e-privacy' },
      [0],
    );
    const recorded: Recorded[] = [];
    const phone = await openSeatDevice(app.browser, links.get(0)!, 0, recorded, PHONE);
    opened.push(phone);
    const answers = recordAnswers(page, recorded);
    await openTable(app, sessionId);

    const kinds: string[] = [];
    let phoneMoves = 0;
    let publicWaits = 0;
    let covers = 0;
    let phoneChecked = false;
    let spiralNext = '';
    for (let move = 0; move < 500 && !spiralNext; move++) {
      const screen = await mainLooperScreen(page);
      if (screen === 'end') throw new Error(`the game ended before a loop was lost (moments: ${kinds.join(', ')})`);
      await snapshotDom(page, recorded, screen === 'mine' ? answers.last() : { seq: answers.last().seq, seat: null }, `main ${move} ${screen}`);
      expect(await page.getByTestId('mastermind-screen').count()).toBe(0);
      if (screen === 'moment') {
        const kind = (await page.getByTestId('public-moment').getAttribute('data-kind')) ?? '';
        kinds.push(kind);
        if (kind === 'timeSpiral' && kinds.includes('loopLost')) {
          spiralNext = (await page.getByTestId('public-moment-next').allInnerTexts()).join(' ');
          break;
        }
        await page.getByTestId('public-moment-continue').click();
        await page.getByTestId('public-moment').waitFor({ state: 'detached' });
        continue;
      }
      if (screen === 'handoff') {
        // Only the protagonists at this screen get covers; never the mastermind on her phone.
        const cover = await page.getByTestId('handoff-title').innerText();
        expect(cover).not.toContain('Mente maestra');
        expect(cover).toMatch(/^Turno de (Ana|Luis)$/);
        covers++;
        await takeDevice(page);
        continue;
      }
      if (screen === 'phone') {
        expect(await page.getByTestId('device-turn').innerText()).toContain('Marta decide en su teléfono');
        expect(await page.getByTestId('table').getAttribute('data-seat')).toBe('public');
        publicWaits++;
        await phone.page.locator('[data-testid="seat-turn"][data-turn="mine"]').waitFor({ timeout: 10_000 });
        if (!phoneChecked) {
          expect(await phone.page.locator('.table-own [data-testid="mastermind-screen"]').count()).toBe(1);
          await expectPhoneFits(phone, 'devices-looper-mastermind');
          phoneChecked = true;
        }
        const seq = await tableSeqOf(phone.page);
        await decideLooper(phone.page);
        phoneMoves++;
        await snapshotSeatDom(phone, recorded, `phone move ${phoneMoves}`);
        // The main screen follows the phone's move by the host's push.
        await waitPast(page, seq);
        continue;
      }
      await decideLooper(page);
    }
    expect(kinds).toContain('loopLost');
    // The Time Spiral's answer shows on the main screen while the mastermind, next, is on her phone.
    expect(spiralNext).toContain('Ahora le toca a la mente maestra (Marta), en su teléfono');
    expect(await page.getByTestId('handoff').count()).toBe(0);
    await snapshotDom(page, recorded, { seq: answers.last().seq, seat: null }, 'moment timeSpiral');
    await page.getByTestId('public-moment-continue').click();
    expect(await mainLooperScreen(page)).toBe('phone');
    expect(phoneMoves).toBeGreaterThan(10);
    expect(publicWaits).toBeGreaterThan(10);
    expect(covers).toBeGreaterThan(5);
    expect(phoneChecked).toBe(true);

    await phone.page.waitForTimeout(100);
    const truth = statesOf(path.join(app.dataDir, 'velada.db'), sessionId);
    const main = looperLeaks(recorded.filter((r) => !r.what.includes('seat 0')), truth);
    expect(main.searched).toBeGreaterThan(50);
    expect(main.leaks).toEqual([]);
    // The same scan over the phone's records, as if they were a protagonist's, finds the script: it would see a leak.
    const asProtagonist = recorded.filter((r) => r.what.includes('seat 0') && r.kind === 'dom').map((r) => ({ ...r, seat: 1 }));
    expect(looperLeaks(asProtagonist, truth).leaks.length).toBeGreaterThan(0);
    expect(phone.problems).toEqual([]);
    expect(app.problems).toEqual([]);
  }, 600_000);

  it('Darkness: the Master and a hero on phones, the other hero at the main screen; her tools work there, the odds show before every roll, and no screen shows what it must not', async () => {
    const { page } = app;
    const names = ['Ana', 'Luis', 'Marta'];
    const [ANA, LUIS, MASTER] = [0, 1, 2];
    const { sessionId, links } = await gameWithPhones(
      app,
      'darkness.games.create',
      {
        scenarioId: 'curfew_radio', campaignId: null, master: true, seed: 'devices-master-1',
        heroes: [{ pregenId: PREGENS[0]!.id }, { pregenId: PREGENS[1]!.id }],
        players: names.map((name) => ({ name })),
      },
      [ANA, MASTER],
    );
    const recorded: Recorded[] = [];
    const phones = new Map<number, SeatDevice>();
    for (const seat of [ANA, MASTER]) phones.set(seat, await openSeatDevice(app.browser, links.get(seat)!, seat, recorded, PHONE));
    opened.push(...phones.values());
    const answers = recordAnswers(page, recorded);
    const tables = trackTables(page);
    await openTable(app, sessionId);

    const used = new Map<Tool, number>();
    const moves = { master: 0, ana: 0, luis: 0, covers: 0, rolls: 0, masterWaits: 0 };
    const checked = new Set<string>();
    let round = 1;
    for (let move = 0; move < 400; move++) {
      const screen = await mainScreenOf(page, DARKNESS_CONTROLS, 'darkness-end');
      if (screen === 'end') break;
      await snapshotDom(page, recorded, screen === 'mine' ? answers.last() : { seq: answers.last().seq, seat: null }, `main ${move} ${screen}`);
      expect(await page.getByTestId('master-screen').count()).toBe(0);
      if (screen === 'handoff') {
        // Only Luis plays at this screen: never the Master's cover.
        expect(await page.getByTestId('handoff-title').innerText()).toBe('Turno de Luis');
        moves.covers++;
        await page.getByTestId('handoff-reveal').click();
        continue;
      }
      if (screen === 'mine') {
        expect(await page.getByTestId('table').getAttribute('data-seat')).toBe(String(LUIS));
        await decideDarkness(page, tables, LUIS);
        moves.luis++;
        continue;
      }
      expect(screen).toBe('phone');
      expect(await page.getByTestId('table').getAttribute('data-seat')).toBe('public');
      const seat = (await phoneDeciders(page))[0]!;
      const device = phones.get(seat)!;
      await device.page.locator('[data-testid="seat-turn"][data-turn="mine"]').waitFor({ timeout: 10_000 });
      const mainSeq = await tableSeqOf(page);
      const seq = await tableSeqOf(device.page);
      const snap = seatSnapshotAt(recorded, seat, seq);
      expect(snap, `seat ${seat}'s snapshot of ${seq}`).toBeTruthy();
      const view = snap!.view as DarknessView;
      round = view.round;
      if (seat === MASTER) {
        moves.masterWaits++;
        expect(await page.getByTestId('device-turn').innerText()).toContain('Marta decide en su teléfono');
        await device.page.getByTestId('master-screen').waitFor();
        if (!checked.has('master')) {
          expect(await device.page.locator('[data-testid="master-screen"].table-own').count()).toBe(1);
          await expectPhoneFits(device, 'devices-darkness-master');
          checked.add('master');
        }
        used.set(await masterClick(device.page, view, used), view.round);
        moves.master++;
      } else {
        const action = gameModule('darkness')!.bot(view, ANA, snap!.legal, seq * 7919 + ANA) as DarknessAction;
        if (action.type === 'roll') {
          // The odds before the roll, in sight on the phone with the button that rolls: the chance of
          // success against a target, and every level's odds (folded) for any check.
          const chance = (await device.page.getByTestId('pool-chance').count()) > 0;
          const sight = await outOfSight(device.page, '[data-testid="pool-chance"], [data-testid="pool-odds"], [data-testid="pool-roll"]');
          expect(sight.count).toBe(chance ? 3 : 2);
          expect(sight.hidden).toEqual([]);
          if (!checked.has('ana')) {
            expect(await device.page.locator('.table-own[data-testid="hero-panel"][data-seat="0"]').count()).toBe(1);
            await expectPhoneFits(device, 'devices-darkness-hero');
            checked.add('ana');
          }
          if (chance) expect(await device.page.getByTestId('pool-chance').innerText()).toMatch(/\d+\s?%/);
          else {
            await device.page.getByTestId('pool-odds').locator('summary').click();
            expect(await device.page.getByTestId('pool-odds').innerText()).toMatch(/\d+\s?%/);
          }
          moves.rolls++;
        }
        await clickAction(device.page, action);
        moves.ana++;
      }
      await waitPast(device.page, seq);
      await snapshotSeatDom(device, recorded, `phone move ${move}`);
      // The main screen follows the phone's move by the host's push.
      await waitPast(page, mainSeq);
      const enough = moves.master >= 10 && moves.ana >= 8 && moves.luis >= 4 && moves.rolls >= 2 && round >= 3;
      if (enough && ['environment', 'done'].every((t) => used.has(t as Tool))) break;
    }
    expect(round).toBeGreaterThanOrEqual(3);
    expect(moves.rolls).toBeGreaterThanOrEqual(2);
    expect(moves.covers).toBeGreaterThan(1);
    expect(moves.masterWaits).toBeGreaterThan(5);
    expect([...checked].sort()).toEqual(['ana', 'master']);
    expect([...used.keys()]).toEqual(expect.arrayContaining(['environment', 'done']));

    await page.waitForTimeout(100);
    const truth = statesOf(path.join(app.dataDir, 'velada.db'), sessionId);
    const heroSecrets = (state: DarknessState, seat: number | null) => [...discSecrets(state, seat), ...stackSecrets(state)];
    // The main page (the public table, Luis's view) and Ana's phone: no face-down disc they did not peek, no stack.
    const shown = scanSecrets(recorded, truth, (seat) => seat !== MASTER, heroSecrets);
    expect(shown.leaks).toEqual([]);
    expect(shown.checks).toBeGreaterThan(200);
    expect(recorded.filter((r) => r.seat === ANA && r.what.startsWith('socket')).length).toBeGreaterThan(20);
    for (const r of recorded.filter((x) => x.kind === 'dom' && x.seat !== MASTER)) expect(r.text.includes('data-testid="master-screen"'), r.what).toBe(false);
    // Marta's phone holds both: the search would see a leak.
    expect(scanSecrets(recorded, truth, (seat) => seat === MASTER, (state) => discSecrets(state, null)).leaks.length).toBeGreaterThan(0);
    expect(scanSecrets(recorded, truth, (seat) => seat === MASTER, stackSecrets).leaks.length).toBeGreaterThan(0);
    for (const d of phones.values()) expect(d.problems).toEqual([]);
    expect(app.problems).toEqual([]);
  }, 600_000);
});
