/**
 * The one contract every game module implements. Modelled on boardgame.io's core:
 * a pure reducer plus an explicit per-viewer projection. Everything here is pure and
 * deterministic: randomness lives in the game state (see rng.ts), never in a global.
 */
import type { RuleError } from './errors';
import type { BotLevel } from './bot-level';

export type Seat = number;

/** Who is looking: one seat, or the shared table (public information only). */
export type Viewer = { kind: 'seat'; seat: Seat } | { kind: 'public' };

export type ApplyResult<S> = { ok: true; state: S } | { ok: false; error: RuleError };

export interface GameResult {
  outcome: 'victory' | 'defeat';
  /** i18n key fragment explaining why, e.g. 'huntDeckExhausted' */
  reason: string;
}

export interface GameStatus {
  /** i18n key fragment of the current phase, e.g. 'survivors' */
  phase: string;
  round: number;
  /** Seats that must decide now. Games in this app decide one seat at a time. */
  deciding: Seat[];
  result: GameResult | null;
  /** Small public figures the save list shows (e.g. noise, cards left). */
  summary: Record<string, number | string>;
  /**
   * Seats other than the deciding one that may act now anyway (Silentes' provisions are
   * played "en cualquier momento… incluso fuera de tu turno"). The whole table sees this
   * list, so it is computed from public information only. Absent or empty in most games.
   */
  interrupts?: Seat[];
}

export interface GameModule<S, A, O, V> {
  readonly id: string;
  /**
   * The rules version new games are created with. Bumped by every rule change that would make an
   * old log replay differently; the change is then gated by the state's own `rulesVersion`, so a
   * game keeps the rules it began with (shared/engine/rules-version.ts).
   */
  readonly rulesVersion: number;
  /**
   * Saves written before states carried a rules version recorded only the module's version at
   * creation (the session's `engine_version`). The rules versions that could have written such a
   * save, most likely first; absent means exactly that one. The session layer picks the first one
   * its whole log replays under.
   */
  legacyRulesVersions?(engineVersion: number): number[];
  readonly seats: { min: number; max: number };
  /** Validates the untrusted options object (zod-like: returns a typed value or an error). */
  parseOptions(raw: unknown): { ok: true; value: O } | { ok: false; error: RuleError };
  /** Validates the shape of an untrusted action; legality is apply()'s job. */
  parseAction(raw: unknown): { ok: true; value: A } | { ok: false; error: RuleError };
  /** A new game under `rulesVersion` (default: the current one); the state records it. */
  setup(options: O, seed: string, rulesVersion?: number): S;
  /**
   * The seats that won a finished game, for a game whose seats are not all on one side (one against
   * all, hidden teams); null while it is being played. Absent: the table's result is every seat's.
   */
  winners?(state: S): Seat[] | null;
  /** Every action `seat` may take now (empty when it is not that seat's decision). */
  legalActions(state: S, seat: Seat): A[];
  /** Pure: never mutates `state`. A rejected action returns a typed error. */
  apply(state: S, seat: Seat, action: A): ApplyResult<S>;
  /** What `viewer` may see. Hidden parts are left out, never merely flagged. */
  view(state: S, viewer: Viewer): V;
  status(state: S): GameStatus;
  /**
   * True when going back from `after` to `before` reveals nothing and undoes no random
   * draw (BGA's undo policy): no deck draw, no peek, no shuffle or coin.
   */
  undoable(before: S, after: S): boolean;
  /**
   * A bot choice for `seat`, decided from that seat's own view only, at `level` (absent: `normal`).
   * Deterministic for a given view, legal list, seed and level.
   */
  bot(view: V, seat: Seat, legal: A[], rngSeed: number, level?: BotLevel): A;
  /** May this seat see everything its own view shows without a hand-off screen? */
  openInformation(state: S): boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any>;
