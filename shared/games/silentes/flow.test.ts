/** The round's stage machine: R11's order of windows, the status the app shows, and R46's undo rule. */
import { describe, expect, it } from 'vitest';
import { silentes } from './index';
import type { Decision, SilentesAction, SilentesState, Stage } from './types';
import type { Seat } from '../../engine/contract';
import { A, act, decision, fresh, play, scenario } from './test-helpers';

const ANA = ['B5', 'C9', 'E8', 'O11', 'B13'];
const LUIS = ['C4', 'E5', 'O8', 'B10', 'C13'];

function undoable(before: SilentesState, seat: Seat, action: SilentesAction): boolean {
  return silentes.undoable(before, act(before, seat, action));
}

describe('R11 order within a round', () => {
  it('R11 R35 flip window for every holder, omen, Daga window for the subject, comparison, a window for every holder before the noise, Los Enamorados, noise', () => {
    let s = scenario({
      noise: 4,
      hands: [[...ANA, 'E1', 'O3'], [...LUIS, 'B3', 'C1']],
      positions: [2, 1],
      huntTop: ['O14', 'O4'],
      omenTop: ['M6'],
      provisionDeck: [],
    });
    s = play(s, [0, A.hide(3, 'O11')], [1, A.hide(0, 'B10')]);
    const seen: (Decision | string[])[] = [];
    while (decision(s)?.t !== 'act') {
      const d = decision(s)!;
      seen.push(d, s.omensRevealed.slice());
      s = act(s, d.seat, A.pass);
    }
    expect(seen).toEqual([
      { t: 'window', seat: 0, window: 'afterReveal', subject: 0 }, [],
      { t: 'window', seat: 1, window: 'afterReveal', subject: 1 }, [],
      { t: 'window', seat: 0, window: 'beforeCompare', subject: 0 }, ['M6'],
      { t: 'window', seat: 0, window: 'afterFail', subject: 0 }, ['M6'],
      { t: 'window', seat: 1, window: 'afterFail', subject: 0 }, ['M6'],
      { t: 'lovers', seat: 1, subject: 0, amount: 3 }, ['M6'],
    ]);
    expect(s.noise).toBe(7);
    expect(s.round).toBe(2);
  });
});

describe('R49 engine version 2', () => {
  it('R49 the engine version is 2', () => {
    expect(silentes.rulesVersion).toBe(2);
  });

  it('R49 a version-2 state carrying version 1\'s step names (a hand-made state: saves of version 1 play by version 1) moves on under version 2 instead of stalling', () => {
    // Version 1's shape: Ana failed by 3, the partner's Agua window was next ('afterFailOther').
    const old = scenario({
      noise: 4,
      positions: [1, 3],
      hands: [ANA, [...LUIS, 'C1']],
      plays: [{ kind: 'hide', card: 'C9', shelter: 1, lost: true }, { kind: 'search' }],
      huntCard: 'C12',
      stage: { s: 'resolve', order: [0], index: 0, step: 'afterFailOther', pendingNoise: 3 } as unknown as Stage,
      pending: [{ t: 'window', seat: 1, window: 'afterFail', subject: 0 }],
    });
    const next = act(old, 1, A.provision('C1'));
    expect(next.noise).toBe(2);
    expect(next.stage).toMatchObject({ s: 'resolve', step: 'afterFail', asked: [] });
    const done = act(next, 1, A.pass);
    expect(done.round).toBe(2);
    expect(done.noise).toBe(5);
  });
});

describe('status', () => {
  it('reports the phase, the round, who decides and a public summary', () => {
    let s = fresh();
    expect(silentes.status(s)).toEqual({
      phase: 'placement', round: 0, deciding: [0], interrupts: [], result: null, summary: { round: 0, noise: 0, huntDeck: 26 },
    });
    s = play(s, [0, A.place(0)], [1, A.place(1)]);
    expect(silentes.status(s)).toMatchObject({ phase: 'survivors', round: 1, deciding: [0] });
    let w = scenario({ hands: [[...ANA, 'E1'], LUIS], positions: [0, 3], huntTop: ['C12', 'O4'], provisionDeck: [], noise: 2 });
    w = play(w, [0, A.hide(1, 'C9')], [1, A.search]);
    expect(silentes.status(w)).toMatchObject({ phase: 'hunt', deciding: [0], interrupts: [] });
    w = act(w, 0, A.pass);
    expect(silentes.status(w)).toEqual({
      phase: 'resolution', round: 1, deciding: [0], interrupts: [], result: null, summary: { round: 1, noise: 2, huntDeck: w.huntDeck.length },
    });
  });
});

describe('R46 undo', () => {
  it('R46 a move-and-hide, an entrench, a distraction or a barricade can be undone', () => {
    expect(undoable(scenario(), 0, A.hide(4, 'C9'))).toBe(true);
    expect(undoable(scenario({ lastHideCards: ['B13', null] }), 0, A.entrench)).toBe(true);
    expect(undoable(scenario(), 0, A.distract('O', 'E8'))).toBe(true);
    expect(undoable(scenario({ hands: [[...ANA, 'B2'], LUIS] }), 0, A.provision('B2', { shelter: 3 }))).toBe(true);
    expect(undoable(scenario({ hands: [[...ANA, 'C1'], LUIS], noise: 3 }), 0, A.provision('C1'))).toBe(true);
    expect(undoable(fresh(), 0, A.place(3))).toBe(true);
  });

  it('R46 a search cannot be undone (a provision was drawn)', () => {
    expect(undoable(scenario(), 0, A.search)).toBe(false);
  });

  it('R46 the second survivor\'s action that flips the hunt card cannot be undone, even a hide', () => {
    const s = act(scenario({ huntTop: ['O4'] }), 0, A.hide(4, 'C9'));
    expect(undoable(s, 1, A.hide(0, 'B10'))).toBe(false);
  });

  it('R46 Raciones Compartidas, Mapa Desgastado and an accepted Botiquín cannot be undone', () => {
    expect(undoable(scenario({ hands: [[...ANA, 'C3'], LUIS] }), 0, A.provision('C3'))).toBe(false);
    expect(undoable(scenario({ hands: [[...ANA, 'O2'], LUIS] }), 0, A.provision('O2'))).toBe(false);
    const aid = act(scenario({ hands: [[...ANA, 'C2'], LUIS] }), 0, A.provision('C2'));
    expect(undoable(aid, 1, A.accept)).toBe(false);
  });

  it('R46 the action that ends the game cannot be undone, even without a draw', () => {
    // Los Enamorados: Luis takes 2 noise at 13 and the meter hits 15; nothing was drawn or seen.
    let s = scenario({ noise: 13, positions: [2, 1], huntTop: ['O14', 'O4'], omenTop: ['M6'], provisionDeck: [] });
    s = play(s, [0, A.hide(3, 'O11')], [1, A.hide(0, 'B10')]);
    expect(decision(s)).toEqual({ t: 'lovers', seat: 1, subject: 0, amount: 3 });
    const after = act(s, 1, A.sacrifice);
    expect(after.result).toEqual({ outcome: 'defeat', reason: 'noise' });
    expect(after.barrier).toBe(s.barrier);
    expect(silentes.undoable(s, after)).toBe(false);
  });
});
