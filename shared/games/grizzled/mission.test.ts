/**
 * Steps I and II (digest A.5.2): the deal, the four actions of a turn, traps, the lucky
 * charm, speeches, withdrawing with a secret tile, and the two ways a mission ends.
 * Three seats unless said otherwise: Ana 0 (Anselme, gas charm), Luis 1 (Charles, rain),
 * Marta 2 (Félix, night), Pablo 3 (Gaston, shell).
 *
 * Cards used: TC01 night+shell, TC02 night+shell TRAP, TC03 night+gas, TC04 night+gas TRAP,
 * TC05 night+whistle, TC07 snow+shell, TC09 snow+gas, TC11 snow+whistle, TC13 rain+shell,
 * TC15 rain+gas, TC17 rain+whistle, TC22 shell+whistle, TC26 shell+gas+whistle.
 */
import { describe, expect, it } from 'vitest';
import type { GrizzledState } from './types';
import { grizzled } from './index';
import {
  A, act, allWithdraw, decision, expectConserved, expectRejected, legal, legalTypes, logKeys, play, scenario, viewOf, type Scenario,
} from './test-helpers';

const NO_TILES = { tiles: [[], [], []] };

function preparing(o: Scenario, max: number): GrizzledState {
  const leader = o.leader ?? 0;
  return scenario({ ...o, stage: { s: 'preparation' }, intensity: null, pending: [{ t: 'intensity', seat: leader, min: 1, max }] });
}

function logOf(s: GrizzledState, key: string) {
  return s.log.filter((e) => e.key === key).map((e) => e.params);
}

describe('Preparation: the deal', () => {
  it('deals one card at a time from the leader clockwise, on top of the cards kept from before', () => {
    const trials = ['TC01-1', 'TC01-2', 'TC01-3', 'TC03-1', 'TC03-2', 'TC05-1', 'TC05-2', 'TC07-1', 'TC07-2'];
    const s0 = preparing({ players: 4, leader: 2, trials, hands: [['TC27-1']], tiles: [[], [], [], []] }, 3);
    const s = act(s0, 2, A.intensity(2));
    expect(s.players.map((p) => p.hand)).toEqual([
      ['TC27-1', 'TC01-3', 'TC05-2'], ['TC03-1', 'TC07-1'], ['TC01-1', 'TC03-2'], ['TC01-2', 'TC05-1'],
    ]);
    expect(s.trials).toEqual(['TC07-2']);
    expect(logOf(s, 'dealt')).toEqual([{ n: 8, trials: 1 }]);
    expect(s.stage).toEqual({ s: 'mission' });
    expect(decision(s)).toEqual({ t: 'turn', seat: 2 });
    expectConserved(s);
  });

  it('G6 when the pile runs out mid-deal, dealing stops and hands are uneven', () => {
    const s = act(preparing({ leader: 1, trials: ['TC01-1', 'TC01-2', 'TC01-3', 'TC03-1', 'TC03-2'] }, 2), 1, A.intensity(2));
    expect(s.players.map((p) => p.hand)).toEqual([['TC01-3'], ['TC01-1', 'TC03-1'], ['TC01-2', 'TC03-2']]);
    expect(s.trials).toEqual([]);
    expect(logOf(s, 'dealt')).toEqual([{ n: 5, trials: 0 }]);
  });

  it('G5 after a Morale Drop the leader may choose 1 up to the intensity that empties the pile', () => {
    // 4 trials + 3 from the Morale Drop = 7 cards for 3 players: at most 3 each.
    const s0 = scenario({ ...NO_TILES, trials: ['TC01-1', 'TC01-2', 'TC01-3', 'TC03-1'] });
    const s = allWithdraw(s0, []);
    expect(s.trials).toHaveLength(7);
    expect(decision(s)).toEqual({ t: 'intensity', seat: 1, min: 1, max: 3 });
    expect(legal(s, 1)).toEqual([A.intensity(1), A.intensity(2), A.intensity(3)]);
    expectRejected(s, 1, A.intensity(4), 'intensity_out_of_range');
    expectRejected(s, 1, A.intensity(0), 'intensity_out_of_range');
    const dealt = act(s, 1, A.intensity(3));
    expect(dealt.trials).toEqual([]);
    expect(dealt.players.map((p) => p.hand.length)).toEqual([2, 3, 2]);
  });
});

describe('playing a card', () => {
  it('a threat card goes to No Man\'s Land, a Hard Knock in front of its player, and the turn passes clockwise', () => {
    let s = scenario({ hands: [['TC01-1'], ['HK08'], ['TC09-1']] });
    expectRejected(s, 0, A.play('TC09-1'), 'card_not_in_hand');
    expectRejected(s, 1, A.play('HK08'), 'not_your_decision');
    s = act(s, 0, A.play('TC01-1'));
    expect(s.nml).toEqual(['TC01-1']);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
    s = act(s, 1, A.play('HK08'));
    expect(s.players[1].knocks).toEqual(['HK08']);
    expect(s.nml).toEqual(['TC01-1']);
    expect(decision(s)).toEqual({ t: 'turn', seat: 2 });
    expect(logKeys(s)).toEqual(['played', 'knock']);
  });

  it('turns skip withdrawn players and come back round to the first one still in', () => {
    let s = scenario({ withdrawn: [false, true, false], hands: [['TC01-1', 'TC05-1'], [], ['TC09-1', 'TC11-1']] });
    s = act(s, 0, A.play('TC01-1'));
    expect(decision(s)).toEqual({ t: 'turn', seat: 2 });
    s = act(s, 2, A.play('TC09-1'));
    expect(decision(s)).toEqual({ t: 'turn', seat: 0 });
  });
});

describe('traps', () => {
  it('a trap played from hand draws the top trial and plays it at once', () => {
    const s = act(scenario({ hands: [['TC02-1'], ['TC05-1'], []], trials: ['TC09-1', 'TC11-1'] }), 0, A.play('TC02-1'));
    expect(s.nml).toEqual(['TC02-1', 'TC09-1']);
    expect(s.trials).toEqual(['TC11-1']);
    expect(logKeys(s)).toEqual(['played', 'trap', 'trapDraw', 'played']);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
  });

  it('a trap on the drawn card is ignored', () => {
    const s = act(scenario({ hands: [['TC02-1'], ['TC05-1'], []], trials: ['TC04-1', 'TC09-1'] }), 0, A.play('TC02-1'));
    expect(s.nml).toEqual(['TC02-1', 'TC04-1']);
    expect(s.trials).toEqual(['TC09-1']);
    expect(logKeys(s)).toEqual(['played', 'trap', 'trapDraw', 'played']);
  });

  it('G24 rookie: the trap card goes to No Man\'s Land and draws nothing', () => {
    const s = act(scenario({ variant: 'rookie', hands: [['TC02-1'], ['TC05-1'], []], trials: ['TC09-1'] }), 0, A.play('TC02-1'));
    expect(s.nml).toEqual(['TC02-1']);
    expect(s.trials).toEqual(['TC09-1']);
    expect(logKeys(s)).toEqual(['played']);
  });

  it('G8 a trap card that itself completes three identical threats fails the mission before it draws', () => {
    const s0 = scenario({ ...NO_TILES, nml: ['TC01-1', 'TC03-1'], hands: [['TC02-1'], ['TC05-1'], []], trials: ['HK10', 'TC09-1'] });
    const s = act(s0, 0, A.play('TC02-1'));
    expect(logOf(s, 'missionFailure')).toEqual([{ mission: 2, threat: 'night' }]);
    expect(logKeys(s)).not.toContain('trap');
    expect(logKeys(s)).not.toContain('trapDraw');
    expect(s.players[0].knocks).toEqual([]);
    expect(s.trials).toEqual(expect.arrayContaining(['HK10', 'TC01-1', 'TC03-1', 'TC02-1']));
    expectConserved(s);
  });

  it('G19 a Hard Knock drawn by a trap goes in front of the player who played the trap', () => {
    const s = act(scenario({ hands: [['TC02-1'], ['TC05-1'], []], trials: ['HK08'] }), 0, A.play('TC02-1'));
    expect(s.players[0].knocks).toEqual(['HK08']);
    expect(s.nml).toEqual(['TC02-1']);
    expect(logOf(s, 'knock')).toEqual([{ seat: 0, card: 'HK08' }]);
  });

  it('G19 a Trauma drawn by a trap counts at once and can fail the mission', () => {
    const s = act(scenario({ ...NO_TILES, nml: ['TC05-1'], hands: [['TC02-1'], ['TC11-1'], []], trials: ['HK03'] }), 0, A.play('TC02-1'));
    expect(s.players[0].knocks).toEqual(['HK03']);
    expect(logOf(s, 'missionFailure')).toEqual([{ mission: 2, threat: 'night' }]);
  });

  it('G19 a Merry Christmas drawn by a trap is resolved by the player who drew it', () => {
    const s0 = scenario({ knocks: [[], ['HK10']], hands: [['TC02-1'], ['TC05-1'], []], trials: ['X01'] });
    let s = act(s0, 0, A.play('TC02-1'));
    expect(decision(s)).toEqual({ t: 'christmas', seat: 0 });
    s = act(s, 0, A.heal('HK10'));
    expect(s.players[1].knocks).toEqual([]);
    expect(s.discarded).toEqual(['X01', 'HK10']);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
  });

  it('G20 a trap with an empty Trials pile draws nothing', () => {
    const s = act(scenario({ hands: [['TC02-1'], ['TC05-1'], []], trials: [] }), 0, A.play('TC02-1'));
    expect(s.nml).toEqual(['TC02-1']);
    expect(logKeys(s)).toEqual(['played', 'trap', 'drawEmpty']);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
  });
});

describe('lucky charm', () => {
  // Ana's charm is gas: night+gas and shell+gas+whistle show it, night+shell does not.
  const o: Scenario = { nml: ['TC03-1', 'TC01-1', 'TC26-1'], knocks: [[], ['HK05']], hands: [['TC11-1'], ['TC07-1'], []] };

  it('discards one No Man\'s Land card showing the charm\'s threat and flips the Grizzled card', () => {
    const s0 = scenario(o);
    expect(legal(s0, 0).filter((a) => a.type === 'charm')).toEqual([A.charm('TC03-1'), A.charm('TC26-1')]);
    expectRejected(s0, 0, A.charm('TC01-1'), 'charm_no_target');
    // A Phobia (gas) in front of a player is not in No Man's Land.
    expectRejected(s0, 0, A.charm('HK05'), 'charm_no_target');
    const s = act(s0, 0, A.charm('TC26-1'));
    expect(s.nml).toEqual(['TC03-1', 'TC01-1']);
    expect(s.discarded).toEqual(['TC26-1']);
    expect(s.players[0].charmReady).toBe(false);
    expect(viewOf(s, 1).players[0].charmReady).toBe(false);
    expect(logOf(s, 'charm')).toEqual([{ seat: 0, card: 'TC26-1' }]);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
    expectConserved(s);
  });

  it('is refused once used', () => {
    expectRejected(scenario({ ...o, charmReady: [false] }), 0, A.charm('TC03-1'), 'charm_used');
  });
});

describe('speech', () => {
  // Pablo (3) is withdrawn; Luis (1) speaks about rain.
  const o: Scenario = {
    players: 4, active: 1, speech: [0, 1, 0, 0], speechStock: 3, withdrawn: [false, false, false, true],
    hands: [['HK01', 'TC05-1'], ['TC07-1'], ['TC13-1', 'TC15-1', 'TC09-1'], ['TC17-1']],
  };

  it('G16 every other player still in is asked clockwise from the speaker; each discards one matching card or passes', () => {
    let s = act(scenario(o), 1, A.speech('rain'));
    expect(s.players[1].speech).toBe(0);
    expect(s.speechSpent).toBe(1);
    expect(s.speechStock).toBe(3);
    expect(decision(s)).toEqual({ t: 'speech', seat: 2, speaker: 1, threat: 'rain' });
    expect(legal(s, 2)).toEqual([A.discard('TC13-1'), A.discard('TC15-1'), A.pass]);
    expectRejected(s, 2, A.discard('TC09-1'), 'card_not_matching');
    expectRejected(s, 2, A.play('TC13-1'), 'wrong_action');
    s = act(s, 2, A.discard('TC15-1'));
    expect(s.players[2].hand).toEqual(['TC13-1', 'TC09-1']);
    // Pablo (withdrawn, holding rain) is skipped; Ana may shed her Trauma (rain) from hand.
    expect(decision(s)).toEqual({ t: 'speech', seat: 0, speaker: 1, threat: 'rain' });
    expect(legal(s, 0)).toEqual([A.discard('HK01'), A.pass]);
    s = act(s, 0, A.discard('HK01'));
    expect(s.players[0]).toMatchObject({ hand: ['TC05-1'], knocks: [] });
    expect(s.discarded).toEqual(['TC15-1', 'HK01']);
    expect(s.players[3].hand).toEqual(['TC17-1']);
    expect(logOf(s, 'speechDiscard')).toEqual([{ seat: 2, card: 'TC15-1' }, { seat: 0, card: 'HK01' }]);
    expect(logKeys(s)).toEqual(['speech', 'speechDiscard', 'speechDiscard', 'speechEnd']);
    expect(decision(s)).toEqual({ t: 'turn', seat: 2 });
    expectConserved(s);
  });

  it('G16 a player without a matching card is asked too, with only "pass"; a pass keeps the hand and is not logged in public', () => {
    let s = act(scenario({ ...o, hands: [['TC05-1'], ['TC07-1'], ['TC13-1'], ['TC17-1']] }), 1, A.speech('rain'));
    expect(decision(s)).toEqual({ t: 'speech', seat: 2, speaker: 1, threat: 'rain' });
    s = act(s, 2, A.pass);
    expect(s.players[2].hand).toEqual(['TC13-1']);
    // Ana holds no rain card, yet she is asked exactly like Marta was.
    expect(decision(s)).toEqual({ t: 'speech', seat: 0, speaker: 1, threat: 'rain' });
    expect(legal(s, 0)).toEqual([A.pass]);
    expectRejected(s, 0, A.discard('TC05-1'), 'card_not_matching');
    s = act(s, 0, A.pass);
    expect(logKeys(s)).toEqual(['speech', 'speechEnd']);
    expect(logOf(s, 'speechEnd')).toEqual([{ seat: 1, threat: 'rain' }]);
    expect(decision(s)).toEqual({ t: 'turn', seat: 2 });
  });

  it('G16 a player with an empty hand is asked too; with nobody else still in, the speech ends at once', () => {
    let s = act(scenario({ ...o, hands: [[], ['TC07-1'], ['TC13-1'], ['TC17-1']] }), 1, A.speech('rain'));
    s = act(s, 2, A.pass);
    expect(decision(s)).toEqual({ t: 'speech', seat: 0, speaker: 1, threat: 'rain' });
    expect(legal(s, 0)).toEqual([A.pass]);

    const alone = act(scenario({ ...o, withdrawn: [true, false, true, true] }), 1, A.speech('rain'));
    expect(logKeys(alone)).toEqual(['speech', 'speechEnd']);
    expect(decision(alone)).toEqual({ t: 'turn', seat: 1 });
  });

  it('G16 a speech looks the same in public whether or not a seat holds the named threat, as long as it passes', () => {
    // Marta (2) holds a gas card in one game and a card without gas in the other; all else is equal.
    const base: Scenario = { players: 4, active: 1, speech: [0, 1, 0, 0], hands: [['TC05-1'], ['TC07-1'], [], ['TC17-1']] };
    const holds = scenario({ ...base, hands: [['TC05-1'], ['TC07-1'], ['TC03-1'], ['TC17-1']] });
    const lacks = scenario({ ...base, hands: [['TC05-1'], ['TC07-1'], ['TC01-1'], ['TC17-1']] });
    const trace = (s0: GrizzledState) => {
      const seen: unknown[] = [];
      let s = act(s0, 1, A.speech('gas'));
      for (let guard = 0; guard < 5 && decision(s)?.t === 'speech'; guard++) {
        const pub = viewOf(s, null);
        seen.push({ decision: pub.decision, deciding: grizzled.status(s).deciding, phase: pub.phase });
        s = act(s, decision(s)!.seat, A.pass);
      }
      seen.push({ decision: viewOf(s, null).decision, deciding: grizzled.status(s).deciding, log: viewOf(s, null).log });
      return seen;
    };
    expect(legal(act(holds, 1, A.speech('gas')), 2)).toEqual([A.discard('TC03-1'), A.pass]);
    expect(legal(act(lacks, 1, A.speech('gas')), 2)).toEqual([A.pass]);
    expect(trace(holds)).toEqual(trace(lacks));
    // Asked in play order after Luis: Marta, Pablo, Ana; the log names only the speech and its end.
    expect(trace(lacks).slice(0, 3).map((x) => (x as { deciding: number[] }).deciding)).toEqual([[2], [3], [0]]);
    expect(viewOf(play(lacks, [1, A.speech('gas')], [2, A.pass], [3, A.pass], [0, A.pass]), null).log.map((e) => e.key)).toEqual(['speech', 'speechEnd']);
  });

  it('G32 a speech discard is public: everyone sees which card left, and only who discarded is named', () => {
    let s = act(scenario({ ...o, hands: [['TC05-1'], ['TC07-1'], ['TC13-1', 'TC09-1'], ['TC17-1']] }), 1, A.speech('rain'));
    s = play(s, [2, A.discard('TC13-1')], [0, A.pass]);
    const pub = viewOf(s, null);
    expect(pub.log).toEqual([
      { key: 'speech', params: { seat: 1, threat: 'rain' } },
      { key: 'speechDiscard', params: { seat: 2, card: 'TC13-1' } },
      { key: 'speechEnd', params: { seat: 1, threat: 'rain' } },
    ]);
    expect(pub.players[2].handCount).toBe(1);
    expect(viewOf(s, 0).log).toEqual(pub.log);
  });

  it('needs a speech token', () => {
    expectRejected(scenario({ ...o, speech: [0, 0, 0, 0] }), 1, A.speech('rain'), 'no_speech_token');
    expect(legalTypes(scenario({ ...o, speech: [0, 0, 0, 0] }), 1)).toEqual(['play', 'withdraw']);
  });

  it('G22 under the 2-player rule the used token goes back to the stock', () => {
    const s = act(scenario({ variant: 'twoPlayer', speech: [1, 0], speechStock: 4, hands: [['TC05-1'], ['TC13-1']] }), 0, A.speech('rain'));
    expect(s.players[0].speech).toBe(0);
    expect(s.speechStock).toBe(5);
    expect(s.speechSpent).toBe(0);
    expect(decision(s)).toEqual({ t: 'speech', seat: 1, speaker: 0, threat: 'rain' });
  });
});

describe('withdrawing', () => {
  it('the secret tile: only its owner\'s view ever contains it', () => {
    const s0 = scenario({ tiles: [['L1', 'R1'], ['L2'], ['L3']], hands: [['TC05-1'], ['TC07-1'], ['TC09-1']] });
    expectRejected(s0, 0, A.support('L1'), 'wrong_action');
    let s = act(s0, 0, A.withdraw);
    expect(s.players[0].withdrawn).toBe(true);
    expect(decision(s)).toEqual({ t: 'support', seat: 0 });
    expect(legal(s, 0)).toEqual([A.support('L1'), A.support('R1')]);
    expectRejected(s, 0, A.support('L2'), 'tile_not_held');
    expectRejected(s, 1, A.play('TC07-1'), 'not_your_decision');
    s = act(s, 0, A.support('R1'));
    expect(s.players[0]).toMatchObject({ tiles: ['L1'], played: 'R1', hand: ['TC05-1'] });
    expect(viewOf(s, 0).me!.played).toBe('R1');
    for (const other of [viewOf(s, 1), viewOf(s, 2), viewOf(s, null)]) {
      expect(other.players[0].tilePlaced).toBe(true);
      expect(other.players[0].tileCount).toBe(1);
      expect(JSON.stringify(other)).not.toContain('"R1"');
    }
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
    // A withdrawn player takes no more actions this mission.
    s = act(s, 1, A.play('TC07-1'));
    s = act(s, 2, A.play('TC09-1'));
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
  });

  it('with no tile left a player withdraws without one', () => {
    const s = act(scenario({ tiles: [[], ['L2'], ['L3']], hands: [['TC05-1'], ['TC07-1'], []] }), 0, A.withdraw);
    expect(logKeys(s)).toEqual(['withdraw', 'noTile']);
    expect(s.players[0].played).toBeNull();
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
  });
});

describe('the end of the mission', () => {
  it('success when everyone has withdrawn: No Man\'s Land is discarded, hands and knocks stay', () => {
    const s0 = scenario({ ...NO_TILES, nml: ['TC01-1', 'TC05-1'], knocks: [['HK08']], hands: [['TC09-1'], [], ['TC11-1']] });
    const s = allWithdraw(s0, []);
    expect(logOf(s, 'missionSuccess')).toEqual([{ mission: 2 }]);
    expect(s.discarded).toEqual(['TC01-1', 'TC05-1']);
    expect(s.nml).toEqual([]);
    expect(s.players.map((p) => p.hand)).toEqual([['TC09-1'], [], ['TC11-1']]);
    expect(s.players[0].knocks).toEqual(['HK08']);
    expectConserved(s);
  });

  it('failure at three identical threats: No Man\'s Land is shuffled back into the Trials pile, hands and knocks stay', () => {
    const trials = ['TC09-2', 'TC11-2', 'TC11-3'];
    const s0 = scenario({
      ...NO_TILES, trials, nml: ['TC01-1', 'TC01-2'], knocks: [['HK08']], hands: [['TC07-1', 'TC11-1'], ['TC17-1'], []],
    });
    const s = act(s0, 0, A.play('TC07-1'));
    expect(logOf(s, 'missionFailure')).toEqual([{ mission: 2, threat: 'shell' }]);
    expect(s.discarded).toEqual([]);
    const moved = logOf(s, 'morale')[0].n as number;
    // The Morale Drop puts its cards on top of the reshuffled pile.
    expect(s.trials.slice(moved).sort()).toEqual([...trials, 'TC01-1', 'TC01-2', 'TC07-1'].sort());
    expect(s.players.map((p) => p.hand)).toEqual([['TC11-1'], ['TC17-1'], []]);
    expect(s.players[0].knocks).toEqual(['HK08']);
    expect(s.players.every((p) => !p.withdrawn)).toBe(true);
    expectConserved(s);
  });

  it('failure counts the Trauma/Phobia of players still in, not the withdrawn ones', () => {
    // NML rain+shell; Luis has Trauma (rain), Marta Phobia (shell).
    const o: Scenario = { ...NO_TILES, nml: ['TC13-1'], knocks: [[], ['HK01'], ['HK04']], hands: [['TC15-1', 'TC07-1'], ['TC17-1'], ['TC22-1']] };
    expect(logOf(act(scenario(o), 0, A.play('TC15-1')), 'missionFailure')).toEqual([{ mission: 2, threat: 'rain' }]);
    expect(logOf(act(scenario({ ...o, withdrawn: [false, true, false] }), 0, A.play('TC15-1')), 'missionFailure')).toEqual([]);
    expect(logOf(act(scenario(o), 0, A.play('TC07-1')), 'missionFailure')).toEqual([{ mission: 2, threat: 'shell' }]);
    expect(logOf(act(scenario({ ...o, withdrawn: [false, false, true] }), 0, A.play('TC07-1')), 'missionFailure')).toEqual([]);
  });
});
