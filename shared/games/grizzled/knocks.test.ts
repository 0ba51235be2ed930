/**
 * Every Hard Knock (digest A.1.3) and Merry Christmas, each from a constructed state, plus
 * the priority clarifications (rulings G9–G12, G20). Three seats unless said otherwise:
 * Ana 0 (Anselme, gas charm), Luis 1 (Charles, rain), Marta 2 (Félix, night).
 *
 * Cards used: TC01 night+shell, TC02 night+shell TRAP, TC03 night+gas, TC05 night+whistle,
 * TC07 snow+shell, TC09 snow+gas, TC11 snow+whistle, TC13 rain+shell, TC15 rain+gas,
 * TC17 rain+whistle, TC22 shell+whistle, TC24 shell+gas.
 */
import { describe, expect, it } from 'vitest';
import { grizzled } from './index';
import type { GrizzledState, Threat } from './types';
import {
  A, act, allWithdraw, decision, expectConserved, expectRejected, legal, legalTypes, logKeys, scenario, viewOf, type Scenario,
} from './test-helpers';

const NO_TILES = { tiles: [[], [], []] };

/** A mission about to be prepared: `seat` leads and chooses the intensity. */
function preparing(o: Scenario, max = 5): GrizzledState {
  const leader = o.leader ?? 0;
  return scenario({ ...o, stage: { s: 'preparation' }, intensity: null, pending: [{ t: 'intensity', seat: leader, min: 1, max }] });
}

function logOf(s: GrizzledState, key: string) {
  return s.log.filter((e) => e.key === key).map((e) => e.params);
}

describe('Trauma and Phobia', () => {
  const cases: [string, Threat, string, string][] = [
    ['HK01', 'rain', 'TC13-1', 'TC15-1'],
    ['HK02', 'snow', 'TC07-1', 'TC09-1'],
    ['HK03', 'night', 'TC01-1', 'TC03-1'],
    ['HK04', 'shell', 'TC01-1', 'TC07-1'],
    ['HK05', 'gas', 'TC03-1', 'TC09-1'],
    ['HK06', 'whistle', 'TC05-1', 'TC11-1'],
  ];
  for (const [hk, threat, first, second] of cases) {
    it(`${hk} (${threat}) counts as an active ${threat} while its owner is in, stops when the owner withdraws, and a third ${threat} fails the mission`, () => {
      // Owner (Luis) still in: NML + his card make two, Ana's card is the third.
      const s0 = scenario({ knocks: [[], [hk]], nml: [first], hands: [[second, 'TC22-1'], ['TC17-1'], ['TC24-1']] });
      expect(viewOf(s0, null).threatCounts[threat]).toBe(2);
      const failed = act(s0, 0, A.play(second));
      expect(logOf(failed, 'missionFailure')).toEqual([{ mission: 2, threat }]);
      expect(failed.players[1].knocks).toEqual([hk]);
      expect(failed.trials).toEqual(expect.arrayContaining([first, second]));
      expect(failed.nml).toEqual([]);
      expectConserved(failed);

      // Owner withdrawn: the same play leaves the count at two and the mission goes on.
      const withdrawn = scenario({
        knocks: [[], [hk]], withdrawn: [false, true, false], nml: [first], hands: [[second, 'TC22-1'], ['TC17-1'], ['TC24-1']],
      });
      expect(viewOf(withdrawn, null).threatCounts[threat]).toBe(1);
      const goesOn = act(withdrawn, 0, A.play(second));
      expect(logKeys(goesOn)).toEqual(['played']);
      expect(goesOn.nml).toEqual([first, second]);
      expect(decision(goesOn)).toEqual({ t: 'turn', seat: 2 });

      // Played from hand onto two identical threats in NML, the card itself is the third.
      const third = scenario({ nml: [first, second], hands: [[hk, 'TC22-1'], ['TC17-1'], ['TC24-1']] });
      const s = act(third, 0, A.play(hk));
      expect(s.players[0].knocks).toEqual([hk]);
      expect(logOf(s, 'missionFailure')).toEqual([{ mission: 2, threat }]);
    });
  }
});

describe('Wounded', () => {
  it('HK07 carries two symbols: with two more knocks (three cards) the team loses after Support', () => {
    const s0 = scenario({ ...NO_TILES, knocks: [['HK08', 'HK10']], hands: [['HK07']] });
    let s = act(s0, 0, A.play('HK07'));
    expect(viewOf(s, null).players[0].knockCount).toBe(4);
    expect(s.result).toBeNull();
    s = allWithdraw(s, []);
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'defeatKnocks' });
    expect(logOf(s, 'defeatKnocks')).toEqual([{ seat: 0 }]);

    // Three single knocks are three symbols: the war goes on.
    const three = allWithdraw(act(scenario({ ...NO_TILES, knocks: [['HK08', 'HK10']], hands: [['HK11']] }), 0, A.play('HK11')), []);
    expect(three.result).toBeNull();
    expect(three.mission).toBe(3);
  });
});

describe('Mute', () => {
  it('G26 HK08 forbids the speech but not the support tile', () => {
    const o: Scenario = { knocks: [['HK08']], speech: [1], hands: [['TC01-1']], tiles: [['L1'], ['L2'], ['L3']] };
    const s0 = scenario(o);
    expectRejected(s0, 0, A.speech('night'), 'mute_no_speech');
    expect(legalTypes(s0, 0)).toEqual(['play', 'withdraw']);
    const s = act(s0, 0, A.withdraw);
    expect(decision(s)).toEqual({ t: 'support', seat: 0 });
    expect(act(s, 0, A.support('L1')).players[0].played).toBe('L1');
    // The same seat without the knock may speak.
    expect(legal(scenario({ ...o, knocks: [] }), 0)).toContainEqual(A.speech('night'));
  });
});

describe('Tyrannical', () => {
  it('G15 HK09 takes the leader token at once, keeps it at Morale Drop, and nobody gets a speech token', () => {
    const s0 = scenario({ ...NO_TILES, active: 1, hands: [[], ['HK09', 'TC05-1'], []] });
    let s = act(s0, 1, A.play('HK09'));
    expect(s.leader).toBe(1);
    expect(logOf(s, 'tyrant')).toEqual([{ seat: 1 }]);
    // Turn order of this mission does not change.
    expect(decision(s)).toEqual({ t: 'turn', seat: 2 });
    s = allWithdraw(s, []);
    expect(s.mission).toBe(3);
    expect(s.leader).toBe(1);
    expect(s.speechStock).toBe(5);
    expect(s.players.map((p) => p.speech)).toEqual([0, 0, 0]);
    expect(decision(s)).toMatchObject({ t: 'intensity', seat: 1 });
  });

  it('G15 once Tyrannical is discarded the token passes normally from its holder', () => {
    const s0 = scenario({ ...NO_TILES, leader: 1, active: 0, knocks: [[], ['HK09']], hands: [['X01'], [], []] });
    let s = act(s0, 0, A.play('X01'));
    s = act(s, 0, A.heal('HK09'));
    expect(s.players[1].knocks).toEqual([]);
    expect(s.leader).toBe(1);
    s = allWithdraw(s, []);
    expect(s.leader).toBe(2);
    expect(s.players.map((p) => p.speech)).toEqual([0, 1, 0]);
    expect(s.speechStock).toBe(4);
  });
});

describe('Demoralized', () => {
  it('G14 HK10 adds one card to the Morale Drop after the minimum of 3 (1 card in hand → 4)', () => {
    const s0 = scenario({ ...NO_TILES, knocks: [[], [], ['HK10']], hands: [['TC05-1'], [], []] });
    const morale = s0.morale.slice();
    const s = allWithdraw(s0, []);
    expect(logOf(s, 'morale')).toEqual([{ n: 4, morale: morale.length - 4 }]);
    expect(s.morale).toEqual(morale.slice(4));
    expect(s.trials).toEqual([...morale.slice(0, 4), ...s0.trials]);
  });

  it('G14 HK10 adds one to the cards in hand when they exceed the minimum (5 in hand → 6)', () => {
    const hands = [['TC05-1', 'TC05-2'], ['TC11-1', 'TC11-2'], ['TC11-3']];
    const s0 = scenario({ ...NO_TILES, knocks: [['HK10']], hands });
    // Hardheaded/Fragile are absent, so every hand may withdraw.
    const s = allWithdraw(s0, []);
    expect(logOf(s, 'morale')).toEqual([{ n: 6, morale: s0.morale.length - 6 }]);
  });
});

describe('Fragile', () => {
  it('G10 HK11 stops the others withdrawing while they hold cards, not with an empty hand, and not once its owner withdrew', () => {
    const blocked = scenario({ knocks: [[], ['HK11']], hands: [['TC01-1'], ['TC05-1'], []] });
    expectRejected(blocked, 0, A.withdraw, 'withdraw_blocked');
    const r = grizzled.apply(blocked, 0, A.withdraw);
    expect(r.ok ? null : r.error.params).toEqual({ knock: 'fragile' });
    expect(legalTypes(blocked, 0)).toEqual(['play']);

    // Empty hand: may withdraw (G12).
    expect(legal(scenario({ knocks: [[], ['HK11']], hands: [[], ['TC05-1'], []] }), 0)).toContainEqual(A.withdraw);
    // The owner himself may withdraw with cards.
    expect(legal(scenario({ active: 1, knocks: [[], ['HK11']], hands: [['TC01-1'], ['TC05-1'], []] }), 1)).toContainEqual(A.withdraw);
    // Owner withdrawn: no effect this mission.
    const freed = scenario({ knocks: [[], ['HK11']], withdrawn: [false, true, false], hands: [['TC01-1'], ['TC05-1'], []], ...NO_TILES });
    expect(logKeys(act(freed, 0, A.withdraw))).toEqual(['withdraw', 'noTile']);
  });
});

describe('Fearful', () => {
  // NML: night+shell, rain+gas; Marta's Trauma (night) makes night twice.
  const forced: Scenario = {
    knocks: [['HK12'], [], ['HK03']], nml: ['TC01-1', 'TC15-1'], speech: [1],
    hands: [['TC09-1', 'TC11-1'], ['TC05-1'], ['TC17-1']], tiles: [['L1'], ['L2'], ['L3']],
  };

  it('G13 HK12 with a threat twice (NML plus a Trauma still in) leaves withdraw as the only action', () => {
    const s0 = scenario(forced);
    expect(viewOf(s0, null).threatCounts.night).toBe(2);
    expect(legal(s0, 0)).toEqual([A.withdraw]);
    expectRejected(s0, 0, A.play('TC09-1'), 'must_withdraw');
    expectRejected(s0, 0, A.charm('TC15-1'), 'must_withdraw');
    expectRejected(s0, 0, A.speech('snow'), 'must_withdraw');
    const s = act(s0, 0, A.withdraw);
    expect(logKeys(s)).toEqual(['forcedWithdraw']);
    expect(decision(s)).toEqual({ t: 'support', seat: 0 });
  });

  it('G13 HK12 does not force when the second threat is the Trauma of a withdrawn player', () => {
    const s0 = scenario({ ...forced, withdrawn: [false, false, true] });
    expect(viewOf(s0, null).threatCounts.night).toBe(1);
    expect(legalTypes(s0, 0)).toEqual(['charm', 'play', 'speech', 'withdraw']);
    expect(logKeys(act(s0, 0, A.withdraw))).toEqual(['withdraw']);
  });
});

describe('Panicked', () => {
  it('G27 HK13 picks the support tile at random; the owner\'s view shows it, no other view does', () => {
    const o: Scenario = { knocks: [['HK13']], tiles: [['L1', 'R1', 'L4'], ['L2'], ['L3']], hands: [[], ['TC05-1'], ['TC11-1']] };
    const s = act(scenario(o), 0, A.withdraw);
    const tile = s.players[0].played!;
    expect(['L1', 'R1', 'L4']).toContain(tile);
    expect(s.players[0].tiles).toHaveLength(2);
    expect(logKeys(s)).toEqual(['withdraw', 'tilePanicked', 'tileChosen']);
    // No tile choice is asked: the turn passes on.
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
    const mine = viewOf(s, 0);
    expect(mine.me!.played).toBe(tile);
    expect(mine.log).toContainEqual({ key: 'tileChosen', params: { seat: 0, tile }, to: 0 });
    for (const other of [viewOf(s, 1), viewOf(s, 2), viewOf(s, null)]) {
      expect(other.players[0].tilePlaced).toBe(true);
      expect(JSON.stringify(other)).not.toContain(`"${tile}"`);
    }
    // Seeded: the same state picks the same tile; other seeds spread over the tiles.
    expect(act(scenario(o), 0, A.withdraw).players[0].played).toBe(tile);
    const picks = new Set(Array.from({ length: 20 }, (_, i) => act(scenario({ ...o, rng: `r${i}` }), 0, A.withdraw).players[0].played));
    expect(picks.size).toBeGreaterThan(1);
  });
});

describe('Frenzied', () => {
  it('G7 HK14 takes two more cards from the Trials pile right after the deal (leader Luis, Marta frenzied)', () => {
    const trials = ['TC01-1', 'TC01-2', 'TC01-3', 'TC03-1', 'TC03-2', 'TC05-1', 'TC05-2', 'TC07-1', 'TC07-2'];
    const s = act(preparing({ leader: 1, knocks: [[], [], ['HK14']], trials }), 1, A.intensity(2));
    expect(s.players[1].hand).toEqual(['TC01-1', 'TC03-1']);
    expect(s.players[2].hand).toEqual(['TC01-2', 'TC03-2', 'TC05-2', 'TC07-1']);
    expect(s.players[0].hand).toEqual(['TC01-3', 'TC05-1']);
    expect(s.trials).toEqual(['TC07-2']);
    expect(logOf(s, 'frenzied')).toEqual([{ seat: 2, n: 2 }]);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
  });

  it('G20 HK14 draws only what the Trials pile still holds', () => {
    const one = act(preparing({ knocks: [['HK14']], trials: ['TC01-1', 'TC01-2', 'TC01-3', 'TC03-1'] }), 0, A.intensity(1));
    expect(one.players[0].hand).toEqual(['TC01-1', 'TC03-1']);
    expect(logOf(one, 'frenzied')).toEqual([{ seat: 0, n: 1 }]);
    const none = act(preparing({ knocks: [['HK14']], trials: ['TC01-1', 'TC01-2', 'TC01-3'] }), 0, A.intensity(1));
    expect(none.players[0].hand).toEqual(['TC01-1']);
    expect(logOf(none, 'drawEmpty')).toEqual([{ seat: 0 }]);
  });
});

describe('Selfish', () => {
  it('G31 HK15: the owner\'s tile counts for the owner whatever its arrow says', () => {
    // Ana (selfish) placed L1 (→ Luis), Luis placed R2 (→ Ana); Marta withdraws last with no tile.
    const s0 = scenario({
      knocks: [['HK15', 'HK08']], played: ['L1', 'R2', null], withdrawn: [true, true, false], active: 2,
      tiles: [[], [], []],
    });
    const s = act(s0, 2, A.withdraw);
    expect(s.support!.given).toEqual([{ from: 0, to: 0, tile: 'L1' }, { from: 1, to: 0, tile: 'R2' }]);
    expect(s.support!.counts).toEqual([2, 0, 0]);
    expect(s.support!.best).toBe(0);
    expect(s.players[0].tiles).toEqual(['L1', 'R2']);
    expect(decision(s)).toEqual({ t: 'relief', seat: 0, heal: 2, charm: false });
  });
});

describe('Hardheaded', () => {
  it('HK16 forbids withdrawing with two or more cards in hand, allows it with one or none', () => {
    const two = scenario({ knocks: [['HK16']], hands: [['TC01-1', 'TC03-1'], ['TC05-1'], []] });
    expectRejected(two, 0, A.withdraw, 'withdraw_blocked');
    const r = grizzled.apply(two, 0, A.withdraw);
    expect(r.ok ? null : r.error.params).toEqual({ knock: 'hardheaded' });
    expect(legal(scenario({ knocks: [['HK16']], hands: [['TC01-1'], ['TC05-1'], []] }), 0)).toContainEqual(A.withdraw);
    expect(legal(scenario({ knocks: [['HK16']], hands: [[], ['TC05-1'], []] }), 0)).toContainEqual(A.withdraw);
  });
});

describe('Prideful', () => {
  it('HK17 allows withdrawing only with an empty hand or as the last one still in', () => {
    const o: Scenario = { knocks: [['HK17']], hands: [['TC01-1'], ['TC05-1'], []] };
    expectRejected(scenario(o), 0, A.withdraw, 'withdraw_blocked');
    expect(legal(scenario({ ...o, withdrawn: [false, true, false] }), 0)).not.toContainEqual(A.withdraw);
    expect(legal(scenario({ ...o, hands: [[], ['TC05-1'], []] }), 0)).toContainEqual(A.withdraw);
    const last = scenario({ ...o, ...NO_TILES, withdrawn: [false, true, true] });
    expect(legal(last, 0)).toContainEqual(A.withdraw);
    expect(logOf(act(last, 0, A.withdraw), 'missionSuccess')).toEqual([{ mission: 2 }]);
  });
});

describe('Clumsy', () => {
  it('G30 HK18 plays the top trial after the owner\'s withdrawal, and a trap on it is ignored', () => {
    const s0 = scenario({
      knocks: [['HK18']], tiles: [['L1'], ['L2'], ['L3']], hands: [[], ['TC05-1'], ['TC11-1']], trials: ['TC02-1', 'TC07-1', 'TC09-1'],
    });
    const s = act(act(s0, 0, A.withdraw), 0, A.support('L1'));
    expect(s.nml).toEqual(['TC02-1']);
    expect(s.trials).toEqual(['TC07-1', 'TC09-1']);
    expect(logKeys(s)).toEqual(['withdraw', 'tilePlaced', 'tileChosen', 'clumsy', 'trapDraw', 'played']);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
  });

  it('G30 HK18 on the last withdrawal: the drawn card completes three nights and the mission fails', () => {
    const s0 = scenario({
      ...NO_TILES, knocks: [['HK18']], withdrawn: [false, true, true], nml: ['TC01-1', 'TC03-1'], trials: ['TC05-1'],
    });
    const s = act(s0, 0, A.withdraw);
    expect(logOf(s, 'missionFailure')).toEqual([{ mission: 2, threat: 'night' }]);
    expect(logOf(s, 'missionSuccess')).toEqual([]);
    expectConserved(s);
  });

  it('G19 HK18 draws a Hard Knock: it goes to the withdrawn owner and, withdrawn, its threat does not count', () => {
    const s0 = scenario({ ...NO_TILES, knocks: [['HK18']], nml: ['TC01-1', 'TC03-1'], trials: ['HK03'], hands: [[], ['TC11-1'], []] });
    const s = act(s0, 0, A.withdraw);
    expect(s.players[0].knocks).toEqual(['HK18', 'HK03']);
    expect(viewOf(s, null).threatCounts.night).toBe(2);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
  });

  it('G20 HK18 with an empty Trials pile draws nothing', () => {
    const s = act(scenario({ ...NO_TILES, knocks: [['HK18']], trials: [], hands: [[], ['TC11-1'], []] }), 0, A.withdraw);
    expect(logKeys(s)).toEqual(['withdraw', 'noTile', 'clumsy', 'drawEmpty']);
    expect(s.nml).toEqual([]);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
  });
});

describe('Absent-minded', () => {
  it('G28 HK19: before the tile choice the owner removes one of their tiles from the game, secretly', () => {
    const s0 = scenario({ knocks: [['HK19']], tiles: [['L1', 'R1', 'L4'], ['L2'], ['L3']], hands: [[], ['TC05-1'], []] });
    let s = act(s0, 0, A.withdraw);
    expect(decision(s)).toEqual({ t: 'forsake', seat: 0 });
    expect(legal(s, 0)).toEqual([A.forsake('L1'), A.forsake('R1'), A.forsake('L4')]);
    expectRejected(s, 0, A.forsake('L2'), 'tile_not_held');
    s = act(s, 0, A.forsake('R1'));
    expect(s.tilesOut).toContain('R1');
    expect(s.players[0].tiles).toEqual(['L1', 'L4']);
    expect(decision(s)).toEqual({ t: 'support', seat: 0 });
    for (const other of [viewOf(s, 1), viewOf(s, null)]) expect(JSON.stringify(other)).not.toContain('"R1"');
    expect(viewOf(s, 0).log).toContainEqual({ key: 'forsakeTile', params: { seat: 0, tile: 'R1' }, to: 0 });
    s = act(s, 0, A.support('L4'));
    expect(s.players[0]).toMatchObject({ tiles: ['L1'], played: 'L4' });
    expectConserved(s);
  });

  it('G28 HK19 with a single tile: it leaves and no tile is placed; with none nothing happens', () => {
    let s = act(scenario({ knocks: [['HK19']], tiles: [['L1'], ['L2'], ['L3']], hands: [[], ['TC05-1'], []] }), 0, A.withdraw);
    expect(decision(s)).toEqual({ t: 'forsake', seat: 0 });
    s = act(s, 0, A.forsake('L1'));
    expect(s.players[0]).toMatchObject({ tiles: [], played: null });
    expect(logKeys(s)).toEqual(['withdraw', 'forsake', 'forsakeTile', 'noTile']);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });

    const none = act(scenario({ knocks: [['HK19']], tiles: [[], ['L2'], ['L3']], hands: [[], ['TC05-1'], []] }), 0, A.withdraw);
    expect(logKeys(none)).toEqual(['withdraw', 'noTile']);
  });
});

describe('Merry Christmas', () => {
  it('G18 X01 discards one Hard Knock of any player, withdrawn or not, then leaves the game and ends the turn', () => {
    const s0 = scenario({
      knocks: [[], ['HK08'], ['HK10', 'HK11']], withdrawn: [false, true, false], hands: [['X01', 'TC01-1'], [], ['TC05-1']],
    });
    let s = act(s0, 0, A.play('X01'));
    expect(decision(s)).toEqual({ t: 'christmas', seat: 0 });
    expect(legal(s, 0)).toEqual([A.heal('HK08'), A.heal('HK10'), A.heal('HK11')]);
    expectRejected(s, 0, A.heal('HK08', 'HK10'), 'heal_count');
    expectRejected(s, 0, A.heal('HK12'), 'knock_not_in_play');
    expectRejected(s, 0, A.recover, 'wrong_action');
    s = act(s, 0, A.heal('HK08'));
    expect(s.players[1].knocks).toEqual([]);
    expect(s.discarded).toEqual(['X01', 'HK08']);
    expect(logOf(s, 'heal')).toEqual([{ seat: 0, card: 'HK08', owner: 1 }]);
    expect(decision(s)).toEqual({ t: 'turn', seat: 2 });
    expectConserved(s);

    // The only knock in play belongs to a withdrawn player: it may still be healed.
    const onlyWithdrawn = act(scenario({ knocks: [[], ['HK08']], withdrawn: [false, true, false], hands: [['X01'], [], ['TC05-1']] }), 0, A.play('X01'));
    expect(legal(onlyWithdrawn, 0)).toEqual([A.heal('HK08')]);
  });

  it('G18 X01 with no Hard Knock in play has no effect but still leaves the game', () => {
    const s = act(scenario({ hands: [['X01'], ['TC05-1'], []] }), 0, A.play('X01'));
    expect(logKeys(s)).toEqual(['christmasPlayed', 'christmasNothing']);
    expect(s.discarded).toEqual(['X01']);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
  });
});

describe('priorities and clarifications', () => {
  const twiceNight: Scenario = { nml: ['TC01-1', 'TC03-1'], hands: [['TC09-1', 'TC11-1'], ['TC05-1'], ['TC17-1']], tiles: [['L1'], ['L2'], ['L3']] };

  it('G9 on one player the oldest knock decides: Fearful before Hardheaded forces, Hardheaded before Fearful forbids', () => {
    const fearfulFirst = scenario({ ...twiceNight, knocks: [['HK12', 'HK16']] });
    expect(legal(fearfulFirst, 0)).toEqual([A.withdraw]);
    const hardheadedFirst = scenario({ ...twiceNight, knocks: [['HK16', 'HK12']] });
    expectRejected(hardheadedFirst, 0, A.withdraw, 'withdraw_blocked');
    expect(legalTypes(hardheadedFirst, 0)).toEqual(['charm', 'play']);
    const pridefulFirst = scenario({ ...twiceNight, knocks: [['HK17', 'HK12']] });
    expectRejected(pridefulFirst, 0, A.withdraw, 'withdraw_blocked');
  });

  it('G9 the active player\'s knocks apply before another player\'s: Fearful withdraws past a Fragile still in', () => {
    const s0 = scenario({ ...twiceNight, knocks: [['HK12'], ['HK11']] });
    expect(legal(s0, 0)).toEqual([A.withdraw]);
    expect(logKeys(act(s0, 0, A.withdraw))).toEqual(['forcedWithdraw']);
  });

  it('G10 a withdrawn player\'s knocks stop acting on the mission, but their symbols still lose the game', () => {
    const s0 = scenario({
      ...NO_TILES, knocks: [[], ['HK07', 'HK01', 'HK11', 'HK08']], withdrawn: [false, true, false], speech: [0, 1, 0],
      nml: ['TC13-1', 'TC15-1'], hands: [['TC17-1', 'TC05-1'], [], ['TC11-1']],
    });
    // His Trauma (rain) is not counted and his Fragile does not hold Ana back.
    expect(viewOf(s0, null).threatCounts.rain).toBe(2);
    expect(legal(s0, 0)).toContainEqual(A.withdraw);
    let s = act(s0, 0, A.play('TC05-1'));
    expect(s.result).toBeNull();
    s = allWithdraw(s, []);
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'defeatKnocks' });
    expect(logOf(s, 'defeatKnocks')).toEqual([{ seat: 1 }]);
  });

  it('G11 effects outside the mission apply to withdrawn owners: Selfish keeps a withdrawn owner\'s tile at home', () => {
    const s = act(scenario({ knocks: [[], [], ['HK15']], played: [null, null, 'R3'], withdrawn: [false, true, true], tiles: [[], [], []] }), 0, A.withdraw);
    expect(s.support!.given).toEqual([{ from: 2, to: 2, tile: 'R3' }]);
  });

  it('G12 an empty hand may always withdraw past Hardheaded, Prideful and Fragile; Fearful still forces it', () => {
    const free = scenario({ knocks: [['HK17', 'HK16'], ['HK11']], hands: [[], ['TC05-1'], []] });
    expect(legal(free, 0)).toEqual([A.withdraw]);
    const forcedEmpty = scenario({ ...twiceNight, knocks: [['HK17', 'HK12']], hands: [[], ['TC05-1'], []] });
    expect(legal(forcedEmpty, 0)).toEqual([A.withdraw]);
    expect(logKeys(act(forcedEmpty, 0, A.withdraw))).toEqual(['forcedWithdraw']);
  });
});
