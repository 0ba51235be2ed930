import { describe, expect, it } from 'vitest';
import { buildingAt } from '../board';
import { goalsFor } from './goals';
import { friendsFacingBoss, hardGoals, packLeash, perceptionWorthIt } from './hard-goals';
import { squaresWhere, tableOf } from './map';
import { discFixture, heroFixture, viewFixture } from './test-view';

const DANA = 0;
const COLE = 5;

function nightView() {
  const view = viewFixture([heroFixture(0, DANA, { x: 2, y: 0 }), heroFixture(1, COLE, { x: 6, y: 0 })]);
  view.scenarioId = 'long_night';
  return view;
}

describe('Difícil plays for the party against a boss (D421–D422)', () => {
  it('D421: goes first to the friend a boss reached (under their figure); Normal loses sight of it', () => {
    const view = nightView();
    view.discs = [discFixture('d1', 'bell_ringer', 'adversary', { zone: 'underFigure', seat: 1 })];
    const s = tableOf(view);
    expect(friendsFacingBoss(view, 0)).toEqual([{ x: 6, y: 0 }]);
    expect(hardGoals(view, s, 0)[0]).toEqual({ kind: 'regroup', squares: [{ x: 6, y: 0 }] });
    expect(goalsFor(view, s, 0).some((g) => g.kind === 'regroup')).toBe(false);
    // Not a boss, or too hurt to help: Normal's goals.
    view.heroes[0]!.health = 1;
    expect(hardGoals(view, s, 0)).toEqual(goalsFor(view, s, 0));
    view.heroes[0]!.health = 3;
    view.discs = [discFixture('d1', 'ghoul_1', 'adversary', { zone: 'underFigure', seat: 1 })];
    expect(hardGoals(view, s, 0)).toEqual(goalsFor(view, s, 0));
  });

  it('D422: while a face-up boss is near, steps only within 3 squares of a living friend', () => {
    const view = nightView();
    const s = tableOf(view);
    expect(packLeash(view, s, 0)).toBeNull();
    view.discs = [discFixture('d1', 'bell_ringer', 'adversary', { zone: 'board', at: { x: 10, y: 0 }, faceUp: true })];
    const leash = packLeash(view, s, 0)!;
    expect(leash({ x: 4, y: 0 })).toBe(true);
    expect(leash({ x: 10, y: 0 })).toBe(false);
    view.heroes[1]!.alive = false;
    expect(packLeash(view, s, 0)).toBeNull();
  });
});

describe('Difícil perceives only where friends do not turn the discs up anyway (D423)', () => {
  it('asks the building for one more unseen disc per friend standing in it', () => {
    const view = viewFixture([heroFixture(0, DANA, { x: 0, y: 0 })]);
    const s = tableOf(view);
    const inside = squaresWhere(s, (_c, sq) => buildingAt(s, sq) !== null && buildingAt(s, sq) === buildingAt(s, inside0(s)));
    const [me, friendA, friendB, ...rest] = inside;
    view.heroes[0]!.at = me!;
    view.discs = rest.slice(0, 3).map((at, i) => discFixture(`hidden:${i}`, null, null, { zone: 'board', at, faceUp: false }));
    expect(perceptionWorthIt(view, s, 0)).toBe(true);
    view.heroes.push(heroFixture(1, COLE, friendA!));
    expect(perceptionWorthIt(view, s, 0)).toBe(true);
    view.heroes.push(heroFixture(2, COLE, friendB!));
    expect(perceptionWorthIt(view, s, 0)).toBe(false);
    // A friend outside the building does not count.
    view.heroes[2]!.at = { x: -20, y: -20 };
    expect(perceptionWorthIt(view, s, 0)).toBe(true);
  });
});

/** The first square of the fixture's town that lies inside a building. */
function inside0(s: ReturnType<typeof tableOf>) {
  return squaresWhere(s, (_c, sq) => buildingAt(s, sq) !== null)[0]!;
}
