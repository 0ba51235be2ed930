/**
 * The When Darkness Comes board game's state, actions and views (issue 12). One pure reducer over
 * this state (rules.ts); randomness only from `rng` inside it. Seats 0..heroes-1 are the heroes in
 * turn order (A20); in Master mode the last seat is the Master. Without a Master the adversaries act
 * by themselves (adversaries.ts), deterministically, from public information only.
 */
import type { RngState } from '../../../engine/rng';
import type { AttributeId, Attributes } from '../characters/attributes';
import type { SkillTier } from '../characters/skills';
import type { DiscKind, Level, Light, Side, Texts, Weather } from '../content/types';

export type Seat = number;

/** A square of the town in global coordinates (tile tx,ty covers x = tx*8 … tx*8+7). */
export interface Square {
  x: number;
  y: number;
}

/** One hero at setup, resolved in main from the campaign roster or a pregen (the renderer never sends a sheet). */
export interface HeroSetup {
  characterId: string | null;
  pregenId: string | null;
  name: string;
  attributes: Attributes;
  skills: Partial<Record<string, SkillTier>>;
  /** Max Health after permanent losses (A42). */
  maxHealth: number;
  /** A23: VP the kept items bring at the start. */
  startingVp: number;
  /** Items kept from earlier games that come into play (Velada disc ids). */
  keptItems: readonly string[];
  /** A37 'carry_wounds': the Health the hero comes back with (absent = full Health, the default). */
  health?: number;
}

export interface DarknessOptions {
  scenarioId: string;
  heroes: HeroSetup[];
  /** Master mode: one more seat, the Master, after the heroes. */
  master: boolean;
  /** The campaign's house rules (A1–A49; missing ids take their default). */
  houseRules: Record<string, string>;
  campaignId: string | null;
  /** Flags set by earlier chapters of a campaign frame. */
  campaignFlags: Record<string, boolean>;
  /** Filled by the session layer: the seat names. */
  players?: string[];
}

export interface PlacedTile {
  tile: string;
  tx: number;
  ty: number;
  rotation: 0 | 1 | 2 | 3;
}

export type DoorState = 'locked' | 'open' | 'noDoor';

/** Where a disc is: face down or up on a square, held by a hero, waiting (A17 overflow), or out of play. */
export type DiscZone =
  | { zone: 'board'; at: Square; faceUp: boolean }
  | { zone: 'held'; seat: Seat }
  | { zone: 'underFigure'; seat: Seat }
  | { zone: 'waiting' }
  | { zone: 'removed' };

export interface DiscInstance {
  /** Unique per game: 'd1', 'd2' … */
  id: string;
  /** Content id ('knife', 'shambler'), a boss id, or 'numbered:3'. */
  def: string;
  kind: DiscKind | 'numbered';
  where: DiscZone;
  /** A21: VP actually awarded when it was gained (so losing it removes exactly that). */
  awardedVp: number;
  /** Uses left (shotgun shots, money); null = unlimited. */
  usesLeft: number | null;
  /** Damage taken (bosses with more than 1 health). */
  damage: number;
  /** A31: the seat that lost it may not get it back until this hero-turn counter. */
  lockedUntilTurn: number | null;
  /** Townsfolk being escorted follow this seat. */
  following: Seat | null;
}

/** A hero in play: the sheet they came with from setup, and how they fare now. */
export interface HeroState extends Pick<HeroSetup, 'characterId' | 'pregenId' | 'name' | 'attributes' | 'skills' | 'maxHealth'> {
  seat: Seat;
  /** Current Health = Defense dice (A38); 0 = dead. */
  health: number;
  vp: number;
  failures: number;
  /** Carrying limit (1.6), 5 unless raised by a Strength roll. */
  carryLimit: number;
  at: Square;
  alive: boolean;
  /** Buildings (tile index) where this hero already used Perception (once per building). */
  perceptionUsed: number[];
  /** Lasting fate effects (1.8), cleared at the times the tables say. */
  effects: HeroEffects;
  /** Turns this hero has started (A31 lockouts and "until your next turn" count them). */
  turnsTaken: number;
  /** Rules 2 (D403): skill points bought with VP in play and not yet spent (absent = none). */
  skillPoints?: number;
  /** Rules 2 (D403): skills bought in play with those points, in order, for the sheet at the end. */
  boughtInPlay?: SkillBoughtInPlay[];
}

export interface SkillBoughtInPlay {
  skill: string;
  tier: SkillTier;
  /** Skill points it took (the table's cost, or the upgrade's under A6). */
  points: number;
  how: 'buy' | 'upgrade';
}

/**
 * Rules 2 (D405): when a fate effect holds, on the hero's own clock (fate-timing.ts): from ≤ clock <
 * until, where the clock is 2 × turns taken during the hero's own turn and one more between turns.
 */
export interface FateWindow {
  from: number;
  until: number;
}

export interface HeroEffects {
  /**
   * Oh Crap 2 (+1) / Woohoo 2 (−1): target shift. Rules 1: `untilTurn`, through the end of the hero's
   * next turn (D247); rules 2: a `window` (D405).
   */
  targetShift: { shift: number; untilTurn: number } | { shift: number; window: FateWindow } | null;
  nextDoorShut: boolean;
  /** Oh Crap 7: may not leave this tile until their next turn (rules 1 `untilTurn`, rules 2 a `window`). */
  stuckOnTile: { tile: number; untilTurn: number } | { tile: number; window: FateWindow } | null;
  /** Oh Crap 11: 1 damage each time they move until another hero heals them. */
  bleeding: boolean;
  /** Oh Crap 12 / Woohoo 12. */
  nextCheck: 'fails' | 'succeeds' | null;
  extraTurn: boolean;
  loseRestOfTurn: boolean;
}

/** Why a check is rolled; the continuation in checks.ts applies its outcome. */
export type CheckPurpose =
  | { kind: 'movement' }
  | { kind: 'door'; door: string; method: 'lockpick' | 'force' }
  | { kind: 'window'; window: string }
  | { kind: 'perception' }
  | { kind: 'healOther'; target: Seat }
  | { kind: 'healSelf' }
  | { kind: 'search'; disc: string }
  | { kind: 'recruit'; disc: string }
  | { kind: 'security'; disc: string }
  | { kind: 'calm'; disc: string }
  | { kind: 'take'; target: Seat; disc: string }
  | { kind: 'carry' }
  | { kind: 'initiative'; disc: string }
  | { kind: 'attack'; disc: string }
  | { kind: 'defend'; disc: string }
  | { kind: 'retreat'; disc: string }
  | { kind: 'scenario'; action: string }
  /** Master mode's building search on the loot table (1.17, A47; master-search.ts); rules 2 keep its target `level` (D400). */
  | { kind: 'loot'; building: number; level?: number };

export interface CheckSpec {
  purpose: CheckPurpose;
  seat: Seat;
  attribute: AttributeId;
  /** Skills that may add their dice (one per roll). */
  skills: string[];
  /** Item uses whose dice count. */
  itemUses: string[];
  /** Target level (after shifts): a number, 'impossible', 'automatic', or opposed by a roll. */
  target: { kind: 'level'; level: number } | { kind: 'impossible' } | { kind: 'automatic' } | { kind: 'opposed'; faces: number[] } | { kind: 'exceed'; level: number } | { kind: 'none' };
  /** Movement and perception take no help (1.5). */
  assistable: boolean;
}

export interface RollRecord {
  seat: Seat;
  purpose: CheckPurpose['kind'];
  /** The roller's hand; the red die is index 0 on movement rolls (A14). */
  faces: number[];
  /** Helpers' and the ally's own hands (A4). */
  assists: { name: string; faces: number[] }[];
  level: number;
  success: boolean | null;
  rerolled: number;
  /** The fate die of a movement roll (A14: faces[0] in the pool, or a separate die); absent otherwise. */
  fateDie?: number;
  /** Rules 2: decided without dice (an automatic or impossible target, Oh Crap/Woohoo 12; D400). */
  auto?: true;
}

export type FateTable = 'ohCrap' | 'woohoo';

/** The decision the game waits for; null between a hero's free choices of their turn. */
export type Pending =
  | { kind: 'build'; check: CheckSpec; vpDiceAllowed: number }
  | { kind: 'rolled'; check: CheckSpec; roll: RollRecord }
  | { kind: 'fateChoice'; seat: Seat; table: FateTable; result: number; options: FateOption[] }
  | { kind: 'orientTile'; seat: Seat; tile: string; tx: number; ty: number; rotations: (0 | 1 | 2 | 3)[]; side: Side }
  | { kind: 'securityApproach'; seat: Seat; disc: string; canFight: boolean }
  | { kind: 'combat'; seat: Seat; disc: string; round: number; roundsThisTurn: number; initiative: 'hero' | 'adversary' | null; step: 'initiative' | 'choose' | 'attack' | 'defend'; vsSecurity: boolean }
  | { kind: 'absorb'; seat: Seat; disc: string; options: AbsorbOption[] }
  | { kind: 'assistOffer'; seat: Seat; helping: Seat; check: CheckSpec; choice?: RollChoice; queue?: Seat[]; accepted?: Seat[] }
  | { kind: 'invite'; seat: Seat; door: string; candidates: Seat[] }
  | { kind: 'drop'; seat: Seat; over: number }
  | { kind: 'master'; seat: Seat; reason: 'round' | 'placeTile' | 'setTarget' | 'adversaries' }
  | { kind: 'gameOver' };

/** The roller's pool choices, kept while helpers answer their offers (checks.ts). */
export interface RollChoice {
  skill: string | null;
  items: string[];
  ally: string | null;
  vpDice: number;
}

export type FateOption = { kind: 'seat'; seat: Seat } | { kind: 'disc'; disc: string } | { kind: 'seatAndDisc'; seat: Seat; disc: string } | { kind: 'tile'; tile: number };

export type AbsorbOption = { kind: 'self' } | { kind: 'helper'; seat: Seat } | { kind: 'ally'; disc: string };

export interface TurnState {
  seat: Seat;
  /** Counts every hero turn taken in the game (lockouts, "until your next turn"). */
  number: number;
  moved: boolean;
  movementLeft: number | null;
  actionTaken: boolean;
  healedSelf: boolean;
  vpDiceBought: number;
  rerollsBought: number;
  /** Woohoo 8 / Oh Crap 8. */
  movementFactor: number;
  /** Declared with the movement roll: 3 VP cancel an Oh Crap if the fate die shows 1 (D235). */
  cancelOhCrap?: boolean;
  /** The seat that opens every round (A20), so the round ends when play comes back to it. */
  roundStart?: Seat;
}

export interface LogEntry {
  /** i18n key under darkness.log. */
  key: string;
  params: Record<string, string | number>;
  /** Present only on private lines: who may read it (A24 peeks, Woohoo 7, the Master's notes). */
  to?: Seat[];
  /** Dice shown with the line. */
  dice?: number[];
  fate?: number;
}

/** What the state and every seat's view carry alike: the clock, the turn and what it waits on, the log and the end. */
export interface DarknessFlow {
  round: number;
  turn: TurnState;
  pending: Pending | null;
  env: { light: Light; weather: Weather };
  /** Scenario counters and flags (objective progress, crafted items, events fired). */
  scenario: Record<string, number | boolean | string>;
  log: LogEntry[];
  lastRoll: RollRecord | null;
  result: DarknessResult | null;
}

export interface DarknessState extends DarknessFlow {
  v: 1;
  /** The rules version this game was created with (shared/engine/rules-version.ts). */
  rulesVersion: number;
  contentVersion: string;
  rng: RngState;
  scenarioId: string;
  master: boolean;
  rules: Record<string, string>;
  campaignFlags: Record<string, boolean>;
  heroes: HeroState[];
  tiles: PlacedTile[];
  /** Tile ids still in the stack (drawn at random from the rng, A16). */
  stack: string[];
  doors: Record<string, DoorState>;
  discs: Record<string, DiscInstance>;
  /** Peeks: disc ids each seat has seen face down (A24); cleared for a disc when it moves or flips. */
  peeks: Record<number, string[]>;
}

export interface DarknessResult {
  outcome: 'victory' | 'defeat';
  reason: string;
  objectiveAchieved: boolean;
  /** Heroes with the most VP among the living when the objective was achieved. */
  winners: Seat[];
}

export type DarknessAction =
  // the turn
  | { type: 'rollMovement'; cancelOhCrap: boolean }
  | { type: 'moveTo'; x: number; y: number }
  /** `tile` only under A16 'placer_chooses_tile' (the placer names a tile of the stack). */
  | { type: 'explore'; side: Side; tile?: string }
  | { type: 'orientTile'; rotation: 0 | 1 | 2 | 3 }
  | { type: 'openDoor'; door: string; method: 'lockpick' | 'force' }
  | { type: 'climbWindow'; window: string }
  | { type: 'perception' }
  | { type: 'flipDisc' }
  | { type: 'healOther'; target: Seat }
  | { type: 'healSelf' }
  | { type: 'give'; disc: string; to: Seat }
  | { type: 'drop'; disc: string }
  | { type: 'pickUp'; disc: string }
  | { type: 'takeFrom'; target: Seat; disc: string }
  | { type: 'raiseCarry' }
  | { type: 'scenarioAction'; action: string }
  | { type: 'discardFailure' }
  /** Rules 2 (D403): 10 VP buy a skill point; `cost` is the price the table showed (refused if not the rule's). */
  | { type: 'buySkillPoint'; cost: number }
  /** Rules 2 (D403): spend skill points bought in play on a skill (`cost` in points, as listed). */
  | { type: 'learnSkill'; skill: string; tier: SkillTier; cost: number }
  /** Master mode only: search the building for loot (1.17, A47). */
  | { type: 'searchBuilding' }
  | { type: 'endTurn' }
  // a check: build the pool, roll, then re-roll or keep
  | { type: 'roll'; skill: string | null; items: string[]; ally: string | null; vpDice: number; helpers: Seat[] }
  | { type: 'reroll'; dice: number[] }
  /** A10 'any_time' only: extra dice (2 VP each) bought after the roll, added to the roller's hand. */
  | { type: 'addDice'; count: number }
  | { type: 'keep' }
  // decisions
  | { type: 'fateChoice'; option: number }
  | { type: 'securityApproach'; how: 'social' | 'fight' }
  | { type: 'combatChoice'; choice: 'attack' | 'retreat' }
  | { type: 'absorb'; option: number }
  | { type: 'assist'; accept: boolean }
  | { type: 'invite'; seats: Seat[] }
  // the Master's tools (master.ts)
  | { type: 'masterPlaceTile'; tile: string; tx: number; ty: number; rotation: 0 | 1 | 2 | 3 }
  | { type: 'masterSetTarget'; level: number }
  | { type: 'masterRollTable' }
  | { type: 'masterEnvironment'; light: Light; weather: Weather }
  | { type: 'masterAdversary'; disc: string; to: Square | null }
  | { type: 'masterReveal'; disc: string }
  | { type: 'masterDone' };

/** What one seat (or the table) may see: face-down discs carry no identity unless this seat peeked. */
export interface DarknessView extends DarknessFlow {
  viewer: Seat | null;
  isMaster: boolean;
  scenarioId: string;
  contentVersion: string;
  rules: Record<string, string>;
  heroes: HeroState[];
  tiles: PlacedTile[];
  stackCount: number;
  doors: Record<string, DoorState>;
  /** Every disc this viewer may know about; `def` and `kind` are null when face down and not known to the viewer. */
  discs: ViewDisc[];
  /** The Master's extra knowledge (null for everyone else): the stack's tiles. */
  master: { stack: string[] } | null;
}

export interface ViewDisc {
  id: string;
  where: DiscZone;
  def: string | null;
  kind: DiscKind | 'numbered' | null;
  awardedVp: number;
  usesLeft: number | null;
  damage: number;
  /** True when this viewer knows it only from a private peek. */
  peeked: boolean;
}

export type { Level, Texts };
