/**
 * Salem 1692's flow, declared in one place: which step follows which. A rule module changes the
 * draft and returns what happens next (next.ts) instead of calling the next step itself; `runFlow`
 * runs it, and whatever it returns. When nothing is pending, `resume` says how the day goes on.
 *
 *   setup ─▶ characters chosen ─▶ dawn: the witches' two passes (night.ts) ─▶ the Black Cat given,
 *            its holder plays first (dawn.ts)
 *   a turn (turn.ts): Draw 2, play cards (card-effects.ts: accusations, reveals, offers), End
 *   nothing pending ─▶ resume: Ann Putnam's owed draws and postponed reveal ─▶ the Draw-2 action's
 *            owed draws ─▶ the turn decision again ─▶ the next living player's turn
 *   a black card drawn (draw.ts) ─▶ Night: two passes (night.ts) ─▶ the morning (morning.ts)
 *                               └─▶ Conspiracy: the cat holder's reveal ─▶ the pass (conspiracy.ts)
 *   … and the day resumes. The game ends when a side wins (win.ts), whatever step it is in.
 */
import type { RuleError } from '../../engine/errors';
import { followSteps, runSteps } from '../../engine/flow';
import { accusationsOn } from './characters';
import { startConspiracy } from './conspiracy';
import { giveCat } from './dawn';
import { drawForTurn, drawOutOfTurn } from './draw';
import { runMorning } from './morning';
import type { Next, Outcome } from './next';
import { startNight } from './night';
import { faceDown, leftOf, log } from './state';
import { tryalLostThisTurn } from './tryal-limit';
import { startTurn } from './turn';
import type { Decision, SalemState } from './types';

function step(s: SalemState, n: Next): Next | null {
  switch (n.step) {
    case 'draw': return drawOutOfTurn(s, n.seat);
    case 'night': startNight(s, n.drawer); break;
    case 'conspiracy': startConspiracy(s, n.drawer); break;
    case 'catGiven': giveCat(s, n.holder); break;
    case 'morning': runMorning(s, n.target); break;
  }
  return null;
}

/** Runs `next`, then what it leads to, until nothing more follows. */
export function runFlow(s: SalemState, next: Next | null): void {
  runSteps(s, next, step);
}

/** An action handler's outcome played out: its refusal as it is, or null once all it set off has run. */
export function follow(s: SalemState, outcome: Outcome): RuleError | null {
  return followSteps(s, outcome, step);
}

/** A queued decision still makes sense (its target may have died meanwhile). */
function stillAsked(s: SalemState, d: Decision): boolean {
  if (d.t !== 'reveal') return true;
  return s.players[d.target]!.alive && faceDown(s, d.target).length > 0;
}

function runQueue(s: SalemState): Next | null {
  const [queued, ...rest] = s.queue!;
  s.queue = rest;
  if (queued!.t === 'decide') {
    const d = queued!.decision;
    if (!stillAsked(s, d)) return null;
    // S65: Ann Putnam's postponed reveal, when her draws cost the target a Tryal meanwhile (the Black Cat).
    if (d.t === 'reveal' && tryalLostThisTurn(s, d.target)) {
      log(s, 'tryalLimit', { target: d.target, total: accusationsOn(s, d.target) });
      return null;
    }
    s.pending.push(d);
    return null;
  }
  const { seat, n } = queued!;
  if (!s.players[seat]!.alive) return null;
  if (n > 1) s.queue = [{ t: 'draw', seat, n: n - 1 }, ...rest];
  return drawOutOfTurn(s, seat);
}

/**
 * Nothing is pending and the game goes on: owed out-of-turn work first (Ann Putnam), then the
 * Draw-2 action's owed draws, the turn decision again after a play, or the next living player's turn.
 */
export function resume(s: SalemState): Next | null {
  if (s.queue?.length) return runQueue(s);
  const t = s.turn;
  if (!t) throw new Error('salem: the day cannot resume before dawn');
  if (!s.players[t.seat]!.alive || t.over) {
    const next = leftOf(s, t.seat);
    if (next === null) throw new Error('salem: nobody left to play');
    startTurn(s, next);
    return null;
  }
  if (t.drawsLeft > 0) return drawForTurn(s);
  s.pending.push({ t: 'turn', seat: t.seat });
  return null;
}
