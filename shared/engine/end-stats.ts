/**
 * The end-of-game summary every game produces in the same shape, so one end screen can show
 * it: figures per player, the game's length, the decisive moment and every hand. Each game
 * builds it in `shared/games/<game>/stats.ts` from its final state and its history.
 */
import type { Seat } from './contract';
import type { GameHistory, HistoryEntry } from './history';

export interface PlayerStats {
  seat: Seat;
  name: string;
  /** Figure key (translated as `<game>.stats.<key>`, with `n` for plurals) → value. */
  figures: Record<string, number>;
}

/** What a seat held when the game ended; once it is over every hand may be shown. */
export interface RevealedHand {
  seat: Seat;
  name: string;
  cards: string[];
  /** Other secret pieces the game keeps in hand (The Grizzled's support tiles). */
  tiles: string[];
}

export interface DecisiveMoment {
  /** The replay step after which the line was logged (1 = after the first move). */
  step: number;
  /** The log line itself, read with the game's own log sentences. */
  entry: HistoryEntry;
}

export interface EndStats {
  players: PlayerStats[];
  /** rounds: Silentes' rounds, Grizzled's missions; moves: every surviving move. */
  length: { rounds: number; moves: number };
  decisive: DecisiveMoment | null;
  hands: RevealedHand[];
}

export interface StatsBuilder {
  stats(history: GameHistory): EndStats;
  /** Every seat's secret pieces in any state (replay with all hands open). */
  hands(state: unknown): RevealedHand[];
}

/** The newest public line matching `wanted`, with the step that logged it. */
export function lastEntry(history: GameHistory, wanted: (entry: HistoryEntry) => boolean): DecisiveMoment | null {
  for (let step = history.steps.length; step >= 1; step--) {
    const entries = history.steps[step - 1]!.entries;
    for (let i = entries.length - 1; i >= 0; i--) {
      const entry = entries[i]!;
      if (entry.to === undefined && wanted(entry)) return { step, entry };
    }
  }
  return null;
}

/** The public line just before the newest one matching `anchor` (what caused it), or null. */
export function causeOf(history: GameHistory, anchor: (entry: HistoryEntry) => boolean): DecisiveMoment | null {
  const lines = publicLines(history);
  for (let i = lines.length - 1; i >= 0; i--) {
    if (!anchor(lines[i]!.entry)) continue;
    for (let j = i - 1; j >= 0; j--) if (!anchor(lines[j]!.entry)) return lines[j]!;
    return null;
  }
  return null;
}

function publicLines(history: GameHistory): DecisiveMoment[] {
  return history.steps.flatMap((step, index) =>
    step.entries.filter((entry) => entry.to === undefined).map((entry) => ({ step: index + 1, entry })),
  );
}

/** Every line of the history, in order (private ones included: only counts are taken from them). */
export function allEntries(history: GameHistory): HistoryEntry[] {
  return [...history.opening, ...history.steps.flatMap((step) => step.entries)];
}

export function finalState<S>(history: GameHistory): S {
  return history.states[history.states.length - 1] as S;
}

/** What a game supplies for its end screen; `endStatsOf` assembles it into the one EndStats shape. */
export interface EndStatsParts<S extends { result: unknown }> {
  /** Each seat's figures, from the final state and the whole history. */
  players(final: S, history: GameHistory): PlayerStats[];
  /** The game's count of rounds (Silentes' rounds, Grizzled's missions, Looper's loops…). */
  rounds(final: S): number;
  /** The line that decided the game; asked only once it has a result. */
  decisive(history: GameHistory, result: NonNullable<S['result']>, final: S): DecisiveMoment | null;
  /** Every seat's secret pieces in `state`. */
  hands(state: S): RevealedHand[];
}

export function endStatsOf<S extends { result: unknown }>(parts: EndStatsParts<S>): StatsBuilder {
  return {
    stats(history) {
      const final = finalState<S>(history);
      return {
        players: parts.players(final, history),
        length: { rounds: parts.rounds(final), moves: history.steps.length },
        decisive: final.result ? parts.decisive(history, final.result as NonNullable<S['result']>, final) : null,
        hands: parts.hands(final),
      };
    },
    hands: (state) => parts.hands(state as S),
  };
}
