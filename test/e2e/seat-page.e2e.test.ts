/**
 * Issue 23, the seat page: each seat plays on its own device. A Silentes game (2 people) and a
 * The Grizzled game (3 people) are made through the host's API, phones are turned on with the
 * listener on 127.0.0.1, and each seat's link is opened in a browser context of its own — one a
 * 360×640 phone. Moves are made from the devices with the games' own drivers. Every socket
 * message each device received and a DOM snapshot of every device after every move are scanned
 * against the true state of their seq: no device ever holds another seat's hand or tiles. "Te
 * toca" shows on the deciding device only, the others name who decides; a device whose socket
 * drops (the app restarts) shows the banner, offers no decision and recovers by itself; the phone has its hand and
 * its decision in sight without scrolling either way, and the pages are axe-clean.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SeatLinkIssued, SessionSummary } from '../../shared/ipc/contract';
import { startWebHost, type WebHost } from '../../electron/web/host';
import { hostApi, STATIC_DIR, useApp } from './harness';
import { leaks, statesOf, type Recorded } from './recorded-truth';
import { decide } from './driver';
import { decideGrizzled } from './grizzled-driver';
import { outOfSight } from './in-sight';
import { seriousAxeViolations } from './a11y';
import { allAt, COMPUTER, deviceOnTurn, openSeatDevice, PHONE, snapshotSeatDom, type SeatDevice } from './seat-devices';

const app = useApp({ screens: true });
const opened: SeatDevice[] = [];
/** Hosts started by a restart (the harness closes the first). */
const restarted: WebHost[] = [];
afterAll(async () => {
  for (const d of opened) await d.context.close();
  for (const host of restarted) await host.close();
});

async function gameWithPhones(gameId: string, names: string[], seed: string, options: Record<string, unknown>): Promise<{ sessionId: string; links: string[] }> {
  if (!existsSync(path.resolve('dist/seat/index.html'))) throw new Error('No built seat page in dist/seat: run "npm run build:renderer"');
  const players = names.map((name) => ({ name }));
  const { id: sessionId } = await hostApi<SessionSummary>(app.host, 'sessions.create', { gameId, players, options, seed });
  await hostApi(app.host, 'screens.start', { sessionId });
  const links: string[] = [];
  for (let seat = 0; seat < names.length; seat++) links.push((await hostApi<SeatLinkIssued>(app.host, 'screens.link', { sessionId, seat })).url);
  return { sessionId, links };
}

/** The table's seq on a device. */
async function seqOf(device: SeatDevice): Promise<number> {
  return Number(await device.page.getByTestId('table').getAttribute('data-seq'));
}

/** "Te toca" here, "Esperando a <name>" on every other device. */
async function expectTurnSignals(devices: readonly SeatDevice[], onTurn: SeatDevice, names: readonly string[]): Promise<void> {
  expect(await onTurn.page.getByTestId('seat-turn').innerText()).toContain('Te toca');
  expect(await onTurn.page.title()).toContain('Te toca');
  for (const other of devices.filter((d) => d !== onTurn)) {
    expect(await other.page.getByTestId('seat-turn').innerText()).toContain(`Esperando a ${names[onTurn.seat]}`);
    expect(await other.page.title()).not.toContain('Te toca');
  }
}

/** The phone at rest: its hand and its decision inside the window, and nothing wider than the window. */
async function expectPhoneInSight(phone: SeatDevice, handSelector: string): Promise<void> {
  const sight = await outOfSight(phone.page, `[data-testid="decision"], ${handSelector}`);
  expect(sight.count).toBe(2);
  expect(sight.hidden).toEqual([]);
  expect(await phone.page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
}

/**
 * The app restarts under the devices (their sockets drop; the listener stays off until phones are
 * turned on again, SC7): each page shows the banner and offers no decision, and once phones are on
 * it reconnects by itself, on the same port, by its cookie.
 */
async function restartUnder(devices: readonly SeatDevice[], sessionId: string): Promise<void> {
  await app.host.close();
  app.host = await startWebHost({ port: 0, dataDir: app.dataDir, staticDir: STATIC_DIR, screensAddress: '127.0.0.1' });
  restarted.push(app.host);
  for (const { page } of devices) {
    await page.getByTestId('seat-connection-banner').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('seat-connection-banner').innerText()).toContain('Sin conexión');
    expect(await page.getByTestId('seat-main').getAttribute('inert')).not.toBeNull();
    // No control the legal list would give: the decision's buttons and the playable cards are gone or disabled.
    expect(await page.locator('[data-testid="decision"] button[data-testid^="act-"]:not([disabled])').count()).toBe(0);
    expect(await page.locator('button[data-testid^="hand-card-"]:not([disabled])').count()).toBe(0);
  }
  await hostApi(app.host, 'screens.start', { sessionId });
  for (const { page } of devices) {
    await page.locator('[data-testid="play"][data-connection="open"]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('seat-connection-banner').count()).toBe(0);
  }
}

describe('the seat page: each seat on its own device (issue 23)', () => {
  it('Silentes, two people, one on a phone: own hand only, "Te toca" on the right device, a dropped socket recovers', async () => {
    const names = ['Ana', 'Luis'];
    const { sessionId, links } = await gameWithPhones('silentes', names, 'seat-page-s', { openHands: false });
    const recorded: Recorded[] = [];
    const devices = [await openSeatDevice(app.browser, links[0]!, 0, recorded, COMPUTER), await openSeatDevice(app.browser, links[1]!, 1, recorded, PHONE)];
    opened.push(...devices);
    const phone = devices[1]!;
    expect(await phone.page.evaluate('location.pathname')).toBe('/');
    let phoneChecked = false;
    let dropped = false;
    for (let step = 0; step < 14; step++) {
      const onTurn = await deviceOnTurn(devices);
      if (!onTurn) break;
      await expectTurnSignals(devices, onTurn, names);
      // Each device shows its own hand face up, and the other's not at all as cards.
      for (const d of devices) expect(await d.page.getByTestId(`hand-${d.seat}`).getAttribute('data-cards')).not.toBe('');
      if (onTurn === phone && !phoneChecked) {
        await expectPhoneInSight(phone, '[data-testid="hand-1"]');
        expect(await seriousAxeViolations(phone.page)).toEqual([]);
        phoneChecked = true;
      }
      if (!dropped && step >= 2) {
        await restartUnder(devices, sessionId);
        dropped = true;
      }
      const seq = await seqOf(onTurn);
      await decide(onTurn.page, step % 3 === 0 ? 'search' : 'hide');
      await allAt(devices, seq + 1);
      for (const d of devices) await snapshotSeatDom(d, recorded, `after step ${step}`);
    }
    expect(phoneChecked && dropped).toBe(true);
    expect(await seriousAxeViolations(devices[0]!.page)).toEqual([]);
    await devices[0]!.page.waitForTimeout(100);
    expect(recorded.filter((r) => r.kind === 'answer').length).toBeGreaterThan(20);
    expect(leaks('silentes', recorded, statesOf(app.host.dataFile, sessionId))).toEqual([]);
    for (const d of devices) expect(d.problems).toEqual([]);
  });

  it('The Grizzled, three people, one on a phone: own hand and tiles only, the turn signal follows the game', async () => {
    const names = ['Ana', 'Luis', 'Eva'];
    const { sessionId, links } = await gameWithPhones('grizzled', names, 'seat-page-g', {});
    const recorded: Recorded[] = [];
    const devices: SeatDevice[] = [];
    for (const seat of [0, 1, 2]) devices.push(await openSeatDevice(app.browser, links[seat]!, seat, recorded, seat === 2 ? PHONE : COMPUTER));
    opened.push(...devices);
    const phone = devices[2]!;
    let phoneChecked = false;
    let moves = 0;
    for (let step = 0; step < 14; step++) {
      const onTurn = await deviceOnTurn(devices);
      if (!onTurn) break;
      await expectTurnSignals(devices, onTurn, names);
      for (const d of devices) expect(await d.page.getByTestId('my-hand').count()).toBe(1);
      if (onTurn === phone && !phoneChecked) {
        await expectPhoneInSight(phone, '[data-testid="my-hand"]');
        expect(await seriousAxeViolations(phone.page)).toEqual([]);
        phoneChecked = true;
      }
      const seq = await seqOf(onTurn);
      await decideGrizzled(onTurn.page);
      await allAt(devices, seq + 1);
      moves++;
      for (const d of devices) await snapshotSeatDom(d, recorded, `after step ${step}`);
    }
    expect(moves).toBeGreaterThan(5);
    expect(phoneChecked).toBe(true);
    await devices[0]!.page.waitForTimeout(100);
    expect(leaks('grizzled', recorded, statesOf(app.host.dataFile, sessionId))).toEqual([]);
    for (const d of devices) expect(d.problems).toEqual([]);
  });
});
