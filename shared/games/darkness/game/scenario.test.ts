/**
 * The scenario rules (issue 12; A39, A48, A49): setup (numbered discs, starting adversaries, bosses,
 * campaign flags), each objective kind, crafting, the doom clock, scheduled events, and who acts at a
 * round's end.
 */
import { describe, expect, it } from 'vitest';
import { scenarioById } from '../content';
import { frontStreet } from './adversaries';
import { scenarioSquares, squareChar, tileIndexAt, tileIndexOf } from './board';
import { follow } from './flow';
import { afterHeroMoved, checkObjective, isEdgeStreet } from './objective';
import { endOfRound, fireEvent, startOfHeroTurn } from './round';
import { scenarioActionIds, setupScenario, startScenarioAction } from './scenario';
import { reservedDiscsFor } from './tiles';
import { addDisc, build, faceUp, held, logKeys, pendingCheck, settle, type Build } from './test-helpers-e2';
import type { ScenarioDef } from '../content/types';
import type { DarknessState, PlacedTile } from './types';

function townOf(id: string): PlacedTile[] {
  const sc = scenarioById(id)!;
  return [{ tile: sc.startTile, tx: 0, ty: 0, rotation: 0 }, ...sc.preplaced.map((p) => ({ tile: p.tile, tx: p.at.tx, ty: p.at.ty, rotation: p.rotation }))];
}

function playing(id: string, o: Build = {}, flags: Record<string, boolean> = {}): DarknessState {
  const s = build({ scenarioId: id, tiles: townOf(id), ...o });
  // The content's own clocks, as rules 1–2 play them (rules 3's clocks by party size: clocks.test.ts).
  s.rulesVersion = 2;
  s.campaignFlags = flags;
  setupScenario(s, scenarioById(id)!);
  return s;
}

/** A scenario whose parts are shuffled among the items (Curfew Radio did so until D312 put them on its tiles). */
function partsAmongItems(): ScenarioDef {
  const sc = scenarioById('curfew_radio')!;
  return { ...sc, numbered: sc.numbered.map((p) => ({ ...p, placement: { among: 'items' as const } })) };
}

const numbered = (s: DarknessState, n: number) => Object.values(s.discs).find((d) => d.def === `numbered:${n}`)!;

describe('setup', () => {
  it('parts placed among the items wait to be shuffled; Curfew Radio\'s doom clock is 14 (A49)', () => {
    const s = playing('curfew_radio');
    const shuffled = build({ scenarioId: 'curfew_radio', tiles: townOf('curfew_radio') });
    setupScenario(shuffled, partsAmongItems());
    expect([1, 2, 3].map((n) => numbered(shuffled, n).where)).toEqual([{ zone: 'waiting' }, { zone: 'waiting' }, { zone: 'waiting' }]);
    expect(s.scenario.doomClock).toBe(14);
    expect(playing('curfew_radio', { rules: { A49: 'no_clock' } }).scenario.doomClock).toBeUndefined();
  });

  it('D282 parts shuffled among the items take random places in the waiting order (tiles deal in id order)', () => {
    const s = build({ scenarioId: 'curfew_radio', tiles: townOf('curfew_radio'), seed: 'parts' });
    for (let i = 0; i < 20; i++) addDisc(s, 'knife', 'item', { zone: 'waiting' });
    setupScenario(s, partsAmongItems());
    const ids = [1, 2, 3].map((n) => Number(numbered(s, n).id.slice(1)));
    expect(ids.some((id) => id <= 20)).toBe(true);
    expect(Object.values(s.discs).filter((d) => d.def === 'knife' && d.kind === 'item')).toHaveLength(20);
    expect(Object.values(s.discs).filter((d) => d.kind === 'numbered')).toHaveLength(3);
    expect(Object.values(s.discs).every((d) => d.where.zone === 'waiting')).toBe(true);
  });

  it('D282 a townsperson or a campaign\'s extra disc does not sit under the last ids', () => {
    const s = build({ scenarioId: 'quiet_stacks', tiles: townOf('quiet_stacks'), seed: 'ids' });
    for (let i = 0; i < 30; i++) addDisc(s, 'knife', 'item', { zone: 'waiting' });
    s.campaignFlags = {};
    setupScenario(s, scenarioById('quiet_stacks')!);
    const townsfolkIds = [1, 2, 3, 4].map((n) => Number(numbered(s, n).id.slice(1)));
    expect(townsfolkIds.some((id) => id <= 30)).toBe(true);
    const night = build({ scenarioId: 'long_night', tiles: townOf('long_night'), seed: 'ids' });
    for (let i = 0; i < 30; i++) addDisc(night, 'knife', 'item', { zone: 'waiting' });
    night.campaignFlags = { radio_fixed: true };
    setupScenario(night, scenarioById('long_night')!);
    const cop = Object.values(night.discs).find((d) => d.def === 'off_duty_cop')!;
    expect(Number(cop.id.slice(1))).toBeLessThanOrEqual(30);
    expect(cop.kind).toBe('ally');
  });

  it('Quiet Stacks: each townsperson face down on its own building\'s ? squares; the hounds face up in the street; campaign flags move the clock', () => {
    const s = playing('quiet_stacks');
    for (const [n, tile] of [[1, 'library'], [2, 'house'], [3, 'cafe'], [4, 'museum']] as const) {
      const w = numbered(s, n).where;
      expect(w.zone === 'board' && !w.faceUp && tileIndexAt(s, w.at) === tileIndexOf(s, tile)).toBe(true);
      expect(w.zone === 'board' && squareChar(s, w.at)).toBe('?');
    }
    const hounds = Object.values(s.discs).filter((d) => d.def.startsWith('grave_hound'));
    expect(hounds.map((h) => h.where)).toEqual([faceUp(frontStreet(s, tileIndexOf(s, 'library')!)!), faceUp(frontStreet(s, tileIndexOf(s, 'museum')!)!)]);
    expect(hounds.every((h) => h.where.zone === 'board' && squareChar(s, h.where.at) === '.')).toBe(true);
    expect(s.scenario.doomClock).toBe(20);
    expect(playing('quiet_stacks', {}, { radio_fixed: true }).scenario.doomClock).toBe(22);
    expect(playing('quiet_stacks', {}, { radio_silent: true }).scenario.doomClock).toBe(18);
  });

  it('Chemistry Lesson: a part bound to a tile not yet placed waits for it; the boss stands face up on the museum !', () => {
    const s = playing('chemistry_lesson');
    const reagents = numbered(s, 1), salt = numbered(s, 2);
    expect(reagents.where.zone === 'board' && tileIndexAt(s, reagents.where.at)).toBe(tileIndexOf(s, 'school_b'));
    expect(salt.where).toEqual({ zone: 'waiting' });
    expect(reservedDiscsFor(s, 'church')).toEqual([salt.id]);
    const boss = Object.values(s.discs).find((d) => d.def === 'bandaged_lady')!;
    expect(boss.where).toEqual(faceUp(scenarioSquares(s, tileIndexOf(s, 'museum')!)[0]!));
  });

  it('The Long Night: campaign flags add a disc and starting VP', () => {
    const plain = playing('long_night', { heroes: [{}, {}] });
    const flagged = playing('long_night', { heroes: [{}, {}] }, { radio_fixed: true, townsfolk_saved: true });
    expect(Object.values(plain.discs).some((d) => d.def === 'off_duty_cop')).toBe(false);
    expect(Object.values(flagged.discs).filter((d) => d.def === 'off_duty_cop').map((d) => d.where)).toEqual([{ zone: 'waiting' }]);
    expect(flagged.heroes.map((h) => h.vp)).toEqual([2, 2]);
    expect(logKeys(flagged)).toEqual(['campaignFlagEffect', 'campaignFlagEffect']);
  });
});

describe('objectives', () => {
  it('deliver: parts carried onto the police ! are delivered (2 VP each); all three win, +5 each, the VP leaders win; the flag is set', () => {
    const s = playing('curfew_radio', { heroes: [{ at: { x: 11, y: 2 } }, { at: { x: 10, y: 3 }, vp: 4 }] });
    gainAll(s, 0, [1, 2]);
    gainAll(s, 1, [3]);
    s.heroes[0]!.at = { x: 11, y: 3 };
    afterHeroMoved(s, 0);
    expect([1, 2].map((n) => numbered(s, n).where)).toEqual([{ zone: 'removed' }, { zone: 'removed' }]);
    expect(s.heroes[0]!.vp).toBe(4);
    expect(s.result).toBeNull();
    s.heroes[1]!.at = { x: 11, y: 3 };
    afterHeroMoved(s, 1);
    expect(s.heroes.map((h) => h.vp)).toEqual([9, 11]);
    expect(s.result).toEqual({ outcome: 'victory', reason: 'objective', objectiveAchieved: true, winners: [1] });
    expect(s.scenario['flag.radio_fixed']).toBe(true);
    expect(s.scenario['flag.radio_silent']).toBeUndefined();
  });

  it('escort: townsfolk following their rescuer onto the church ! are saved (3 VP each); all four win and set townsfolk_saved', () => {
    const s = playing('quiet_stacks', { heroes: [{ at: { x: 3, y: 4 } }] });
    const bang = scenarioSquares(s, 0)[0]!;
    for (const n of [1, 2, 3, 4]) numbered(s, n).following = 0;
    s.heroes[0]!.at = { ...bang };
    afterHeroMoved(s, 0);
    expect(s.scenario['escorted.4']).toBe(true);
    expect(s.heroes[0]!.vp).toBe(4 * 3 + 3);
    expect(s.result?.outcome).toBe('victory');
    expect(s.scenario['flag.townsfolk_saved']).toBe(true);
  });

  it('escort: a townsperson not following does not count', () => {
    const s = playing('quiet_stacks', { heroes: [{ at: { x: 3, y: 4 } }] });
    numbered(s, 1).where = faceUp(scenarioSquares(s, 0)[0]!);
    s.heroes[0]!.at = scenarioSquares(s, 0)[0]!;
    afterHeroMoved(s, 0);
    expect(s.scenario['escorted.1']).toBeUndefined();
  });

  it('D291 craft and defeat: the ward is made at the school_a ! from both ingredients (Int + scrounging/occult vs 3S), then the boss falls', () => {
    const s = playing('chemistry_lesson');
    const lab = scenarioSquares(s, tileIndexOf(s, 'school_a')!)[0]!;
    s.heroes[0]!.at = { ...lab };
    gainAll(s, 0, [1]);
    expect(scenarioActionIds(s, 0)).toEqual([]);
    expect(follow(s, startScenarioAction(s, 0, 'make_ward'))?.code).toBe('scenario_action_unavailable');
    gainAll(s, 0, [2]);
    expect(scenarioActionIds(s, 0)).toEqual(['make_ward']);
    expect(follow(s, startScenarioAction(s, 0, 'make_ward'))).toBeNull();
    expect(pendingCheck(s)).toMatchObject({ purpose: { kind: 'scenario', action: 'make_ward' }, attribute: 'intelligence', skills: ['scrounging', 'occult_lore'], target: { kind: 'level', level: 3 } });
    settle(s, false);
    expect(numbered(s, 1).where).toEqual(held(0));
    follow(s, startScenarioAction(s, 0, 'make_ward'));
    settle(s, true);
    expect([1, 2].map((n) => numbered(s, n).where)).toEqual([{ zone: 'removed' }, { zone: 'removed' }]);
    const ward = Object.values(s.discs).find((d) => d.def === 'ward')!;
    expect(ward.where).toEqual(held(0));
    expect(s.heroes[0]!.vp).toBe(3);
    expect(scenarioActionIds(s, 0)).toEqual([]);
    expect(s.result).toBeNull();
    s.scenario.bossDefeated = true;
    checkObjective(s);
    expect(s.result?.outcome).toBe('victory');
  });

  it('D290 reach the edge: a street square with no tile beyond, at least two tiles from the start; half the party by round 12', () => {
    const s = playing('last_bus', { heroes: [{ at: { x: 4, y: 0 } }], round: 10 });
    expect(isEdgeStreet(s, { x: -8, y: -8 })).toBe(false);
    const east = { x: 23, y: 0 };
    expect(squareChar(s, east)).toBe('.');
    expect(isEdgeStreet(s, east)).toBe(true);
    s.heroes[0]!.at = east;
    afterHeroMoved(s, 0);
    expect(s.result).toMatchObject({ outcome: 'victory', winners: [0] });
    expect(s.heroes.map((h) => h.vp)).toEqual([3]);
  });

  it('D298 only the heroes on the edge may win Last Bus Out: the VP leader among them', () => {
    const s = playing('last_bus', { heroes: [{ at: { x: 4, y: 0 }, vp: 9 }, { at: { x: 4, y: 0 }, vp: 1 }, { at: { x: 4, y: 0 }, vp: 2 }, { at: { x: 4, y: 0 }, vp: 0 }], round: 10 });
    for (const seat of [1, 2, 3]) s.heroes[seat]!.at = { x: 23, y: seat };
    afterHeroMoved(s, 3);
    expect(s.result).toMatchObject({ outcome: 'victory', winners: [2] });
  });

  it('reach the edge too late is no victory', () => {
    const s = playing('last_bus', { heroes: [{ at: { x: 23, y: 0 } }], round: 13 });
    checkObjective(s);
    expect(s.result).toBeNull();
  });

  it('defeat the boss: The Long Night is won when the Bell Ringer falls', () => {
    const s = playing('long_night');
    s.scenario.bossDefeated = true;
    checkObjective(s);
    expect(s.result?.outcome).toBe('victory');
    expect(s.scenario['flag.bells_silenced']).toBe(true);
  });
});

describe('the round\'s end', () => {
  it('A49 D293 the doom clock: the town is lost when round 14 ends without the objective', () => {
    const s = playing('curfew_radio', { round: 13 });
    endOfRound(s);
    expect(s.result).toBeNull();
    s.round = 14;
    endOfRound(s);
    expect(s.result).toMatchObject({ outcome: 'defeat', reason: 'doomClock', winners: [] });
    expect(s.scenario['flag.radio_silent']).toBe(true);
    const noClock = playing('curfew_radio', { round: 14, rules: { A49: 'no_clock' } });
    endOfRound(noClock);
    expect(noClock.result).toBeNull();
  });

  it('a scheduled adversary joins face up on the street nearest the heroes as its round begins', () => {
    const s = playing('curfew_radio', { round: 6, heroes: [{ at: { x: 3, y: 2 } }] });
    endOfRound(s);
    const stalker = Object.values(s.discs).find((d) => d.def === 'night_stalker')!;
    expect(stalker.where).toMatchObject({ zone: 'board', faceUp: true });
    expect(stalker.where.zone === 'board' && squareChar(s, stalker.where.at)).toBe('.');
    expect(logKeys(s)).toContain('scenarioEvent');
  });

  it('A48 weather events: in play without a Master by default; only with a Master under master_only', () => {
    const s = playing('last_bus', { round: 4 });
    endOfRound(s);
    expect(s.env.weather).toBe('lightRain');
    const off = playing('last_bus', { round: 4, rules: { A48: 'master_only' } });
    endOfRound(off);
    expect(off.env.weather).toBe('clear');
    const master = playing('last_bus', { round: 4, rules: { A48: 'master_only' }, master: true });
    endOfRound(master);
    expect(master.env.weather).toBe('lightRain');
  });

  it('light events and adversaries joining at a tile (or not, when the tile is not on the table)', () => {
    const s = playing('long_night', { round: 3 });
    fireEvent(s, { round: 4, kind: 'light', light: 'day' }, 0);
    expect(s.env.light).toBe('day');
    fireEvent(s, { round: 9, kind: 'adversaryJoins', adversary: 'ghoul_2', at: { tile: 'church' } }, 2);
    const ghoul = Object.values(s.discs).find((d) => d.def === 'ghoul_2')!;
    expect(ghoul.where).toEqual(faceUp(frontStreet(s, tileIndexOf(s, 'church')!)!));
    fireEvent(s, { round: 9, kind: 'adversaryJoins', adversary: 'ghoul_1', at: { tile: 'bank' } }, 3);
    expect(Object.values(s.discs).some((d) => d.def === 'ghoul_1' && d.where.zone === 'board')).toBe(false);
    expect(s.log.at(-1)).toEqual({ key: 'adversaryCannotJoin', params: { disc: 'ghoul_1' } });
  });

  it('a campaign flag may take a disc out of the chapter', () => {
    const s = build({ scenarioId: 'long_night', tiles: townOf('long_night') });
    const knives = [0, 1].map(() => addDisc(s, 'knife', 'item', { zone: 'waiting' }));
    s.campaignFlags = { lost_knife: true };
    const sc = scenarioById('long_night')!;
    setupScenario(s, { ...sc, campaign: { reads: [{ flag: 'lost_knife', effect: 'removeDisc', disc: 'knife' }], sets: [] } });
    expect(knives.map((id) => s.discs[id]!.where.zone).sort()).toEqual(['removed', 'waiting']);
  });

  it('with a Master the round ends on the Master\'s turn; without, the adversaries move by themselves', () => {
    const m = playing('quiet_stacks', { master: true, heroes: [{ at: { x: 3, y: 4 } }] });
    endOfRound(m);
    expect(m.pending).toEqual({ kind: 'master', seat: 1, reason: 'round' });
    const a = playing('quiet_stacks', { heroes: [{ at: { x: 3, y: 4 } }] });
    const before = Object.values(a.discs).filter((d) => d.def.startsWith('grave_hound')).map((d) => JSON.stringify(d.where));
    endOfRound(a);
    const after = Object.values(a.discs).filter((d) => d.def.startsWith('grave_hound')).map((d) => JSON.stringify(d.where));
    expect(after).not.toEqual(before);
  });

  it('D296 without a Master a hero\'s step reveals nothing: sight is the Master\'s tool', () => {
    const s = playing('curfew_radio', { heroes: [{ at: { x: 3, y: 2 } }] });
    const knife = addDisc(s, 'knife', 'item', { zone: 'board', at: { x: 5, y: 2 }, faceUp: false });
    s.heroes[0]!.at = { x: 4, y: 2 };
    afterHeroMoved(s, 0);
    expect(s.discs[knife]!.where).toMatchObject({ faceUp: false });
  });

  it('a hero starting a turn with nothing under the figure is not stopped', () => {
    const s = playing('curfew_radio');
    startOfHeroTurn(s, 0);
    expect(s.pending).toBeNull();
  });
});

function gainAll(s: DarknessState, seat: number, ns: number[]): void {
  for (const n of ns) {
    const d = Object.values(s.discs).find((x) => x.def === `numbered:${n}`);
    if (d) d.where = held(seat);
    else addDisc(s, `numbered:${n}`, 'numbered', held(seat));
  }
}


