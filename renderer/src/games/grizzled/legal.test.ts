/**
 * Legal-action grouping against the real engine: in many random positions, every legal
 * action is reachable through exactly the groups the controls are built from, and the
 * pickers (intensity stepper, heal marks) can only produce legal actions.
 */
import { describe, expect, it } from 'vitest';
import { playGame, randomChooser } from '../../../../shared/engine/play';
import { grizzled } from '../../../../shared/games/grizzled';
import type { GrizzledAction, GrizzledState } from '../../../../shared/games/grizzled/types';
import {
  charmTargets,
  clampIntensity,
  distinctTileChoices,
  findHeal,
  groupLegal,
  handCardActions,
  healableKnocks,
  healSize,
  intensityAction,
  intensityRange,
  speechThreats,
  tileActions,
  toggleMark,
} from './legal';

/** Every action the table's controls can send for this legal list. */
function reachable(legal: GrizzledAction[]): GrizzledAction[] {
  const g = groupLegal(legal);
  const out: GrizzledAction[] = [];
  const range = intensityRange(g);
  if (range) for (let n = range.min; n <= range.max; n++) out.push(intensityAction(g, clampIntensity(n, range))!);
  out.push(...handCardActions(g).values(), ...charmTargets(g).values(), ...tileActions(g).values());
  out.push(...speechThreats(g).map((th) => g.speech.find((a) => a.threat === th)!));
  out.push(...g.withdraw, ...g.pass, ...g.recover);
  if (healSize(g) === 1) out.push(...g.heal);
  else if (healSize(g) > 1) {
    // The picker: every pair of marks it can hold that matches a legal heal.
    const knocks = healableKnocks(g);
    for (const a of knocks) for (const b of knocks) {
      const heal = findHeal(g, toggleMark(toggleMark([], a, 2), b, 2));
      if (heal) out.push(heal);
    }
  }
  return out;
}

const key = (a: unknown): string => JSON.stringify(a, Object.keys(a as object).sort());

describe('Grizzled legal grouping', () => {
  it('offers every legal action through the controls, and nothing else, in random games', () => {
    let positions = 0;
    const types = new Set<string>();
    for (let g = 0; g < 60; g++) {
      const players = ['Ana', 'Luis', 'Marta', 'Pau', 'Sol'].slice(0, 2 + (g % 4));
      const variant = players.length === 2 && g % 3 === 0 ? 'twoPlayer' : 'normal';
      playGame(grizzled, { players, variant }, `legal${g}`, randomChooser, {
        onStep: (state) => {
          const s = state as GrizzledState;
          const seat = grizzled.status(s).deciding[0];
          if (seat === undefined) return;
          const legal = grizzled.legalActions(s, seat);
          const offered = new Set(reachable(legal).map(key));
          expect(groupLegal(legal).unknown).toEqual([]);
          for (const a of legal) {
            types.add(a.type);
            expect(offered.has(key(a)), JSON.stringify(a)).toBe(true);
          }
          expect([...offered].every((k) => legal.some((a) => key(a) === k))).toBe(true);
          positions++;
        },
      });
    }
    expect(positions).toBeGreaterThan(800);
    for (const t of ['intensity', 'play', 'speech', 'withdraw', 'support', 'pass', 'heal']) expect(types.has(t), t).toBe(true);
  });

  it('puts malformed or unknown actions aside instead of breaking a control', () => {
    const g = groupLegal([{ type: 'play', card: 3 }, { type: 'dance' }, 'x', { type: 'speech', threat: 'fog' }, { type: 'withdraw' }]);
    expect(g.unknown).toHaveLength(4);
    expect(g.withdraw).toEqual([{ type: 'withdraw' }]);
  });

  it('keeps the intensity stepper within the offered range', () => {
    const g = groupLegal([3, 4, 5].map((n) => ({ type: 'intensity', n })));
    const range = intensityRange(g)!;
    expect(range).toEqual({ min: 3, max: 5 });
    expect(clampIntensity(9, range)).toBe(5);
    expect(clampIntensity(1, range)).toBe(3);
    expect(intensityAction(g, 4)).toEqual({ type: 'intensity', n: 4 });
    expect(intensityAction(g, 6)).toBeUndefined();
    expect(intensityRange(groupLegal([{ type: 'withdraw' }]))).toBeNull();
  });

  it('matches marked knocks to a legal heal in any order, never holding more marks than allowed', () => {
    const g = groupLegal([
      { type: 'heal', cards: ['HK01', 'HK07'] },
      { type: 'heal', cards: ['HK01', 'HK09'] },
      { type: 'heal', cards: ['HK07', 'HK09'] },
      { type: 'recover' },
    ]);
    expect(healSize(g)).toBe(2);
    expect(healableKnocks(g).sort()).toEqual(['HK01', 'HK07', 'HK09']);
    expect(findHeal(g, ['HK07', 'HK01'])).toEqual({ type: 'heal', cards: ['HK01', 'HK07'] });
    expect(findHeal(g, ['HK07'])).toBeUndefined();
    let marks = toggleMark([], 'HK01', 2);
    marks = toggleMark(marks, 'HK07', 2);
    marks = toggleMark(marks, 'HK09', 2);
    expect(marks).toEqual(['HK07', 'HK09']);
    expect(toggleMark(marks, 'HK07', 2)).toEqual(['HK09']);
  });

  it('sends a click on a hand card as a play in a turn and as a discard after a speech', () => {
    expect([...handCardActions(groupLegal([{ type: 'play', card: 'TC01-1' }])).values()]).toEqual([{ type: 'play', card: 'TC01-1' }]);
    expect([...handCardActions(groupLegal([{ type: 'discard', card: 'TC01-1' }, { type: 'pass' }])).values()]).toEqual([
      { type: 'discard', card: 'TC01-1' },
    ]);
  });
});

describe('identical choices are offered once', () => {
  it('offers one "Dejar apoyo" button per kind of tile, keeping every tile clickable in the hand', () => {
    const support = ['L1', 'L4', 'R2', 'LL1', 'R5'].map((tile) => ({ type: 'support' as const, tile }));
    const g = groupLegal(support);
    expect(distinctTileChoices(g.support).map((a) => a.tile)).toEqual(['L1', 'R2', 'LL1']);
    expect([...tileActions(g).keys()]).toEqual(['L1', 'L4', 'R2', 'LL1', 'R5']);
  });

  it('does the same for Absent-minded\'s removal, and every offered button is a legal action', () => {
    const forsake = ['R1', 'R3', 'RR2'].map((tile) => ({ type: 'forsake' as const, tile }));
    const offered = distinctTileChoices(groupLegal(forsake).forsake);
    expect(offered).toEqual([{ type: 'forsake', tile: 'R1' }, { type: 'forsake', tile: 'RR2' }]);
    for (const a of offered) expect(forsake).toContainEqual(a);
  });
});
