/**
 * Tragedy Looper's data model: the full state (main process only), the pending decision,
 * the actions a seat can send, and the per-seat view a renderer receives.
 *
 * Seats: seat 0 is the mastermind; seats 1..n-1 are the protagonist players (1 to 3). There
 * are always three protagonist hands (HandIndex 0..2); `holders` says which seat holds each
 * (one person may hold several: the 2- and 3-player variants, digest §5.8).
 *
 * Targets are plain ids: character ids and location ids never overlap.
 */
import type { GameResult, Seat } from '../../engine/contract';
import type { RngState } from '../../engine/rng';
import type { CharacterId, CounterKind, HandIndex, IncidentId, LocationId, PlotId, RoleId } from './ids';
import type { Script, ScriptPublicCard, ScriptSecretCard } from './script';

export const MASTERMIND: Seat = 0;

export type Target = CharacterId | LocationId;

export interface LooperOptions {
  /** Player names; index 0 is the mastermind. 2 to 4 people. */
  players: string[];
  /** The whole script, validated by validateScript before a game may start. */
  script: Script;
  /** How many loops to play; defaults to the public card's. Must be one of the handbook's difficulty keys when given. */
  loops?: number;
}

export interface CharacterState {
  id: CharacterId;
  /** null: not on the board (Godly Being before its entry loop). */
  location: LocationId | null;
  alive: boolean;
  paranoia: number;
  goodwill: number;
  intrigue: number;
  /** The Police Officer's Extra marker: absorbs the next death this loop. */
  guarded: boolean;
}

/** A face-down action card on a target. `owner` is 'mastermind' or a protagonist hand. */
export interface PlacedCard {
  owner: 'mastermind' | HandIndex;
  card: string;
  target: Target;
}

/** A goodwill ability a leader declared (public: the leader says it out loud). */
export interface AbilityUse {
  character: CharacterId;
  /** Index in the character's ability list (abilities.ts). */
  ability: number;
  target?: Target;
  /** Doctor's first ability: +1 or -1 paranoia. */
  sign?: 1 | -1;
  /** Police Officer / Godly Being: the incident (by its day) whose culprit is asked for. */
  day?: number;
  /** Informer: the subplot the leader names. */
  plot?: PlotId;
  /** Class Rep: the leader's spent once-per-loop card to take back. */
  card?: string;
}

/** The mastermind's [MM ability] step (digest §5.4 step 5). */
export type MastermindAbilityId = 'brain' | 'conspiracyTheorist' | 'unsettlingRumor' | 'doctor';

export interface MastermindAbilityUse {
  ability: MastermindAbilityId;
  /** The character whose role (or card, for the Doctor) gives the ability; null for a plot rule. */
  source: CharacterId | null;
  target: Target;
  /** Doctor: place (+1) or remove (-1) a paranoia. */
  sign?: 1 | -1;
}

/** Optional [Day end] / [Last day end] effects the mastermind may trigger. */
export type DayEndEffectId = 'killerKillsKeyPerson' | 'killerKillsProtagonists' | 'lovedOneKillsProtagonists' | 'timeTravelerLoss';

export interface DayEndUse {
  effect: DayEndEffectId;
  source: CharacterId;
}

/** The mastermind's choices when an incident occurs (which fields apply depends on the incident). */
export interface IncidentChoice {
  /** Murder's victim, Increasing Unease's paranoia target, Faraway Murder's victim, Spreading's source, Butterfly Effect's target. */
  target?: CharacterId;
  /** Increasing Unease's intrigue target, Spreading's receiver. */
  second?: CharacterId;
  /** Missing Person's destination. */
  location?: LocationId;
  /** Butterfly Effect's counter. */
  counter?: CounterKind;
}

/** The one decision the game waits for. Exactly one seat answers it. */
export type Decision =
  /** Loop set-up: the Henchman's start location. */
  | { t: 'henchmanStart'; seat: Seat }
  /** Time Spiral (Basic Tragedy, loops remain): go on, or straight to the Final Guess. */
  | { t: 'timeSpiral'; seat: Seat }
  /** The mastermind places one face-down card (asked three times a day). */
  | { t: 'mastermindCards'; seat: Seat }
  /** A protagonist hand places its one card; leader's hand first. */
  | { t: 'protagonistCard'; seat: Seat; hand: HandIndex }
  /** Card resolution: a Forbid Intrigue is in effect; the mastermind says whether a Cultist ignores it. Asked whenever one is in effect, Cultist or not. */
  | { t: 'cultist'; seat: Seat }
  /** Step 5: one optional mastermind ability, or done. Asked every day. */
  | { t: 'mastermindAbility'; seat: Seat }
  /** Step 6: the leader declares one goodwill ability, or ends the step. */
  | { t: 'goodwill'; seat: Seat }
  /** The mastermind allows or refuses a declared ability. Asked for every refusable ability, whatever the role. */
  | { t: 'refusal'; seat: Seat; use: AbilityUse }
  /** Informer: the mastermind names another active subplot. */
  | { t: 'informer'; seat: Seat; named: PlotId }
  /** Step 7: an incident occurred and has choices to make. */
  | { t: 'incident'; seat: Seat; day: number; incident: IncidentId }
  /** Step 9: optional day-end effects, then end the day. Asked every day. */
  | { t: 'dayEnd'; seat: Seat }
  /** Final Guess: the protagonists name one character's role. */
  | { t: 'finalGuess'; seat: Seat };

export type DecisionKind = Decision['t'];

export type LooperAction =
  | { type: 'henchmanStart'; location: LocationId }
  | { type: 'continueLoops' }
  | { type: 'goToFinalGuess' }
  | { type: 'placeCard'; card: string; target: Target }
  | { type: 'cultist'; ignore: boolean }
  | ({ type: 'mastermindAbility' } & MastermindAbilityUse)
  | { type: 'endMastermindAbilities' }
  | ({ type: 'useGoodwill' } & AbilityUse)
  | { type: 'endGoodwill' }
  | { type: 'refusal'; refuse: boolean }
  /** null only when no other subplot is active (First Steps, ruling L7). */
  | { type: 'informerAnswer'; plot: PlotId | null }
  | ({ type: 'incidentChoice' } & IncidentChoice)
  | ({ type: 'dayEnd' } & DayEndUse)
  | { type: 'endDay' }
  | { type: 'guess'; character: CharacterId; role: RoleId };

/** A public (or, with `to`, private) log line: an i18n key and its parameters. Never names a hidden source. */
export interface LogEntry {
  key: string;
  params: Record<string, string | number>;
  /** Only this seat may read it (the mastermind's private notes). */
  to?: Seat;
}

/** An incident on this loop's schedule and what became of it (public). */
export interface IncidentRecord {
  day: number;
  incident: IncidentId;
  /** null until its day's incident step. */
  occurred: boolean | null;
}

export type Step =
  | 'loopStart'
  | 'mastermindCards'
  | 'protagonistCards'
  | 'cardResolution'
  | 'mastermindAbilities'
  | 'goodwillAbilities'
  | 'incidents'
  | 'dayEnd'
  | 'finalGuess'
  | 'over';

/** Where the game stands: the state keeps it and every view shows it as it is. */
export interface LooperClock {
  loops: number;
  loop: number;
  day: number;
  step: Step;
  /** The protagonist hand holding the leader card. */
  leader: HandIndex;
  /** Which seat holds each protagonist hand now. */
  holders: [Seat, Seat, Seat];
}

export interface LooperState extends LooperClock {
  /** The rules version this game was created with (shared/engine/rules-version.ts). */
  rulesVersion: number;
  players: string[];
  script: Script;
  rng: RngState;
  /** Cast members, in the script's cast order. */
  characters: CharacterState[];
  locationIntrigue: Record<LocationId, number>;
  /** Once-per-loop cards already used this loop (they stay face up until loop end). */
  spent: { mastermind: string[]; hands: [string[], string[], string[]] };
  /** Cards on the board today, face down until resolution. */
  placed: PlacedCard[];
  /** Today's cards after resolution (public, until the next day's placement). */
  resolved: PlacedCard[];
  pending: Decision | null;
  /** Roles revealed to everyone (persist across loops: knowledge is not reset). */
  revealedRoles: Partial<Record<CharacterId, RoleId>>;
  /** Culprits revealed to everyone, by incident day. */
  revealedCulprits: Record<number, CharacterId>;
  incidents: IncidentRecord[];
  /** Ability keys used today and this loop ('doctor:0', 'rumor', …): daily and once-per-loop limits. */
  usedToday: string[];
  usedThisLoop: string[];
  /** Loop-long effects: Doctor freed the Patient; Henchman stops his incidents. */
  patientFree: boolean;
  henchmanCalm: boolean;
  /** The Henchman's start location the mastermind chose for this loop (L10); set by loop set-up. */
  henchmanStart?: LocationId | null;
  /** Goodwill each character had at the end of the previous loop (Threads of Fate). */
  goodwillAtLoopEnd: Partial<Record<CharacterId, number>>;
  /** Set when the protagonists die or lose in the middle of a loop: the loop ends at once. */
  loopOver: null | { reason: 'protagonistsDied' | 'keyPersonDied' | 'mastermindDeclared' };
  /** How many loops the protagonists have lost so far. */
  loopsLost: number;
  finalGuess: { named: { character: CharacterId; role: RoleId }[] } | null;
  result: GameResult | null;
  log: LogEntry[];
}

/** A character as a viewer may see it. */
export interface CharacterView extends CharacterState {
  /** The role, only once revealed (or always, for the mastermind's view). */
  role: RoleId | null;
}

export interface DecisionView {
  t: DecisionKind;
  seat: Seat;
  hand?: HandIndex;
  day?: number;
  incident?: IncidentId;
  /** The declared ability (public: the leader says it). */
  use?: AbilityUse;
  named?: PlotId;
}

export interface LooperView extends LooperClock {
  /** The seat this view belongs to; null = the public table. */
  viewer: Seat | null;
  isMastermind: boolean;
  players: string[];
  publicCard: ScriptPublicCard;
  /** The mastermind only: the secret card and the handbook title. */
  secret: ScriptSecretCard | null;
  title: string | null;
  /** On-board characters and corpses (not the Godly Being before it enters). */
  characters: CharacterView[];
  locationIntrigue: Record<LocationId, number>;
  /** The Boss's Turf when the Boss is cast (public marker). */
  turf: LocationId | null;
  /** The viewer's own hands: the mastermind's, or the protagonist hands this seat holds. */
  hands: { owner: 'mastermind' | HandIndex; available: string[] }[];
  spent: { mastermind: string[]; hands: [string[], string[], string[]] };
  /** Today's face-down cards: `card` is null unless the viewer owns it. */
  placed: { owner: 'mastermind' | HandIndex; target: Target; card: string | null }[];
  resolved: PlacedCard[];
  revealedCulprits: Record<number, CharacterId>;
  incidents: IncidentRecord[];
  decision: DecisionView | null;
  finalGuess: { named: { character: CharacterId; role: RoleId }[] } | null;
  log: LogEntry[];
  result: GameResult | null;
  /**
   * The mastermind only: the whole state, minus the protagonists' face-down cards (the
   * mastermind never decides while one is face down, so this is everything it knows). The AI
   * mastermind searches from it; null in every other view.
   */
  mastermindState: LooperState | null;
}
