/**
 * The shape of Velada's own When Darkness Comes content (issue 12; digest §2.2–2.3): the publisher's
 * tiles, discs and scenario book are not public, so the town, the 50 discs and the scenarios here are
 * written for Velada. Content is plain data, checked by validate.ts in the tests and versioned
 * (CONTENT_VERSION in version.ts): every game records the version it was played with.
 */
import type { AttributeId } from '../characters/attributes';

export interface Texts {
  es: string;
  en: string;
}

/** A ladder level, 1 = 6H … 8 = 5K (dice/ladder.ts). */
export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export type SecurityKind = 'alarm' | 'guard' | 'owner' | 'dog';

export type BuildingKind =
  | 'bar' | 'police' | 'clinic' | 'cafe' | 'bank' | 'supermarket' | 'house' | 'school'
  | 'game_shop' | 'gun_shop' | 'church' | 'museum' | 'warehouse' | 'library';

/**
 * One square of a tile map, one character per square (rows top to bottom, 8 × 8):
 *   '.' street (A11: half cost)      ',' yard/park (outside, full cost; fences never block)
 *   '#' wall                          'f' building floor
 *   '?' building floor with an encounter disc square    '!' building floor, scenario location
 *   '0'..'3' a door in the wall with that many locks (A13: 0 = open doorway)
 *   'W' a window in the wall (climbing must exceed the tile's `windowLevel`, A12)
 */
export type SquareChar = '.' | ',' | '#' | 'f' | '?' | '!' | '0' | '1' | '2' | '3' | 'W';

export type Side = 'N' | 'E' | 'S' | 'W';

export interface TileDef {
  id: string;
  name: Texts;
  building: BuildingKind;
  security: SecurityKind | 'none';
  /** 8 strings of 8 SquareChars, north row first, before rotation. */
  rows: readonly string[];
  /** The door level a window must exceed (A12): the ladder level of the building's front door. */
  windowLevel: Level;
  /** The High School's two halves: each names the other and the side they join on (placing one brings the other). */
  pair?: { tileId: string; side: Side };
  /** Master mode's loot table for this building (seed §1.19): item disc ids with their target level. */
  loot: readonly { item: string; target: Level }[];
}

/** What an item's dice help (A35 gives the seed's items without stats Velada's own). */
export type ItemUse =
  | 'attack' | 'attack_ranged' | 'initiative' | 'defense' | 'search' | 'perception' | 'doors' | 'lockpicking'
  | 'climbing' | 'medicine_combat' | 'medicine' | 'animal_handling' | 'bribe' | 'stealth' | 'scrounging' | 'tracking'
  | 'persuasion' | 'undead';

export interface ItemBonus {
  use: ItemUse;
  dice: number;
  /** Squares away the target may be (ranged weapons: 0 = same square); absent = same square only. */
  range?: 0 | 1 | 2;
}

interface DiscBase {
  id: string;
  name: Texts;
  /** Target level to win it (items: Int search; allies: Pers; security: its social target). */
  difficulty: Level;
  /** Carrying weight (1.6); allies and security weigh 0. */
  weight: number;
  /** The icon the table draws (kind is also shown by colour and by icon, never by colour alone). */
  icon: string;
}

export interface ItemDisc extends DiscBase {
  kind: 'item';
  bonuses: readonly ItemBonus[];
  /** Uses before it is used up and removed without VP loss (the shotgun's 3 shots); absent = unlimited. */
  uses?: number;
  /** Movement multiplier while held (bicycle ×3, skateboard ×2 on streets only). */
  movement?: { factor: number; streetsOnly: boolean };
  /** Spent when it adds its die (A32 money). */
  spentOnUse?: boolean;
  tags: readonly string[];
}

export interface AllyDisc extends DiscBase {
  kind: 'ally';
  /** A5: the ally rolls this many dice, only for these attributes (never movement or perception). */
  dice: number;
  attributes: readonly AttributeId[];
}

export interface SecurityDisc extends DiscBase {
  kind: 'security';
  security: SecurityKind;
  /** The social check: attribute and the skills that may add dice (alarm: Int + security systems). */
  social: { attribute: AttributeId; skills: readonly string[] };
  /** A25: guards, owners and dogs may be fought (one round); alarms cannot. */
  combat: { initiative: Level; attack: Level; defense: Level } | null;
}

export interface AdversaryDisc extends DiscBase {
  kind: 'adversary';
  initiative: Level;
  attack: Level;
  defense: Level;
  /** A27: a number; retreat succeeds when the movement total is strictly greater. */
  speed: number;
  /** Damage it takes to defeat (1 for discs; bosses 2 or more). */
  health: number;
  tags: readonly string[];
}

export type DiscDef = ItemDisc | AllyDisc | SecurityDisc | AdversaryDisc;
export type DiscKind = DiscDef['kind'];

/** A scenario's numbered disc (1–10): a part to carry, a townsperson to escort, a clue. */
export interface NumberedDisc {
  n: number;
  name: Texts;
  role: 'part' | 'townsperson' | 'clue' | 'ingredient';
  weight: number;
  /** Where it starts: shuffled among a kind's discs, or face down on a given tile's `?` squares. */
  placement: { among: 'items' } | { tile: string };
  /** Townsfolk: the Pers target to calm them; then they follow the rescuer. */
  calm?: Level;
}

/** A numbered disc resolved by `discDefIn` (index.ts): its def id is 'numbered:N'. Added by C12. */
export type NumberedDef = NumberedDisc & { kind: 'numbered'; id: string };

/** What ends a scenario in the heroes' favour; scenario.ts evaluates each kind. */
export type Objective =
  | { kind: 'deliver'; numbered: readonly number[]; to: { tile: string } }
  | { kind: 'escort'; numbered: readonly number[]; to: { tile: string } }
  | { kind: 'craftAndDefeat'; ingredients: readonly string[]; craftAt: { tile: string }; craftTarget: Level; boss: string }
  /** `fromRound` (D311): the edge counts only from that round on (the bus arrives); absent = from round 1. */
  | { kind: 'reachEdge'; fraction: number; byRound: number; fromRound?: number }
  | { kind: 'defeatBoss'; boss: string };

/** A scheduled event of a scenario (doom clock, weather, a wandering adversary joining). */
export type ScenarioEvent = (
  | { round: number; kind: 'weather'; weather: Weather }
  | { round: number; kind: 'light'; light: Light }
  | { round: number; kind: 'adversaryJoins'; adversary: string; at: { tile: string } | 'nearestStreetToHeroes' }
  | { round: number; kind: 'message'; text: Texts }
) & {
  /** Party-size scaling (C3, D318): the event happens only with at least this many heroes. */
  minHeroes?: number;
};

export type Weather = 'clear' | 'lightRain' | 'storm';
export type Light = 'day' | 'night';

export interface ScenarioDef {
  id: string;
  name: Texts;
  /** Read aloud at the start. */
  intro: Texts;
  /** The objective in plain words for the table. */
  goal: Texts;
  players: { min: number; max: number };
  difficulty: 'intro' | 'standard' | 'hard';
  startTile: string;
  /** Tiles on the table from the start (tile coordinates; the start tile is at 0,0). */
  preplaced: readonly { tile: string; at: { tx: number; ty: number }; rotation: 0 | 1 | 2 | 3 }[];
  /** Tiles that may be drawn while exploring (A16); the town closes when they run out. */
  stack: readonly string[];
  /** The encounter discs in use (A17), by disc id (a disc id may repeat for copies). */
  discs: readonly string[];
  numbered: readonly NumberedDisc[];
  /** Adversaries (disc or boss ids) face up at the start, with where they stand. */
  startingAdversaries: readonly { adversary: string; at: { tile: string; square: 'street' | 'scenario' } }[];
  bosses: readonly AdversaryDisc[];
  /** A49: rounds before the town is lost; null = no clock. */
  doomClock: number | null;
  /** Party-size scaling (C3, D318): the doom clock for that many heroes; `doomClock` for any other size. */
  doomClockByHeroes?: Partial<Record<number, number>>;
  events: readonly ScenarioEvent[];
  start: { light: Light; weather: Weather };
  objective: Objective;
  /** Scenario actions (I) open at a `!` square, e.g. crafting: id, the check, and what it makes. */
  actions: readonly ScenarioActionDef[];
  /** VP the scenario pays (goals reached, townsfolk saved), by event key. */
  vpAwards: Readonly<Record<string, number>>;
  /** Campaign flags this scenario reads (chapter setup tweaks) and sets at its end. */
  campaign?: { reads: readonly CampaignFlagEffect[]; sets: readonly { flag: string; when: 'objective' | 'failed' | 'bossDefeated' | 'allTownsfolkSaved' }[] };
  /** A17: more discs than the `?` squares of its tiles is intended (extras wait for the next tile); the validator allows it. Added by C12. */
  allowsOverflow?: boolean;
  /** Special rules in plain words for the table (the engine implements them through the fields above). */
  special: readonly Texts[];
}

export interface ScenarioActionDef {
  id: string;
  name: Texts;
  at: { tile: string };
  attribute: AttributeId;
  skills: readonly string[];
  target: Level;
  /** Items (disc ids) consumed on success. */
  consumes: readonly string[];
  /** What success makes: a new item (a Velada-defined item id) for the roller. */
  makes: string;
}

/** A flag set by an earlier chapter changes this chapter's setup. */
export type CampaignFlagEffect =
  | { flag: string; effect: 'extraDisc'; disc: string }
  | { flag: string; effect: 'removeDisc'; disc: string }
  | { flag: string; effect: 'doomClock'; delta: number }
  | { flag: string; effect: 'startingVp'; vp: number };

export interface CampaignFrame {
  id: string;
  name: Texts;
  intro: Texts;
  chapters: readonly { scenario: string; title: Texts; bridge: Texts }[];
  /** The recurring NPC of the campaign (digest §2.3 e): name and the chapters she appears in. */
  recurringNpc: { name: string; text: Texts };
}
