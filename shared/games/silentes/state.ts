/**
 * Small helpers that every rule module shares: copying the state once per action (the rules
 * then work on that private draft), logging, drawing and the noise meter.
 */
import type { Seat } from '../../engine/contract';
import type { Decision, LogEntry, SeatState, SilentesState } from './types';
import { NOISE_MAX, isProvision } from './cards';
import { rulesAtLeast } from '../../engine/rules-version';

const LOG_LIMIT = 120;

function copySeat(p: SeatState): SeatState {
  return {
    name: p.name,
    hand: p.hand.slice(),
    discard: p.discard.slice(),
    position: p.position,
    play: p.play ? { ...p.play } : null,
    lastHideCard: p.lastHideCard,
    noiseCaused: p.noiseCaused,
  };
}

/**
 * A deep-enough copy: every array or object a rule may change is fresh; log entries and
 * decisions are never mutated in place, so they are shared. Written out field by field
 * because object spread of a large state is several times slower (npm run bench).
 */
export function draftOf(s: SilentesState): SilentesState {
  return {
    game: s.game,
    rulesVersion: s.rulesVersion,
    rng: s.rng,
    options: s.options,
    seats: [copySeat(s.seats[0]), copySeat(s.seats[1])],
    map: s.map.slice(),
    huntDeck: s.huntDeck.slice(),
    huntDiscard: s.huntDiscard.slice(),
    provisionDeck: s.provisionDeck.slice(),
    omenDeck: s.omenDeck.slice(),
    omensRevealed: s.omensRevealed.slice(),
    noise: s.noise,
    round: s.round,
    startSeat: s.startSeat,
    stage: copyStage(s.stage, rulesAtLeast(s, 2)),
    pending: s.pending.slice(),
    huntCard: s.huntCard,
    huntCancelled: s.huntCancelled,
    huntZones: s.huntZones.slice(),
    effects: { ...s.effects },
    barricades: s.barricades.slice(),
    removed: s.removed.slice(),
    mirrors: s.mirrors.slice(),
    daggers: [s.daggers[0], s.daggers[1]],
    loversUsed: s.loversUsed,
    result: s.result,
    log: s.log.slice(),
    barrier: s.barrier,
  };
}

function copyStage(st: SilentesState['stage'], version2: boolean): SilentesState['stage'] {
  switch (st.s) {
    case 'afterReveal': return { s: st.s, asked: st.asked.slice() };
    case 'omenChoices': return { s: st.s, queue: st.queue.slice() };
    case 'omenNoise': return { s: st.s, card: st.card, asked: st.asked.slice() };
    case 'resolve':
      // Rules version 1 keeps its own step names and has no `asked` list (rules-v1.ts).
      if (!version2) return { s: st.s, order: st.order ? st.order.slice() : null, index: st.index, step: st.step, pendingNoise: st.pendingNoise };
      return {
        s: st.s, order: st.order ? st.order.slice() : null, index: st.index, step: resolveStepOf(st.step), pendingNoise: st.pendingNoise,
        // A version-2 state never holds version 1's shapes; mapping them keeps a hand-made one from stalling the flow.
        asked: st.asked?.slice() ?? [],
      };
    case 'survivors': return { s: st.s, turn: st.turn };
    default: return st;
  }
}

type ResolveStep = Extract<SilentesState['stage'], { s: 'resolve' }>['step'];

/** Rules version 1 split the window after a failed comparison in two steps; version 2 has one. */
function resolveStepOf(step: string): ResolveStep {
  return step === 'afterFailSubject' || step === 'afterFailOther' ? 'afterFail' : (step as ResolveStep);
}

export function other(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

/** Seats in this round's turn order. */
export function turnOrder(s: SilentesState): Seat[] {
  return [s.startSeat, other(s.startSeat)];
}

export function currentDecision(s: SilentesState): Decision | undefined {
  return s.pending[s.pending.length - 1];
}

export function log(s: SilentesState, key: string, params: LogEntry['params'] = {}, to?: Seat): void {
  const entry: LogEntry = to === undefined ? { key, params } : { key, params, to };
  s.log.push(entry);
  if (s.log.length > LOG_LIMIT) s.log.splice(0, s.log.length - LOG_LIMIT);
}

/** Any draw, peek or random event: an undo may never cross it. */
export function markBarrier(s: SilentesState): void {
  s.barrier += 1;
}

export function drawProvision(s: SilentesState, seat: Seat): string | null {
  const card = s.provisionDeck.shift();
  if (card === undefined) {
    log(s, 'provisionDeckEmpty', { seat });
    return null;
  }
  s.seats[seat].hand.push(card);
  markBarrier(s);
  log(s, 'drewProvision', { seat });
  log(s, 'drewProvisionPrivate', { seat, card }, seat);
  return card;
}

export function provisionsInHand(p: SeatState): number {
  let n = 0;
  for (const c of p.hand) if (isProvision(c)) n++;
  return n;
}

export function removeFromHand(p: SeatState, card: string): void {
  const i = p.hand.indexOf(card);
  if (i >= 0) p.hand.splice(i, 1);
}

export function endGame(s: SilentesState, outcome: 'victory' | 'defeat', reason: string): void {
  s.result = { outcome, reason };
  s.stage = { s: 'ended' };
  s.pending = [];
  log(s, outcome + reason[0]!.toUpperCase() + reason.slice(1));
}

/** Adds noise (capped at the maximum); reaching the maximum loses the game at once. */
export function addNoise(s: SilentesState, amount: number, cause: Seat | null): void {
  if (amount <= 0 || s.result) return;
  const before = s.noise;
  s.noise = Math.min(NOISE_MAX, s.noise + amount);
  if (cause !== null) s.seats[cause].noiseCaused += s.noise - before;
  log(s, 'noiseUp', { amount: s.noise - before, total: s.noise });
  if (s.noise >= NOISE_MAX) endGame(s, 'defeat', 'noise');
}

export function reduceNoise(s: SilentesState, amount: number): void {
  const before = s.noise;
  s.noise = Math.max(0, s.noise - amount);
  log(s, 'noiseDown', { amount: before - s.noise, total: s.noise });
}
