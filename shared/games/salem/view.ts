/**
 * The per-viewer projection. A face-down Tryal reaches other seats as a position only (null);
 * hands as counts; "has ever been a witch" only at a death the rules announce, or at the end.
 * A seat's night screen and Tituba's deck exist only while that seat holds the decision (a night
 * screen, from version 3, while the seat has not answered the pass: S66), so a view taken at any
 * other moment carries nothing a passer-by could read.
 */
import type { GameStatus, Seat, Viewer } from '../../engine/contract';
import type { Decision, DecisionView, PublicPlayer, SalemState, SalemView } from './types';
import { abilityOf, currentDecision, tryalFace } from './state';
import { accusationsOn, thresholdOf } from './characters';
import { holdsConstable, nightScreen } from './night-screen';
import { atOnce, decides, decidingSeats } from './night-at-once';

function phaseOf(s: SalemState): SalemView['phase'] {
  if (s.result) return 'over';
  if (s.pending.some((d) => d.t === 'character')) return 'characters';
  if (s.night) return s.night.kind;
  return 'day';
}

/**
 * Night decisions say whose turn with the device it is, never the role; from version 3 also who
 * has answered this pass, in pass order (S66: public, as a phone put down is at the table).
 */
function decisionView(s: SalemState, d: Decision | undefined): DecisionView | null {
  if (!d) return null;
  if (d.t === 'night') {
    const base = { t: 'night' as const, seat: d.seat, kind: d.kind, pass: d.pass };
    return s.night && atOnce(s) ? { ...base, answered: (s.night.done ?? []).slice() } : base;
  }
  if (d.t === 'reveal') return d.among ? { ...d, among: d.among.slice() } : { ...d };
  if (d.t === 'character') return { ...d, offer: [d.offer[0], d.offer[1]] };
  return { ...d };
}

function publicPlayer(s: SalemState, seat: Seat): PublicPlayer {
  const p = s.players[seat]!;
  return {
    name: p.name,
    character: p.character,
    ability: abilityOf(s, seat),
    alive: p.alive,
    tryals: p.tryals.map((t) => (t.up ? tryalFace(t.id) : null)),
    front: p.front.slice(),
    accusations: accusationsOn(s, seat),
    threshold: thresholdOf(s, seat),
    handCount: p.hand.length,
    wasWitch: !p.alive && !s.options.variants.silentDeaths ? p.everWitch : null,
    // Public: the reveal was in the log. Only version-2 views carry it (S65).
    ...(s.tryalLost ? { tryalLostThisTurn: s.tryalLost.includes(seat) } : {}),
  };
}

function mine(s: SalemState, seat: Seat, d: Decision | undefined): NonNullable<SalemView['me']> {
  const p = s.players[seat]!;
  // From version 3 every seat still to answer a pass decides (S66), so its screen is its own until it answers.
  const holding = d !== undefined && decides(s, seat);
  return {
    hand: p.hand.slice(),
    tryals: p.tryals.map((t) => ({ face: tryalFace(t.id), up: t.up })),
    witch: p.everWitch,
    constable: holdsConstable(s, seat),
    knownWitches: p.knownWitches.slice(),
    used: { ...p.used },
    deck: holding && d.t === 'arrange' ? s.deck.slice() : null,
    night: holding && d.t === 'night' ? nightScreen(s, seat) : null,
  };
}

export function view(s: SalemState, viewer: Viewer): SalemView {
  const me = viewer.kind === 'seat' ? viewer.seat : null;
  const d = currentDecision(s);
  let witchCardsRevealed = 0;
  for (const p of s.players) for (const t of p.tryals) if (t.up && tryalFace(t.id) === 'witch') witchCardsRevealed++;
  return {
    viewer: me,
    options: { ...s.options, players: s.options.players.slice(), variants: { ...s.options.variants }, ...(s.options.characters ? { characters: s.options.characters.slice() } : {}) },
    phase: phaseOf(s),
    turnSeat: s.turn ? s.turn.seat : null,
    turnPlayed: s.turn ? s.turn.played : 0,
    counts: { ...s.counts },
    players: s.players.map((_, seat) => publicPlayer(s, seat)),
    deckCount: s.deck.length,
    discard: s.discard.slice(),
    catAside: s.catAside,
    witchCards: s.witchCards,
    witchCardsRevealed,
    decision: decisionView(s, d),
    me: me === null || !s.players[me] ? null : mine(s, me, d),
    morning: s.morning ? { ...s.morning, confessions: s.morning.confessions.map((c) => ({ ...c })), died: s.morning.died.slice() } : null,
    log: s.log.filter((e) => e.to === undefined || e.to === me),
    result: s.result,
    reveal: s.result
      ? { everWitch: s.players.map((p) => p.everWitch), tryals: s.players.map((p) => p.tryals.map((t) => tryalFace(t.id))) }
      : null,
    winners: s.winners.slice(),
  };
}

export function status(s: SalemState): GameStatus {
  const d = currentDecision(s);
  return {
    phase: phaseOf(s),
    round: s.counts.turns,
    deciding: s.result || !d ? [] : decidingSeats(s),
    result: s.result,
    summary: {
      turn: s.counts.turns,
      alive: s.players.filter((p) => p.alive).length,
      deck: s.deck.length,
      witches: `${s.players.reduce((n, p) => n + p.tryals.filter((t) => t.up && tryalFace(t.id) === 'witch').length, 0)}/${s.witchCards}`,
    },
  };
}
