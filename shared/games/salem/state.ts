/**
 * The draft every rule changes, and the small lookups all Salem modules share. Rule modules
 * change only a draft made by `draftOf`: arrays and player records are the draft's own; Tryal
 * objects, decisions, proposals and log entries are replaced, never changed in place, so the
 * copy shares them.
 */
import type { Seat } from '../../engine/contract';
import type { CharacterId, Decision, LogEntry, LogKey, SalemPlayer, SalemState } from './types';

/** Lines kept in the state; older ones are dropped (the save's action log still replays them). */
export const LOG_LIMIT = 3000;

function copyPlayer(p: SalemPlayer): SalemPlayer {
  return { ...p, tryals: p.tryals.slice(), hand: p.hand.slice(), front: p.front.slice(), used: { ...p.used } };
}

/** A copy every rule may change freely; the input state is never modified (contract: apply is pure). */
export function draftOf(s: SalemState): SalemState {
  return {
    ...s,
    players: s.players.map(copyPlayer),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    boxed: s.boxed.slice(),
    turn: s.turn ? { ...s.turn, drawn: s.turn.drawn.slice() } : null,
    night: s.night
      ? { ...s.night, order: s.night.order.slice(), witches: s.night.witches.slice(), proposals: s.night.proposals.slice(), confessions: s.night.confessions.slice() }
      : null,
    pending: s.pending.slice(),
    counts: { ...s.counts },
    winners: s.winners.slice(),
    log: s.log.slice(),
  };
}

export function currentDecision(s: SalemState): Decision | undefined {
  return s.pending[s.pending.length - 1];
}

export function log(s: SalemState, key: LogKey, params: LogEntry['params'] = {}, to?: Seat): void {
  const entry: LogEntry = to === undefined ? { key, params } : { key, params, to };
  s.log.push(entry);
  if (s.log.length > LOG_LIMIT) s.log.splice(0, s.log.length - LOG_LIMIT);
}

/** Anything random, drawn, revealed or secretly answered: undo never goes back across it. */
export function markBarrier(s: SalemState): void {
  s.barrier++;
}

/** Living seats in play order starting at `from` (included when alive). */
export function livingFrom(s: SalemState, from: Seat): Seat[] {
  const n = s.players.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (from + i) % n;
    if (s.players[seat]!.alive) out.push(seat);
  }
  return out;
}

export function livingSeats(s: SalemState): Seat[] {
  return livingFrom(s, 0);
}

/** The next living seat clockwise ("to the left", S1), or null when `seat` is the only one alive. */
export function leftOf(s: SalemState, seat: Seat): Seat | null {
  const n = s.players.length;
  for (let i = 1; i < n; i++) {
    const other = (seat + i) % n;
    if (s.players[other]!.alive) return other;
  }
  return null;
}

/** The previous living seat ("to the right", S1), or null when `seat` is the only one alive. */
export function rightOf(s: SalemState, seat: Seat): Seat | null {
  const n = s.players.length;
  for (let i = 1; i < n; i++) {
    const other = (seat - i + n) % n;
    if (s.players[other]!.alive) return other;
  }
  return null;
}

/** The ability a player has now: Martha Corey has the first living player to her right's. */
export function abilityOf(s: SalemState, seat: Seat): CharacterId {
  const own = s.players[seat]!.character;
  if (own !== 'martha_corey') return own;
  const right = rightOf(s, seat);
  return right === null ? own : s.players[right]!.character;
}

/** Face-down Tryal positions of a player. */
export function faceDown(s: SalemState, seat: Seat): number[] {
  const out: number[] = [];
  s.players[seat]!.tryals.forEach((t, i) => {
    if (!t.up) out.push(i);
  });
  return out;
}

/** The card's kind: 'accusation-12' → 'accusation'. */
export function cardKey(card: string): string {
  const dash = card.lastIndexOf('-');
  return dash < 0 ? card : card.slice(0, dash);
}

/** The Tryal's face: 'witch-1' → 'witch', 'not-7' → 'not', 'constable' → 'constable'. */
export function tryalFace(id: string): 'witch' | 'not' | 'constable' {
  if (id.startsWith('witch')) return 'witch';
  if (id === 'constable') return 'constable';
  return 'not';
}
