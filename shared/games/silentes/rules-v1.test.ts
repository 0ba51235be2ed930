/**
 * R49: a game begun under rules version 1 keeps version 1's rules, one test per change of version
 * 2 — the same situation played under both versions. Version 2's own behaviour is pinned by the
 * tests of each rule (resolution, omens, provisions, responses); here it is only the contrast.
 * Default map: 0:B4 1:C5 2:E6 3:O7 / 4:C8 5:B9 6:O10 7:E11.
 */
import { describe, expect, it } from 'vitest';
import { silentes } from './index';
import type { SilentesState } from './types';
import { A, act, decision, expectRejected, legal, logKeys, play, scenario, viewOf, type Scenario } from './test-helpers';

const ANA = ['B5', 'C9', 'E8', 'O11', 'B13'];
const LUIS = ['C4', 'E5', 'O8', 'B10', 'C13'];

/** The same situation under rules version 1. */
const v1 = (o: Scenario = {}): SilentesState => ({ ...scenario(o), rulesVersion: 1 });
const compares = (s: SilentesState) => s.log.filter((e) => e.key.startsWith('compare')).map((e) => ({ key: e.key, ...e.params }));

describe('R49 R8 refill under rules version 1', () => {
  it('R49 R8 version 1 refills to 5 hunt cards, provisions aside; version 2 to 5 cards in all', () => {
    const o: Scenario = { hands: [['B5', 'E8', 'O11', 'C3', 'O2'], ['C4', 'E5', 'O8', 'B10']], huntTop: ['O4', 'O5', 'O6', 'B7'], provisionDeck: [] };
    // Version 1 opens no window for Raciones or Mapa after the flip; version 2 asks Ana.
    const old = play(v1(o), [0, A.distract('E', 'B5')], [1, A.search]);
    expect(old.seats[0].hand).toEqual(['E8', 'O11', 'C3', 'O2', 'O5', 'O6', 'B7']);
    expect(old.log).toContainEqual({ key: 'refill', params: { seat: 0, count: 3 } });
    expect(old.rulesVersion).toBe(1);
    const now = play(scenario(o), [0, A.distract('E', 'B5')], [1, A.search], [0, A.pass]);
    expect(now.seats[0].hand).toEqual(['E8', 'O11', 'C3', 'O2', 'O5']);
  });
});

describe('R49 R7 a distracted King under rules version 1', () => {
  const o: Scenario = { noise: 5, positions: [3, 1], huntTop: ['O14', 'O4'], omenTop: ['M4'], provisionDeck: [] };

  it('R49 R7 version 1: the distraction cancels the hunt but the King still brings its omen; version 2 annuls it', () => {
    const s = play(v1(o), [0, A.search], [1, A.distract('O', 'B10')]);
    expect(s.omensRevealed).toEqual(['M4']);
    expect(logKeys(s)).toContain('distractionWorked');
    expect(logKeys(s)).not.toContain('kingAnnulled');
    expect(s.noise).toBe(2);
    expect(compares(s)).toEqual([]);
    const now = play(scenario(o), [0, A.search], [1, A.distract('O', 'B10')]);
    expect(now.omensRevealed).toEqual([]);
    expect(now.noise).toBe(5);
  });
});

describe('R49 R17 El Mago under rules version 1', () => {
  const o: Scenario = { huntTop: ['O14', 'O4', 'O5'], omenTop: ['M1'], provisionDeck: [], hands: [[...ANA, 'O2'], LUIS] };

  it('R49 R17 version 1 asks only a survivor holding a provision; version 2 asks both', () => {
    const old = play(v1(o), [0, A.search], [1, A.search]);
    expect(decision(old)).toEqual({ t: 'magician', seat: 0 });
    expect(act(old, 0, A.give()).round).toBe(2);
    const now = play(scenario(o), [0, A.search], [1, A.search], [0, A.pass]);
    expect(decision(now)).toEqual({ t: 'magician', seat: 0 });
    expect(decision(act(now, 0, A.give()))).toEqual({ t: 'magician', seat: 1 });
  });
});

describe('R49 R23 La Fuerza under rules version 1', () => {
  it('R49 R23 version 1 gives a searcher La Fuerza\'s +2; version 2 leaves it at 0', () => {
    const o: Scenario = { round: 2, effects: { strengthRound: 2 }, positions: [0, 3], huntTop: ['O9', 'O4'], provisionDeck: [] };
    const old = play(v1(o), [1, A.search], [0, A.hide(4, 'C9')]);
    expect(compares(old)).toEqual([{ key: 'compareFail', seat: 1, silence: 2, perception: 9, noise: 7 }]);
    const now = play(scenario(o), [1, A.search], [0, A.hide(4, 'C9')]);
    expect(compares(now)).toEqual([{ key: 'compareFail', seat: 1, silence: 0, perception: 9, noise: 9 }]);
  });
});

describe('R49 R35 windows and provision moments under rules version 1', () => {
  it('R49 R35 version 1 asks the partner for Agua in its own step after a failed comparison (Los Enamorados next), with no asked list', () => {
    const o: Scenario = { noise: 13, positions: [0, 3], huntTop: ['C12', 'O4'], provisionDeck: [], hands: [ANA, [...LUIS, 'C1']] };
    let s = play(v1(o), [0, A.hide(1, 'C9')], [1, A.search]);
    expect(decision(s)).toEqual({ t: 'window', seat: 1, window: 'afterFail', subject: 0 });
    expect(s.stage).toEqual({ s: 'resolve', order: [0], index: 0, step: 'lovers', pendingNoise: 3 });
    s = play(s, [1, A.provision('C1')], [1, A.pass]);
    expect(s.noise).toBe(14);
    expect(s.round).toBe(2);
  });

  it('R49 R35 version 1 opens no window for a provision the moment is not for: Mapa held, the noise lands at once', () => {
    const o: Scenario = { noise: 4, positions: [0, 3], huntTop: ['C12', 'O4'], provisionDeck: [], hands: [[...ANA, 'O2'], LUIS] };
    const s = play(v1(o), [0, A.hide(1, 'C9')], [1, A.search]);
    expect(s.noise).toBe(7);
    expect(s.round).toBe(2);
    expect(decision(play(scenario(o), [0, A.hide(1, 'C9')], [1, A.search]))).toMatchObject({ t: 'window', seat: 0, window: 'afterReveal' });
  });

  it('R49 R35 version 1 applies a noisy omen at once: El Loco at 14 loses even with Agua in hand', () => {
    const o: Scenario = { noise: 14, huntTop: ['O14', 'O4', 'O5'], omenTop: ['M0'], provisionDeck: [], hands: [[...ANA, 'C1'], LUIS] };
    const s = play(v1(o), [0, A.hide(4, 'C9')], [1, A.hide(0, 'B10')]);
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'noise' });
  });

  it('R49 R35 version 1 has no out-of-turn provisions: nobody interrupts, and the partner\'s Agua is not its decision', () => {
    const s = v1({ noise: 5, provisionDeck: [], hands: [ANA, [...LUIS, 'C1']] });
    expect(silentes.status(s).interrupts).toEqual([]);
    expect(legal(s, 1)).toEqual([]);
    expectRejected(s, 1, A.provision('C1'), 'not_your_decision');
    expect(silentes.status(scenario({ noise: 5, provisionDeck: [], hands: [ANA, [...LUIS, 'C1']] })).interrupts).toEqual([1]);
  });

  it('R49 R35 version 1 takes provisions only in a turn or a window: not while answering Los Enamorados', () => {
    const o: Scenario = {
      noise: 4, positions: [0, 3], huntTop: ['C12', 'O4'], provisionDeck: [], effects: { lovers: true }, hands: [ANA, [...LUIS, 'C3']],
    };
    const s = play(v1(o), [0, A.hide(1, 'C9')], [1, A.search]);
    expect(decision(s)).toEqual({ t: 'lovers', seat: 1, subject: 0, amount: 3 });
    expect(legal(s, 1)).toEqual([A.sacrifice, A.pass]);
    expectRejected(s, 1, A.provision('C3'), 'action_not_expected');
  });

  it('R49 version 1 ignored a target a provision does not take; version 2 refuses it', () => {
    const o: Scenario = { noise: 5, provisionDeck: [], hands: [[...ANA, 'C1'], LUIS] };
    const old = act(v1(o), 0, A.provision('C1', { shelter: 3 }));
    expect(old.noise).toBe(3);
    expect(old.log).toContainEqual({ key: 'provision', params: { seat: 0, card: 'C1', shelter: 3 } });
    expectRejected(scenario(o), 0, A.provision('C1', { shelter: 3 }), 'invalid_action');
  });
});

describe('R49 the view of a version-1 game', () => {
  it('R49 R48 the view still counts each hand\'s provisions (a public count the table reads) and lists no interrupter', () => {
    const s = v1({ noise: 5, provisionDeck: [], hands: [[...ANA, 'C1', 'O2'], [...LUIS, 'C3']] });
    const view = viewOf(s, null);
    expect(view.seats.map((p) => p.provisionCount)).toEqual([2, 1]);
    expect(view.seats[0].hand).toBeNull();
    expect(silentes.status(s)).toMatchObject({ deciding: [0], interrupts: [] });
  });
});
