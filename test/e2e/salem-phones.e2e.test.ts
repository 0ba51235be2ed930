/**
 * Issue 23 for Salem 1692 (rules version 3, S66): six people, each on a 360×640 phone. The first
 * dawn and, later, a night are answered by everyone at once — every phone shows its own night
 * screen at the same time, with one DOM shape for every role (S90), and the six answers are sent
 * together; an answer that lands just after another is refused on its phone, keeps its choices and
 * is confirmed again (S66). The day in between is played
 * through the host (it is not what this test is about). Every socket message and DOM snapshot of
 * every phone is scanned for another seat's Tryals, hand or night answers.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../shared/engine/contract';
import type { SalemAction, SalemState, SalemView } from '../../shared/games/salem/types';
import type { SeatServerMessage, SeatSnapshot } from '../../shared/ipc/seat-protocol';
import type { SeatLinkIssued, SessionSnapshot, SessionSummary } from '../../shared/ipc/contract';
import { plain } from '../persistence/salem-play';
import { hostApi, useApp } from './harness';
import { statesOf, type Recorded } from './recorded-truth';
import { nightShape } from './salem-driver';
import { knowledge, scanRecorded, viewLeaks } from './salem-secrets';
import { openSeatDevice, PHONE, type SeatDevice } from './seat-devices';
import { seriousAxeViolations } from './a11y';

const app = useApp({ screens: true });
const opened: SeatDevice[] = [];
afterAll(async () => {
  for (const d of opened) await d.context.close();
});
const NAMES = ['Ana', 'Luis', 'Eva', 'Leo', 'Sara', 'Iker'];

/** A phone's page while its night screen covers the table: labelled with the newest seq its socket brought. */
async function snapshotNight(d: SeatDevice, recorded: Recorded[], what: string): Promise<void> {
  const seq = Math.max(0, ...recorded.filter((r) => r.kind === 'answer' && r.seat === d.seat).map((r) => r.seq));
  recorded.push({ what: `${what} (seat ${d.seat})`, kind: 'dom', text: await d.page.content(), seq, seat: d.seat });
}

/** Every phone answers the night screen it shows, all at once: the first option of each question, no confession. */
async function answerAllAtOnce(devices: readonly SeatDevice[], recorded: Recorded[], label: string): Promise<string[]> {
  const shapes: string[] = [];
  for (const d of devices) {
    await d.page.getByTestId('night-screen').waitFor({ timeout: 20_000 });
    await snapshotNight(d, recorded, label);
    shapes.push(await nightShape(d.page));
  }
  await Promise.all(
    devices.map(async ({ page }) => {
      const prompts = await page.locator('[data-testid^="night-prompt-"]').count();
      for (let i = 0; i < prompts; i++) await page.locator(`[data-testid^="night-${i}-seat-"]`).first().click();
      if ((await page.getByTestId('night-confession').count()) > 0) await page.getByTestId('night-confess-none').click();
      await page.locator('[data-testid="night-confirm"]:not([disabled])').waitFor({ timeout: 20_000 });
      await page.getByTestId('night-confirm').click();
    }),
  );
  return shapes;
}

/**
 * Until the pass is over: a phone whose answer was crossed by another's (refused as stale) still
 * shows this pass's screen with its choices kept; Confirm comes back and is pressed again.
 */
async function confirmCrossed(sessionId: string, devices: readonly SeatDevice[], kind: 'dawn' | 'night', pass: 1 | 2): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const d = ((await publicSnap(sessionId)).view as SalemView).decision;
    if (!(d?.t === 'night' && d.kind === kind && d.pass === pass)) return;
    const waiting = devices.filter((dev) => !(d.answered ?? []).includes(dev.seat));
    for (const { page } of waiting) {
      const confirm = page.locator('[data-testid="night-confirm"]:not([disabled])');
      if ((await confirm.count()) > 0) await confirm.click();
    }
    await devices[0]!.page.waitForTimeout(500);
  }
  throw new Error(`the ${kind}'s pass ${pass} never ended`);
}

async function publicSnap(sessionId: string): Promise<SessionSnapshot> {
  return hostApi<SessionSnapshot>(app.host, 'sessions.open', { sessionId, seat: null });
}

/** Waits until the public table has moved past the pass now open (every answer committed). */
async function passDone(sessionId: string, kind: 'dawn' | 'night', pass: 1 | 2): Promise<void> {
  await expect
    .poll(async () => {
      const d = (await publicSnap(sessionId)).view as SalemView;
      return d.decision?.t === 'night' && d.decision.kind === kind && d.decision.pass === pass;
    }, { timeout: 30_000 })
    .toBe(false);
}

describe('Salem 1692 on six phones: dawn and night answered at once (S66)', () => {
  it('every phone shows its own night screen at once, one shape for all, the answers all count, and no phone holds another seat’s secrets', async () => {
    if (!existsSync(path.resolve('dist/seat/index.html'))) throw new Error('No built seat page in dist/seat: run "npm run build:renderer"');
    const { id: sessionId } = await hostApi<SessionSummary>(app.host, 'sessions.create', { gameId: 'salem', players: NAMES.map((name) => ({ name })), options: { nightSeconds: 1 }, seed: 'salem-phones-1' });
    await hostApi(app.host, 'screens.start', { sessionId });
    const recorded: Recorded[] = [];
    const devices: SeatDevice[] = [];
    for (const seat of NAMES.keys()) {
      const { url } = await hostApi<SeatLinkIssued>(app.host, 'screens.link', { sessionId, seat });
      devices.push(await openSeatDevice(app.browser, url, seat, recorded, PHONE));
    }
    opened.push(...devices);

    // The dawn: all six decide at once.
    const dawn = (await publicSnap(sessionId)).status;
    expect(dawn.deciding).toEqual([0, 1, 2, 3, 4, 5]);
    const dawnShapes = await answerAllAtOnce(devices, recorded, 'dawn pass 1');
    for (const shape of dawnShapes) expect(shape).toBe(dawnShapes[0]);
    expect(await seriousAxeViolations(devices[0]!.page)).toEqual([]);
    await confirmCrossed(sessionId, devices, 'dawn', 1);
    await passDone(sessionId, 'dawn', 1);
    await answerAllAtOnce(devices, recorded, 'dawn pass 2');
    await confirmCrossed(sessionId, devices, 'dawn', 2);
    await passDone(sessionId, 'dawn', 2);

    // The day, played through the host, until the Night is drawn.
    let table = await publicSnap(sessionId);
    for (let moves = 0; moves < 400; moves++) {
      const d = (table.view as SalemView).decision;
      if (table.status.result !== null || (d?.t === 'night' && d.kind === 'night')) break;
      const seat = table.status.deciding[0]!;
      const mine = await hostApi<SessionSnapshot>(app.host, 'sessions.open', { sessionId, seat });
      table = await hostApi<SessionSnapshot>(app.host, 'sessions.act', { sessionId, seat, expectedSeq: mine.seq, action: plain(mine.legal as SalemAction[]) });
      table = await publicSnap(sessionId);
    }
    expect(table.status.result).toBeNull();
    const night = (table.view as SalemView).decision;
    expect(night).toMatchObject({ t: 'night', kind: 'night', pass: 1, answered: [] });
    const living = (table.view as SalemView).players.flatMap((p, seat) => (p.alive ? [seat] : []));
    expect(table.status.deciding).toEqual(expect.arrayContaining(living));
    const awake = devices.filter((d) => living.includes(d.seat));
    const nightShapes = await answerAllAtOnce(awake, recorded, 'night pass 1');
    for (const shape of nightShapes) expect(shape).toBe(nightShapes[0]);
    await confirmCrossed(sessionId, awake, 'night', 1);
    await passDone(sessionId, 'night', 1);
    const pass2 = await answerAllAtOnce(awake, recorded, 'night pass 2');
    // Pass 2's second question leaves out the one who answers it: one shape once the seat numbers are taken out.
    const bare = (shape: string) => shape.replace(/\[night-1-seat-#\]\n?/g, '');
    for (const shape of pass2) expect(bare(shape)).toBe(bare(pass2[0]!));
    await confirmCrossed(sessionId, awake, 'night', 2);
    await passDone(sessionId, 'night', 2);
    // The morning came: the day goes on (or the night ended the game).
    const after = await publicSnap(sessionId);
    expect((after.view as SalemView).counts.nights).toBe(1);

    // Every phone's DOM snapshots, and every snapshot its socket brought, against the true state of its seq.
    const truth = statesOf(app.host.dataFile, sessionId);
    const scan = scanRecorded(recorded, truth);
    expect(scan.leaks).toEqual([]);
    expect(scan.checks).toBeGreaterThanOrEqual(4 * NAMES.length);
    const knownTo = knowledge(truth);
    let frames = 0;
    for (const item of recorded.filter((r) => r.kind === 'answer')) {
      const message = JSON.parse(item.text) as SeatServerMessage;
      const snapshot = 'push' in message && message.push === 'seat.snapshot' ? message.snapshot : 'result' in message && message.result.ok ? (message.result.data as SeatSnapshot) : null;
      if (!snapshot) continue;
      expect(snapshot.seat).toBe(item.seat);
      const seat = item.seat as Seat;
      expect(viewLeaks(truth.at(snapshot.seq) as SalemState, seat, snapshot.view as SalemView, snapshot.legal, knownTo(seat, snapshot.seq)), `seat ${seat} at ${snapshot.seq}`).toEqual([]);
      frames++;
    }
    expect(frames).toBeGreaterThan(NAMES.length * 10);
    for (const d of devices) expect(d.problems).toEqual([]);
  }, 240_000);
});
