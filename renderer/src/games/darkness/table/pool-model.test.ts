import { describe, expect, it } from 'vitest';
import { oddsAtLeast } from '../../../../../shared/games/darkness/dice';
import type { CheckSpec, DarknessAction, ViewDisc } from '../../../../../shared/games/darkness/game/types';
import { discDefOf, scenarioOf } from './content-names';
import { attributeDiceOf, clampPick, defaultPick, handDice, levelNeeded, poolChoices, rollAction, successChance, type PoolContext } from './pool-model';
import { game, viewOf } from './test-game';

const held = (id: string, def: string, kind: ViewDisc['kind'], seat = 0): ViewDisc => ({ id, def, kind, where: { zone: 'held', seat }, awardedVp: 2, usesLeft: null, damage: 0, peeked: false });

function context(extra: Partial<PoolContext> = {}, discs: ViewDisc[] = []): PoolContext {
  const view = viewOf(game({ heroes: 3 }), 0);
  const heroes = view.heroes.map((h, i) => (i === 0 ? { ...h, vp: 5, skills: { brawling: 'basic' as const, hand_to_hand: 'expert' as const } } : h));
  const scenario = scenarioOf(view.scenarioId);
  return { hero: heroes[0]!, heroes, discs, defOf: (d) => discDefOf(scenario, d.def), rules: view.rules, legal: [], vpDiceAllowed: 3, ...extra };
}

const attack: CheckSpec = { purpose: { kind: 'attack', disc: 'd1' }, seat: 0, attribute: 'attack', skills: ['hand_to_hand', 'martial_arts'], itemUses: ['attack'], target: { kind: 'level', level: 3 }, assistable: true };

describe('pool model', () => {
  it('counts the attribute, one skill, the items that help this check and VP dice in the roller’s hand', () => {
    const ctx = context({}, [held('k', 'knife', 'item'), held('c', 'crowbar', 'item'), held('m', 'medicine', 'item')]);
    const choices = poolChoices(attack, ctx);
    expect(choices.attributeDice).toBe(3);
    expect(choices.skills).toEqual([{ id: 'hand_to_hand', dice: 2 }]);
    expect(choices.items.map((i) => [i.id, i.dice])).toEqual([['k', 1], ['c', 1]]);
    expect(choices.vpDiceMax).toBe(2); // 5 VP buy two dice at 2 VP each
    expect(handDice(choices, { skill: 'hand_to_hand', items: ['k', 'c'], ally: null, vpDice: 2, helpers: [] })).toEqual([3 + 2 + 1 + 1 + 2]);
  });

  it('rolls Defense with the current Health (A38)', () => {
    const ctx = context();
    const hurt = { ...ctx.hero, health: 2 };
    expect(attributeDiceOf(hurt, 'defense')).toBe(2);
    expect(attributeDiceOf(hurt, 'attack')).toBe(3);
  });

  it('D330 gives the chance that at least one of the separate hands reaches the target, or one merged hand under A4’s option', () => {
    const ctx = context({}, [held('a', 'retired_boxer', 'ally')]);
    const choices = poolChoices(attack, ctx);
    expect(choices.allies).toEqual([{ id: 'a', dice: 3 }]);
    const pick = { skill: null, items: [], ally: 'a', vpDice: 0, helpers: [] };
    const hands = handDice(choices, pick);
    expect(hands).toEqual([3, 3]);
    const p3 = oddsAtLeast(3)[2]!;
    expect(successChance(attack.target, hands)).toBeCloseTo(1 - (1 - p3) * (1 - p3), 12);
    const merged = poolChoices(attack, context({ rules: { ...ctx.rules, A4: 'merged_pool' } }, [held('a', 'retired_boxer', 'ally')]));
    expect(handDice(merged, pick)).toEqual([6]);
    expect(successChance(attack.target, [6])).toBeCloseTo(oddsAtLeast(6)[2]!, 12);
  });

  it('D331 gives an opposed roll the chance of matching or beating the other side’s level', () => {
    const target: CheckSpec['target'] = { kind: 'opposed', faces: [2, 2, 5] };
    expect(successChance(target, [4], 2)).toBeCloseTo(oddsAtLeast(4)[1]!, 12);
    expect(successChance(target, [4], 0)).toBe(1);
    expect(levelNeeded(target)).toBeNull();
  });

  it('reads the other targets: exceed is the next level, automatic and impossible are certain, none aims at nothing', () => {
    expect(levelNeeded({ kind: 'exceed', level: 2 })).toBe(3);
    expect(levelNeeded({ kind: 'exceed', level: 8 })).toBe('impossible');
    expect(successChance({ kind: 'automatic' }, [1])).toBe(1);
    expect(successChance({ kind: 'impossible' }, [9])).toBe(0);
    expect(successChance({ kind: 'none' }, [3])).toBeNull();
    expect(successChance({ kind: 'level', level: 1 }, [30])).toBeNull();
  });

  it('D333 proposes the best skill and every helping item except money, which is spent when used (A32)', () => {
    const bribe: CheckSpec = { ...attack, attribute: 'persuasion', skills: ['hand_to_hand'], itemUses: ['bribe', 'persuasion'] };
    const choices = poolChoices(bribe, context({}, [held('$', 'money', 'item'), held('h', 'handcuffs', 'item')]));
    expect(choices.items).toEqual([{ id: '$', dice: 1, spent: true }, { id: 'h', dice: 1, spent: false }]);
    expect(defaultPick(choices)).toEqual({ skill: 'hand_to_hand', items: ['h'], ally: null, vpDice: 0, helpers: [] });
  });

  it('D334 offers the helpers the engine names, else the living heroes within 3 squares; never for movement', () => {
    const ctx = context();
    const near = ctx.heroes.map((h, i) => (i === 2 ? { ...h, at: { x: h.at.x + 4, y: h.at.y } } : h));
    expect(poolChoices(attack, { ...ctx, heroes: near }).helpers.map((h) => h.seat)).toEqual([1]);
    const legal: DarknessAction[] = [{ type: 'roll', skill: null, items: [], ally: null, vpDice: 0, helpers: [2] }];
    expect(poolChoices(attack, { ...ctx, heroes: near, legal }).helpers).toEqual([{ seat: 2, dice: 3 }]);
    expect(poolChoices({ ...attack, assistable: false }, ctx).helpers).toEqual([]);
    expect(poolChoices({ ...attack, assistable: false }, context({}, [held('a', 'retired_boxer', 'ally')])).allies).toEqual([]);
  });

  it('keeps a pick within what is still on offer and sends exactly the engine’s roll action', () => {
    const choices = poolChoices(attack, context({}, [held('k', 'knife', 'item')]));
    const stale = { skill: 'martial_arts', items: ['k', 'gone'], ally: 'x', vpDice: 9, helpers: [7] };
    const pick = clampPick(choices, stale);
    expect(pick).toEqual({ skill: null, items: ['k'], ally: null, vpDice: 2, helpers: [] });
    expect(rollAction(pick)).toEqual({ type: 'roll', skill: null, items: ['k'], ally: null, vpDice: 2, helpers: [] });
  });
});
