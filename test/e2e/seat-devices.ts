/**
 * Seat devices for the seat page's e2e tests (issue 23): each seat's link opened in a browser
 * context of its own (a phone's or a computer's), with every WebSocket message the page receives
 * and a DOM snapshot on demand recorded for the privacy scan (recorded-truth.ts), each labelled
 * with the seat the device belongs to — a seat page is only ever addressed to its own seat.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Seat } from '../../shared/engine/contract';
import type { Recorded } from './recorded-truth';

export interface SeatDevice {
  seat: Seat;
  context: BrowserContext;
  page: Page;
  problems: string[];
  /** What the page sent on its socket, in order (for a test's own checks; never scanned: a seat sends only its own moves). */
  sent: string[];
}

export const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
export const COMPUTER = { viewport: { width: 1280, height: 720 } } as const;

/** Opens `url` (a seat link) in a new context; its socket's messages go into `recorded`. */
export async function openSeatDevice(browser: Browser, url: string, seat: Seat, recorded: Recorded[], shape: typeof PHONE | typeof COMPUTER): Promise<SeatDevice> {
  const context = await browser.newContext({ ...shape, locale: 'es-ES', reducedMotion: 'reduce' });
  // The drivers play whole games: no question before a move that cannot be undone on this device.
  await context.addInitScript("try { localStorage.setItem('velada.seat.confirmIrreversible', 'false') } catch {}");
  const problems: string[] = [];
  const sent: string[] = [];
  const page = await recordedPage(context, seat, recorded, problems, sent);
  await page.goto(url);
  await page.locator('[data-testid="play"][data-mode="table"][data-connection="open"]').waitFor({ timeout: 20_000 });
  return { seat, context, page, problems, sent };
}

/** A new page of the device's context, its socket's messages recorded as openSeatDevice's. */
async function recordedPage(context: BrowserContext, seat: Seat, recorded: Recorded[], problems: string[], sent: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('websocket', (ws) => {
    ws.on('framesent', ({ payload }) => sent.push(String(payload)));
    ws.on('framereceived', ({ payload }) => {
      const text = String(payload);
      const seq = /"seq":(\d+)/.exec(text);
      recorded.push({ what: `socket of seat ${seat}`, kind: 'answer', text, seq: seq ? Number(seq[1]) : 0, seat });
    });
  });
  return page;
}

/** The person closes the seat page (the phone's tab); the device keeps its cookie and storage. Answers the page's address. */
export async function closeSeatPage(device: SeatDevice): Promise<string> {
  const url = device.page.url();
  await device.page.close();
  return url;
}

/** Opens the seat page at `url` again on the same device, recorded like the first. */
export async function reopenSeatPage(device: SeatDevice, url: string, recorded: Recorded[]): Promise<void> {
  device.page = await recordedPage(device.context, device.seat, recorded, device.problems, device.sent);
  await device.page.goto(url);
  await device.page.locator('[data-testid="play"][data-mode="table"][data-connection="open"]').waitFor({ timeout: 20_000 });
}

/** The device's page as it is now, labelled with the seq its table shows. */
export async function snapshotSeatDom(device: SeatDevice, recorded: Recorded[], what: string): Promise<void> {
  const seq = Number(await device.page.getByTestId('table').getAttribute('data-seq'));
  recorded.push({ what: `${what} (seat ${device.seat})`, kind: 'dom', text: await device.page.content(), seq, seat: device.seat });
}

/** Waits until every device shows at least `seq` and is idle. */
export async function allAt(devices: readonly SeatDevice[], seq: number): Promise<void> {
  for (const d of devices) {
    await d.page.waitForFunction(
      `(() => { const t = document.querySelector('[data-testid="table"]'); const p = document.querySelector('[data-testid="play"]');
        return t && Number(t.getAttribute('data-seq')) >= ${seq} && p && p.getAttribute('data-busy') === 'false'; })()`,
      undefined,
      { timeout: 10_000 },
    );
  }
}

/** The device whose page says "Te toca" (data-turn="mine"); throws unless exactly one does. */
export async function deviceOnTurn(devices: readonly SeatDevice[]): Promise<SeatDevice | null> {
  const turns = await Promise.all(devices.map((d) => d.page.getByTestId('seat-turn').getAttribute('data-turn')));
  const mine = devices.filter((_, i) => turns[i] === 'mine');
  if (turns.includes('over')) return null;
  if (mine.length !== 1) throw new Error(`"Te toca" on ${mine.length} devices: ${turns.join(', ')}`);
  return mine[0]!;
}
