/**
 * Ruling S97 on a live page: the engine writes a confession twice (its `confess` line, then the
 * `reveal` line of the same Tryal), and the table's log shows it once. The game is played through
 * the host's API by four people, each confessing at the first night screen that offers it and
 * drawing on their turns, until a confession is in the log; then the page opens it.
 */
import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import type { LogEntry, SalemAction, SalemView } from '../../shared/games/salem/types';
import { hostApi, useApp } from './harness';

const app = useApp();

/** A confession when the screen offers one, else Draw 2 on a turn, else the first legal action. */
function confessingChoice(legal: readonly SalemAction[]): SalemAction {
  return (
    legal.find((a) => a.type === 'night' && typeof a.confess === 'number') ??
    legal.find((a) => a.type === 'draw') ??
    legal[0]!
  );
}

async function playToConfession(sessionId: string): Promise<void> {
  for (let step = 0; step < 400; step++) {
    const table = await hostApi<SessionSnapshot>(app.host, 'sessions.open', { sessionId, seat: null });
    const log = (table.view as SalemView).log;
    if (log.some((e) => e.key === 'confess') || table.status.result) return;
    const seat = table.status.deciding[0]!;
    const mine = await hostApi<SessionSnapshot>(app.host, 'sessions.open', { sessionId, seat });
    const action = confessingChoice(mine.legal as SalemAction[]);
    await hostApi(app.host, 'sessions.act', { sessionId, seat, expectedSeq: mine.seq, action });
  }
  throw new Error('no confession within 400 moves');
}

describe('S97 Salem: a confession in the table’s log', () => {
  it('S97 the confession shows once: its line is seen, the reveal the engine wrote after it keeps its place unseen', async () => {
    const { page } = app;
    const created = await hostApi<{ id: string }>(app.host, 'sessions.create', {
      gameId: 'salem',
      players: ['Ana', 'Luis', 'Eva', 'Pau'].map((name) => ({ name })),
      seed: 'confession-once',
    });
    await playToConfession(created.id);
    const table = await hostApi<SessionSnapshot>(app.host, 'sessions.open', { sessionId: created.id, seat: null });
    const log = (table.view as SalemView).log as LogEntry[];
    const confessions = log.flatMap((e, i) => (e.key === 'confess' ? [i] : []));
    expect(confessions.length, 'a confession in the log').toBeGreaterThan(0);
    // The engine's two lines for each confession (what the table must not show twice).
    for (const at of confessions) {
      expect(log[at + 1]).toMatchObject({ key: 'reveal', params: { target: log[at]!.params.seat, index: log[at]!.params.index, face: log[at]!.params.face } });
    }

    await page.goto(`${app.host.url}/?open=${encodeURIComponent(created.id)}#/play/${created.id}`);
    const reveal = page.getByTestId('handoff-reveal');
    await page.locator('[data-testid="handoff-reveal"], [data-testid="log"]').first().waitFor();
    if ((await reveal.count()) > 0) await reveal.click();
    const list = page.getByTestId('log');
    await list.waitFor();
    const shown = list.locator('li[data-key="confess"]');
    await expect.poll(() => shown.count()).toBe(confessions.length);
    const hidden = list.locator('li[data-key="confessedReveal"]');
    expect(await hidden.count()).toBe(confessions.length);
    for (let i = 0; i < confessions.length; i++) {
      expect(await shown.nth(i).isVisible()).toBe(true);
      expect(await hidden.nth(i).isVisible()).toBe(false);
    }
    expect(app.problems).toEqual([]);
  });
});
