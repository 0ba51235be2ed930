/**
 * Plays one Tragedy Looper game with the property checks of the scale tests (games-*.test.ts,
 * properties.test.ts). Test support only: it throws on the first broken property, with the
 * script, seed and step in the message, so a failing game can be replayed by hand.
 *
 * Cheap checks, every step of every game: a seat is asked, its legal list is non-empty, the
 * chosen action is listed and accepted, counters never go negative, the game ends within a step bound, and replaying the recorded actions from setup
 * reaches the same state hash.
 * Deep checks (`deep`), every step: the privacy scan of every protagonist seat's and the public
 * view, every legal list and every new readable log line; every listed action is accepted and
 * apply never changes its input;
 * samples of unlisted actions (and every seat's actions out of turn) are refused with an error
 * that leaks nothing, and leave the state unchanged.
 */
import type { Seat } from '../../engine/contract';
import { canonicalJson, stateHash } from '../../engine/hash';
import { LOCATIONS } from './ids';
import { looper } from './index';
import { randomLegal } from './random-bot';
import { scanError, scanLegal, scanLogLine, scanStatus, scanView, secretsOf } from './privacy-scan';
import type { Script } from './script';
import { MASTERMIND, type LooperAction, type LooperState, type LooperView } from './types';

export const PLAYER_NAMES = ['Mente', 'Ana', 'Luis', 'Eva'];
const MAX_STEPS = 5000;

/** Chooses a seat's action; `view()` is that seat's own view (built only when asked: it copies the log). */
export type Chooser = (ctx: { s: LooperState; seat: Seat; view: () => LooperView; legal: LooperAction[]; step: number }) => LooperAction;

export interface GameRun {
  final: LooperState;
  steps: number;
  /** Views, legal lists and log lines the privacy scan read (0 unless deep). */
  scanned: number;
  /** Unlisted actions tried and refused (0 unless deep). */
  refused: number;
}

/** A few wrong answers to any decision: out-of-turn seats, other decisions, bad targets and choices. */
export function illegalSamples(s: LooperState): { seat: Seat; action: LooperAction }[] {
  const seat = s.pending!.seat;
  const others = s.players.map((_, i) => i).filter((i) => i !== seat);
  return [
    ...others.map((other) => ({ seat: other, action: { type: 'endDay' } as LooperAction })),
    { seat, action: { type: 'continueLoops' } },
    { seat, action: { type: 'placeCard', card: 'forbidIntrigue', target: 'hospital' } },
    { seat, action: { type: 'placeCard', card: 'intriguePlus2', target: 'henchman' } },
    { seat, action: { type: 'cultist', ignore: true } },
    { seat, action: { type: 'refusal', refuse: true } },
    { seat, action: { type: 'guess', character: 'nurse', role: 'witch' } },
    { seat, action: { type: 'useGoodwill', character: 'alien', ability: 0, target: 'nurse' } },
    { seat, action: { type: 'endGoodwill' } },
    { seat, action: { type: 'endMastermindAbilities' } },
  ];
}

function fail(where: string, what: string): never {
  throw new Error(`${where}: ${what}`);
}

function checkCounters(s: LooperState, where: string): void {
  for (const c of s.characters) {
    for (const k of ['paranoia', 'goodwill', 'intrigue'] as const) if (!(c[k] >= 0)) fail(where, `${c.id} ${k} = ${c[k]}`);
  }
  for (const l of LOCATIONS) if (!(s.locationIntrigue[l] >= 0)) fail(where, `${l} intrigue = ${s.locationIntrigue[l]}`);
}

function protagonistSeats(s: LooperState): Seat[] {
  return s.players.map((_, i) => i).filter((i) => i !== MASTERMIND);
}

/** The privacy scan of one state: every protagonist seat's view and legal list, and the public view. */
function scanState(s: LooperState, where: string): number {
  const secrets = secretsOf(s);
  const found: string[] = [];
  for (const seat of protagonistSeats(s)) {
    found.push(...scanView(s, looper.view(s, { kind: 'seat', seat }), secrets), ...scanLegal(s, looper.legalActions(s, seat), secrets));
  }
  found.push(...scanView(s, looper.view(s, { kind: 'public' }), secrets), ...scanStatus(s, looper.status(s), secrets));
  if (found.length > 0) fail(where, `leaks ${found.join('; ')}`);
  return protagonistSeats(s).length * 2 + 2;
}

function scanNewLines(before: LooperState | null, after: LooperState, where: string): number {
  const old = new Set(before?.log ?? []);
  const secrets = secretsOf(after);
  const fresh = after.log.filter((l) => !old.has(l) && l.to !== MASTERMIND);
  const found = fresh.flatMap((l) => scanLogLine(after, l, secrets));
  if (found.length > 0) fail(where, `leaks ${found.join('; ')}`);
  return fresh.length;
}

/** Up to 12 listed actions spread over the list (a day's first card has ~100: all would dominate the run). */
function spread<T>(items: readonly T[]): T[] {
  if (items.length <= 12) return items.slice();
  return Array.from({ length: 12 }, (_, i) => items[Math.floor((i * (items.length - 1)) / 11)]!);
}

/** legal ≡ apply on this state: listed actions (a spread sample) are accepted, the samples only when listed. */
function checkLegalMatchesApply(s: LooperState, seat: Seat, legal: LooperAction[], where: string): number {
  const before = JSON.stringify(s);
  const listed = new Set(legal.map((a) => canonicalJson(a)));
  for (const a of spread(legal)) if (!looper.apply(s, seat, a).ok) fail(where, `listed action refused ${canonicalJson(a)}`);
  let refused = 0;
  for (const bad of illegalSamples(s)) {
    const r = looper.apply(s, bad.seat, bad.action);
    const isListed = bad.seat === seat && listed.has(canonicalJson(bad.action));
    if (r.ok !== isListed) fail(where, `seat ${bad.seat} ${canonicalJson(bad.action)} accepted=${r.ok}, listed=${isListed}`);
    if (!r.ok) {
      refused++;
      if (!/^[a-z]+(_[a-z]+)*$/.test(r.error.code)) fail(where, `error code ${r.error.code} is not snake_case`);
      const leaked = bad.seat === MASTERMIND ? [] : scanError(s, r.error, bad.action);
      if (leaked.length > 0) fail(where, `leaks ${leaked.join('; ')}`);
    }
  }
  if (JSON.stringify(s) !== before) fail(where, 'a tried action changed the state');
  return refused;
}

export function playChecked(script: Script, players: number, seed: string, choose: Chooser, deep: boolean): GameRun {
  const setupOptions = { players: PLAYER_NAMES.slice(0, players), script };
  let s = looper.setup(setupOptions, seed);
  const actions: { seat: Seat; action: LooperAction }[] = [];
  const run: GameRun = { final: s, steps: 0, scanned: 0, refused: 0 };
  const at = (n: number) => `${script.id} ${players}p seed ${seed} step ${n} (${s.pending?.t ?? s.step})`;
  checkCounters(s, at(0));
  if (deep) run.scanned += scanState(s, at(0)) + scanNewLines(null, s, at(0));
  while (!s.result) {
    const where = at(actions.length);
    if (actions.length >= MAX_STEPS) fail(where, 'the game did not end');
    const deciding = looper.status(s).deciding;
    if (deciding.length !== 1) fail(where, `deciding = ${canonicalJson(deciding)}`);
    const seat = deciding[0]!;
    const legal = looper.legalActions(s, seat);
    if (legal.length === 0) fail(where, 'no legal action');
    if (deep) run.refused += checkLegalMatchesApply(s, seat, legal, where);
    const state = s;
    const action = choose({ s, seat, view: () => looper.view(state, { kind: 'seat', seat }), legal, step: actions.length });
    const key = canonicalJson(action);
    if (!legal.includes(action) && !legal.some((a) => canonicalJson(a) === key)) fail(where, `chosen action not listed ${key}`);
    const before = deep ? JSON.stringify(s) : '';
    const r = looper.apply(s, seat, action);
    if (!r.ok) fail(where, `listed action refused ${key}: ${r.error.message}`);
    if (deep && JSON.stringify(s) !== before) fail(where, 'apply changed its input');
    actions.push({ seat, action });
    const prev = s;
    s = r.state;
    checkCounters(s, where);
    if (deep) run.scanned += scanState(s, where) + scanNewLines(prev, s, where);
  }
  let replay = looper.setup(setupOptions, seed);
  for (const { seat, action } of actions) {
    const r = looper.apply(replay, seat, action);
    if (!r.ok) fail(at(actions.length), `replay refused ${canonicalJson(action)}`);
    replay = r.state;
  }
  if (stateHash(replay) !== stateHash(s)) fail(at(actions.length), 'replay reached another state');
  return { ...run, final: s, steps: actions.length };
}

/**
 * Seeded random-legal play, except at the Final Guess: mostly the right answer (read from the
 * secret, in tests only), so games reach both ends of the Final Guess instead of stopping at
 * its first question.
 */
export function randomChooser(seed: number): Chooser {
  return ({ s, legal, step }) => {
    if (s.pending?.t === 'finalGuess' && (seed + step) % 20 !== 0) {
      const right = legal.find((a) => a.type === 'guess' && s.script.secret.cast.some((m) => m.character === a.character && m.role === a.role));
      if (right) return right;
    }
    return randomLegal(legal, seed * 7919 + step);
  };
}
