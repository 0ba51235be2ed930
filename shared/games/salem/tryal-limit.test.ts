/**
 * S65 — one Tryal per player per turn (rules version 2). Every way a player could lose a second
 * Tryal in one turn: two thresholds by cards played, Danforth's early reveal, a Scapegoat, Piety
 * taken away (pietyDoubles), the Black Cat's reveal before or after an accusation's. Each path is
 * played under version 2 (stopped: the accusations wait in front, the next turn's accusation
 * reveals) and under version 1 (the second Tryal goes, as before). Confessions neither count nor
 * are stopped; another player may still lose one in the same turn.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/contract';
import type { CharacterId, SalemAction, SalemState } from './types';
import { accusationsOn } from './characters';
import { legalActions } from './rules';
import { setup } from './setup';
import { view } from './view';
import { act, decision, expectCardsConserved, logKeys, optionsFor, play, scenario, type Scenario } from './test-helpers';

const acc = (i: number) => `accusation-${i}`;
const accs = (...ns: number[]) => ns.map(acc);
const on = (card: string, target: Seat): SalemAction => ({ type: 'play', card, target });
const reveal = (tryal: number): SalemAction => ({ type: 'reveal', tryal });
const yes: SalemAction = { type: 'offer', use: true };
const faceDownCount = (s: SalemState, seat: Seat) => s.players[seat]!.tryals.filter((t) => !t.up).length;
const logOf = (s: SalemState, key: string) => s.log.filter((e) => e.key === key).map((e) => e.params);

/** The same situation under rules version 1 and 2. */
function both(o: Scenario): { v1: SalemState; v2: SalemState } {
  return { v1: scenario({ ...o, rulesVersion: 1 }), v2: scenario({ ...o, rulesVersion: 2 }) };
}

describe('S65 two thresholds reached in one turn by cards played', () => {
  // Ana (0) accuses Marta (2) with a Witness, then with three Evidence (9).
  const o: Scenario = { hands: [['witness-1', 'evidence-1', 'evidence-2', 'evidence-3'], [acc(1)]] };
  const secondAttack = (s: SalemState) =>
    play(s, [0, on('witness-1', 2)], [0, reveal(0)], [0, on('evidence-1', 2)], [0, on('evidence-2', 2)], [0, on('evidence-3', 2)]);

  it('S65 the second reaches the threshold but reveals nothing: the accusations stay in front, the turn goes on', () => {
    const s = secondAttack(both(o).v2);
    expect(faceDownCount(s, 2)).toBe(2);
    expect(s.players[2]!.front).toEqual(['evidence-1', 'evidence-2', 'evidence-3']);
    expect(accusationsOn(s, 2)).toBe(9);
    expect(logOf(s, 'tryalLimit')).toEqual([{ target: 2, total: 9 }]);
    expect(logOf(s, 'threshold')).toHaveLength(1);
    expect(decision(s)).toEqual({ t: 'turn', seat: 0 });
    expect(s.tryalLost).toEqual([2]);
    expectCardsConserved(s);
  });

  it('S65 the next turn starts afresh: the first accusation placed on her then reveals, asked of its player', () => {
    let s = act(secondAttack(both(o).v2), 0, { type: 'end' });
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
    expect(s.tryalLost).toEqual([]);
    s = act(s, 1, on(acc(1), 2));
    expect(decision(s)).toEqual({ t: 'reveal', seat: 1, target: 2, cause: 'accusation' });
    s = act(s, 1, reveal(1));
    expect(faceDownCount(s, 2)).toBe(1);
    expect(s.players[2]!.front).toEqual([]);
  });

  it('S65 version 1 keeps the second reveal', () => {
    const s = secondAttack(both(o).v1);
    expect(decision(s)).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'accusation' });
    expect(s.tryalLost).toBeUndefined();
    expect(logKeys(s)).not.toContain('tryalLimit');
  });

  it('S65 the limit is per player: another player still loses a Tryal in the same turn', () => {
    const s0 = both({ hands: [['witness-1', 'evidence-1', 'evidence-2', 'evidence-3']] }).v2;
    const s = play(s0, [0, on('witness-1', 2)], [0, reveal(0)], [0, on('evidence-1', 3)], [0, on('evidence-2', 3)], [0, on('evidence-3', 3)]);
    expect(decision(s)).toEqual({ t: 'reveal', seat: 0, target: 3, cause: 'accusation' });
    expect(s.tryalLost).toEqual([2]);
    expect(act(s, 0, reveal(0)).tryalLost).toEqual([2, 3]);
  });
});

describe('S65 Thomas Danforth', () => {
  const characters: CharacterId[] = ['thomas_danforth', 'mary_warren', 'will_griggs', 'samuel_parris', 'tituba'];

  it('S65 after his early reveal a Witness in the same turn reveals nothing (version 1: it does)', () => {
    const o: Scenario = { characters, hands: [[acc(9), 'witness-1']], fronts: [[], [], accs(1, 2, 3, 4, 5)] };
    const run = (s: SalemState) => play(s, [0, on(acc(9), 2)], [0, yes], [0, reveal(1)], [0, on('witness-1', 2)]);
    const { v1, v2 } = both(o);
    const now = run(v2);
    expect(logOf(now, 'tryalLimit')).toEqual([{ target: 2, total: 7 }]);
    expect(decision(now)).toEqual({ t: 'turn', seat: 0 });
    expect(decision(run(v1))).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'accusation' });
  });

  it('S65 once the target lost a Tryal this turn he is not offered the early reveal (version 1: he is)', () => {
    const o: Scenario = { characters, hands: [['witness-1', 'evidence-1', 'evidence-2']] };
    const run = (s: SalemState) => play(s, [0, on('witness-1', 2)], [0, reveal(0)], [0, on('evidence-1', 2)], [0, on('evidence-2', 2)]);
    const { v1, v2 } = both(o);
    expect(decision(run(v2))).toEqual({ t: 'turn', seat: 0 });
    expect(logKeys(run(v2))).not.toContain('tryalLimit');
    expect(decision(run(v1))).toEqual({ t: 'offer', seat: 0, ability: 'thomas_danforth', target: 2 });
  });
});

describe('S65 a Scapegoat that brings accusations', () => {
  // Pablo (3) has 9 accusations lying in front (S37: nobody has placed the one that reveals).
  const o: Scenario = { hands: [['witness-1', 'scapegoat-1']], fronts: [[], [], [], ['evidence-1', 'evidence-2', 'evidence-3']] };

  it('S65 onto a player who lost a Tryal by accusation this turn: moved, but nothing revealed (version 1: revealed)', () => {
    const run = (s: SalemState) => play(s, [0, on('witness-1', 2)], [0, reveal(0)], [0, { type: 'play', card: 'scapegoat-1', target: 3, to: 2 }]);
    const { v1, v2 } = both(o);
    const now = run(v2);
    expect(now.players[2]!.front).toEqual(['evidence-1', 'evidence-2', 'evidence-3']);
    expect(logOf(now, 'tryalLimit')).toEqual([{ target: 2, total: 9 }]);
    expect(decision(now)).toEqual({ t: 'turn', seat: 0 });
    expect(decision(run(v1))).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'accusation' });
  });

  it('S65 and the other way round: a Scapegoat reveal first, then a Witness reveals nothing', () => {
    const run = (s: SalemState) => play(s, [0, { type: 'play', card: 'scapegoat-1', target: 3, to: 2 }], [0, reveal(0)], [0, on('witness-1', 2)]);
    const { v1, v2 } = both(o);
    expect(logOf(run(v2), 'tryalLimit')).toEqual([{ target: 2, total: 7 }]);
    expect(decision(run(v1))).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'accusation' });
  });
});

describe('S65 Piety taken away under pietyDoubles', () => {
  it('S65 a Curse on Piety over the threshold asks no reveal from a player who lost a Tryal this turn (version 1: it does)', () => {
    // Marta (2) holds Piety (threshold 14) with 14 accusations lying in front.
    const o: Scenario = {
      variants: { pietyDoubles: true },
      hands: [[acc(8), 'evidence-1', 'evidence-2', 'evidence-3', 'curse-1']],
      fronts: [[], [], ['piety-1', 'witness-1', ...accs(1, 2, 3, 4, 5, 6, 7)]],
    };
    const run = (s: SalemState) =>
      play(s, [0, on(acc(8), 2)], [0, reveal(0)], [0, on('evidence-1', 2)], [0, on('evidence-2', 2)], [0, on('evidence-3', 2)],
        [0, { type: 'play', card: 'curse-1', target: 2, remove: ['piety-1'] }]);
    const { v1, v2 } = both(o);
    const now = run(v2);
    expect(accusationsOn(now, 2)).toBe(9);
    expect(logOf(now, 'tryalLimit')).toEqual([{ target: 2, total: 9 }]);
    expect(decision(now)).toEqual({ t: 'turn', seat: 0 });
    expect(decision(run(v1))).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'pietyRemoved' });
  });
});

describe('S65 the Black Cat and an accusation in one turn', () => {
  it('S65 Ann Putnam draws the Conspiracy before her reveal: the cat takes the holder\'s Tryal, her postponed reveal is dropped', () => {
    const characters: CharacterId[] = ['ann_putnam', 'mary_warren', 'will_griggs', 'samuel_parris', 'tituba'];
    const o: Scenario = { characters, cat: 2, hands: [['witness-1']], deck: ['conspiracy', acc(20)] };
    const run = (s: SalemState) => play(s, [0, on('witness-1', 2)], [0, yes], [0, reveal(0)]);
    const { v1, v2 } = both(o);
    const now = run(v2);
    // One Tryal of Marta's went, to the cat (chosen by Ann, who drew the Conspiracy).
    expect(logOf(now, 'reveal')).toEqual([{ target: 2, index: 0, face: 'not', by: 0 }]);
    expect(logKeys(now)).toContain('conspiracyPass');
    expect(logOf(now, 'tryalLimit')).toEqual([{ target: 2, total: 7 }]);
    expect(now.players[0]!.hand).toEqual([acc(20)]);
    expect(now.players[2]!.front).toContain('witness-1');
    expect(decision(now)).toEqual({ t: 'turn', seat: 0 });
    expect(decision(run(v1))).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'accusation' });
  });

  it('S65 Rebecca Nurse draws the Conspiracy after an accusation\'s reveal: no cat reveal, the pass goes on (version 1: revealed)', () => {
    const characters: CharacterId[] = ['william_phips', 'mary_warren', 'will_griggs', 'rebecca_nurse', 'tituba'];
    const o: Scenario = { characters, cat: 2, hands: [['witness-1']], deck: ['conspiracy'] };
    const run = (s: SalemState) => play(s, [0, on('witness-1', 2)], [0, reveal(0)], [3, yes]);
    const { v1, v2 } = both(o);
    const now = run(v2);
    expect(logOf(now, 'catLimit')).toEqual([{ holder: 2 }]);
    expect(logKeys(now)).toContain('conspiracyPass');
    expect(logOf(now, 'reveal')).toHaveLength(1);
    expect(decision(now)).toEqual({ t: 'turn', seat: 0 });
    expect(now.discard).toContain('conspiracy');
    expectCardsConserved(now);
    // Version 1: Rebecca, who drew the Conspiracy, chooses which of Marta's Tryals the cat reveals.
    expect(decision(run(v1))).toEqual({ t: 'reveal', seat: 3, target: 2, cause: 'cat' });
  });
});

describe('S65 what the limit does not touch', () => {
  it('S65 a confession at a Night drawn mid-turn does not count: the postponed accusation reveal still comes', () => {
    const characters: CharacterId[] = ['ann_putnam', 'mary_warren', 'will_griggs', 'samuel_parris', 'tituba'];
    const tryals = [['not', 'not'], ['constable', 'not'], ['not', 'not', 'not'], ['witch', 'not'], ['not', 'not']] as Scenario['tryals'];
    let s = play(scenario({ characters, tryals, hands: [['witness-1']], deck: ['night'] }), [0, on('witness-1', 2)], [0, yes]);
    // Everyone sleeps, the witch names Sara (4); Marta confesses her first Tryal on the second pass.
    for (let d = decision(s); d && d.t === 'night'; d = decision(s)) {
      const seat = d.seat;
      const confess = seat === 2 && d.pass === 2 ? 0 : null;
      const choice = legalActions(s, seat).find((a) => a.type === 'night' && a.confess === confess && a.answers[0] === 4)!;
      s = act(s, seat, choice);
    }
    expect(logOf(s, 'confess')).toEqual([expect.objectContaining({ seat: 2, index: 0 })]);
    expect(s.tryalLost).toEqual([]);
    expect(decision(s)).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'accusation' });
  });

  it('S65 the public table says who lost a Tryal this turn, and only version-2 views carry it', () => {
    const { v1, v2 } = both({ hands: [['witness-1']] });
    const now = play(v2, [0, on('witness-1', 2)], [0, reveal(0)]);
    expect(view(now, { kind: 'public' }).players.map((p) => p.tryalLostThisTurn)).toEqual([false, false, true, false, false]);
    expect(view(act(now, 0, { type: 'end' }), { kind: 'seat', seat: 1 }).players.every((p) => p.tryalLostThisTurn === false)).toBe(true);
    const then = play(v1, [0, on('witness-1', 2)], [0, reveal(0)]);
    expect(view(then, { kind: 'public' }).players.every((p) => !('tryalLostThisTurn' in p))).toBe(true);
  });

  it('S65 a version-1 game never carries the field; a version-2 game starts with it empty', () => {
    const options = optionsFor(6);
    expect('tryalLost' in setup(options, 'limit', 1)).toBe(false);
    expect(setup(options, 'limit', 2).tryalLost).toEqual([]);
    expect(setup(options, 'limit').tryalLost).toEqual([]);
  });
});
