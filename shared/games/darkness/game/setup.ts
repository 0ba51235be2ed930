/**
 * A new game (digest §1.7, §1.9, A17, A20, A23, A37): the scenario's start tile at (0,0) with its
 * pre-placed tiles, the encounter discs shuffled face down over their `?` squares (the rest wait for
 * later tiles), the heroes at full Health outside the start building's front door with the items
 * they kept, and a first player drawn from the seed.
 */
import { seedRng, nextInt, shuffle } from '../../../engine/rng';
import { effectiveRules } from '../characters/house-rules';
import { CONTENT_VERSION, discById, scenarioById } from '../content';
import { doorKey, doorSquares, initialDoorState, outsideOfDoor, squareChar } from './board';
import { dealDiscs } from './tiles';
import { beginHeroTurn, freshTurn } from './turn';
import type { DarknessOptions, DarknessState, DiscInstance, HeroSetup, HeroState, PlacedTile, Seat } from './types';
import { setupScenario } from './scenario';
import { checkedRulesVersion } from '../../../engine/rules-version';
import { RULES_VERSION } from './rules-version';

export const BASE_CARRY_LIMIT = 5;

function heroFrom(setup: HeroSetup, seat: Seat): HeroState {
  return {
    seat,
    characterId: setup.characterId,
    pregenId: setup.pregenId,
    name: setup.name,
    attributes: { ...setup.attributes },
    skills: { ...setup.skills },
    maxHealth: setup.maxHealth,
    health: setup.maxHealth,
    vp: setup.startingVp,
    failures: 0,
    carryLimit: BASE_CARRY_LIMIT,
    at: { x: 0, y: 0 },
    alive: true,
    perceptionUsed: [],
    effects: { targetShift: null, nextDoorShut: false, stuckOnTile: null, bleeding: false, nextCheck: null, extraTurn: false, loseRestOfTurn: false },
    turnsTaken: 0,
  };
}

function disc(id: string, def: string, kind: DiscInstance['kind'], where: DiscInstance['where'], usesLeft: number | null): DiscInstance {
  return { id, def, kind, where, awardedVp: 0, usesLeft, damage: 0, lockedUntilTurn: null, following: null };
}

export function setup(options: DarknessOptions, seed: string, rulesVersion?: number): DarknessState {
  const scenario = scenarioById(options.scenarioId);
  if (!scenario) throw new Error(`Unknown scenario ${options.scenarioId}`);
  let rng = seedRng(seed);
  const rules = effectiveRules(options.houseRules);
  const tiles: PlacedTile[] = [
    { tile: scenario.startTile, tx: 0, ty: 0, rotation: 0 },
    ...scenario.preplaced.map((p) => ({ tile: p.tile, tx: p.at.tx, ty: p.at.ty, rotation: p.rotation })),
  ];
  const onTable = new Set(tiles.map((t) => t.tile));
  const s: DarknessState = {
    v: 1,
    rulesVersion: checkedRulesVersion(rulesVersion, RULES_VERSION),
    contentVersion: CONTENT_VERSION,
    rng,
    scenarioId: scenario.id,
    master: options.master,
    rules,
    campaignFlags: { ...options.campaignFlags },
    heroes: options.heroes.map((h, seat) => {
      const hero = heroFrom(h, seat);
      // A37: every game starts at full Health; under carry_wounds the wounds the session layer passes stay.
      if (rules.A37 === 'carry_wounds' && h.health !== undefined) hero.health = Math.max(1, Math.min(h.maxHealth, h.health));
      return hero;
    }),
    tiles,
    stack: scenario.stack.filter((t) => !onTable.has(t)),
    doors: {},
    discs: {},
    peeks: {},
    round: 1,
    turn: freshTurn(0, 0, 0),
    pending: null,
    env: { ...scenario.start },
    scenario: {},
    log: [],
    lastRoll: null,
    result: null,
  };
  for (let i = 0; i < tiles.length; i++) for (const d of doorSquares(s, i)) s.doors[doorKey(d)] = initialDoorState(squareChar(s, d), rules);

  // Shuffled before they get ids, so an id says nothing about a face-down disc.
  const [defs, afterShuffle] = shuffle(scenario.discs, rng);
  rng = afterShuffle;
  defs.forEach((def, i) => {
    const content = discById(def);
    if (!content) throw new Error(`Unknown disc ${def} in ${scenario.id}`);
    const id = `d${i + 1}`;
    s.discs[id] = disc(id, def, content.kind, { zone: 'waiting' }, content.kind === 'item' ? (content.uses ?? null) : null);
  });
  let next = defs.length + 1;
  // A23: kept items come back held, bringing their level (the session layer already counted them in startingVp).
  const keptBringVp = rules.A23 !== 'master_only' || options.master;
  options.heroes.forEach((h, seat) => {
    for (const item of h.keptItems) {
      const content = discById(item);
      if (!content) continue;
      const id = `d${next++}`;
      const d = disc(id, item, content.kind, { zone: 'held', seat }, content.kind === 'item' ? (content.uses ?? null) : null);
      d.awardedVp = keptBringVp ? content.difficulty : 0;
      s.discs[id] = d;
    }
  });
  s.rng = rng;

  const front = doorSquares(s, 0)[0];
  const start = front ? outsideOfDoor(s, front) : { x: 3, y: 7 };
  for (const h of s.heroes) h.at = { ...start };

  setupScenario(s, scenario);
  for (let i = 0; i < s.tiles.length; i++) dealDiscs(s, i);

  // A20: seat order as set in the lobby, a random first player (option: the first seat).
  let first = 0;
  if (rules.A20 !== 'lobby_order_first_seat' && s.heroes.length > 1) {
    const [k, r] = nextInt(s.rng, s.heroes.length);
    first = k;
    s.rng = r;
  }
  s.turn = freshTurn(first, 0, first);
  beginHeroTurn(s, first, first);
  return s;
}
