import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FRAMES, DISCS, SCENARIOS, TILES } from './index';
import type { AllyDisc, DiscDef, ScenarioDef, SecurityDisc, TileDef } from './types';
import { SHIPPED_CONTENT, validateContent, type ContentSet } from './validate';

const codes = (c: Partial<ContentSet>): string[] => validateContent({ ...SHIPPED_CONTENT, ...c }).map((p) => p.code);

function withTile(id: string, change: (t: TileDef) => TileDef): TileDef[] {
  return TILES.map((t) => (t.id === id ? change(t) : t));
}
const setRow = (rows: readonly string[], r: number, row: string): string[] => rows.map((x, i) => (i === r ? row : x));

function withDisc(id: string, change: (d: DiscDef) => DiscDef): DiscDef[] {
  return DISCS.map((d) => (d.id === id ? change(d) : d));
}

function withScenario(id: string, change: (s: ScenarioDef) => ScenarioDef): ScenarioDef[] {
  return SCENARIOS.map((s) => (s.id === id ? change(s) : s));
}
const scenario = (id: string): ScenarioDef => SCENARIOS.find((s) => s.id === id)!;

describe('content validator over the shipped content', () => {
  it('finds no problem in any tile, disc, scenario or campaign frame', () => {
    expect(validateContent()).toEqual([]);
  });

  it('every problem carries a path and both languages', () => {
    const problems = validateContent({ ...SHIPPED_CONTENT, discs: DISCS.slice(1) });
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) {
      expect(p.path).not.toBe('');
      expect(p.es).not.toBe('');
      expect(p.en).not.toBe('');
    }
  });
});

describe('content validator: tiles', () => {
  it('refuses a tile that is not 8 × 8', () => {
    expect(codes({ tiles: withTile('bar', (t) => ({ ...t, rows: t.rows.slice(1) })) })).toContain('tile_not_8x8');
  });

  it('refuses an unknown square', () => {
    expect(codes({ tiles: withTile('bar', (t) => ({ ...t, rows: setRow(t.rows, 2, '.#fXff#.') })) })).toContain('tile_unknown_square');
  });

  it('refuses an edge that is not all street (tiles would not join)', () => {
    expect(codes({ tiles: withTile('bar', (t) => ({ ...t, rows: setRow(t.rows, 0, '...#....') })) })).toContain('tile_edge_not_street');
  });

  it('refuses a street square cut off from the others', () => {
    expect(codes({ tiles: withTile('bank', (t) => ({ ...t, rows: setRow(t.rows, 5, '.#f.ff#.') })) })).toContain('tile_streets_split');
  });

  it('refuses a door that does not open from the street onto the floor', () => {
    // A door in the middle of the floor has no street beside it.
    expect(codes({ tiles: withTile('bank', (t) => ({ ...t, rows: setRow(t.rows, 5, '.#f1ff#.') })) })).toContain('tile_opening_unreachable');
  });

  it('refuses a window in a corner that opens onto no floor', () => {
    expect(codes({ tiles: withTile('bank', (t) => ({ ...t, rows: setRow(t.rows, 1, '.W#####.') })) })).toContain('tile_opening_unreachable');
  });

  it('refuses a `?` count that differs from the tile table', () => {
    expect(codes({ tiles: withTile('police', (t) => ({ ...t, rows: setRow(t.rows, 2, '.#fff?#.') })) })).toContain('tile_question_count');
  });

  it('refuses a floor split in two buildings', () => {
    expect(codes({ tiles: withTile('bank', (t) => ({ ...t, rows: setRow(t.rows, 4, '.######.') })) })).toContain('tile_floor_split');
  });

  it('refuses a building without a door', () => {
    expect(codes({ tiles: withTile('bank', (t) => ({ ...t, rows: setRow(t.rows, 3, '.#f!ff#.') })) })).toContain('tile_no_door');
  });

  it('refuses loot that names no item', () => {
    expect(codes({ tiles: withTile('bank', (t) => ({ ...t, loot: [{ item: 'gold_bar', target: 5 }] })) })).toContain('tile_loot_unknown');
  });

  it('refuses High School halves whose floors do not meet at the seam', () => {
    expect(codes({ tiles: withTile('school_b', (t) => ({ ...t, rows: setRow(t.rows, 3, '#fffff2.') })) })).toContain('tile_pair_seam');
  });

  it('refuses halves that do not name each other on opposite sides', () => {
    expect(codes({ tiles: withTile('school_b', (t) => ({ ...t, pair: { tileId: 'school_a', side: 'N' } })) })).toContain('tile_pair_mismatch');
  });
});

describe('content validator: discs', () => {
  it('refuses a set that is not exactly 50 with the 22/10/8/10 split', () => {
    const c = codes({ discs: DISCS.filter((d) => d.id !== 'hunter') });
    expect(c).toContain('disc_total');
    expect(c).toContain('disc_split');
  });

  it('refuses a repeated id', () => {
    expect(codes({ discs: withDisc('knife_2', (d) => ({ ...d, id: 'knife' })) })).toContain('disc_duplicate_id');
  });

  it('refuses a level off the ladder and a negative weight', () => {
    expect(codes({ discs: withDisc('knife', (d) => ({ ...d, difficulty: 9 as never })) })).toContain('disc_level');
    expect(codes({ discs: withDisc('knife', (d) => ({ ...d, weight: -1 })) })).toContain('disc_weight');
  });

  it('refuses an ally that helps Speed (A5)', () => {
    expect(codes({ discs: withDisc('street_kid', (d) => ({ ...(d as AllyDisc), attributes: ['speed'] })) })).toContain('ally_attributes');
  });

  it('refuses an alarm with combat stats and a guard without (A25)', () => {
    expect(codes({ discs: withDisc('alarm_basic', (d) => ({ ...(d as SecurityDisc), combat: { initiative: 1, attack: 1, defense: 1 } })) })).toContain('security_combat');
    expect(codes({ discs: withDisc('guard_night', (d) => ({ ...(d as SecurityDisc), combat: null })) })).toContain('security_combat');
  });

  it('refuses a security disc whose skills do not exist', () => {
    expect(codes({ discs: withDisc('dog_mastiff', (d) => ({ ...(d as SecurityDisc), social: { attribute: 'persuasion', skills: ['dog_whispering'] } })) })).toContain('security_skills');
  });
});

describe('content validator: scenarios', () => {
  it('refuses a tile or a disc that does not exist', () => {
    expect(codes({ scenarios: withScenario('curfew_radio', (s) => ({ ...s, stack: [...s.stack, 'lighthouse'] })) })).toContain('scenario_tile_unknown');
    expect(codes({ scenarios: withScenario('curfew_radio', (s) => ({ ...s, discs: [...s.discs.slice(1), 'flamethrower'] })) })).toContain('scenario_disc_unknown');
  });

  it('refuses an objective at a tile without a `!` square', () => {
    const bare = withTile('police', (t) => ({ ...t, rows: setRow(t.rows, 3, '.Wffff#.') }));
    expect(codes({ tiles: bare })).toContain('scenario_no_mark');
  });

  it('refuses objective references that do not resolve', () => {
    const s = withScenario('long_night', (x) => ({ ...x, objective: { kind: 'defeatBoss', boss: 'count_dracula' } }));
    expect(codes({ scenarios: s })).toContain('scenario_objective_ref');
    const d = withScenario('curfew_radio', (x) => ({ ...x, objective: { kind: 'deliver', numbered: [1, 2, 4], to: { tile: 'police' } } }));
    expect(codes({ scenarios: d })).toContain('scenario_objective_ref');
  });

  it('refuses numbered discs that repeat or leave 1–10', () => {
    const rep = withScenario('curfew_radio', (s) => ({ ...s, numbered: [s.numbered[0]!, { ...s.numbered[1]!, n: 1 }, s.numbered[2]!] }));
    expect(codes({ scenarios: rep })).toContain('scenario_numbered');
    const big = withScenario('curfew_radio', (s) => ({ ...s, numbered: [...s.numbered.slice(0, 2), { ...s.numbered[2]!, n: 11 }] }));
    expect(codes({ scenarios: big })).toContain('scenario_numbered');
  });

  it('refuses preplaced tiles that overlap', () => {
    const s = withScenario('curfew_radio', (x) => ({ ...x, preplaced: [{ tile: 'police', at: { tx: 0, ty: 0 }, rotation: 0 }] }));
    expect(codes({ scenarios: s })).toContain('scenario_tiles_overlap');
  });

  it('refuses a High School half preplaced without its other half beside it', () => {
    const s = withScenario('chemistry_lesson', (x) => ({ ...x, preplaced: [{ tile: 'school_b', at: { tx: 0, ty: 1 }, rotation: 0 }, x.preplaced[1]!] }));
    expect(codes({ scenarios: s })).toContain('scenario_pair_apart');
  });

  it('refuses an event after the doom clock', () => {
    const s = withScenario('curfew_radio', (x) => ({ ...x, events: [...x.events, { round: 15, kind: 'weather', weather: 'storm' }] }));
    expect(codes({ scenarios: s })).toContain('scenario_event_round');
  });

  it('D318 refuses a clock by party size for a size the scenario does not allow, a bad clock, or without a base clock', () => {
    const bad = (change: Partial<ScenarioDef>) => codes({ scenarios: withScenario('quiet_stacks', (x) => ({ ...x, ...change })) });
    expect(bad({ doomClockByHeroes: { 2: 24 } })).not.toContain('scenario_clock');
    expect(bad({ doomClockByHeroes: { 7: 24 } })).toContain('scenario_clock');
    expect(bad({ doomClockByHeroes: { 2: 0 } })).toContain('scenario_clock');
    expect(bad({ doomClockByHeroes: { 2: 2.5 } })).toContain('scenario_clock');
    expect(bad({ doomClock: null, doomClockByHeroes: { 2: 24 } })).toContain('scenario_clock');
  });

  it('D318 an event may fall after the base clock while a longer clock by party size reaches it, never after the longest', () => {
    const ev = { round: 22, kind: 'weather' as const, weather: 'storm' as const };
    const s = (by: Record<number, number>) => withScenario('quiet_stacks', (x) => ({ ...x, doomClockByHeroes: by, events: [...x.events, ev] }));
    expect(codes({ scenarios: s({ 2: 24 }) })).not.toContain('scenario_event_round');
    expect(codes({ scenarios: s({ 2: 21 }) })).toContain('scenario_event_round');
  });

  it('D319 refuses an event whose minimum of heroes is not a whole number within the scenario\'s party sizes', () => {
    const withMin = (minHeroes: number) => withScenario('curfew_radio', (x) => ({ ...x, events: [...x.events, { round: 3, kind: 'weather' as const, weather: 'storm' as const, minHeroes }] }));
    expect(codes({ scenarios: withMin(3) })).not.toContain('scenario_event_heroes');
    expect(codes({ scenarios: withMin(0) })).toContain('scenario_event_heroes');
    expect(codes({ scenarios: withMin(2.5) })).toContain('scenario_event_heroes');
    expect(codes({ scenarios: withMin(scenario('curfew_radio').players.max + 1) })).toContain('scenario_event_heroes');
  });

  it('refuses an adversary brought in that is also shuffled among the discs', () => {
    const s = withScenario('curfew_radio', (x) => ({ ...x, discs: [...x.discs.filter((d) => d !== 'guard_night'), 'night_stalker'] }));
    expect(codes({ scenarios: s })).toContain('scenario_adversary_twice');
  });

  it('refuses more discs than `?` squares unless A17 overflow is declared', () => {
    const over = (x: ScenarioDef): ScenarioDef => ({ ...x, discs: [...x.discs, 'knife', 'knife'] });
    expect(codes({ scenarios: withScenario('curfew_radio', over) })).toContain('scenario_too_many_discs');
    expect(codes({ scenarios: withScenario('curfew_radio', (x) => ({ ...over(x), allowsOverflow: true })) })).toEqual([]);
  });

  it('refuses a scenario action that makes an unknown item', () => {
    const s = withScenario('chemistry_lesson', (x) => ({ ...x, actions: [{ ...x.actions[0]!, makes: 'philosopher_stone' }] }));
    expect(codes({ scenarios: s })).toContain('scenario_action');
  });

  it('refuses an unknown VP award key', () => {
    const s = withScenario('last_bus', (x) => ({ ...x, vpAwards: { ...x.vpAwards, style: 2 } }));
    expect(codes({ scenarios: s })).toContain('scenario_vp_award');
  });

  it('counts the discs each scenario puts on the `?` squares', () => {
    expect(scenario('curfew_radio').discs.length + scenario('curfew_radio').numbered.length).toBe(50);
  });
});

describe('content validator: campaign frames', () => {
  it('refuses a chapter that reads a flag no earlier chapter sets', () => {
    const frame = CAMPAIGN_FRAMES[0]!;
    const swapped = { ...frame, chapters: [frame.chapters[1]!, frame.chapters[0]!, frame.chapters[2]!] };
    expect(codes({ campaignFrames: [swapped] })).toContain('campaign_flag_unset');
  });

  it('refuses a chapter whose scenario does not exist', () => {
    const frame = CAMPAIGN_FRAMES[0]!;
    const bad = { ...frame, chapters: [...frame.chapters, { ...frame.chapters[0]!, scenario: 'no_such' }] };
    expect(codes({ campaignFrames: [bad] })).toContain('campaign_scenario_unknown');
  });
});
