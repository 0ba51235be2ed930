/**
 * Steps III and IV (digest A.5.2): the reveal of the support tiles and where each goes,
 * the best-supported player's reward, the loss and win checks, the Morale Drop, the leader
 * change and the 2-player Chaplain. Seats: Ana 0, Luis 1, Marta 2, Pablo 3, Sara 4.
 * Most scenarios have every seat but one withdrawn with its tile already face down; that
 * last seat withdraws with an empty hand, which ends the mission.
 */
import { describe, expect, it } from 'vitest';
import type { GrizzledState } from './types';
import { A, act, decision, expectConserved, expectRejected, legal, logKeys, scenario, viewOf, type Scenario } from './test-helpers';

function logOf(s: GrizzledState, key: string) {
  return s.log.filter((e) => e.key === key).map((e) => e.params);
}

/** The one seat not withdrawn withdraws (placing `tile` if given), ending the mission in success. */
function lastWithdraws(o: Scenario, tile?: string): GrizzledState {
  const withdrawn = o.withdrawn ?? [];
  const players = o.players ?? (o.variant === 'twoPlayer' ? 2 : 3);
  const last = Array.from({ length: players }, (_, seat) => seat).find((seat) => !withdrawn[seat])!;
  let s = act(scenario({ ...o, active: o.active ?? last }), last, A.withdraw);
  if (tile) s = act(s, last, A.support(tile));
  return s;
}

describe('G1 where the tiles go: left = next seat in play order, right = previous, doubles skip one', () => {
  it('G1 2 players: left and right both reach the other player', () => {
    const s = lastWithdraws({ players: 2, withdrawn: [true, false], played: ['R1'], tiles: [['L1'], ['L2', 'R2']] }, 'L2');
    expect(s.support!.given).toEqual([{ from: 0, to: 1, tile: 'R1' }, { from: 1, to: 0, tile: 'L2' }]);
    expect(s.support!.counts).toEqual([1, 1]);
    expect(s.support!.best).toBeNull();
    expect(logKeys(s)).toContain('supportTie');
  });

  it('G1 3 players', () => {
    const s = lastWithdraws({ withdrawn: [true, true, false], played: ['L1', 'L2'], tiles: [[], [], ['R3']] }, 'R3');
    expect(s.support!.given.map((g) => [g.from, g.to])).toEqual([[0, 1], [1, 2], [2, 1]]);
    expect(s.support!.counts).toEqual([0, 2, 1]);
    expect(s.support!.best).toBe(1);
  });

  it('G1 4 players: doubles reach the seat opposite, singles wrap round the table', () => {
    const s = lastWithdraws(
      { players: 4, withdrawn: [true, true, true, false], played: ['LL1', 'RR1', 'R3'], tiles: [[], [], [], ['L4']] }, 'L4',
    );
    expect(s.support!.given.map((g) => [g.from, g.to])).toEqual([[0, 2], [1, 3], [2, 1], [3, 0]]);
    expect(s.support!.counts).toEqual([1, 1, 1, 1]);
    expect(s.support!.best).toBeNull();
  });

  it('G1 5 players', () => {
    const s = lastWithdraws(
      { players: 5, withdrawn: [true, true, true, true, false], played: ['RR1', 'LL1', 'L3', 'R4'], tiles: [[], [], [], [], ['L5']] }, 'L5',
    );
    expect(s.support!.given.map((g) => [g.from, g.to])).toEqual([[0, 3], [1, 3], [2, 3], [3, 2], [4, 0]]);
    expect(s.support!.counts).toEqual([1, 0, 1, 3, 0]);
    expect(s.support!.best).toBe(3);
    expect(logOf(s, 'supportBest')).toEqual([{ seat: 3, count: 3 }]);
  });

  it('G23 received tiles are kept and join the receiver\'s supply', () => {
    const s = lastWithdraws({ withdrawn: [true, true, false], played: ['L1', 'L2'], tiles: [['R1'], ['R2'], ['R3']] }, 'R3');
    expect(s.players.map((p) => p.tiles)).toEqual([['R1'], ['R2', 'L1', 'R3'], ['L2']]);
    expect(s.players.every((p) => p.played === null)).toBe(true);
    expectConserved(s);
  });

  it('the reveal is public: every view shows who gave which tile to whom', () => {
    const s = lastWithdraws({ withdrawn: [true, true, false], played: ['L1', 'L2'], tiles: [[], [], []] });
    for (const seat of [0, 1, 2, null]) expect(viewOf(s, seat).support!.given).toEqual(s.support!.given);
    expect(logOf(s, 'supportGiven')).toEqual([{ from: 0, to: 1, tile: 'L1' }, { from: 1, to: 2, tile: 'L2' }]);
  });
});

describe('the best-supported player', () => {
  it('G21 majority must be strictly more than everyone else: a tie cancels the reward', () => {
    const s = lastWithdraws({ withdrawn: [true, true, false], played: ['L1', 'L2'], tiles: [[], [], []], knocks: [['HK08'], ['HK10'], ['HK11']] });
    expect(s.support!.counts).toEqual([0, 1, 1]);
    expect(s.support!.best).toBeNull();
    expect(logKeys(s)).toContain('supportTie');
    expect(s.players.map((p) => p.knocks)).toEqual([['HK08'], ['HK10'], ['HK11']]);
    expect(s.stage).toEqual({ s: 'preparation' });
  });

  it('G21 after a success: discard exactly two own Hard Knocks or recover the charm', () => {
    const o: Scenario = {
      withdrawn: [true, true, false], played: ['L1', 'R2'], tiles: [[], [], ['L3']], charmReady: [false],
      knocks: [['HK08', 'HK10', 'HK11'], ['HK12']],
    };
    const s = lastWithdraws(o, 'L3');
    expect(s.support!.counts).toEqual([2, 1, 0]);
    expect(s.support!.best).toBe(0);
    expect(decision(s)).toEqual({ t: 'relief', seat: 0, heal: 2, charm: true });
    expect(legal(s, 0)).toEqual([A.heal('HK08', 'HK10'), A.heal('HK08', 'HK11'), A.heal('HK10', 'HK11'), A.recover]);
    expectRejected(s, 0, A.heal('HK08'), 'heal_count');
    expectRejected(s, 0, A.heal('HK08', 'HK08'), 'heal_repeated');
    expectRejected(s, 0, A.heal('HK08', 'HK12'), 'heal_not_own');
    expectRejected(s, 1, A.recover, 'not_your_decision');
    const healed = act(s, 0, A.heal('HK08', 'HK11'));
    expect(healed.players[0]).toMatchObject({ knocks: ['HK10'], charmReady: false });
    expect(healed.discarded).toEqual(expect.arrayContaining(['HK08', 'HK11']));
    expect(logOf(healed, 'heal')).toEqual([{ seat: 0, card: 'HK08', owner: 0 }, { seat: 0, card: 'HK11', owner: 0 }]);
    expectConserved(healed);
    const recovered = act(s, 0, A.recover);
    expect(recovered.players[0]).toMatchObject({ knocks: ['HK08', 'HK10', 'HK11'], charmReady: true });
    expect(logOf(recovered, 'reliefCharm')).toEqual([{ seat: 0 }]);
  });

  it('G21 with one knock the reward discards that one; options with no effect are not offered', () => {
    const o: Scenario = { withdrawn: [true, true, false], played: ['L1', 'R2'], tiles: [[], [], ['L3']], knocks: [['HK08']] };
    const one = lastWithdraws(o, 'L3');
    expect(decision(one)).toEqual({ t: 'relief', seat: 0, heal: 1, charm: false });
    expect(legal(one, 0)).toEqual([A.heal('HK08')]);
    expectRejected(one, 0, A.recover, 'charm_not_recoverable');
    const nothing = lastWithdraws({ ...o, knocks: [] }, 'L3');
    expect(logOf(nothing, 'reliefNothing')).toEqual([{ seat: 0 }]);
    expect(decision(nothing)).toMatchObject({ t: 'intensity' });
  });

  it('G2 after a failure only tiles already placed count, and the best-supported may discard one knock only, never the charm', () => {
    // Ana withdrew with L1 (→ Luis); Marta fails the mission; Luis, still in, placed nothing.
    const o: Scenario = {
      withdrawn: [true, false, false], played: ['L1'], active: 2, tiles: [[], ['R2'], ['R3']], charmReady: [true, false, true],
      knocks: [[], ['HK08', 'HK10']], nml: ['TC01-1', 'TC01-2'], hands: [[], ['TC11-1'], ['TC07-1']],
    };
    const s = act(scenario(o), 2, A.play('TC07-1'));
    expect(logOf(s, 'missionFailure')).toEqual([{ mission: 2, threat: 'shell' }]);
    expect(s.support).toMatchObject({ outcome: 'failure', given: [{ from: 0, to: 1, tile: 'L1' }], best: 1 });
    expect(decision(s)).toEqual({ t: 'relief', seat: 1, heal: 1, charm: false });
    expect(legal(s, 1)).toEqual([A.heal('HK08'), A.heal('HK10')]);
    expectRejected(s, 1, A.heal('HK08', 'HK10'), 'heal_count');
    expectRejected(s, 1, A.recover, 'charm_not_recoverable');
    const healed = act(s, 1, A.heal('HK10'));
    expect(healed.players[1]).toMatchObject({ knocks: ['HK08'], charmReady: false });

    // No knock to discard and the charm may not come back: the reward is skipped.
    const none = act(scenario({ ...o, knocks: [] }), 2, A.play('TC07-1'));
    expect(logOf(none, 'reliefNothing')).toEqual([{ seat: 1 }]);
    expect(none.players[1].charmReady).toBe(false);
  });
});

describe('loss and victory after Support', () => {
  it('4+ Hard Knock symbols on one player after Support lose the game', () => {
    const s = lastWithdraws({ withdrawn: [true, true, false], tiles: [[], [], []], knocks: [[], ['HK07', 'HK08', 'HK10']] });
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'defeatKnocks' });
    expect(s.stage).toEqual({ s: 'over' });
    expect(legal(s, 0)).toEqual([]);
    expectRejected(s, 0, A.intensity(1), 'game_over');
  });

  it('G21 the loss is checked after the reward: the best-supported player at 4 symbols heals two and the team wins', () => {
    // Ana's R1 and Luis's L2 both reach Marta, who holds Wounded + 2 (4 symbols); nothing left to play.
    const s = lastWithdraws({
      withdrawn: [true, true, false], played: ['R1', 'L2'], tiles: [[], [], []], trials: [], knocks: [[], [], ['HK07', 'HK08', 'HK10']],
    });
    expect(s.support!.best).toBe(2);
    expect(s.result).toBeNull();
    expect(decision(s)).toEqual({ t: 'relief', seat: 2, heal: 2, charm: false });
    const won = act(s, 2, A.heal('HK08', 'HK10'));
    expect(won.players[2].knocks).toEqual(['HK07']);
    expect(won.result).toEqual({ outcome: 'victory', reason: 'victory' });
    const other = act(s, 2, A.heal('HK07', 'HK08'));
    expect(other.players[2].knocks).toEqual(['HK10']);
    expect(other.result).toEqual({ outcome: 'victory', reason: 'victory' });
  });

  it('G17 with the pile empty and no cards in hand, 4 knocks still lose: loss before win', () => {
    const s = lastWithdraws({ withdrawn: [true, true, false], tiles: [[], [], []], trials: [], knocks: [['HK07', 'HK01', 'HK02']] });
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'defeatKnocks' });
    expect(logKeys(s)).not.toContain('victory');
  });

  it('victory: the Trials pile is empty and nobody holds a card after a successful mission', () => {
    const s = lastWithdraws({ withdrawn: [true, true, false], tiles: [[], [], []], trials: [], knocks: [['HK07', 'HK01']] });
    expect(s.result).toEqual({ outcome: 'victory', reason: 'victory' });
    expect(logKeys(s).slice(-1)).toEqual(['victory']);
    expect(s.pending).toEqual([]);
    expect(viewOf(s, null).result).toEqual({ outcome: 'victory', reason: 'victory' });
  });

  it('no victory while a card is still in a hand, even with the pile empty: the Morale Drop refills it', () => {
    const s = lastWithdraws({ withdrawn: [true, true, false], tiles: [[], [], []], trials: [], hands: [['TC01-1']] });
    expect(s.result).toBeNull();
    expect(logOf(s, 'morale')).toEqual([{ n: 3, morale: s.morale.length }]);
    expect(s.trials).toHaveLength(3);
  });
});

describe('Morale Drop and the leader', () => {
  it('moves as many Morale cards as cards in hands onto the Trials pile, at least 3', () => {
    const hands = [['TC01-1', 'TC01-2'], ['TC03-1', 'TC03-2'], ['TC05-1']];
    const s0 = scenario({ withdrawn: [true, true, false], tiles: [[], [], []], hands, trials: ['TC09-1'] });
    const s = lastWithdraws({ withdrawn: [true, true, false], tiles: [[], [], []], hands, trials: ['TC09-1'] });
    expect(s.trials).toEqual([...s0.morale.slice(0, 5), 'TC09-1']);
    expect(s.morale).toEqual(s0.morale.slice(5));
    const few = lastWithdraws({ withdrawn: [true, true, false], tiles: [[], [], []], hands: [['TC01-1']] });
    expect(logOf(few, 'morale')[0].n).toBe(3);
    expectConserved(s);
  });

  it('G25 the Monument: a drop that empties the Morale reserve loses, even exactly', () => {
    const morale = ['TC11-1', 'TC11-2', 'TC11-3'];
    const lost = lastWithdraws({ withdrawn: [true, true, false], tiles: [[], [], []], morale, trials: ['TC09-1'] });
    expect(lost.result).toEqual({ outcome: 'defeat', reason: 'defeatMorale' });
    expect(lost.morale).toEqual([]);
    expect(lost.trials).toEqual([...morale, 'TC09-1']);
    const alive = lastWithdraws({ withdrawn: [true, true, false], tiles: [[], [], []], morale: [...morale, 'TC05-1'], trials: ['TC09-1'] });
    expect(alive.result).toBeNull();
    expect(alive.morale).toEqual(['TC05-1']);
  });

  it('G29 the leader token passes to the next seat and the old leader takes a speech token if any remain', () => {
    const s = lastWithdraws({ leader: 2, withdrawn: [true, true, false], tiles: [[], [], []], speechStock: 2, speech: [0, 0, 1] });
    expect(s.leader).toBe(0);
    expect(s.players.map((p) => p.speech)).toEqual([0, 0, 2]);
    expect(s.speechStock).toBe(1);
    expect(s.mission).toBe(3);
    expect(s.players.every((p) => !p.withdrawn)).toBe(true);
    expect(decision(s)).toEqual({ t: 'intensity', seat: 0, min: 1, max: Math.ceil(s.trials.length / 3) });
    const empty = lastWithdraws({ leader: 2, withdrawn: [true, true, false], tiles: [[], [], []], speechStock: 0 });
    expect(empty.leader).toBe(0);
    expect(empty.players.map((p) => p.speech)).toEqual([0, 0, 0]);
    expect(logKeys(empty)).not.toContain('speechToken');
  });

  it('G29 the leader passes and the token is given after a failed mission too', () => {
    const s = act(scenario({ tiles: [[], [], []], nml: ['TC01-1', 'TC01-2'], hands: [['TC07-1'], [], []] }), 0, A.play('TC07-1'));
    expect(logOf(s, 'missionFailure')).toHaveLength(1);
    expect(s.leader).toBe(1);
    expect(s.players[0].speech).toBe(1);
    expect(s.speechStock).toBe(4);
  });
});

describe('G22 the Chaplain (official 2-player rule)', () => {
  it('G22 tiles pointing at the Chaplain go to him and he keeps them; his majority gives nothing', () => {
    // Play order Ana 0, Luis 1, Chaplain 2: Ana's R1 and Luis's L2 point at him, his L3 at Ana.
    const s = lastWithdraws({
      variant: 'twoPlayer', withdrawn: [true, false], played: ['R1'], tiles: [[], ['L2']], chaplainTiles: ['R3'], chaplainPlayed: 'L3',
      knocks: [['HK08'], ['HK10']], charmReady: [false, false],
    }, 'L2');
    expect(s.support!.given).toEqual([{ from: 0, to: 2, tile: 'R1' }, { from: 1, to: 2, tile: 'L2' }, { from: 2, to: 0, tile: 'L3' }]);
    expect(s.support!.counts).toEqual([1, 0, 2]);
    expect(s.support!.best).toBe(2);
    expect(logKeys(s)).toContain('chaplainBest');
    expect(s.chaplain!.tiles).toEqual(['R3', 'R1', 'L2']);
    expect(s.players.map((p) => p.knocks)).toEqual([['HK08'], ['HK10']]);
    expect(decision(s)).toMatchObject({ t: 'intensity', seat: 1 });
    expectConserved(s);
  });

  it('G22 the Chaplain never leads, places a random tile each mission, and places none when he has none', () => {
    const o: Scenario = { variant: 'twoPlayer', leader: 1, withdrawn: [true, false], tiles: [[], []], chaplainTiles: ['L3', 'R3'] };
    let s = lastWithdraws(o);
    expect(s.leader).toBe(0);
    expect(s.chaplain!.played).toBeNull();
    s = act(s, 0, A.intensity(1));
    expect(['L3', 'R3']).toContain(s.chaplain!.played);
    expect(s.chaplain!.tiles).toHaveLength(1);
    expect(viewOf(s, 0).chaplain).toEqual({ tileCount: 1, tilePlaced: true });
    expect(JSON.stringify(viewOf(s, 0))).not.toContain(`"${s.chaplain!.played}"`);

    const bare = act(lastWithdraws({ ...o, chaplainTiles: [] }), 0, A.intensity(1));
    expect(bare.chaplain).toEqual({ tiles: [], played: null });
    expect(logKeys(bare)).not.toContain('chaplainTile');
  });

  it('G22 with the Chaplain, Ana\'s L1 goes to Luis and Luis\'s R2 to Ana, as at a three-seat table', () => {
    const s = lastWithdraws({ variant: 'twoPlayer', withdrawn: [true, false], played: ['L1'], tiles: [[], ['R2']], chaplainTiles: [] }, 'R2');
    expect(s.support!.given).toEqual([{ from: 0, to: 1, tile: 'L1' }, { from: 1, to: 0, tile: 'R2' }]);
  });
});
