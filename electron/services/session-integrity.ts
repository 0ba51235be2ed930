/**
 * Checking a saved log against itself: every action row records the hash of the state it
 * led to, every snapshot the hash of the state it holds. A snapshot that is not JSON, or
 * whose content no longer hashes to its recorded hash (a zeroed or rewritten page), is
 * treated exactly like a log that does not replay: a typed `replay_mismatch`.
 *
 * `walkLog` replays a whole session from its oldest good snapshot, checking every row; it
 * is a generator so the background integrity pass can run it in slices between requests,
 * and the recovery command can run it to the end at once.
 */
import type { AnyGameModule, Seat } from '../../shared/engine/contract';
import { stateHash } from '../../shared/engine/hash';
import { stampRules } from '../../shared/engine/rules-version';
import { ServiceError } from './errors';
import type { ActionRow, SnapshotRow } from './session-store';

export function replayMismatch(sessionId: string, seq: number, detail: string): ServiceError {
  return new ServiceError('replay_mismatch', `Session ${sessionId} does not replay at seq ${seq} (${detail})`, {
    sessionId,
    seq,
    detail,
  });
}

/**
 * A snapshot's state, playing by `rulesVersion` (the session's: a state saved before states carried
 * their version is given it), or replay_mismatch when its content is unreadable or not what its hash says.
 */
export function readSnapshot(snapshot: SnapshotRow, sessionId: string, rulesVersion: number): unknown {
  let state: unknown;
  try {
    state = JSON.parse(snapshot.state_json);
  } catch {
    throw replayMismatch(sessionId, snapshot.seq, 'snapshot is not JSON');
  }
  if (stateHash(state) !== snapshot.state_hash) throw replayMismatch(sessionId, snapshot.seq, 'snapshot hash differs');
  return stampRules(state, rulesVersion);
}

export function replayStep(module: AnyGameModule, state: unknown, row: ActionRow, sessionId: string): unknown {
  let payload: unknown;
  try {
    payload = JSON.parse(row.payload_json);
  } catch {
    throw replayMismatch(sessionId, row.seq, 'action is not JSON');
  }
  const action = module.parseAction(payload);
  if (!action.ok) throw replayMismatch(sessionId, row.seq, action.error.code);
  const applied = module.apply(state, row.seat as Seat, action.value);
  if (!applied.ok) throw replayMismatch(sessionId, row.seq, applied.error.code);
  return applied.state;
}

export interface WalkInput {
  sessionId: string;
  module: AnyGameModule;
  /** The rules version the session plays by (see session-rules.ts). */
  rulesVersion: number;
  headSeq: number;
  actions: ActionRow[];
  snapshots: SnapshotRow[];
}

export interface WalkResult {
  /** Snapshots whose content was damaged, with the state the log proves they should hold. */
  repairs: { seq: number; state: unknown; hash: string }[];
  finalHash: string;
}

/** Rows checked between two yields of the background pass. */
export const WALK_SLICE = 100;

/**
 * Replays the whole log from the oldest snapshot that is still good, checking each row's
 * hash. Throws replay_mismatch at the first row that does not replay; yields every
 * WALK_SLICE rows so a caller can spread the work out.
 */
export function* walkLog(input: WalkInput): Generator<void, WalkResult, void> {
  const { sessionId, module, headSeq } = input;
  const rows = input.actions.filter((row) => row.seq <= headSeq);
  const snapshots = new Map(input.snapshots.map((s) => [s.seq, s]));
  const good = new Map<number, unknown>();
  const repairs: WalkResult['repairs'] = [];
  for (const snapshot of input.snapshots) {
    try {
      good.set(snapshot.seq, readSnapshot(snapshot, sessionId, input.rulesVersion));
    } catch {
      // Damaged: rebuilt from the log below, if the log allows.
    }
  }
  const start = [...good.keys()].sort((a, b) => a - b)[0];
  if (start === undefined) throw replayMismatch(sessionId, 0, 'no good snapshot');

  /** Surviving actions (the undo stack), as seqs. */
  const stack: number[] = [];
  const rowAt = new Map(rows.map((row) => [row.seq, row]));
  let state: unknown = good.get(start);
  let hash = input.snapshots.find((s) => s.seq === start)!.state_hash;
  const rebuild = (upTo: number): unknown => {
    // The state after the surviving actions, replayed from the starting snapshot.
    let rebuilt = good.get(start);
    for (const seq of stack) if (seq > start && seq <= upTo) rebuilt = replayStep(module, rebuilt, rowAt.get(seq)!, sessionId);
    return rebuilt;
  };

  for (const [index, row] of rows.entries()) {
    if (row.seq !== index + 1) throw replayMismatch(sessionId, row.seq, 'log out of order');
    if (row.kind === 'action') {
      stack.push(row.seq);
      if (row.seq > start) state = replayStep(module, state, row, sessionId);
    } else {
      if (stack[stack.length - 1] !== row.undoes) throw replayMismatch(sessionId, row.seq, 'undo of a move that is not the last');
      stack.pop();
      if (row.seq > start) {
        const top = stack[stack.length - 1] ?? 0;
        if (good.has(row.seq)) state = good.get(row.seq);
        else if (start === 0 || top >= start) state = rebuild(top);
        else throw replayMismatch(sessionId, row.seq, 'undo before the oldest good snapshot');
      }
    }
    if (row.seq > start) {
      hash = stateHash(state);
      if (hash !== row.state_hash) throw replayMismatch(sessionId, row.seq, 'hash differs');
      const snapshot = snapshots.get(row.seq);
      if (snapshot && !good.has(row.seq)) repairs.push({ seq: row.seq, state, hash });
    }
    if ((index + 1) % WALK_SLICE === 0) yield;
  }
  if (rows.length !== headSeq) throw replayMismatch(sessionId, headSeq, 'log ends early');
  if (start > 0) {
    // Snapshots older than the starting one cannot be rebuilt forwards; they stay as they are.
    for (const seq of snapshots.keys()) if (seq < start && !good.has(seq)) throw replayMismatch(sessionId, seq, 'snapshot before the oldest good one');
  }
  return { repairs, finalHash: hash };
}

/** Runs a walk to its end at once. */
export function walkToEnd(walk: Generator<void, WalkResult, void>): WalkResult {
  for (;;) {
    const step = walk.next();
    if (step.done) return step.value;
  }
}
