/**
 * For the games' tests: a move that must be accepted, a row of them, a move that must be refused
 * without a trace, and input a parse must refuse. One kit, so every game's tests hold its reducer
 * and its schemas to the same standard.
 */
import { expect } from 'vitest';
import type { ApplyResult, Seat } from './contract';
import type { RuleError } from './errors';
import { stateHash } from './hash';

interface Reducer<S, A> {
  apply(state: S, seat: Seat, action: A): ApplyResult<S>;
  legalActions(state: S, seat: Seat): A[];
}

export interface MoveKitOptions<S> {
  /** What a failed `act` prints as the game's current decision. */
  decision: (s: S) => unknown;
  /** Whether a refusal must also leave the canonical hash as it was (not only a deep-equal input). */
  sameHash: boolean;
}

export function moveKit<S, A>(game: Reducer<S, A>, { decision, sameHash }: MoveKitOptions<S>) {
  /** Applies an action that must be legal; a rejection fails the test with its code and message. */
  function act(s: S, seat: Seat, action: A): S {
    const r = game.apply(s, seat, action);
    if (!r.ok) {
      throw new Error(`seat ${seat} ${JSON.stringify(action)} rejected: ${r.error.code} (${r.error.message}) at ${JSON.stringify(decision(s))}`);
    }
    return r.state;
  }

  /** Applies several actions in a row: [seat, action] pairs. */
  function play(s: S, ...moves: [Seat, A][]): S {
    return moves.reduce((acc, [seat, a]) => act(acc, seat, a), s);
  }

  /** Rejected with `code`, the input left as it was, and not offered by legalActions. */
  function expectRejected(s: S, seat: Seat, action: A, code: string): void {
    const before = structuredClone(s);
    const hash = sameHash ? stateHash(s) : null;
    const r = game.apply(s, seat, action);
    expect(r.ok, `expected ${JSON.stringify(action)} to be rejected with ${code}`).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
    expect(s).toEqual(before);
    if (hash !== null) expect(stateHash(s)).toBe(hash);
    expect(game.legalActions(s, seat)).not.toContainEqual(action);
  }

  return { act, play, expectRejected };
}

/** The error of a parse that must refuse `raw` with `code` (the test fails when it parses). */
export function parseRefusal(r: { ok: true } | { ok: false; error: RuleError }, raw: unknown, code: string): RuleError {
  expect(r.ok, `expected ${JSON.stringify(raw)} to be rejected`).toBe(false);
  if (r.ok) throw new Error('unreachable: the expectation above failed');
  expect(r.error.code).toBe(code);
  return r.error;
}
