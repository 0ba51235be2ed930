/** Death (B.5.5): reveals, discards, John Proctor, the Matchmaker chain, rulings 6–8. */
import { describe, expect, it } from 'vitest';
import type { CharacterId, SalemState } from './types';
import { draftOf } from './state';
import { killPlayer } from './death';
import { expectCardsConserved, logKeys, play, scenario } from './test-helpers';

const acc = (i: number) => `accusation-${i}`;

/** killPlayer on a draft, as a rule module sees it. */
function kill(s: SalemState, seat: number, cause: Parameters<typeof killPlayer>[2] = 'night'): SalemState {
  const d = draftOf(s);
  killPlayer(d, seat, cause);
  return d;
}

describe('a death', () => {
  it('turns every Tryal up, discards the hand and the cards in front, and says whether the player was ever a witch', () => {
    const s = kill(scenario({ hands: [[], [], [acc(1), 'alibi-1']], fronts: [[], [], ['asylum-1', acc(2)]], up: [[], [], [true]] }), 2);
    expect(s.players[2]!.alive).toBe(false);
    expect(s.players[2]!.tryals.every((t) => t.up)).toBe(true);
    expect([s.players[2]!.hand, s.players[2]!.front]).toEqual([[], []]);
    expect(s.discard).toEqual(['asylum-1', acc(2), acc(1), 'alibi-1']);
    expect(logKeys(s)).toEqual(['death', 'wasWitch']);
    expect(s.log[1]!.params).toEqual({ seat: 2, witch: 0 });
    expectCardsConserved(s);
  });

  it('"was a witch" is said of anybody who ever held one, even without a Witch now', () => {
    const s = kill(scenario({ everWitch: [3] }), 3);
    expect(s.log.find((e) => e.key === 'wasWitch')?.params).toEqual({ seat: 3, witch: 1 });
  });

  it('silentDeaths: nothing is said', () => {
    const s = kill(scenario({ variants: { silentDeaths: true } }), 3);
    expect(logKeys(s)).toEqual(['death']);
  });

  it('the Constable dying ends the Constable role', () => {
    const s = kill(scenario(), 1);
    expect(s.log.find((e) => e.key === 'constableEnds')?.params).toEqual({ seat: 1 });
  });

  it('S49 a player who dies on their own turn ends it: the next living player plays', () => {
    // Seat 0 accuses seat 2, matched with seat 0: the Witch revealed takes seat 0 along.
    const s0 = scenario({
      hands: [['witness-1']], fronts: [['matchmaker-1'], [], ['matchmaker-2']],
      tryals: [['not', 'not'], ['constable', 'not'], ['witch', 'not'], ['witch', 'not'], ['not', 'not']],
    });
    const s = play(s0, [0, { type: 'play', card: 'witness-1', target: 2 }], [0, { type: 'reveal', tryal: 0 }]);
    expect([s.players[0]!.alive, s.players[2]!.alive]).toEqual([false, false]);
    expect(s.pending).toEqual([{ t: 'turn', seat: 1 }]);
  });
});

describe('S30 John Proctor', () => {
  const proctor: CharacterId[] = ['john_proctor', 'mary_warren', 'william_phips', 'samuel_parris', 'tituba'];

  it('S30 takes the blue cards in front of the dead and their whole hand; red and green cards are discarded', () => {
    const s = kill(scenario({ characters: proctor, hands: [[], [], [acc(1), 'alibi-1']], fronts: [[], [], ['asylum-1', acc(2), 'stocks-1']] }), 2);
    expect(s.players[0]!.hand).toEqual(['asylum-1', acc(1), 'alibi-1']);
    expect(s.discard).toEqual([acc(2), 'stocks-1']);
    expect(s.log.find((e) => e.key === 'proctor')?.params).toEqual({ seat: 0, from: 2, n: 3 });
    expectCardsConserved(s);
  });

  it('S30 with Martha copying him they take a card each in turn, John first', () => {
    const cs: CharacterId[] = ['john_proctor', 'martha_corey', 'william_phips', 'samuel_parris', 'tituba'];
    const s = kill(scenario({ characters: cs, hands: [[], [], [acc(1), acc(2), acc(3)]], fronts: [[], [], ['piety-1']] }), 2);
    expect(s.players[0]!.hand).toEqual(['piety-1', acc(2)]);
    expect(s.players[1]!.hand).toEqual([acc(1), acc(3)]);
  });

  it('S30 nothing for himself: his own death discards his cards', () => {
    const s = kill(scenario({ characters: proctor, hands: [[acc(1)]] }), 0);
    expect(s.discard).toContain(acc(1));
  });
});

describe('S32 the Matchmaker chain', () => {
  const matched = { fronts: [[], ['matchmaker-1'], [], ['matchmaker-2']] };

  it('S32 the partner dies too, even if saved tonight (ruling 6)', () => {
    const s = kill(scenario(matched), 1, 'night');
    expect(s.players[3]!.alive).toBe(false);
    expect(s.log.filter((e) => e.key === 'death').map((e) => e.params)).toEqual([{ seat: 1, cause: 'night' }, { seat: 3, cause: 'matchmaker' }]);
  });

  it('S31 Mary Warren survives her partner\'s death; her own death still takes the partner', () => {
    // Seat 1 is Mary Warren in the quiet cast.
    const hers = kill(scenario(matched), 3);
    expect(hers.players[1]!.alive).toBe(true);
    expect(hers.log.find((e) => e.key === 'immune')?.params).toEqual({ seat: 1, card: 'matchmaker', target: 1 });
    const own = kill(scenario(matched), 1);
    expect(own.players[3]!.alive).toBe(false);
  });

  it('S32 the last townsperson dies matched with the last Witch: the witches win and the Witch lives (ruling 7)', () => {
    // Only seats 2 (the one Witch) and 3 (town) are alive, matched. The chain would turn the Witch up (a Town win too).
    const s0 = scenario({
      tryals: [['not'], ['constable'], ['witch', 'not'], ['not', 'not'], ['not']],
      dead: [0, 1, 4],
      fronts: [[], [], ['matchmaker-1'], ['matchmaker-2']],
    });
    const s = kill(s0, 3);
    expect(s.players[2]!.alive).toBe(true);
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'witchesWin' });
    expect(s.winners).toEqual([2]);
  });

  it('S32 the last Witch dies matched with a townsperson: the Town wins and the partner lives (ruling 7)', () => {
    const s0 = scenario({ tryals: [['not'], ['constable'], ['witch', 'not'], ['not'], ['not']], fronts: [[], [], ['matchmaker-1'], ['matchmaker-2']] });
    const s = kill(s0, 2, 'night');
    expect(s.result).toEqual({ outcome: 'victory', reason: 'townWins' });
    expect(s.players[3]!.alive).toBe(true);
  });
});

describe('S48 decisions of the dead', () => {
  it('S48 a Danforth offer on a player who died meanwhile is dropped; Rebecca Nurse still gets her card', () => {
    const s0 = scenario();
    s0.pending.push({ t: 'offer', seat: 4, ability: 'rebecca_nurse', target: 2 }, { t: 'offer', seat: 0, ability: 'thomas_danforth', target: 2 });
    const s = kill(s0, 2);
    expect(s.pending).toEqual([{ t: 'turn', seat: 0 }, { t: 'offer', seat: 4, ability: 'rebecca_nurse', target: 2 }]);
  });
});
