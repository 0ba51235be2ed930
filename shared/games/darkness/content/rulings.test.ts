/** The content rulings D200–D224 (docs/rulings/darkness.md), one test each at least. */
import { describe, expect, it } from 'vitest';
import { skillById } from '../characters/skills';
import { CAMPAIGN_FRAMES, DISCS, discById, scenarioById, SCENARIOS, tileById, TILES, tileSquares, VP_AWARD_KEYS } from './index';
import type { AdversaryDisc, AllyDisc, ItemDisc, SecurityDisc } from './types';
import { validateContent, SHIPPED_CONTENT } from './validate';
import { EXPECTED_QUESTIONS, isFloor, regions } from './validate-tiles';

const item = (id: string): ItemDisc => discById(id) as ItemDisc;
const questions = (rows: readonly string[]): number => rows.join('').split('?').length - 1;

describe('tiles', () => {
  it('D200 every tile is 8 × 8: a street ring, a walled building, and a floor of at least 9 squares (3 × 3)', () => {
    expect(TILES).toHaveLength(15);
    for (const t of TILES) {
      expect(t.rows).toHaveLength(8);
      const floor = t.rows.join('').split('').filter(isFloor).length;
      expect(floor, t.id).toBeGreaterThanOrEqual(9);
      expect(t.rows[0]).toBe('........');
      expect(t.rows[7]).toBe('........');
    }
  });

  it('D201 under every rotation every tile side but the school\'s seam is all street, so any neighbour joins street to street', () => {
    for (const t of TILES) {
      for (const rotation of [0, 1, 2, 3]) {
        const sq = tileSquares(t, rotation);
        const sides = { N: sq[0]!, S: sq[7]!, W: sq.map((r) => r[0]!), E: sq.map((r) => r[7]!) };
        const streetSides = Object.values(sides).filter((s) => s.every((c) => c === '.')).length;
        expect(streetSides, `${t.id} r${rotation}`).toBe(t.pair ? 3 : 4);
      }
    }
  });

  it('D202 the two school halves join into one building with 7 `?` squares and one `!` (the lab)', () => {
    const a = tileById('school_a')!;
    const b = tileById('school_b')!;
    const joined = a.rows.map((r, i) => r + b.rows[i]);
    expect(regions(joined, isFloor)).toHaveLength(1);
    expect(questions(joined)).toBe(7);
    expect(a.rows.join('')).toContain('!');
    expect([a.windowLevel, b.windowLevel]).toEqual([1, 1]);
  });

  it('D203 a window must exceed the building\'s front door: window level = the front door\'s locks (open doorway or none → 6H)', () => {
    const level = Object.fromEntries(TILES.map((t) => [t.id, t.windowLevel]));
    expect(level).toMatchObject({ bar: 1, police: 2, clinic: 2, cafe: 1, bank: 3, supermarket: 1, house: 2, game_shop: 1, gun_shop: 3, church: 1, museum: 2, warehouse: 2, library: 1 });
  });

  it('D214 every tile has exactly one `!` square, and `?` squares total 50 = the discs', () => {
    for (const t of TILES) expect(t.rows.join('').split('!').length - 1, t.id).toBe(1);
    expect(TILES.reduce((n, t) => n + questions(t.rows), 0)).toBe(50);
    for (const t of TILES) expect(questions(t.rows), t.id).toBe(EXPECTED_QUESTIONS[t.id]);
  });

  it('D224 each building\'s loot table is the seed\'s, with Velada ids (mace, liquor, pocketknife, baseball, old_book)', () => {
    expect(tileById('bar')!.loot).toContainEqual({ item: 'mace', target: 4 });
    expect(tileById('bar')!.loot).toContainEqual({ item: 'liquor', target: 3 });
    expect(tileById('bank')!.loot).toEqual([{ item: 'money', target: 5 }]);
    expect(tileById('school_a')!.loot).toContainEqual({ item: 'baseball', target: 2 });
    expect(tileById('library')!.loot).toContainEqual({ item: 'old_book', target: 3 });
    for (const t of TILES) for (const l of t.loot) expect(discById(l.item)?.kind, `${t.id} ${l.item}`).toBe('item');
  });
});

describe('discs', () => {
  it('D204 the 50 discs have unique ids; a second copy of an item keeps the stats under its own id and name', () => {
    expect(new Set(DISCS.map((d) => d.id)).size).toBe(50);
    const copy = item('pistol_2');
    const { id, name, tags, ...stats } = copy;
    const { id: _i, name: _n, tags: baseTags, ...baseStats } = item('pistol');
    expect(stats).toEqual(baseStats);
    expect(tags).toEqual([...baseTags, 'copy_of:pistol']);
    expect(name.es).not.toBe(item('pistol').name.es);
    expect(id).toBe('pistol_2');
  });

  it('D206 the loot items without seed stats get Velada\'s: blades as a knife, crowbar, rope, skateboard, holy items', () => {
    for (const id of ['pocketknife', 'scalpel', 'letter_opener']) expect(item(id).bonuses).toEqual(item('knife').bonuses);
    expect(item('crowbar').bonuses).toEqual([{ use: 'attack', dice: 1 }, { use: 'doors', dice: 1 }]);
    expect(item('rope').bonuses).toEqual([{ use: 'climbing', dice: 1 }]);
    expect(item('skateboard').movement).toEqual({ factor: 2, streetsOnly: true });
    expect(item('bicycle').movement).toEqual({ factor: 3, streetsOnly: false });
    expect(item('holy_water').bonuses).toEqual([{ use: 'undead', dice: 1 }]);
    expect(item('crucifix').bonuses).toEqual([{ use: 'undead', dice: 1 }]);
    expect(item('handcuffs').tags).toContain('restrain');
    expect(item('test_tube').bonuses).toEqual([]);
    expect(item('chemicals').tags).toContain('ingredient');
  });

  it('D208 money is $200 spent $100 a die (A32); the shotgun has 3 shots (A33); ammunition carries its tag and no dice', () => {
    expect(item('money')).toMatchObject({ uses: 2, spentOnUse: true, bonuses: [{ use: 'bribe', dice: 1 }] });
    expect(item('money_2')).toMatchObject({ uses: 2, spentOnUse: true });
    expect(item('shotgun').uses).toBe(3);
    expect(item('ammunition')).toMatchObject({ bonuses: [], tags: ['ammunition'] });
    expect(item('pistol').uses).toBeUndefined();
  });

  it('D209 matches throw burning material at 1 square (+2 initiative, +1 attack) for good; liquor is one thrown bottle', () => {
    expect(item('matches')).toMatchObject({ weight: 0, bonuses: [{ use: 'initiative', dice: 2, range: 1 }, { use: 'attack_ranged', dice: 1, range: 1 }] });
    expect(item('matches').uses).toBeUndefined();
    expect(item('liquor')).toMatchObject({ uses: 1, bonuses: [{ use: 'attack_ranged', dice: 3, range: 1 }, { use: 'attack_ranged', dice: 2, range: 2 }] });
  });

  it('D210 allies: the digest\'s ten, "Strength" read as Attack, the vet helps Medicine or Persuasion; never Speed', () => {
    const allies = DISCS.filter((d): d is AllyDisc => d.kind === 'ally');
    expect(allies.map((a) => [a.id, a.difficulty, a.dice])).toEqual([
      ['street_kid', 1, 2], ['night_nurse', 2, 2], ['librarian', 2, 3], ['mechanic', 2, 2], ['veterinarian', 2, 2],
      ['priest', 3, 2], ['retired_boxer', 3, 3], ['off_duty_cop', 3, 3], ['locksmith', 4, 3], ['hunter', 4, 3],
    ]);
    expect(allies.find((a) => a.id === 'mechanic')!.attributes).toEqual(['attack']);
    expect(allies.find((a) => a.id === 'veterinarian')!.attributes).toEqual(['medicine', 'persuasion']);
    expect(allies.every((a) => !a.attributes.includes('speed'))).toBe(true);
  });

  it('D211 security: alarms by Int (Security Systems) with no combat; guards and owners by any social skill; dogs by Animal Handling', () => {
    const sec = DISCS.filter((d): d is SecurityDisc => d.kind === 'security');
    for (const s of sec) {
      for (const k of s.social.skills) expect(skillById(k)?.attribute).toBe(s.social.attribute);
      if (s.security === 'alarm') expect(s).toMatchObject({ combat: null, social: { attribute: 'intelligence', skills: ['security_systems'] } });
      if (s.security === 'dog') expect(s).toMatchObject({ difficulty: 2, social: { skills: ['animal_handling'] }, combat: { initiative: 3, attack: 2, defense: 1 } });
      if (s.security === 'guard') expect(s).toMatchObject({ difficulty: 3, combat: { initiative: 2, attack: 2, defense: 3 } });
      if (s.security === 'owner') expect(s).toMatchObject({ difficulty: 2, combat: { initiative: 1, attack: 1, defense: 2 } });
    }
    expect(sec.filter((s) => s.security === 'alarm').map((s) => s.difficulty)).toEqual([2, 3]);
  });

  it('D212 adversaries: the digest\'s stats, `difficulty` = Defense, health 1, VP A + D from 3 to 8', () => {
    const adv = DISCS.filter((d): d is AdversaryDisc => d.kind === 'adversary');
    for (const a of adv) {
      expect(a.difficulty).toBe(a.defense);
      expect(a.health).toBe(1);
    }
    const vp = Object.fromEntries(adv.map((a) => [a.id, a.attack + a.defense]));
    expect(vp).toMatchObject({ shambler_1: 4, grave_hound_1: 3, ghoul_1: 5, night_stalker: 6, wrapped_horror: 8 });
    expect(adv.find((a) => a.id === 'night_stalker')!.tags).not.toContain('undead');
    expect(adv.filter((a) => a.tags.includes('undead'))).toHaveLength(9);
  });
});

describe('scenarios', () => {
  const sc = (id: string) => scenarioById(id)!;

  it('D215 D312 Curfew Radio: three parts on the café (1, 3) and police station (2) tiles, delivered to the police station, a 14-round clock, the Stalker at round 7', () => {
    const s = sc('curfew_radio');
    expect(s.numbered.map((n) => [n.n, n.role, n.placement])).toEqual([[1, 'part', { tile: 'cafe' }], [2, 'part', { tile: 'police' }], [3, 'part', { tile: 'cafe' }]]);
    expect(s.objective).toEqual({ kind: 'deliver', numbered: [1, 2, 3], to: { tile: 'police' } });
    expect(s.doomClock).toBe(14);
    expect(s.events).toContainEqual({ round: 7, kind: 'adversaryJoins', adversary: 'night_stalker', at: 'nearestStreetToHeroes' });
    expect(s.discs).not.toContain('night_stalker');
  });

  it('D216 every scenario pays VP only under the engine\'s known award keys', () => {
    for (const s of SCENARIOS) for (const k of Object.keys(s.vpAwards)) expect(VP_AWARD_KEYS).toContain(k);
    expect(sc('curfew_radio').vpAwards.delivered).toBe(2);
    expect(sc('quiet_stacks').vpAwards.escorted).toBe(3);
  });

  it('D217 D313 Quiet Stacks: four townsfolk of weight 0, calmed at 6H, a 20-round clock, one in each named building, hounds outside', () => {
    const s = sc('quiet_stacks');
    expect(s.numbered.map((n) => [n.role, n.weight, n.calm, n.placement])).toEqual(
      ['library', 'house', 'cafe', 'museum'].map((tile) => ['townsperson', 0, 1, { tile }]),
    );
    expect(s.doomClock).toBe(20);
    expect(s.doomClockByHeroes).toEqual({ 2: 24, 4: 16 }); // D318
    expect(s.events).toContainEqual(expect.objectContaining({ round: 12, kind: 'message' }));
    expect(s.startingAdversaries.map((a) => a.at.square)).toEqual(['street', 'street']);
    expect(s.objective).toEqual({ kind: 'escort', numbered: [1, 2, 3, 4], to: { tile: 'church' } });
  });

  it('D218 Chemistry Lesson: the ingredients are numbered discs; the lab action uses them up and makes the ward', () => {
    const s = sc('chemistry_lesson');
    expect(s.actions).toEqual([expect.objectContaining({ at: { tile: 'school_a' }, consumes: ['numbered:1', 'numbered:2'], makes: 'ward', target: 3 })]);
    expect(s.objective).toMatchObject({ kind: 'craftAndDefeat', ingredients: ['numbered:1', 'numbered:2'], boss: 'bandaged_lady' });
    expect(s.preplaced.map((p) => p.tile)).toEqual(['school_b', 'museum']);
    expect(discById('ward')).toMatchObject({ kind: 'item', bonuses: [{ use: 'undead', dice: 2 }] });
  });

  it('D219 D311 D315 Last Bus Out: the whole town on the table, three heroes in four at the edge in rounds 10–12, rain at 5, storm at 8, hunters', () => {
    const s = sc('last_bus');
    expect(s.preplaced.length + 1).toBe(15);
    expect(s.stack).toEqual([]);
    expect(s.objective).toEqual({ kind: 'reachEdge', fraction: 0.75, byRound: 12, fromRound: 10 });
    expect(s.events.filter((e) => e.kind === 'weather')).toEqual([
      { round: 5, kind: 'weather', weather: 'lightRain' },
      { round: 8, kind: 'weather', weather: 'storm' },
    ]);
    expect(s.events.filter((e) => e.kind === 'adversaryJoins' && e.minHeroes !== undefined)).toEqual([
      { round: 4, kind: 'adversaryJoins', adversary: 'ghoul_2', at: 'nearestStreetToHeroes', minHeroes: 3 },
      { round: 6, kind: 'adversaryJoins', adversary: 'wrapped_horror', at: 'nearestStreetToHeroes', minHeroes: 3 },
    ]); // D319
    expect(s.events.filter((e) => e.kind === 'adversaryJoins' && e.minHeroes === undefined)).toEqual([
      { round: 5, kind: 'adversaryJoins', adversary: 'ghoul_1', at: 'nearestStreetToHeroes' },
      { round: 8, kind: 'adversaryJoins', adversary: 'night_stalker', at: 'nearestStreetToHeroes' },
    ]);
    expect(s.startingAdversaries.map((a) => a.adversary)).toEqual(['grave_hound_1', 'grave_hound_2']);
    for (const id of ['ghoul_1', 'night_stalker', 'grave_hound_1', 'grave_hound_2']) expect(s.discs).not.toContain(id);
  });

  it('D220 D316 The Longest Night: night from the start, the Bell-Ringer (2 wounds) in the church, 16 rounds to dawn', () => {
    const s = sc('long_night');
    expect(s.start.light).toBe('night');
    expect(s.objective).toEqual({ kind: 'defeatBoss', boss: 'bell_ringer' });
    expect(s.bosses[0]!.health).toBe(2);
    expect(s.startingAdversaries).toEqual([{ adversary: 'bell_ringer', at: { tile: 'church', square: 'scenario' } }]);
    expect(s.doomClock).toBe(16);
  });

  it('D221 each scenario uses all 50 discs but the few it names, and they fit the `?` squares (no A17 overflow)', () => {
    for (const s of SCENARIOS) {
      const tiles = [s.startTile, ...s.preplaced.map((p) => p.tile), ...s.stack];
      const squares = tiles.reduce((n, id) => n + questions(tileById(id)!.rows), 0);
      const extras = s.campaign?.reads.filter((r) => r.effect === 'extraDisc').length ?? 0;
      expect(s.discs.length + s.numbered.length + extras, s.id).toBeLessThanOrEqual(squares);
      // D319: Last Bus Out brings six adversaries in by setup and events, so 44 stay among the discs.
      expect(s.discs.length, s.id).toBeGreaterThanOrEqual(44);
      expect(s.allowsOverflow).toBeUndefined();
    }
  });

  it('D222 the campaign frame: three chapters, each flag read set by an earlier chapter, one recurring NPC', () => {
    const f = CAMPAIGN_FRAMES[0]!;
    expect(f.chapters.map((c) => c.scenario)).toEqual(['curfew_radio', 'quiet_stacks', 'long_night']);
    const setBy = new Map<string, number>();
    f.chapters.forEach((c, i) => {
      const s = sc(c.scenario);
      for (const r of s.campaign?.reads ?? []) expect(setBy.get(r.flag), r.flag).toBeLessThan(i);
      for (const w of s.campaign?.sets ?? []) if (!setBy.has(w.flag)) setBy.set(w.flag, i);
      expect(c.bridge.es).not.toBe('');
    });
    expect(f.recurringNpc.name).toBe('Marisol Andrade');
  });

  it('D223 the validator finds nothing in the shipped scenarios, and a start tile also preplaced is refused', () => {
    expect(validateContent()).toEqual([]);
    const twice = SCENARIOS.map((s) => (s.id === 'curfew_radio' ? { ...s, preplaced: [...s.preplaced, { tile: 'cafe', at: { tx: 3, ty: 3 }, rotation: 0 as const }] } : s));
    expect(validateContent({ ...SHIPPED_CONTENT, scenarios: twice }).map((p) => p.code)).toContain('scenario_tile_twice');
  });
});
