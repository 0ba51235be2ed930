/**
 * A person as mastermind answering an incident with two characters (Increasing Unease) through
 * the UI: the game is brought to that moment through the host's API (the mastermind raises the
 * culprit's paranoia on days 1 and 2 of velada-bt-1, everyone else plays elsewhere), then the
 * family opens the save, the mastermind lifts the cover and picks the first character, then one of its pairs.
 */
import { describe, expect, it } from 'vitest';
import type { LooperAction, LooperView } from '../../shared/games/looper/types';
import { hostApi, useApp } from './harness';
import { looperScreen, openTable, takeDevice } from './looper-driver';

const app = useApp();

interface Snapshot {
  seq: number;
  seat: number | null;
  legal: LooperAction[];
  view: LooperView;
  status: { deciding: number[] };
}

const api = <T>(command: string, body: unknown) => hostApi<T>(app.host, command, body);

const CULPRIT = 'officeWorker';
const SKIP = new Set(['endMastermindAbilities', 'endGoodwill', 'endDay', 'continueLoops']);

/** The mastermind's paranoia goes on the culprit; every other card goes anywhere else; every optional step is passed. */
function choose(view: LooperView, legal: LooperAction[]): LooperAction {
  const placements = legal.filter((a): a is Extract<LooperAction, { type: 'placeCard' }> => a.type === 'placeCard');
  if (placements.length > 0) {
    const raise = placements.find((a) => view.isMastermind && a.card.startsWith('paranoiaPlus1') && a.target === CULPRIT);
    return raise ?? placements.find((a) => a.target !== CULPRIT && !a.card.startsWith('paranoiaPlus1'))!;
  }
  return legal.find((a) => SKIP.has(a.type)) ?? legal.find((a) => a.type === 'refusal' && !a.refuse) ?? legal.find((a) => a.type === 'cultist' && !a.ignore) ?? legal[0]!;
}

describe('an incident with two characters', () => {
  it('is answered in two steps by the mastermind: the first character, then one of its pairs', async () => {
    const { page } = app;
    const { id: sessionId } = await api<{ id: string }>('sessions.create', {
      gameId: 'looper',
      players: [{ name: 'Marta' }, { name: 'Ana' }, { name: 'Luis' }],
      options: { scriptId: 'velada-bt-1' },
      seed: 'e2e-incident',
    });
    let snap = await api<Snapshot>('sessions.open', { sessionId, seat: null });
    for (let step = 0; step < 80; step++) {
      const seat = snap.status.deciding[0]!;
      const mine = await api<Snapshot>('sessions.open', { sessionId, seat });
      if (mine.view.decision?.t === 'incident') break;
      snap = await api<Snapshot>('sessions.act', { sessionId, seat, expectedSeq: mine.seq, action: choose(mine.view, mine.legal) });
    }
    const asked = await api<Snapshot>('sessions.open', { sessionId, seat: 0 });
    expect(asked.view.decision).toMatchObject({ t: 'incident', incident: 'increasingUnease' });
    const pairs = asked.legal.length;
    expect(pairs).toBeGreaterThan(8);

    // The family opens the save: the mastermind's cover, since the mastermind decides.
    await openTable(app, sessionId);
    expect(await looperScreen(page)).toBe('handoff');
    await takeDevice(page);
    const firsts = page.locator('[data-testid^="incident-first-"]');
    await firsts.first().waitFor();
    const firstCount = await firsts.count();
    expect(firstCount).toBeGreaterThan(1);
    expect(firstCount).toBeLessThan(pairs);
    await firsts.first().click();
    const shown = await page.locator('[data-testid^="incident-choice-"]').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(pairs);
    // Back to the first step, then on with the second character.
    await page.getByTestId('incident-back').click();
    await firsts.nth(1).click();
    const seq = Number(await page.getByTestId('table').getAttribute('data-seq'));
    await page.getByTestId('incident-choice-0').click();
    await page.locator(`[data-testid="play"][data-busy="false"]:not(:has([data-testid="table"][data-seq="${seq}"]))`).waitFor({ state: 'attached' });
    const after = await api<Snapshot>('sessions.open', { sessionId, seat: 0 });
    expect(after.view.decision?.t).not.toBe('incident');
    expect(app.problems).toEqual([]);
  });
});
