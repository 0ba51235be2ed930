/**
 * Dawn and night answered by everyone at once (rules version 3, ruling S66). Under versions 1–2 a
 * pass hands the device round in `night.order`, one screen at a time. From version 3 every living
 * player who has not answered the current pass decides at the same time, each on their own screen
 * (their phone, or the shared screen in turn): the pass ends when the last of them answered, and the
 * second pass starts only then, so the witches' first-pass proposals are complete before any
 * second-pass screen is built.
 *
 * Nothing kept in the state says in which order the answers came: proposals, confessions and the
 * seats that answered are kept in pass order (`night.order`), and the pass's log lines are written
 * only when the pass ends, in pass order too. The same answers given in any order therefore leave
 * the same state, the same log and the same public table (a witch who waits to see another witch's
 * pick cannot be told from the record). Who has answered so far is public (the table sees who is
 * still holding a phone); what they answered is not.
 */
import type { Seat } from '../../engine/contract';
import { rulesAtLeast } from '../../engine/rules-version';
import type { NightState, SalemAction, SalemState } from './types';
import { currentDecision, log } from './state';

type NightAction = Extract<SalemAction, { type: 'night' }>;

/** The rules version from which a pass is answered by everyone at once. */
export const AT_ONCE_VERSION = 3;

export function atOnce(s: SalemState): boolean {
  return rulesAtLeast(s, AT_ONCE_VERSION);
}

/** Living seats still to answer the current pass, in pass order (version 3 only; [] otherwise). */
export function waitingSeats(night: NightState): Seat[] {
  const done = night.done ?? [];
  return night.order.filter((seat) => !done.includes(seat));
}

/**
 * Who decides now: during a version-3 pass, every seat still to answer it (in pass order, so a
 * shared screen taking the first keeps the device going round as before); otherwise the one seat
 * of the current decision.
 */
export function decidingSeats(s: SalemState): Seat[] {
  const d = currentDecision(s);
  if (!d) return [];
  if (d.t === 'night' && s.night && atOnce(s)) return waitingSeats(s.night);
  return [d.seat];
}

export function decides(s: SalemState, seat: Seat): boolean {
  return decidingSeats(s).includes(seat);
}

/** `list` with `item` added, kept in pass order by `seatOf` (a stable sort: one entry per seat and pass). */
function inPassOrder<T>(night: NightState, list: readonly T[], item: T, seatOf: (x: T) => Seat, passOf: (x: T) => number = () => 0): T[] {
  const at = (x: T) => passOf(x) * night.order.length + night.order.indexOf(seatOf(x));
  return [...list, item].sort((x, y) => at(x) - at(y));
}

/**
 * Records one seat's answer of a version-3 pass, in pass order, and writes no line: the pass's
 * lines come at its end (`logPass`). Returns the seats still to answer.
 */
export function recordAtOnce(s: SalemState, night: NightState, seat: Seat, a: NightAction): Seat[] {
  if (night.witches.includes(seat)) {
    night.proposals = inPassOrder(night, night.proposals, { seat, target: a.answers[0]!, pass: night.pass }, (p) => p.seat, (p) => p.pass);
  }
  if (night.kind === 'night' && night.pass === 2 && night.constable === seat) night.gavel = a.answers[1]!;
  if (a.confess !== null) night.confessions = inPassOrder(night, night.confessions, { seat, tryal: a.confess }, (c) => c.seat);
  night.done = inPassOrder(night, night.done ?? [], seat, (x) => x);
  night.answered = night.done.length;
  return waitingSeats(night);
}

/**
 * A finished pass's lines, in pass order whatever order the answers came in: each witch's pick to
 * every witch awake, and the public "that seat answered" — the lines versions 1–2 wrote one screen
 * at a time.
 */
export function logPass(s: SalemState, night: NightState): void {
  for (const seat of night.order) {
    const proposal = night.proposals.find((p) => p.seat === seat && p.pass === night.pass);
    if (proposal) for (const w of night.witches) log(s, 'proposal', { ...proposal, kind: night.kind }, w);
    log(s, 'nightAnswered', { seat, pass: night.pass, kind: night.kind });
  }
}
