/**
 * Twin games (rulings L87–L91): two games of scripts that differ only in a secret (a role, a
 * culprit, a plot), played side by side. The protagonists may learn what happened on the board,
 * never why (seed l.662); so as long as the twins' public outcome is the same, everything the
 * table is shown must be the same: every protagonist's view and the public one (logs included),
 * who is asked (`status.deciding` and the question), and the protagonist seats' legal lists.
 * Test support only.
 *
 * The protagonists make the same moves in both games. The mastermind plays one game at random;
 * in the other it answers with a move that leaves the table looking exactly the same, if it has
 * one. When the twins stop looking the same, each is run on to its next checkpoint (a protagonist
 * asked, the mastermind's first card of a day, the end) and compared by outcome — the public
 * table without the question asked and without the lines that announce that nothing happened. If
 * some play of the second twin reaches the first twin's outcome, the table was told something the
 * outcome does not explain: a leak.
 */
import { canonicalJson } from '../../engine/hash';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { looper } from './index';
import { MASTERMIND, type LooperAction, type LooperState } from './types';

/** Public lines that only say that nothing changed. */
const NOTHING_LINES: ReadonlySet<string> = new Set(['incidentNoEffect', 'nothingHappens']);
/** Applications the search of the second twin's play may make at one divergence. */
const SEARCH_BUDGET = 1500;

export interface TwinReport {
  /** Moves played in both games while they looked the same. */
  steps: number;
  /** 'over': both ended alike; 'diverged': the outcomes differ; 'limit': still alike after the step limit. */
  ended: 'over' | 'diverged' | 'limit';
  /** What the table was told differently while the outcome was the same; null when nothing. */
  leak: string | null;
  /** The question being answered when the twins parted (or the last one asked). */
  parted: string | null;
}

function protagonistSeats(s: LooperState): number[] {
  return s.players.map((_, seat) => seat).filter((seat) => seat !== MASTERMIND);
}

/** Everything the protagonists and the public table are shown now. */
export function observation(s: LooperState): { deciding: number[]; decision: unknown; views: unknown[]; legal: LooperAction[][] } {
  const seats = protagonistSeats(s);
  const pub = looper.view(s, { kind: 'public' });
  return {
    deciding: looper.status(s).deciding,
    decision: pub.decision,
    views: [pub, ...seats.map((seat) => looper.view(s, { kind: 'seat', seat }))],
    legal: seats.map((seat) => looper.legalActions(s, seat)),
  };
}

const shown = (s: LooperState) => canonicalJson(observation(s));

/** What happened, as the table can tell it: the public table without the question and the "nothing" lines. */
export function outcome(s: LooperState): string {
  const { decision: _asked, log, ...table } = looper.view(s, { kind: 'public' });
  return canonicalJson({ ...table, log: log.filter((l) => !NOTHING_LINES.has(l.key)) });
}

function atCheckpoint(s: LooperState): boolean {
  if (s.result || !s.pending || s.pending.seat !== MASTERMIND) return true;
  return s.pending.t === 'mastermindCards' && !s.placed.some((p) => p.owner === 'mastermind');
}

function applied(s: LooperState, seat: number, action: LooperAction): LooperState {
  const r = looper.apply(s, seat, action);
  if (!r.ok) throw new Error(`twin refused ${JSON.stringify(action)}: ${r.error.message}`);
  return r.state;
}

class Picker {
  private rng: RngState;
  constructor(seed: number) {
    this.rng = seedRng(`twins-${seed}`);
  }
  int(n: number): number {
    const [v, next] = nextInt(this.rng, n);
    this.rng = next;
    return v;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

/** The first twin's mastermind plays on at random to the next checkpoint. */
function runOn(s: LooperState, picker: Picker): LooperState {
  for (let n = 0; !atCheckpoint(s); n++) {
    if (n > 200) throw new Error('twin: no checkpoint reached');
    s = applied(s, MASTERMIND, picker.pick(looper.legalActions(s, MASTERMIND)));
  }
  return s;
}

/** A play of the mastermind that brings `s` to a checkpoint with this outcome (its states), or null. */
function reaches(s: LooperState, target: string, budget: { left: number }): LooperState[] | null {
  if (atCheckpoint(s)) return outcome(s) === target ? [s] : null;
  for (const action of looper.legalActions(s, MASTERMIND)) {
    if (--budget.left < 0) return null;
    const path = reaches(applied(s, MASTERMIND, action), target, budget);
    if (path) return [s, ...path];
  }
  return null;
}

/** What differs between two observations, briefly. */
function difference(a: LooperState, b: LooperState): string {
  const oa = observation(a);
  const ob = observation(b);
  const parts = (['deciding', 'decision', 'legal'] as const).filter((k) => canonicalJson(oa[k]) !== canonicalJson(ob[k]));
  const logA = looper.view(a, { kind: 'public' }).log.map((l) => l.key);
  const logB = looper.view(b, { kind: 'public' }).log.map((l) => l.key);
  const from = logA.findIndex((k, i) => k !== logB[i]);
  if (from >= 0 || logA.length !== logB.length) parts.push(`log from line ${from}: ${logA.slice(from, from + 4).join(',')} | ${logB.slice(from, from + 4).join(',')}` as never);
  return `${parts.join('; ') || 'views'} (asked ${oa.deciding}/${ob.deciding}: ${canonicalJson(oa.decision)} | ${canonicalJson(ob.decision)})`;
}

/**
 * The twins stopped looking the same at `a` (the first twin just moved there): a leak if some play
 * of `b` (the second twin before its answer, or after the same protagonist move) still reaches
 * `a`'s outcome at the next checkpoint.
 */
function judge(a: LooperState, b: LooperState, picker: Picker, mastermindMoves: boolean): string | null {
  const target = outcome(runOn(a, picker));
  const path = reaches(b, target, { left: SEARCH_BUDGET });
  if (!path) return null;
  return difference(a, mastermindMoves && path.length > 1 ? path[1]! : path[0]!);
}

/** The second twin's move that leaves the table looking as the first's did, if any. */
function twinMove(b: LooperState, action: LooperAction, look: string): LooperState | null {
  const legal = looper.legalActions(b, MASTERMIND);
  const same = legal.find((x) => canonicalJson(x) === canonicalJson(action));
  for (const candidate of same ? [same, ...legal] : legal) {
    const next = applied(b, MASTERMIND, candidate);
    if (shown(next) === look) return next;
  }
  return null;
}

/** Plays the twins side by side (seeded), up to `maxSteps` moves. */
export function playTwins(a0: LooperState, b0: LooperState, seed: number, maxSteps: number): TwinReport {
  const picker = new Picker(seed);
  let a = a0;
  let b = b0;
  for (let steps = 0; steps < maxSteps; steps++) {
    if (shown(a) !== shown(b)) throw new Error('playTwins: the twins must start alike');
    if (a.result) return { steps, ended: 'over', leak: null, parted: null };
    const seat = a.pending!.seat;
    if (seat !== MASTERMIND) {
      const legal = looper.legalActions(a, seat);
      // The early Final Guess one time in five: the twins should live through loops.
      const stay = legal.filter((x) => x.type !== 'goToFinalGuess');
      const action = picker.pick(stay.length > 0 && picker.int(5) > 0 ? stay : legal);
      const [nextA, nextB] = [applied(a, seat, action), applied(b, seat, action)];
      if (shown(nextA) !== shown(nextB)) return { steps, ended: 'diverged', leak: judge(nextA, nextB, picker, false), parted: a.pending!.t };
      [a, b] = [nextA, nextB];
      continue;
    }
    const legal = looper.legalActions(a, MASTERMIND);
    let moved = false;
    let first: LooperState | null = null;
    // A move at random first, then every other from a random place: the twins stay alike while the mastermind can keep them so.
    const from = picker.int(legal.length);
    for (let t = 0; t < legal.length && !moved; t++) {
      const action = legal[(from + t) % legal.length]!;
      const nextA = applied(a, MASTERMIND, action);
      first ??= nextA;
      const nextB = twinMove(b, action, shown(nextA));
      if (nextB) [a, b, moved] = [nextA, nextB, true];
    }
    if (!moved) return { steps, ended: 'diverged', leak: judge(first!, b, picker, true), parted: a.pending!.t };
  }
  return { steps: maxSteps, ended: 'limit', leak: null, parted: null };
}
