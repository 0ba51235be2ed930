/**
 * Silentes data model: the full state (main process only), the actions a seat can send,
 * and the per-seat view the renderer receives. Cards are short strings so saves stay
 * readable: hunt and provision cards are `<suit><rank>` ('B4', 'C14', 'O2'), omens 'M0'..'M21'.
 */
import type { RngState } from '../../engine/rng';
import type { GameResult, Seat } from '../../engine/contract';

/** Bastos (industrial ruins), Copas (residential), Espadas (collapsed infrastructure), Oros (sewers). */
export type Suit = 'B' | 'C' | 'E' | 'O';
export const SUITS: readonly Suit[] = ['B', 'C', 'E', 'O'];

export type ProvisionKey =
  | 'multitool' | 'barricade' | 'scrap'
  | 'water' | 'firstAid' | 'rations'
  | 'dagger' | 'grapple' | 'mirror'
  | 'cannedFood' | 'map' | 'amulet';

export interface SilentesOptions {
  players: [string, string];
  /** One person plays both seats: no hand-off screen, both hands shown. */
  openHands: boolean;
}

/** What a survivor did in phase 1 of the current round (public: cards are played face up). */
export type RoundPlay =
  | { kind: 'hide'; card: string; shelter: number; lost?: boolean }
  | { kind: 'entrench'; card: string; lost?: boolean }
  | { kind: 'search' }
  | { kind: 'distract'; suit: Suit; card: string };

export interface SeatState {
  name: string;
  /** Hunt cards and provisions together, in the order they arrived. */
  hand: string[];
  /** Personal discard pile (public): lost silence cards, distraction discards, used provisions. */
  discard: string[];
  position: number | null;
  play: RoundPlay | null;
  /** The silence card played (hide) in the previous round, for entrenching. */
  lastHideCard: string | null;
  /** Noise points this survivor caused, for La Justicia. */
  noiseCaused: number;
}

/** afterReveal: the hunt card was flipped; omenNoise: a revealed omen is about to add noise. */
export type WindowKind = 'afterReveal' | 'beforeCompare' | 'afterFail' | 'omenNoise';

/** A pending decision: exactly one seat must answer it. */
export type Decision =
  | { t: 'place'; seat: Seat }
  | { t: 'act'; seat: Seat }
  /**
   * A response window (R35): the flow stops so a survivor holding provisions may play one
   * before the next automatic step. `subject` is the survivor the moment is about (the hunted
   * one for 'beforeCompare'/'afterFail'; the asked seat itself otherwise).
   */
  | { t: 'window'; seat: Seat; window: WindowKind; subject: Seat }
  | { t: 'lovers'; seat: Seat; subject: Seat; amount: number }
  | { t: 'mirror'; seat: Seat; options: Suit[] }
  | { t: 'hierophant'; seat: Seat; cards: string[] }
  | { t: 'magician'; seat: Seat }
  | { t: 'empress'; seat: Seat; cards: string[] }
  | { t: 'chariot'; seat: Seat }
  | { t: 'star'; seat: Seat }
  | { t: 'justice'; seat: Seat }
  | { t: 'tower'; seat: Seat; options: number[] }
  | { t: 'firstAid'; seat: Seat }
  | { t: 'firstAidDiscard'; seat: Seat }
  | { t: 'mapOrder'; seat: Seat; cards: string[] };

/** Where the automatic part of the round stands; decisions interrupt it. */
export type Stage =
  | { s: 'placement' }
  | { s: 'survivors'; turn: 0 | 1 }
  | { s: 'hunt' }
  | { s: 'afterReveal'; asked: Seat[] }
  | { s: 'omen' }
  /** A revealed omen that may add noise waits while provision holders are asked (R35). */
  | { s: 'omenNoise'; card: string; asked: Seat[] }
  | { s: 'omenChoices'; queue: Decision[] }
  | { s: 'deflect' }
  | { s: 'deflected' }
  | {
      s: 'resolve';
      /** Seats hunted this round, in turn order; null until the hunted zones are final. */
      order: Seat[] | null;
      index: number;
      /** 'afterFailSubject' and 'afterFailOther' are rules version 1's two windows (rules-v1.ts). */
      step: 'beforeCompare' | 'compare' | 'afterFail' | 'afterFailSubject' | 'afterFailOther' | 'lovers' | 'apply';
      pendingNoise: number;
      /** Seats already asked in the current afterFail window round; absent under rules version 1. */
      asked?: Seat[];
    }
  | { s: 'endRound' }
  | { s: 'ended' };

export interface Effects {
  /** La Sacerdotisa: the next omen revealed is ignored. */
  priestess: boolean;
  /** El Diablo: no provision may be played until the next omen. */
  devil: boolean;
  /** Rounds in which a delayed omen applies (the round after the one it was revealed in). */
  strengthRound: number | null;
  hangedRound: number | null;
  temperanceRound: number | null;
  /** Effects of this round only. */
  moon: boolean;
  sun: boolean;
  lovers: boolean;
  hermit: boolean;
  /** Raciones Compartidas: both hands are shown to both seats until the end of this round. */
  handsRevealedRound: number | null;
}

export interface LogEntry {
  /** i18n key under `silentes.log.` */
  key: string;
  params: Record<string, string | number>;
  /** Only this seat may read the entry (e.g. which provision it drew). */
  to?: Seat;
}

export interface SilentesState {
  game: 'silentes';
  /** The rules version this game was created with (shared/engine/rules-version.ts). */
  rulesVersion: number;
  rng: RngState;
  options: SilentesOptions;
  seats: [SeatState, SeatState];
  /** 2 rows of 4; index = row * 4 + col. null = destroyed by La Torre. */
  map: (string | null)[];
  /** index 0 is the top of every deck */
  huntDeck: string[];
  huntDiscard: string[];
  provisionDeck: string[];
  omenDeck: string[];
  omensRevealed: string[];
  noise: number;
  round: number;
  startSeat: Seat;
  stage: Stage;
  /** Stack of pending decisions; the last one is the current decision. */
  pending: Decision[];
  huntCard: string | null;
  /** Why there is no hunt this round, if there is none. */
  huntCancelled: null | 'distraction' | 'hermit' | 'scrap';
  /** Zones hunted this round after omens and mirrors. */
  huntZones: Suit[];
  effects: Effects;
  /** Barricades (2 de Bastos) on shelters, this round only. */
  barricades: { shelter: number; owner: Seat }[];
  /** Cards taken out of the game (La Torre's shelter). */
  removed: string[];
  mirrors: { shelter: number; owner: Seat }[];
  /** Dagger bonus per seat for the current comparison. */
  daggers: [boolean, boolean];
  /** Los Enamorados' sacrifice was already taken this round. */
  loversUsed: boolean;
  result: GameResult | null;
  log: LogEntry[];
  /** Increments on every draw, peek, reveal or random event: undo never crosses it. */
  barrier: number;
}

/**
 * Actions a seat sends. Provision plays never end the seat's decision; a seat listed in
 * `status().interrupts` may send a provision play while another seat decides.
 */
export type SilentesAction =
  | { type: 'place'; shelter: number }
  | { type: 'hide'; shelter: number; card: string; multitool?: boolean; grapple?: boolean }
  | { type: 'entrench' }
  | { type: 'search' }
  | { type: 'distract'; suit: Suit; card: string }
  | { type: 'provision'; card: string; shelter?: number; pick?: string }
  | { type: 'pass' }
  | { type: 'sacrifice' }
  | { type: 'deflect'; suit: Suit }
  | { type: 'order'; cards: string[] }
  | { type: 'give'; cards: string[] }
  | { type: 'distribute'; to: Seat[] }
  | { type: 'moveTo'; shelter: number }
  | { type: 'recover'; card: string }
  | { type: 'discard'; card: string }
  | { type: 'accept' };

export interface SeatView {
  name: string;
  handCount: number;
  /**
   * How many of those cards are provisions. Public (R35): every event that puts a provision
   * into a hand or takes one out happens in front of the table, so the table can count them.
   */
  provisionCount: number;
  /** Present only when the viewer may see this hand. */
  hand: string[] | null;
  discard: string[];
  position: number | null;
  play: RoundPlay | null;
  lastHideCard: string | null;
  noiseCaused: number;
}

export interface SilentesView {
  game: 'silentes';
  viewer: Seat | null;
  seats: [SeatView, SeatView];
  map: (string | null)[];
  /** Effective suit of each shelter this round (El Colgado swaps Copas and Espadas). */
  zones: (Suit | null)[];
  noise: number;
  noiseMax: number;
  round: number;
  startSeat: Seat;
  huntDeckCount: number;
  provisionDeckCount: number;
  omenDeckCount: number;
  omensRevealed: string[];
  huntDiscardCount: number;
  huntCard: string | null;
  huntCancelled: SilentesState['huntCancelled'];
  huntZones: Suit[];
  effects: Effects;
  barricades: number[];
  mirrors: { shelter: number; owner: Seat }[];
  /** The current decision. Private card lists inside it are present only for its seat. */
  decision: Decision | null;
  /** Cards the viewer may see on top of a deck right now (Hierofante to both, Mapa to its holder). */
  peek: { deck: 'hunt' | 'omen'; cards: string[] } | null;
  result: GameResult | null;
  log: LogEntry[];
  stage: Stage['s'];
}
