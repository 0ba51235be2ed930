/**
 * The draft every rule changes, and the small lookups all Salem modules share. Rule modules
 * change only a draft made by `draftOf`: arrays and player records are the draft's own; Tryal
 * objects, decisions, proposals, queued steps, `knownWitches`, the morning report and log entries
 * are replaced, never changed in place, so the copy shares them.
 */
import type { Seat } from '../../engine/contract';
import type { CharacterId, Decision, LogEntry, LogKey, NightState, SalemPlayer, SalemState, TurnState } from './types';

/** Public lines kept in the state; older ones are dropped (the save's action log still replays them). */
export const LOG_LIMIT = 3000;

/** The flow of a game nothing has happened in yet: no turn, night or morning under way, nothing pending, logged or won. */
export function unplayed(): Pick<SalemState, 'turn' | 'night' | 'morning' | 'pending' | 'queue' | 'counts' | 'result' | 'winners' | 'log' | 'barrier'> {
  return {
    turn: null,
    night: null,
    morning: null,
    pending: [],
    queue: [],
    counts: { turns: 0, nights: 0, conspiracies: 0 },
    result: null,
    winners: [],
    log: [],
    barrier: 0,
  };
}

/**
 * Field by field rather than spread: states come from every code path, and spreading objects of
 * many shapes took V8's slow path (the copy was 30 µs of a 12-player move; this is about 1 µs).
 * `knownWitches` is replaced, never changed in place, so the copy shares it.
 */
function copyPlayer(p: SalemPlayer): SalemPlayer {
  return {
    name: p.name,
    character: p.character,
    alive: p.alive,
    tryals: p.tryals.slice(),
    hand: p.hand.slice(),
    front: p.front.slice(),
    everWitch: p.everWitch,
    knownWitches: p.knownWitches,
    used: { phips: p.used.phips, parris: p.used.parris, tituba: p.used.tituba },
  };
}

function copyTurn(t: TurnState): TurnState {
  const copy: TurnState = { seat: t.seat, played: t.played, drawsLeft: t.drawsLeft, drawn: t.drawn.slice(), titubaDone: t.titubaDone };
  if (t.over !== undefined) copy.over = t.over;
  return copy;
}

function copyNight(n: NightState): NightState {
  const copy: NightState = {
    kind: n.kind,
    drawer: n.drawer,
    pass: n.pass,
    order: n.order.slice(),
    answered: n.answered,
    witches: n.witches.slice(),
    constable: n.constable,
    proposals: n.proposals.slice(),
    gavel: n.gavel,
    confessions: n.confessions.slice(),
  };
  if (n.done !== undefined) copy.done = n.done.slice();
  return copy;
}

/** A copy every rule may change freely; the input state is never modified (contract: apply is pure). */
export function draftOf(s: SalemState): SalemState {
  const d: SalemState = {
    game: s.game,
    rulesVersion: s.rulesVersion,
    rng: s.rng,
    options: s.options,
    players: s.players.map(copyPlayer),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    boxed: s.boxed.slice(),
    catAside: s.catAside,
    witchCards: s.witchCards,
    turn: s.turn ? copyTurn(s.turn) : null,
    night: s.night ? copyNight(s.night) : null,
    morning: s.morning,
    pending: s.pending.slice(),
    counts: { turns: s.counts.turns, nights: s.counts.nights, conspiracies: s.counts.conspiracies },
    result: s.result,
    winners: s.winners.slice(),
    log: s.log.slice(),
    barrier: s.barrier,
  };
  if (s.queue !== undefined) d.queue = s.queue.slice();
  if (s.tryalLost !== undefined) d.tryalLost = s.tryalLost.slice();
  return d;
}

export function currentDecision(s: SalemState): Decision | undefined {
  return s.pending[s.pending.length - 1];
}

export function log(s: SalemState, key: LogKey, params: LogEntry['params'] = {}, to?: Seat): void {
  const entry: LogEntry = to === undefined ? { key, params } : { key, params, to };
  s.log.push(entry);
  if (s.log.length > LOG_LIMIT) trimLog(s.log);
}

/**
 * Drops the oldest lines once more than LOG_LIMIT public lines are kept, and with them the private
 * lines older than the oldest public line kept. Counting every line would let the number of private
 * lines (how many witches woke) decide which public lines a seat still sees.
 */
export function trimLog(lines: LogEntry[]): void {
  let publicLines = 0;
  for (const line of lines) if (line.to === undefined) publicLines++;
  let drop = publicLines - LOG_LIMIT;
  if (drop <= 0) return;
  let cut = 0;
  while (drop > 0) if (lines[cut++]!.to === undefined) drop--;
  // The private lines between the last dropped public line and the first kept one go too.
  while (cut < lines.length && lines[cut]!.to !== undefined) cut++;
  lines.splice(0, cut);
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
