import { describe, expect, it } from 'vitest';
import { attributeDice } from './checks';
import { act, edit, findSeed, newGame, putDisc, refused } from './test-helpers';
import type { DarknessState } from './types';

const roll = (o: Partial<{ skill: string | null; items: string[]; ally: string | null; vpDice: number; helpers: number[] }> = {}) =>
  ({ type: 'roll' as const, skill: null, items: [], ally: null, vpDice: 0, helpers: [], ...o });

/** Hero 0 forcing the café door (a check with a target), with VP to spend. */
function forcing(rules: Record<string, string>, f: (d: DarknessState) => void = () => {}): DarknessState {
  return act(edit(newGame({ heroes: [{}, {}], rules }), (d) => { d.heroes[0]!.vp = 8; f(d); }), 0, { type: 'openDoor', door: '6,3', method: 'force' });
}

describe('house rules the turn honours (E1)', () => {
  it('A9: an unlimited digital pool; option physical_ten refuses a hand over 10 dice', () => {
    const big = (d: DarknessState) => { d.heroes[0]!.attributes.attack = 6; d.heroes[0]!.skills = { brawn: 'expert' }; for (let i = 0; i < 3; i++) putDisc(d, 'crowbar', 'item', { zone: 'held', seat: 0 }); };
    const items = (s: DarknessState) => Object.values(s.discs).filter((x) => x.where.zone === 'held').map((x) => x.id);
    const free = forcing({}, big);
    expect(act(free, 0, roll({ skill: 'brawn', items: items(free), vpDice: 3 })).lastRoll).not.toBeNull();
    const boxed = forcing({ A9: 'physical_ten' }, big);
    refused(boxed, 0, roll({ skill: 'brawn', items: items(boxed), vpDice: 3 }), 'physical_pool_too_large');
  });

  it('A10: extra dice only before the roll; option any_time adds them to a rolled hand', () => {
    const failedWith = (rules: Record<string, string>) => findSeed(
      (seed) => act(edit(forcing(rules), (d) => { d.rng = newGame({ seed }).rng; }), 0, roll()),
      (s) => s.pending?.kind === 'rolled',
    );
    refused(failedWith({}), 0, { type: 'addDice', count: 1 }, 'vp_extra_die_after_roll');
    const s = failedWith({ A10: 'any_time' });
    const before = s.pending?.kind === 'rolled' ? s.pending.roll.faces.length : 0;
    const more = act(s, 0, { type: 'addDice', count: 2 });
    const after = more.pending?.kind === 'rolled' ? more.pending.roll : more.lastRoll!;
    expect(after.faces).toHaveLength(before + 2);
    expect(more.heroes[0]!.vp).toBe(8 - 4);
    expect(more.turn.vpDiceBought).toBe(2);
  });

  it('A37: full Health at the start; option carry_wounds keeps the Health the session passes', () => {
    expect(newGame({ heroes: [{ maxHealth: 4, health: 2 }] }).heroes[0]!.health).toBe(4);
    expect(newGame({ heroes: [{ maxHealth: 4, health: 2 }], rules: { A37: 'carry_wounds' } }).heroes[0]!.health).toBe(2);
  });

  it('A38: Defense dice follow current Health; option defense_fixed rolls the attribute', () => {
    const s = edit(newGame(), (d) => { d.heroes[0]!.health = 1; });
    expect(attributeDice(s, s.heroes[0]!, 'defense')).toBe(1);
    const fixed = edit(s, (d) => { d.rules = { ...d.rules, A38: 'defense_fixed' }; });
    expect(attributeDice(fixed, fixed.heroes[0]!, 'defense')).toBe(4);
  });

  it('A32: money is spent as it adds its die (uses counted down, then gone); option permanent_bonus keeps it', () => {
    // Money adds its die to bribes; a pool builder for a check that lists 'bribe' is set up directly.
    const spend = (rules: Record<string, string>) => {
      let money = '';
      const s = edit(newGame({ rules }), (d) => { money = putDisc(d, 'money', 'item', { zone: 'held', seat: 0 }, { usesLeft: 1 }); });
      const built = edit(s, (d) => { d.pending = { kind: 'build', check: { purpose: { kind: 'carry' }, seat: 0, attribute: 'persuasion', skills: [], itemUses: ['bribe'], target: { kind: 'none' }, assistable: true }, vpDiceAllowed: 0 }; });
      return { after: act(built, 0, roll({ items: [money] })), money };
    };
    const spent = spend({});
    expect(spent.after.discs[spent.money]!.where).toEqual({ zone: 'removed' });
    const kept = spend({ A32: 'permanent_bonus' });
    expect(kept.after.discs[kept.money]!.where).toEqual({ zone: 'held', seat: 0 });
  });

  it('A23: kept items bring their level; option master_only only with a Master', () => {
    const vpOf = (rules: Record<string, string>) => Object.values(newGame({ heroes: [{ keptItems: ['crowbar'] }], rules }).discs).find((d) => d.def === 'crowbar' && d.where.zone === 'held')!.awardedVp;
    expect(vpOf({})).toBe(2);
    expect(vpOf({ A23: 'master_only' })).toBe(0);
  });
});
