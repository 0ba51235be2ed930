/**
 * The main screen and the phones of one game, for the e2e tests that mix them (issue 23): a game
 * made with phones on and links for some seats, what the main page waits with (a cover, a moment,
 * the end, a person's decision, or a seat deciding on its phone), and a phone's own snapshot of a
 * seq as its socket delivered it (the drivers decide from exactly what the device holds).
 */
import type { Page } from 'playwright-core';
import type { SeatLinkIssued, SessionSummary } from '../../shared/ipc/contract';
import type { SeatServerMessage, SeatSnapshot } from '../../shared/ipc/seat-protocol';
import { hostApi, type App } from './harness';
import { assertNoErrorNotice } from './driver';
import type { Recorded } from './recorded-truth';

/** A game made through the host's API (`command`: sessions.create or darkness.games.create), phones on, a link per seat of `phoneSeats`. */
export async function gameWithPhones(app: App, command: string, body: Record<string, unknown>, phoneSeats: number[]): Promise<{ sessionId: string; links: Map<number, string> }> {
  const { id: sessionId } = await hostApi<SessionSummary>(app.host, command, body);
  await hostApi(app.host, 'screens.start', { sessionId });
  const links = new Map<number, string>();
  for (const seat of phoneSeats) links.set(seat, (await hostApi<SeatLinkIssued>(app.host, 'screens.link', { sessionId, seat })).url);
  return { sessionId, links };
}

export type MainScreen = 'handoff' | 'moment' | 'end' | 'mine' | 'phone';

/**
 * Waits until the main page is idle and waiting, and says for what. `controls` selects a person's
 * decision controls on the table; `endId` is the game's end marker.
 */
export async function mainScreenOf(page: Page, controls: string, endId: string): Promise<MainScreen> {
  await page
    .locator(
      `[data-testid="play"][data-busy="false"]:is([data-mode="handoff"], [data-mode="moment"], :has([data-testid="${endId}"]), :has([data-testid="device-turn"]), :has(:is(${controls})))`,
    )
    .first()
    .waitFor({ state: 'attached', timeout: 30_000 });
  await assertNoErrorNotice(page);
  const mode = await page.getByTestId('play').getAttribute('data-mode');
  if (mode === 'moment' || mode === 'handoff') return mode;
  if ((await page.getByTestId(endId).count()) > 0) return 'end';
  return (await page.getByTestId('device-turn').count()) > 0 ? 'phone' : 'mine';
}

/** The seats the main page names as deciding on their phones. */
export async function phoneDeciders(page: Page): Promise<number[]> {
  return Promise.all((await page.locator('[data-testid="device-turn"] li').all()).map(async (li) => Number(await li.getAttribute('data-seat'))));
}

export async function tableSeqOf(page: Page): Promise<number> {
  return Number((await page.getByTestId('table').getAttribute('data-seq')) ?? '-1');
}

/** The snapshot of `seq` a seat's socket delivered (an answer or a push), as recorded by openSeatDevice. */
export function seatSnapshotAt(recorded: readonly Recorded[], seat: number, seq: number): SeatSnapshot | null {
  for (let i = recorded.length - 1; i >= 0; i--) {
    const r = recorded[i]!;
    if (r.kind !== 'answer' || r.seat !== seat || r.seq !== seq || !r.what.startsWith('socket')) continue;
    const message = JSON.parse(r.text) as SeatServerMessage;
    if ('result' in message && message.result.ok && message.result.data.seq === seq) return message.result.data;
    if ('push' in message && message.push === 'seat.snapshot' && message.snapshot.seq === seq) return message.snapshot;
  }
  return null;
}
