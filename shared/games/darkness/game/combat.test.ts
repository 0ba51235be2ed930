/**
 * Combat (digest §1.12, A26–A29): initiative won and lost, three rounds, damage, absorbing by a helper
 * or a sacrificed ally, retreat (A27 both ways), bosses with 2 health, the undead bonus, security's one
 * round, a fight left standing and taken up at the next turn, death in a fight.
 */
import { describe, expect, it } from 'vitest';
import { applyAbsorb, applyCombatChoice, combatLegal } from './combat';
import { applySecurityApproach, flipDisc } from './encounters';
import { fightOf } from './fight';
import { follow, runFlow } from './flow';
import { startOfHeroTurn } from './round';
import { addDisc, build, faceDown, held, logKeys, pendingCheck, settle, type Build } from './test-helpers-e2';
import type { DarknessState } from './types';

const Q1 = { x: 2, y: 2 };

function fight(def: string, o: Build = {}, at = Q1): { s: DarknessState; id: string } {
  const s = build({ heroes: [{ at }], ...o });
  const id = addDisc(s, def, 'adversary', faceDown(at));
  runFlow(s, flipDisc(s, 0, id));
  return { s, id };
}

describe('initiative', () => {
  it('won: the hero chooses attack or retreat; an attack is Attack + one combat skill vs D', () => {
    const { s, id } = fight('shambler_1');
    settle(s, true);
    expect(s.pending).toMatchObject({ kind: 'combat', seat: 0, disc: id, step: 'choose', initiative: 'hero', round: 1, roundsThisTurn: 3 });
    expect(combatLegal(s, 0)).toEqual([{ type: 'combatChoice', choice: 'attack' }, { type: 'combatChoice', choice: 'retreat' }]);
    expect(combatLegal(s, 1)).toEqual([]);
    expect(follow(s, applyCombatChoice(s, 0, 'attack'))).toBeNull();
    expect(pendingCheck(s)).toMatchObject({
      purpose: { kind: 'attack', disc: id }, attribute: 'attack', skills: ['hand_to_hand', 'martial_arts', 'melee_weapons', 'firearms', 'throwing'], target: { kind: 'level', level: 2 },
    });
    expect(pendingCheck(s).itemUses).toEqual(expect.arrayContaining(['attack', 'attack_ranged']));
  });

  it('lost: the hero defends first (Health dice + Dodge vs A), then attacks', () => {
    const { s, id } = fight('ghoul_1');
    settle(s, false);
    expect(pendingCheck(s)).toMatchObject({ purpose: { kind: 'defend', disc: id }, attribute: 'defense', skills: ['dodge'], itemUses: ['defense'], target: { kind: 'level', level: 3 } });
    settle(s, false);
    expect(s.heroes[0]!.health).toBe(2);
    expect(pendingCheck(s).purpose.kind).toBe('attack');
    settle(s, false);
    // A28 once per combat: round 2 starts with the adversary striking again, no new initiative.
    expect(pendingCheck(s).purpose.kind).toBe('defend');
    expect(fightOf(s)?.round).toBe(2);
  });

  it('A28 option every_round: each round starts with a new initiative roll', () => {
    const { s } = fight('ghoul_1', { rules: { A28: 'every_round' } });
    settle(s, false);
    settle(s, true);
    settle(s, false);
    expect(pendingCheck(s).purpose.kind).toBe('initiative');
    expect(fightOf(s)?.round).toBe(2);
  });
});

describe('victory', () => {
  it('A29 a hit defeats a 1-health adversary: a trophy worth A + D ladder values', () => {
    const { s, id } = fight('ghoul_1');
    settle(s, true);
    follow(s, applyCombatChoice(s, 0, 'attack'));
    settle(s, true, 5);
    expect(s.discs[id]!.where).toEqual(held(0));
    expect(s.heroes[0]!.vp).toBe(3 + 2);
    expect(s.discs[id]!.awardedVp).toBe(5);
    expect(fightOf(s)).toBeNull();
    expect(s.pending).toBeNull();
  });

  it('A29 option killing_roll_level: worth the killing roll\'s level', () => {
    const { s } = fight('ghoul_1', { rules: { A29: 'killing_roll_level' } });
    settle(s, true);
    follow(s, applyCombatChoice(s, 0, 'attack'));
    settle(s, true, 6);
    expect(s.heroes[0]!.vp).toBe(6);
  });

  it('undead-tagged adversaries take the undead items\' dice; others do not', () => {
    const undead = fight('shambler_1');
    settle(undead.s, true);
    follow(undead.s, applyCombatChoice(undead.s, 0, 'attack'));
    expect(pendingCheck(undead.s).itemUses).toContain('undead');
    const living = fight('night_stalker');
    settle(living.s, true);
    follow(living.s, applyCombatChoice(living.s, 0, 'attack'));
    expect(pendingCheck(living.s).itemUses).not.toContain('undead');
  });

  it('a boss with health 2 needs two hits; the crafted ward\'s use counts against it', () => {
    const { s, id } = fight('bandaged_lady', { scenarioId: 'chemistry_lesson' });
    settle(s, true);
    follow(s, applyCombatChoice(s, 0, 'attack'));
    expect(pendingCheck(s).itemUses).toContain('undead');
    settle(s, true);
    expect(s.discs[id]!.damage).toBe(1);
    expect(pendingCheck(s).purpose.kind).toBe('defend');
    settle(s, true);
    expect(s.pending).toMatchObject({ kind: 'combat', step: 'choose', round: 2 });
    follow(s, applyCombatChoice(s, 0, 'attack'));
    settle(s, true, 4);
    expect(s.discs[id]!.where).toEqual(held(0));
    // A + D = 3 + 4 (D314: Defense 3K), plus the scenario's bossDefeated award (5); no victory yet: the ward is not made.
    expect(s.heroes[0]!.vp).toBe(7 + 5);
    expect(s.scenario.bossDefeated).toBe(true);
    expect(s.result).toBeNull();
  });
});

describe('three rounds a turn', () => {
  it('an adversary still standing after 3 rounds stays face up under the figure; the next turn asks fight or flee', () => {
    const { s, id } = fight('shambler_1');
    settle(s, true);
    for (let round = 1; round <= 3; round++) {
      expect(s.pending).toMatchObject({ kind: 'combat', step: 'choose', round });
      follow(s, applyCombatChoice(s, 0, 'attack'));
      settle(s, false);
      settle(s, true);
    }
    expect(s.pending).toBeNull();
    expect(s.discs[id]!.where).toEqual({ zone: 'underFigure', seat: 0 });
    expect(logKeys(s)).toContain('adversaryStillStanding');
    startOfHeroTurn(s, 0);
    expect(s.pending).toMatchObject({ kind: 'combat', step: 'choose', initiative: null, disc: id });
    follow(s, applyCombatChoice(s, 0, 'attack'));
    expect(pendingCheck(s).purpose.kind).toBe('initiative');
  });
});

describe('damage and absorbing it', () => {
  it('A26 D288 a helper in the fight (named in the initiative roll\'s hands) may take the damage instead; the active hero chooses', () => {
    const s = build({ heroes: [{ at: Q1 }, { at: Q1 }] });
    const id = addDisc(s, 'ghoul_1', 'adversary', faceDown(Q1));
    runFlow(s, flipDisc(s, 0, id));
    settle(s, false, 0, [{ name: 'Luis', faces: [1, 2] }]);
    settle(s, false);
    expect(s.pending).toEqual({ kind: 'absorb', seat: 0, disc: id, options: [{ kind: 'self' }, { kind: 'helper', seat: 1 }] });
    expect(combatLegal(s, 0)).toEqual([{ type: 'absorb', option: 0 }, { type: 'absorb', option: 1 }]);
    expect(follow(s, applyAbsorb(s, 0, 7))?.code).toBe('absorb_no_such_option');
    expect(follow(s, applyAbsorb(s, 0, 1))).toBeNull();
    expect(s.heroes.map((h) => h.health)).toEqual([3, 2]);
    expect(pendingCheck(s).purpose.kind).toBe('attack');
  });

  it('A26 option active_player_only: nobody else may take it', () => {
    const s = build({ heroes: [{ at: Q1 }, { at: Q1 }], rules: { A26: 'active_player_only' } });
    const id = addDisc(s, 'ghoul_1', 'adversary', faceDown(Q1));
    runFlow(s, flipDisc(s, 0, id));
    settle(s, false, 0, [{ name: 'Luis', faces: [1, 2] }]);
    settle(s, false);
    expect(s.heroes.map((h) => h.health)).toEqual([2, 3]);
    expect(pendingCheck(s).purpose.kind).toBe('attack');
  });

  it('D286 a sacrificed ally cancels the damage and is lost with its VP', () => {
    const { s, id } = fight('ghoul_1');
    const priest = addDisc(s, 'priest', 'ally', held(0), { awardedVp: 3 });
    s.heroes[0]!.vp = 3;
    settle(s, false);
    settle(s, false);
    expect(s.pending).toEqual({ kind: 'absorb', seat: 0, disc: id, options: [{ kind: 'self' }, { kind: 'ally', disc: priest }] });
    follow(s, applyAbsorb(s, 0, 1));
    expect(s.heroes[0]!.health).toBe(3);
    expect(s.discs[priest]!.where).toEqual({ zone: 'removed' });
    expect(s.heroes[0]!.vp).toBe(0);
  });

  it('a hero killed in the fight drops what they held; the adversary stays face up; the last hero dead loses the game', () => {
    const { s, id } = fight('ghoul_1', { heroes: [{ at: Q1, health: 1 }] });
    const knife = addDisc(s, 'knife', 'item', held(0));
    settle(s, false);
    settle(s, false);
    expect(s.heroes[0]!.alive).toBe(false);
    expect(s.discs[knife]!.where).toEqual({ zone: 'board', at: Q1, faceUp: true });
    expect(s.discs[id]!.where).toEqual({ zone: 'board', at: Q1, faceUp: true });
    expect(s.result).toMatchObject({ outcome: 'defeat', reason: 'allDead', winners: [] });
    expect(s.pending).toEqual({ kind: 'gameOver' });
  });

  it('a hero killed while others live ends the turn: the next hero plays', () => {
    const s = build({ heroes: [{ at: Q1, health: 1 }, { at: { x: 9, y: 0 } }] });
    const id = addDisc(s, 'ghoul_1', 'adversary', faceDown(Q1));
    runFlow(s, flipDisc(s, 0, id));
    settle(s, false);
    settle(s, false);
    expect(s.result).toBeNull();
    expect(s.turn.seat).toBe(1);
    expect(fightOf(s)).toBeNull();
  });
});

describe('retreat', () => {
  it('A27 Speed roll, no help, no fate die: Health + levels strictly above S sends it back face down among the building\'s ? squares', () => {
    const { s, id } = fight('shambler_1');
    settle(s, true);
    follow(s, applyCombatChoice(s, 0, 'retreat'));
    expect(pendingCheck(s)).toMatchObject({ purpose: { kind: 'retreat', disc: id }, attribute: 'speed', skills: ['sprint'], target: { kind: 'none' }, assistable: false });
    settle(s, null, 1);
    expect(s.discs[id]!.where).toMatchObject({ zone: 'board', faceUp: false });
    expect(fightOf(s)).toBeNull();
    expect(s.pending).toBeNull();
  });

  it('D285 a failed retreat: the fight happens, the adversary striking first', () => {
    const { s } = fight('grave_hound_1');
    settle(s, true);
    follow(s, applyCombatChoice(s, 0, 'retreat'));
    settle(s, null, 3);
    expect(pendingCheck(s).purpose.kind).toBe('defend');
    expect(fightOf(s)?.initiative).toBe('adversary');
  });

  it('A27 option meet_or_beat: meeting S is enough; D284 a street adversary stays face up on its street square', () => {
    const street = { x: 0, y: 0 };
    const { s, id } = fight('grave_hound_1', { rules: { A27: 'meet_or_beat' } }, street);
    settle(s, true);
    follow(s, applyCombatChoice(s, 0, 'retreat'));
    settle(s, null, 3);
    expect(s.discs[id]!.where).toEqual({ zone: 'board', at: street, faceUp: true });
  });
});

describe('security fights (one round)', () => {
  function guardFight() {
    const s = build({ heroes: [{ at: Q1 }] });
    const id = addDisc(s, 'guard_night', 'security', faceDown(Q1));
    runFlow(s, flipDisc(s, 0, id));
    follow(s, applySecurityApproach(s, 0, 'fight'));
    return { s, id };
  }

  it('initiative won goes straight to the attack (no retreat from security); a win: stay inside, Failure disc, no VP, disc gone', () => {
    const { s, id } = guardFight();
    settle(s, true);
    expect(pendingCheck(s).purpose.kind).toBe('attack');
    settle(s, true);
    expect(s.discs[id]!.where).toEqual({ zone: 'removed' });
    expect(s.heroes[0]).toMatchObject({ failures: 1, vp: 0, at: Q1 });
  });

  it('D287 still standing after its one round: Failure disc, out of the building, the disc reshuffled face down', () => {
    const { s, id } = guardFight();
    settle(s, true);
    settle(s, false);
    settle(s, true);
    expect(s.heroes[0]).toMatchObject({ failures: 1, at: { x: 7, y: 3 } });
    expect(s.discs[id]!.where).toMatchObject({ zone: 'board', faceUp: false });
    expect(s.pending).toBeNull();
  });

  it('retreat is refused against security and changes nothing', () => {
    const { s } = guardFight();
    s.pending = { kind: 'combat', seat: 0, disc: 'd1', round: 1, roundsThisTurn: 1, initiative: 'hero', step: 'choose', vsSecurity: true };
    const before = JSON.stringify(s);
    expect(follow(s, applyCombatChoice(s, 0, 'retreat'))?.code).toBe('no_retreat_from_security');
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('D303 with a Master, adversary discs fight by the table', () => {
  it('I, A and D are rolled on the 2d6 table each round; they have 2 health', () => {
    const { s, id } = fight('shambler_1', { master: true, heroes: [{ at: Q1 }] });
    const rolled = s.log.filter((e) => e.key === 'foeStatsRolled');
    expect(rolled).toHaveLength(1);
    const { initiative, attack, defense } = rolled[0]!.params as Record<string, number>;
    for (const level of [initiative, attack, defense]) expect([2, 3, 4, 6]).toContain(level);
    expect(pendingCheck(s).target).toEqual({ kind: 'level', level: initiative });
    settle(s, true);
    follow(s, applyCombatChoice(s, 0, 'attack'));
    expect(pendingCheck(s).target).toEqual({ kind: 'level', level: defense });
    settle(s, true);
    expect(s.discs[id]!.damage).toBe(1);
    expect(pendingCheck(s)).toMatchObject({ purpose: { kind: 'defend' }, target: { kind: 'level', level: attack } });
    settle(s, true);
    expect(s.log.filter((e) => e.key === 'foeStatsRolled')).toHaveLength(2);
    follow(s, applyCombatChoice(s, 0, 'attack'));
    settle(s, true);
    expect(s.discs[id]!.where).toEqual(held(0));
  });

  it('a scenario boss keeps its stated stats; without a Master nothing is rolled', () => {
    const boss = fight('bandaged_lady', { master: true, scenarioId: 'chemistry_lesson', heroes: [{ at: Q1 }] });
    expect(logKeys(boss.s)).not.toContain('foeStatsRolled');
    expect(pendingCheck(boss.s).target).toEqual({ kind: 'level', level: 2 });
    const plain = fight('shambler_1');
    expect(logKeys(plain.s)).not.toContain('foeStatsRolled');
  });
});

describe('D307 retreating from a shared square', () => {
  it('a hero leaving while another stays needs no roll; the adversary stays under the figure of the one who stays', () => {
    const s = build({ heroes: [{ at: Q1 }, { at: Q1 }, { at: Q1 }] });
    const id = addDisc(s, 'shambler_1', 'adversary', faceDown(Q1));
    runFlow(s, flipDisc(s, 0, id));
    settle(s, true);
    follow(s, applyCombatChoice(s, 0, 'retreat'));
    expect(s.pending).toBeNull();
    expect(fightOf(s)).toBeNull();
    expect(s.discs[id]!.where).toEqual({ zone: 'underFigure', seat: 1 });
    // Café floor around (2,2): the hero steps to the free square nearest the door at (6,3).
    expect(s.heroes[0]!.at).toEqual({ x: 3, y: 2 });
    expect(s.log.find((e) => e.key === 'retreatShared')).toEqual({ key: 'retreatShared', params: { seat: 0, stays: 1, disc: 'shambler_1', x: 3, y: 2 } });
    // The one who stays meets it on their turn, and alone on the square must beat S to leave.
    s.heroes[2]!.at = { x: 5, y: 2 };
    s.turn = { ...s.turn, seat: 1 };
    startOfHeroTurn(s, 1);
    expect(s.pending).toMatchObject({ kind: 'combat', seat: 1, step: 'choose' });
    follow(s, applyCombatChoice(s, 1, 'retreat'));
    expect(pendingCheck(s).purpose).toEqual({ kind: 'retreat', disc: id });
  });

  it('a dead hero on the square does not count as staying', () => {
    const s = build({ heroes: [{ at: Q1 }, { at: Q1, alive: false, health: 0 }] });
    const id = addDisc(s, 'shambler_1', 'adversary', faceDown(Q1));
    runFlow(s, flipDisc(s, 0, id));
    settle(s, true);
    follow(s, applyCombatChoice(s, 0, 'retreat'));
    expect(pendingCheck(s).purpose).toEqual({ kind: 'retreat', disc: id });
  });
});
