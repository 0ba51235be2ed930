/**
 * *Pantallas* at the shared screen (issue 23), through the UI against the real host and its phone
 * listener on 127.0.0.1: a The Grizzled game of three people; phones are turned on in the panel,
 * the links read off it (the text under each QR code), and two seats given to devices — each a raw
 * WebSocket client in this process that claims its link as a phone's browser does and moves with
 * `seat.act`. The third seat stays at the main screen. The main screen never shows a cover for a
 * device seat, says who decides on a phone, follows a device's move by the host's push, and keeps
 * the cover for the third seat; no answer or DOM snapshot of the main page shows any seat's secret
 * but its own, and none at all while a device seat decides. Then "Quitar" refuses the removed
 * device, "Desactivar teléfonos" closes the listener, and the panel is axe-clean at three sizes.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Seat } from '../../shared/engine/contract';
import { gameModule } from '../../shared/games/registry';
import type { SeatServerMessage, SeatSnapshot } from '../../shared/ipc/seat-protocol';
import { connect, openLink, opened, seatDevice, type Device } from '../screens/seat-client';
import { seriousAxeViolations, WINDOW_SIZES } from './a11y';
import { onAnswers } from './answers';
import { RESULTS_DIR, useApp } from './harness';
import { createGrizzledGame, decideGrizzled } from './grizzled-driver';
import { grizzledSecrets } from './grizzled-secrets';
import { leaksIn, recordAnswers, snapshotDom, statesOf, type Recorded } from './recorded-truth';

const app = useApp({ screensAddress: '127.0.0.1' });
const NAMES = ['Ana', 'Luis', 'Eva'];
/** How long the main screen may take to show a phone's move (a push, then one table request). */
const PUSH_SHOWN_WITHIN_MS = 2000;

/** How long the open panel is watched, idle, for a status read a timer would make (the old one read every 2 s). */
const NO_TIMER_WATCHED_MS = 2500;

/** The page's screens.status reads from now on (each answer, on its command socket or to a request), and the screens pushes it heard. */
function watchStatusReads(page: Page): { count(): number; pushes(): unknown[] } {
  let reads = 0;
  const pushes: unknown[] = [];
  onAnswers(page, (command, text) => {
    if (command === 'screens.status') reads++;
    else if (command === 'socket' && text.includes('"screens.changed"')) pushes.push(JSON.parse(text));
  });
  return { count: () => reads, pushes: () => pushes };
}

const row = (page: Page, seat: Seat) => page.locator(`[data-testid="screens-row"][data-seat="${seat}"]`);

/** The newest snapshot a device has received (its hello's answer or a push). */
function latest(device: Device): SeatSnapshot {
  const snapshots = device.received.flatMap((m: SeatServerMessage) =>
    'result' in m && m.result.ok ? [m.result.data] : 'push' in m && m.push === 'seat.snapshot' ? [m.snapshot] : [],
  );
  return snapshots.reduce((a, b) => (b.seq >= a.seq ? b : a));
}

/** The main page idle, and what it shows: a cover (whose), the table (whose view), who decides on a phone. */
async function mainScreen(page: Page): Promise<{ mode: string; seq: number; seat: string; cover: string; onPhone: Seat[] }> {
  await page.locator('[data-testid="play"][data-busy="false"]:is([data-mode="handoff"], [data-mode="table"])').waitFor({ state: 'attached' });
  const mode = (await page.getByTestId('play').getAttribute('data-mode')) ?? '';
  const table = page.getByTestId('table');
  const onTable = mode === 'table' && (await table.count()) > 0;
  return {
    mode,
    seq: onTable ? Number(await table.getAttribute('data-seq')) : -1,
    seat: onTable ? ((await table.getAttribute('data-seat')) ?? '') : '',
    cover: mode === 'handoff' ? await page.getByTestId('handoff-title').innerText() : '',
    onPhone: await Promise.all((await page.locator('[data-testid="device-turn"] li').all()).map(async (li) => Number(await li.getAttribute('data-seat')))),
  };
}

async function checkPanelAtEverySize(page: Page, what: string): Promise<void> {
  for (const size of WINDOW_SIZES) {
    await page.setViewportSize(size);
    expect(await seriousAxeViolations(page), `${what} at ${size.width}×${size.height}`).toEqual([]);
    // Every control of the panel names itself (those behind the modal are inert, nameless to axe).
    const unnamed = await page.getByTestId('screens-panel').locator('button:not([aria-label]):not(:has-text(" ")), a:not([aria-label])').count();
    expect(unnamed, `${what} at ${size.width}×${size.height}`).toBe(0);
    // The header's button fits beside the other tools, and the dialog inside the window.
    const button = await page.getByTestId('screens-open').boundingBox();
    expect(button && button.x + button.width <= size.width && button.y + button.height <= 44).toBe(true);
    const panel = await page.getByTestId('screens-panel').boundingBox();
    expect(panel && panel.x >= 0 && panel.y >= 0 && panel.x + panel.width <= size.width && panel.y + panel.height <= size.height).toBe(true);
    await page.screenshot({ path: path.join(RESULTS_DIR, `screens-panel-${what.replace(/\W+/g, '-')}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

describe('Pantallas: two seats on phones, one at the main screen (issue 23)', () => {
  it('the main screen is the public table for the phones’ seats, follows their moves by push, keeps the cover for the third, and never holds a hand it must not', async () => {
    const { page } = app;
    const recorded: Recorded[] = [];
    const tracker = recordAnswers(page, recorded);
    const statusReads = watchStatusReads(page);
    const sessionId = await createGrizzledGame(page, { seats: NAMES.map((name) => ({ name })), seed: 'e2e-screens-panel' });
    expect((await mainScreen(page)).mode).toBe('handoff');

    // The panel, keyboard first: the header's button opens it, phones are off until asked.
    await page.getByTestId('screens-open').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('screens-panel').waitFor();
    expect(await page.getByTestId('screens-risk').innerText()).toContain('wifi');
    await checkPanelAtEverySize(page, 'the panel, phones off');
    await page.getByTestId('screens-on').click();
    await expect.poll(() => page.getByTestId('screens-row').count()).toBe(3);
    for (const seat of [0, 1]) {
      await row(page, seat).getByTestId('screens-link').click();
      await row(page, seat).getByTestId('seat-link').waitFor();
    }
    expect(await row(page, 0).getByTestId('seat-qr').locator('svg').count()).toBe(1);
    expect(await row(page, 2).getAttribute('data-state')).toBe('none');
    await checkPanelAtEverySize(page, 'the panel with two links');

    // SC32: the open panel reads the status on the host's push, never on a timer: idle, it asks nothing.
    await page.waitForTimeout(300);
    const readsBefore = statusReads.count();
    await page.waitForTimeout(NO_TIMER_WATCHED_MS);
    expect(statusReads.count() - readsBefore, 'screens.status read with nothing changed').toBe(0);

    // Each phone opens the link it was shown; the open panel sees them connect.
    const urls = await Promise.all([0, 1].map((seat) => row(page, seat).getByTestId('seat-link').innerText()));
    expect(urls.every((url) => url.startsWith('http://127.0.0.1:'))).toBe(true);
    // SC26: a short link to type, its 128-bit token in groups of four; Luis types his in lower case without the dashes.
    for (const url of urls) expect(url).toMatch(/\/s\/([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{2}$/);
    const typed = urls.map((url, seat) => (seat === 1 ? url.replace(/\/s\/(.+)$/, (_, token: string) => `/s/${token.replaceAll('-', '').toLowerCase()}`) : url));
    // Ana's phone opens her link (no socket yet): the panel shows it at once, by the push alone.
    const claimedAt = Date.now();
    const claim = await openLink(typed[0]!);
    await row(page, 0).and(page.locator('[data-state="away"]')).waitFor({ timeout: PUSH_SHOWN_WITHIN_MS });
    expect(Date.now() - claimedAt).toBeLessThan(PUSH_SHOWN_WITHIN_MS);
    expect(statusReads.count() - readsBefore).toBeGreaterThanOrEqual(1);
    expect(statusReads.pushes().length).toBeGreaterThanOrEqual(1);
    // The push names the game and nothing else: no link, no token.
    for (const push of statusReads.pushes()) expect(push).toEqual({ push: 'screens.changed', sessionId });
    const phones = [
      { device: opened(await connect(new URL(typed[0]!).origin, claim.cookie)), cookie: claim.cookie! },
      await seatDevice(typed[1]!),
    ];
    const devices = phones.map((p) => p.device);
    for (const device of devices) await device.call('seat.hello');
    for (const seat of [0, 1]) await row(page, seat).and(page.locator('[data-state="connected"]')).waitFor({ timeout: 5000 });
    // A claimed link is no longer shown: it would let nobody in, and it is a secret anyway.
    expect(await row(page, 0).getByTestId('seat-qr').count()).toBe(0);
    await page.getByTestId('screens-close').click();
    await page.getByTestId('screens-panel').waitFor({ state: 'detached' });

    let phoneMoves = 0;
    let coversForEva = 0;
    let slowest = 0;
    let publicWaits = 0;
    for (let step = 0; step < 60; step++) {
      const shown = await mainScreen(page);
      await snapshotDom(page, recorded, tracker.last(), `step ${step}`);
      if ((await page.getByTestId('end-screen').count()) > 0) break;
      // No cover ever goes up for a seat played on a phone.
      if (shown.mode === 'handoff') expect(shown.cover).toContain('Eva');
      const mover = devices.findIndex((d) => latest(d).deciding && latest(d).legal.length > 0);
      if (mover >= 0) {
        const snap = latest(devices[mover]!);
        if (shown.mode === 'table' && shown.seq === snap.seq) {
          expect(shown.seat).toBe('public');
          expect(shown.onPhone).toContain(mover);
          expect(await page.getByTestId('device-turn').innerText()).toContain(`${NAMES[mover]} decide en su teléfono`);
          publicWaits++;
        }
        const action = gameModule('grizzled')!.bot(snap.view, mover, snap.legal, snap.seq) as Record<string, unknown>;
        const sent = Date.now();
        const answer = await devices[mover]!.call('seat.act', { expectedSeq: snap.seq, action });
        expect(answer, `${NAMES[mover]} at ${snap.seq}`).toMatchObject({ result: { ok: true } });
        // The main screen moves on by itself: the push, then what it may show.
        await page
          .locator(`[data-testid="play"][data-busy="false"]:is([data-mode="handoff"], :has([data-testid="table"]:not([data-seq="${snap.seq}"])))`)
          .waitFor({ state: 'attached', timeout: PUSH_SHOWN_WITHIN_MS });
        slowest = Math.max(slowest, Date.now() - sent);
        phoneMoves++;
        continue;
      }
      if (shown.mode === 'handoff') {
        coversForEva++;
        await page.getByTestId('handoff-reveal').click();
        continue;
      }
      expect(shown.seat, `step ${step}: someone decides`).toBe('2');
      await decideGrizzled(page);
      if (phoneMoves >= 8 && coversForEva >= 2) break;
    }
    expect(phoneMoves).toBeGreaterThanOrEqual(4);
    expect(publicWaits).toBeGreaterThanOrEqual(2);
    expect(coversForEva).toBeGreaterThanOrEqual(1);
    expect(slowest).toBeLessThan(PUSH_SHOWN_WITHIN_MS);

    await page.waitForTimeout(100);
    const truth = statesOf(app.host.dataFile, sessionId);
    expect(leaksIn(recorded, truth, grizzledSecrets)).toEqual([]);
    // While a phone's seat decided, the main page held no hand at all: not even Eva's.
    const whilePhones = recorded.filter((r) => r.kind === 'dom' && r.text.includes('data-testid="device-turn"'));
    expect(whilePhones.length).toBeGreaterThan(0);
    // Eva's own view was on the main page too (the scan had a hand to look for).
    expect(recorded.some((r) => r.kind === 'dom' && r.seat === 2 && r.text.includes('data-testid="my-hand"'))).toBe(true);
    for (const dom of whilePhones) expect(dom.text).not.toContain('data-testid="my-hand"');

    // Quitar: Luis's phone is disconnected and refused from then on; his seat is back at this screen.
    await page.getByTestId('screens-open').click();
    await row(page, 1).getByTestId('screens-revoke').click();
    await expect.poll(() => row(page, 1).getAttribute('data-state')).toBe('none');
    expect((await devices[1]!.closed).code).toBe(4001);
    const again = await connect(new URL(urls[1]!).origin, phones[1]!.cookie);
    expect(again).toMatchObject({ refused: 410 });

    // Desactivar teléfonos: the listener closes, so a phone cannot even connect.
    await page.getByTestId('screens-off').click();
    await page.getByTestId('screens-on').waitFor();
    expect((await devices[0]!.closed).code).toBe(4002);
    await expect(connect(new URL(urls[0]!).origin, phones[0]!.cookie)).rejects.toThrow();
    await page.getByTestId('screens-close').click();
    expect(app.problems).toEqual([]);
  });
});
