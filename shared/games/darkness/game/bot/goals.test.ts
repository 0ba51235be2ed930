import { describe, expect, it } from 'vitest';
import type { DarknessAction } from '../types';
import { crafter, followers, goalsFor, numberedStillHidden, onMission, unclaimed } from './goals';
import { heroBot } from './hero';
import { tableOf } from './map';
import { discFixture, heroFixture, viewFixture } from './test-view';
import { scenarioById } from '../../content';

const DANA = 0;
const COLE = 5;

/** Quiet Stacks' church (start, its `!` at 2,4) with the café south of it. */
function stacksView(heroes = [heroFixture(0, DANA, { x: 3, y: 1 })]) {
  const view = viewFixture(heroes);
  view.scenarioId = 'quiet_stacks';
  view.tiles = [
    { tile: 'church', tx: 0, ty: 0, rotation: 0 },
    { tile: 'cafe', tx: 0, ty: 1, rotation: 0 },
  ];
  return view;
}

describe('hero bot goals', () => {
  it('reads who a townsperson follows from the public log, while the figure walks with them', () => {
    const view = stacksView([heroFixture(0, DANA, { x: 3, y: 1 }), heroFixture(1, COLE, { x: 5, y: 12 })]);
    view.discs = [discFixture('d3', 'numbered:3', 'numbered', { zone: 'board', at: { x: 3, y: 1 }, faceUp: true })];
    view.log = [{ key: 'townspersonFollows', params: { seat: 0, disc: 'numbered:3' } }];
    expect(followers(view)).toEqual(new Map([['d3', 0]]));
    expect(onMission(view, 0)).toBe(true);
    expect(onMission(view, 1)).toBe(false);
    // Escorting: the first goal is the church's `!`.
    const goals = goalsFor(view, tableOf(view), 0);
    expect(goals[0]).toEqual({ kind: 'deliver', squares: [{ x: 2, y: 4 }] });
    // Not where the figure stands any more: nobody leads them.
    view.heroes[0]!.at = { x: 4, y: 1 };
    expect(followers(view).size).toBe(0);
  });

  it('heads for the tiles where the objective hides its townsfolk, forgetting the ones already saved and exploring for the rest', () => {
    const view = stacksView();
    view.discs = [
      discFixture('hidden:2,10', null, null, { zone: 'board', at: { x: 2, y: 10 }, faceUp: false }),
      discFixture('hidden:2,3', null, null, { zone: 'board', at: { x: 2, y: 3 }, faceUp: false }),
    ];
    // Sole (3) waits in the café: its discs come first, the church's only after.
    const before = goalsFor(view, tableOf(view), 0);
    expect(before[0]).toEqual({ kind: 'flip', squares: [{ x: 2, y: 10 }] });
    // Saved: the others wait on tiles not in play yet (library, house, museum), so exploring comes first,
    // and the café's discs are no longer the objective's.
    view.scenario = { 'escorted.3': true };
    const after = goalsFor(view, tableOf(view), 0);
    expect(after[0]!.kind).toBe('explore');
    expect(after[1]).toEqual({ kind: 'flip', squares: [{ x: 2, y: 10 }, { x: 2, y: 3 }] });
  });

  it('gathers the ingredients in one hand: the hero holding most crafts, the others bring theirs and give them', () => {
    const a = heroFixture(0, DANA, { x: 3, y: 3 });
    const b = heroFixture(1, COLE, { x: 3, y: 3 });
    const view = viewFixture([a, b], [
      discFixture('d1', 'numbered:1', 'numbered', { zone: 'held', seat: 1 }),
      discFixture('d2', 'numbered:2', 'numbered', { zone: 'held', seat: 0 }),
      discFixture('d9', 'knife', 'item', { zone: 'held', seat: 0 }),
    ]);
    view.scenarioId = 'chemistry_lesson';
    expect(crafter(view, ['numbered:1', 'numbered:2'])).toBe(0);
    expect(onMission(view, 1)).toBe(true);
    view.turn = { ...view.turn, seat: 1, moved: true, movementLeft: 0 };
    const legal: DarknessAction[] = [{ type: 'give', disc: 'd1', to: 0 }, { type: 'endTurn' }];
    expect(heroBot(view, 1, legal, 1)).toEqual({ type: 'give', disc: 'd1', to: 0 });
  });

  it('the way out of Last Bus Out is a street square at the town edge two tiles from the start (D290)', () => {
    const view = viewFixture([heroFixture(0, DANA, { x: 3, y: 3 })]);
    view.scenarioId = 'last_bus';
    view.tiles = [
      { tile: 'library', tx: 0, ty: 0, rotation: 0 },
      { tile: 'cafe', tx: 1, ty: 0, rotation: 0 },
      { tile: 'bar', tx: 2, ty: 0, rotation: 0 },
    ];
    const [edge] = goalsFor(view, tableOf(view), 0);
    expect(edge!.kind).toBe('edge');
    expect(edge!.squares.length).toBeGreaterThan(0);
    for (const sq of edge!.squares) expect(Math.floor(sq.x / 8)).toBe(2);
  });

  it('leaves targets on a tile another hero works to them, unless nothing else is left', () => {
    const view = viewFixture([heroFixture(0, DANA, { x: 3, y: 3 }), heroFixture(1, COLE, { x: 12, y: 3 })]);
    const cafe = { x: 2, y: 2 };
    const police = { x: 10, y: 2 };
    expect(unclaimed(view, 0, [cafe, police])).toEqual([cafe]);
    expect(unclaimed(view, 0, [police])).toEqual([police]);
    expect(unclaimed(view, 0, [police], false)).toEqual([]);
  });

  it('knows when the objective still hides its numbered discs', () => {
    const scenario = scenarioById('curfew_radio')!;
    const view = viewFixture([heroFixture(0, DANA, { x: 3, y: 3 })]);
    expect(numberedStillHidden(view, scenario)).toBe(true);
    view.discs = [
      discFixture('d1', 'numbered:1', 'numbered', { zone: 'held', seat: 0 }),
      discFixture('hidden:10,2', 'numbered:2', 'numbered', { zone: 'board', at: { x: 10, y: 2 }, faceUp: false }, { peeked: true }),
    ];
    view.scenario = { 'delivered.3': true };
    expect(numberedStillHidden(view, scenario)).toBe(false);
  });
});

describe('hero bot goals: the boss', () => {
  it('hunts the boss where it stands, and after a retreat among the discs of the building it was reshuffled into', () => {
    const view = viewFixture([heroFixture(0, COLE, { x: 3, y: 3 })]);
    view.scenarioId = 'long_night';
    view.discs = [discFixture('d51', 'bell_ringer', 'adversary', { zone: 'board', at: { x: 11, y: 3 }, faceUp: true })];
    expect(goalsFor(view, tableOf(view), 0)[0]).toEqual({ kind: 'boss', squares: [{ x: 11, y: 3 }] });
    // It struck, the hero fled, and it went back face down among the police station's discs (tile 1).
    view.discs = [
      discFixture('hidden:10,2', null, null, { zone: 'board', at: { x: 10, y: 2 }, faceUp: false }),
      discFixture('hidden:2,2', null, null, { zone: 'board', at: { x: 2, y: 2 }, faceUp: false }),
    ];
    view.log = [
      { key: 'adversaryReachesHero', params: { disc: 'bell_ringer', x: 11, y: 3, seat: 0 } },
      { key: 'retreatSucceeded', params: { seat: 0, total: 7, speed: 5 } },
      { key: 'buildingReshuffled', params: { tile: 1, discs: 2 } },
    ];
    expect(goalsFor(view, tableOf(view), 0)[0]).toEqual({ kind: 'boss', squares: [{ x: 10, y: 2 }] });
  });
});
