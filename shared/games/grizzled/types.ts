/**
 * The Grizzled data model: the full state (main process only), the actions a seat can send,
 * and the per-seat view a renderer receives. Cards and tiles are short ids so saves stay
 * readable: threat cards 'TC01-1' (kind TC01, copy 1), hard knocks 'HK01'..'HK19', Merry
 * Christmas 'X01'; support tiles 'L1'..'L6', 'R1'..'R6', 'LL1', 'LL2', 'RR1', 'RR2'.
 */
import type { RngState } from '../../engine/rng';
import type { GameResult, Seat } from '../../engine/contract';

export const THREATS = ['rain', 'snow', 'night', 'shell', 'gas', 'whistle'] as const;
export type Threat = (typeof THREATS)[number];

export type HardKnockKey =
  | 'trauma_rain' | 'trauma_snow' | 'trauma_night'
  | 'phobia_shell' | 'phobia_gas' | 'phobia_whistle'
  | 'wounded' | 'mute' | 'tyrannical' | 'demoralized' | 'fragile' | 'fearful' | 'panicked'
  | 'frenzied' | 'selfish' | 'hardheaded' | 'prideful' | 'clumsy' | 'absent_minded';

export type CharacterId = 'anselme' | 'charles' | 'felix' | 'gaston' | 'gustave' | 'lazare';

/** normal; rookie = traps ignored; veteran = 30 trials; twoPlayer = the Chaplain rule (2 players only). */
export const VARIANTS = ['normal', 'rookie', 'veteran', 'twoPlayer'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Left = the next player in play order (clockwise), see rulings G4. */
export type TileKind = 'L' | 'R' | 'LL' | 'RR';

export interface GrizzledOptions {
  players: string[];
  variant: Variant;
  /** One Grizzled per seat, all different; omitted = dealt at random from the seed. */
  characters?: CharacterId[];
}

export interface PlayerState {
  name: string;
  character: CharacterId;
  /** False once the lucky charm was used (card flipped), until Support recovers it. */
  charmReady: boolean;
  hand: string[];
  /** Hard Knock cards in front of the player, oldest first (priority rule, G9). */
  knocks: string[];
  /** Support tiles the player holds (secret). */
  tiles: string[];
  /** The tile put face down on withdrawing this mission (secret until Support). */
  played: string | null;
  withdrawn: boolean;
  /** Speech tokens held. */
  speech: number;
}

/** The virtual third participant of the official 2-player rule. Never holds cards, never leads. */
export interface ChaplainState {
  tiles: string[];
  played: string | null;
}

/** A pending decision: exactly one seat must answer it. */
export type Decision =
  | { t: 'intensity'; seat: Seat; min: number; max: number }
  | { t: 'turn'; seat: Seat }
  /** Choosing the secret support tile after withdrawing. */
  | { t: 'support'; seat: Seat }
  /** Absent-minded: remove one own tile from the game before the support choice. */
  | { t: 'forsake'; seat: Seat }
  /** A speech was made: this seat may discard one card showing `threat`, or pass (asked whether or not it holds one, G16). */
  | { t: 'speech'; seat: Seat; speaker: Seat; threat: Threat }
  /** Merry Christmas: discard one Hard Knock of any player. */
  | { t: 'christmas'; seat: Seat }
  /** The best-supported player's reward: discard `heal` knocks, or recover the charm if `charm`. */
  | { t: 'relief'; seat: Seat; heal: number; charm: boolean };

/** How one support tile went at the end of a mission (public once revealed). */
export interface SupportGiven {
  /** Seat index; players.length = the Chaplain. */
  from: number;
  to: number;
  tile: string;
}

export interface SupportOutcome {
  mission: number;
  outcome: 'success' | 'failure';
  given: SupportGiven[];
  /** Tiles received per participant (Chaplain last when present). */
  counts: number[];
  /** The strictly best-supported participant, or null on a tie / nobody. */
  best: number | null;
}

export type Stage =
  | { s: 'preparation' }
  | { s: 'mission' }
  /** A withdrawal in progress: Absent-minded removal, then the tile choice. */
  | { s: 'withdrawal'; seat: Seat; step: 'forsake' | 'tile' }
  /** Speech answers still to ask: every other player still in, in play order after the speaker (G16). */
  | { s: 'speech'; speaker: Seat; threat: Threat; queue: Seat[] }
  | { s: 'support' }
  | { s: 'over' };

export interface LogEntry {
  /** i18n key under `grizzled.log.` (see LOG_KEYS) */
  key: LogKey;
  params: Record<string, string | number>;
  /** Only this seat may read the entry (e.g. which tile it chose). */
  to?: Seat;
}

export interface GrizzledState {
  game: 'grizzled';
  /** The rules version this game was created with (shared/engine/rules-version.ts). */
  rulesVersion: number;
  rng: RngState;
  options: GrizzledOptions;
  players: PlayerState[];
  chaplain: ChaplainState | null;
  /** Trials pile, top first. */
  trials: string[];
  /** Morale reserve, top first. */
  morale: string[];
  /** No Man's Land, in play order. */
  nml: string[];
  /** Out of the game for good: discarded trials and healed hard knocks. */
  discarded: string[];
  /** Tiles out of the game: unused doubles at 2-3 participants, Absent-minded removals. */
  tilesOut: string[];
  speechStock: number;
  /** Tokens used (out of the game; 2-player rule returns them to the stock instead). */
  speechSpent: number;
  /** Tokens of the box of 5 not used at this player count. */
  speechBox: number;
  leader: Seat;
  mission: number;
  /** Intensity chosen for the current mission; null before the leader chooses. */
  intensity: number | null;
  /** Whose turn it is during the mission. */
  active: Seat;
  stage: Stage;
  /** Decisions waiting, last = current. */
  pending: Decision[];
  /** The last mission's revealed support, shown until the next mission starts. */
  support: SupportOutcome | null;
  result: GameResult | null;
  log: LogEntry[];
  /** Increments on every draw, deal, shuffle, reveal or random pick: undo never crosses it. */
  barrier: number;
}

export type GrizzledAction =
  | { type: 'intensity'; n: number }
  | { type: 'play'; card: string }
  | { type: 'charm'; card: string }
  | { type: 'speech'; threat: Threat }
  | { type: 'withdraw' }
  | { type: 'support'; tile: string }
  | { type: 'forsake'; tile: string }
  | { type: 'discard'; card: string }
  | { type: 'pass' }
  /** Merry Christmas (1 card) or the Support reward (up to 2, or 1 after a failure). */
  | { type: 'heal'; cards: string[] }
  | { type: 'recover' };

/** What any seat may know about a player. */
export interface PublicPlayer {
  name: string;
  character: CharacterId;
  charmReady: boolean;
  handCount: number;
  knocks: string[];
  /** Hard Knock symbols (Wounded counts two). */
  knockCount: number;
  tileCount: number;
  withdrawn: boolean;
  /** Has put a tile face down this mission (which one stays secret). */
  tilePlaced: boolean;
  speech: number;
}

/** The public description of the current decision (no hidden content). */
export type DecisionView = Decision;

export interface GrizzledView {
  /** The seat this view belongs to; null = the public table. */
  viewer: Seat | null;
  variant: Variant;
  mission: number;
  leader: Seat;
  active: Seat;
  intensity: number | null;
  phase: Stage['s'];
  trialsCount: number;
  moraleCount: number;
  nml: string[];
  /** Per threat: identical threats now active (NML + Trauma/Phobia of players still in). */
  threatCounts: Record<Threat, number>;
  speechStock: number;
  players: PublicPlayer[];
  chaplain: { tileCount: number; tilePlaced: boolean } | null;
  /** The viewer's own secrets; null in the public view. */
  me: { hand: string[]; tiles: string[]; played: string | null } | null;
  decision: DecisionView | null;
  support: SupportOutcome | null;
  log: LogEntry[];
  result: GameResult | null;
}

/** Every log key the engine emits; the renderer has a sentence for each (test enforced). */
export const LOG_KEYS = [
  'missionStart', // {mission, leader}
  'intensity', // {seat, n}
  'dealt', // {n, trials}  n = cards dealt in all
  'dealtNone', // {} trials pile empty, nothing dealt
  'frenzied', // {seat, n}
  'chaplainTile', // {} the Chaplain placed a tile and withdrew
  'played', // {seat, card} threat card into No Man's Land
  'knock', // {seat, card} hard knock in front of seat
  'christmasPlayed', // {seat, card}
  'trap', // {seat, card} the trap card that fired
  'trapDraw', // {seat, card} the card the trap (or Clumsy) drew and played
  'drawEmpty', // {seat} nothing to draw: the trials pile is empty
  'charm', // {seat, card}
  'speech', // {seat, threat}
  'speechDiscard', // {seat, card}  public: the card must show the named threat (G32)
  'speechPass', // {seat}  engine version 1 only (a public pass told who lacked the threat); kept so old logs still read
  'speechEnd', // {seat, threat}  the speaker's speech has been answered by everyone asked
  'withdraw', // {seat}
  'forcedWithdraw', // {seat} Fearful
  'tilePlaced', // {seat}
  'tileChosen', // {seat, tile}  private to seat
  'tilePanicked', // {seat}  the tile was picked at random (Panicked)
  'noTile', // {seat}
  'forsake', // {seat}
  'forsakeTile', // {seat, tile} private to seat
  'clumsy', // {seat}
  'heal', // {seat, card, owner}
  'christmasNothing', // {seat}
  'missionSuccess', // {mission}
  'missionFailure', // {mission, threat}
  'supportGiven', // {from, to, tile}
  'supportBest', // {seat, count}
  'supportTie', // {}
  'supportNone', // {}
  'chaplainBest', // {}
  'reliefCharm', // {seat}
  'reliefNothing', // {seat}
  'morale', // {n, morale}
  'leader', // {seat}
  'speechToken', // {seat}
  'tyrant', // {seat}
  'victory', // {}
  'defeatKnocks', // {seat}
  'defeatMorale', // {}
] as const;
export type LogKey = (typeof LOG_KEYS)[number];
