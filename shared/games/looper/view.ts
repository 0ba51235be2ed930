/**
 * The per-seat projection (README "Hidden information"). Protagonists and the public table see
 * the public card, the board, every counter, revealed roles and culprits, face-up cards, their
 * own face-down cards and the public log. The mastermind's view adds the secret card, every
 * role and its whole known state. Hidden parts are left out, never merely flagged. When the
 * game is over every view carries the secret card, the title and the roles (L140).
 */
import type { GameStatus, Viewer } from '../../engine/contract';
import { availableCards, type CardOwner } from './placement';
import { bossTurf, roleOf } from './roles';
import { HANDS } from './ids';
import { MASTERMIND, type Decision, type DecisionView, type LooperState, type LooperView } from './types';

function decisionView(d: Decision | null): DecisionView | null {
  if (!d) return null;
  const v: DecisionView = { t: d.t, seat: d.seat };
  if (d.t === 'protagonistCard') v.hand = d.hand;
  if (d.t === 'incident') {
    v.day = d.day;
    v.incident = d.incident;
  }
  if (d.t === 'refusal') v.use = { ...d.use };
  if (d.t === 'informer') v.named = d.named;
  return v;
}

/** The hands a seat holds: the mastermind's, or the protagonist hands in this seat's hands now. */
export function ownedHands(s: LooperState, seat: number | null): CardOwner[] {
  if (seat === null) return [];
  if (seat === MASTERMIND) return ['mastermind'];
  return HANDS.filter((h) => s.holders[h] === seat);
}

export function view(s: LooperState, viewer: Viewer): LooperView {
  const seat = viewer.kind === 'seat' ? viewer.seat : null;
  const isMastermind = seat === MASTERMIND;
  // L140: once the game is over the mastermind reveals the script to the whole table.
  const scriptShown = isMastermind || s.result !== null;
  const owned = ownedHands(s, seat);
  return {
    viewer: seat,
    isMastermind,
    players: s.players.slice(),
    publicCard: structuredClone(s.script.public),
    secret: scriptShown ? structuredClone(s.script.secret) : null,
    title: scriptShown ? s.script.handbook.title.es : null,
    loops: s.loops,
    loop: s.loop,
    day: s.day,
    step: s.step,
    leader: s.leader,
    holders: [...s.holders],
    characters: s.characters
      .filter((c) => c.location !== null)
      .map((c) => ({ ...c, role: scriptShown ? roleOf(s, c.id) : (s.revealedRoles[c.id] ?? null) })),
    locationIntrigue: { ...s.locationIntrigue },
    turf: bossTurf(s),
    hands: owned.map((owner) => ({ owner, available: availableCards(s, owner) })),
    spent: { mastermind: s.spent.mastermind.slice(), hands: s.spent.hands.map((h) => h.slice()) as LooperView['spent']['hands'] },
    placed: s.placed.map((p) => ({ owner: p.owner, target: p.target, card: owned.includes(p.owner) ? p.card : null })),
    resolved: s.resolved.map((p) => ({ ...p })),
    revealedCulprits: { ...s.revealedCulprits },
    incidents: s.incidents.map((i) => ({ ...i })),
    decision: decisionView(s.pending),
    finalGuess: s.finalGuess ? { named: s.finalGuess.named.map((n) => ({ ...n })) } : null,
    log: s.log.filter((l) => l.to === undefined || l.to === seat).map((l) => ({ ...l, params: { ...l.params } })),
    result: s.result ? { ...s.result } : null,
    mastermindState: isMastermind ? mastermindState(s) : null,
  };
}

/** Everything the mastermind knows: the whole state without the protagonists' face-down cards. */
function mastermindState(s: LooperState): LooperState {
  const copy = structuredClone(s);
  copy.placed = copy.placed.filter((p) => p.owner === 'mastermind');
  return copy;
}

export function status(s: LooperState): GameStatus {
  const summary: GameStatus['summary'] = { loop: s.loop, day: s.day, loops: s.loops, days: s.script.public.days };
  // L120: the title is on the secret card; the save list and the table learn it with the rest of the script (L140).
  if (s.result) Object.assign(summary, { scriptEs: s.script.handbook.title.es, scriptEn: s.script.handbook.title.en });
  return {
    phase: s.step,
    round: s.loop,
    deciding: s.pending && !s.result ? [s.pending.seat] : [],
    result: s.result,
    summary,
  };
}
