/**
 * Dawn and Night at one shared screen (ruling S2): every living player gets the device in turn,
 * twice. Witches propose (then confirm) the Black Cat's holder or the victim, the Constable
 * gives the gavel, everybody else answers a decoy with the same options, and on the night's
 * second pass everybody is asked the confession. The options, the legal list and every refusal
 * are the same whatever the seat's role; the role only decides where an answer is recorded. What
 * the last answer leads to (the cat given, the morning) is returned as the flow's next step.
 */
import type { Seat } from '../../engine/contract';
import { ruleError, type RuleError } from '../../engine/errors';
import { nextInt } from '../../engine/rng';
import type { NightState, SalemAction, SalemState } from './types';
import { livingFrom, log, markBarrier } from './state';
import type { Next, Outcome } from './next';
import { confessionOf, holdsConstable, promptOptions } from './night-screen';
import { atOnce, logPass, recordAtOnce } from './night-at-once';

type NightAction = Extract<SalemAction, { type: 'night' }>;

/** Everybody closes their eyes: the witches awake learn each other (privately), the passes begin. */
function wakeUp(s: SalemState, kind: NightState['kind'], drawer: Seat | null): void {
  const order = livingFrom(s, drawer ?? 0);
  const witches = order.filter((seat) => s.players[seat]!.everWitch);
  for (const w of witches) {
    s.players[w]!.knownWitches = witches.slice();
    log(s, 'witchesAre', { seats: witches.join(',') }, w);
  }
  const constable = kind === 'night' ? (order.find((seat) => holdsConstable(s, seat)) ?? null) : null;
  s.night = { kind, drawer, pass: 1, order, answered: 0, witches, constable, proposals: [], gavel: null, confessions: [] };
  // Version 3: everybody answers at once (S66); older games keep the state they hashed.
  if (atOnce(s)) s.night.done = [];
  s.pending.push({ t: 'night', seat: order[0]!, kind, pass: 1 });
  markBarrier(s);
}

/** Dawn, once before the first turn: the witches give the Black Cat, whose holder starts. */
export function startDawn(s: SalemState): void {
  log(s, 'dawn');
  wakeUp(s, 'dawn', null);
}

/** The Night drawn by `drawer`: two passes, then the morning; the deck is rebuilt and the day resumes. */
export function startNight(s: SalemState, drawer: Seat): void {
  s.counts.nights++;
  log(s, 'night', { seat: drawer });
  wakeUp(s, 'night', drawer);
}

/** Every answer the screen allows: the prompts' options crossed, times the confession choices. */
export function nightLegal(s: SalemState, seat: Seat): SalemAction[] {
  const night = s.night;
  if (!night) return [];
  const options = promptOptions(s, night, seat);
  const conf = confessionOf(s, night, seat);
  const confess: (number | 'phips' | null)[] = [null];
  if (conf) {
    confess.push(...conf.tryals);
    if (conf.phips) confess.push('phips');
  }
  let answers: Seat[][] = [[]];
  for (const opts of options) answers = answers.flatMap((prefix) => opts.map((o) => [...prefix, o]));
  return answers.flatMap((a) => confess.map((c): SalemAction => ({ type: 'night', answers: a, confess: c })));
}

/** Refusals name prompts and positions only: the same words for every role. */
function checkNight(s: SalemState, night: NightState, seat: Seat, a: NightAction): RuleError | null {
  const options = promptOptions(s, night, seat);
  if (a.answers.length !== options.length) {
    return ruleError('night_answers', `This screen asks ${options.length} question(s)`, { expected: options.length });
  }
  for (let i = 0; i < options.length; i++) {
    if (!options[i]!.includes(a.answers[i]!)) {
      return ruleError('night_option', `Answer ${i + 1} may not name that player`, { prompt: i + 1, target: a.answers[i]! });
    }
  }
  if (a.confess === null) return null;
  const conf = confessionOf(s, night, seat);
  if (!conf) return ruleError('confession_not_open', 'Nobody confesses on this screen');
  if (a.timedOut) return ruleError('confession_closed', 'The hourglass ran out: the confession window is closed');
  const ok = a.confess === 'phips' ? conf.phips : conf.tryals.includes(a.confess);
  if (!ok) return ruleError('confession_invalid', 'That confession is not open to this player', { tryal: String(a.confess) });
  return null;
}

export function applyNight(s: SalemState, seat: Seat, a: NightAction): Outcome {
  const night = s.night;
  if (!night) return ruleError('wrong_decision', 'No dawn or night is under way', { action: a.type, decision: 'night' });
  const error = checkNight(s, night, seat, a);
  if (error) return error;
  if (atOnce(s)) return answerAtOnce(s, night, seat, a);
  if (night.witches.includes(seat)) {
    const proposal = { seat, target: a.answers[0]!, pass: night.pass };
    night.proposals.push(proposal);
    for (const w of night.witches) log(s, 'proposal', { ...proposal, kind: night.kind }, w);
  }
  if (night.kind === 'night' && night.pass === 2 && night.constable === seat) night.gavel = a.answers[1]!;
  if (a.confess !== null) night.confessions.push({ seat, tryal: a.confess });
  log(s, 'nightAnswered', { seat, pass: night.pass, kind: night.kind });
  markBarrier(s);
  s.pending.pop();
  night.answered++;
  return advance(s, night);
}

/**
 * Version 3 (S66): any seat still to answer the pass may answer; the current decision names the
 * first of those still to answer (the shared screen's next cover). The pass ends with the last
 * answer: its lines are written in pass order and the next pass (or what the night leads to) starts.
 */
function answerAtOnce(s: SalemState, night: NightState, seat: Seat, a: NightAction): Outcome {
  const waiting = recordAtOnce(s, night, seat, a);
  markBarrier(s);
  s.pending.pop();
  if (waiting.length > 0) {
    s.pending.push({ t: 'night', seat: waiting[0]!, kind: night.kind, pass: night.pass });
    return null;
  }
  logPass(s, night);
  night.done = [];
  return advance(s, night);
}

function advance(s: SalemState, night: NightState): Next | null {
  if (night.answered < night.order.length) {
    s.pending.push({ t: 'night', seat: night.order[night.answered]!, kind: night.kind, pass: night.pass });
    return null;
  }
  if (night.pass === 1) {
    night.pass = 2;
    night.answered = 0;
    s.pending.push({ t: 'night', seat: night.order[0]!, kind: night.kind, pass: 2 });
    return null;
  }
  const pick = agreedPick(s, night);
  if (night.kind === 'dawn') {
    s.night = null;
    // Dawn always has a witch (every Witch Tryal is dealt); the first seat is a fallback that cannot be reached.
    return { step: 'catGiven', holder: pick ?? night.order[0]! };
  }
  return { step: 'morning', target: pick };
}

/**
 * The witches' final picks (pass 2): unanimous, else the most-picked player, a tie broken by
 * the seeded draw among the tied seats (lowest seat first), which the witches read privately.
 */
export function agreedPick(s: SalemState, night: NightState): Seat | null {
  const finals = night.proposals.filter((p) => p.pass === 2);
  if (finals.length === 0) return null;
  const votes = new Map<Seat, number>();
  for (const p of finals) votes.set(p.target, (votes.get(p.target) ?? 0) + 1);
  const most = Math.max(...votes.values());
  const tied = [...votes.keys()].filter((t) => votes.get(t) === most).sort((x, y) => x - y);
  if (tied.length === 1) return tied[0]!;
  const [i, rng] = nextInt(s.rng, tied.length);
  s.rng = rng;
  const target = tied[i]!;
  for (const w of night.witches) log(s, 'tieBreak', { target }, w);
  return target;
}
