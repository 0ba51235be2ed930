/**
 * The *Normal* bot (issue 24: today's bot, unchanged) and the scoring every level shares.
 * A sensible, honest bot: it decides from its own seat's view (its hand, the public table)
 * and the legal actions, never from the full state. It plays a card that keeps every
 * threat below three, withdraws when it has nothing safe left, and sends its support to
 * whoever is most hurt.
 */
import type { Seat } from '../../../engine/contract';
import { nextInt, seedRng } from '../../../engine/rng';
import { type GrizzledAction, type GrizzledView, type Threat } from '../types';
import { knockSymbols, tileKind, tileOffset, trialCard } from '../cards';

const FAILING = 3;

function scorePlay(v: GrizzledView, seat: Seat, card: string): number {
  const c = trialCard(card);
  if (c.type === 'christmas') return v.players.some((p) => p.knocks.length > 0) ? 30 : 8;
  const counts = { ...v.threatCounts };
  if (c.type === 'knock') {
    const after = v.players[seat].knockCount + c.knocks;
    if (after >= 4) return -60;
    if (c.threat && counts[c.threat] + 1 >= FAILING) return -40;
    // A knock kept in hand costs morale every mission; take it early, while it is cheap.
    return 12 - 4 * after;
  }
  for (const t of c.threats) counts[t] += 1;
  const worst = Math.max(...c.threats.map((t) => counts[t]));
  if (worst >= FAILING) return -50;
  const crowding = c.threats.reduce((sum, t) => sum + counts[t], 0);
  // A trap plays a blind card next: the more threats sit at two, the likelier it fails the mission.
  const atTwo = Object.values(counts).filter((n) => n === FAILING - 1).length;
  const trapRisk = c.trap ? 2 + 3 * atTwo : 0;
  return 20 - 4 * worst - crowding - trapRisk + c.threats.length;
}

function hasSafePlay(v: GrizzledView, seat: Seat, legal: GrizzledAction[]): boolean {
  return legal.some((a) => a.type === 'play' && scorePlay(v, seat, a.card) > 0);
}

function scoreTurn(v: GrizzledView, seat: Seat, a: GrizzledAction, safe: boolean): number {
  const hand = v.me?.hand ?? [];
  switch (a.type) {
    case 'play':
      return scorePlay(v, seat, a.card);
    case 'withdraw':
      return hand.length === 0 ? 100 : safe ? -10 : 5;
    case 'charm':
      return Math.max(...trialThreats(a.card).map((t) => v.threatCounts[t])) >= 2 && !safe ? 12 : -20;
    case 'speech': {
      const others = v.players.filter((p, i) => i !== seat && !p.withdrawn && p.handCount > 0).length;
      if (others === 0) return -30;
      // A threat already at two blocks everyone's cards showing it: let them throw those away.
      if (v.threatCounts[a.threat] === FAILING - 1) return 14;
      return !safe && v.threatCounts[a.threat] >= 1 ? 4 + v.threatCounts[a.threat] : -30;
    }
    default:
      return 0;
  }
}

function trialThreats(card: string): readonly Threat[] {
  const c = trialCard(card);
  return c.type === 'threat' ? c.threats : [];
}

/** How much a participant needs support: hard knocks first, then a used charm. */
function need(v: GrizzledView, who: number): number {
  const p = v.players[who];
  if (!p) return -1;
  return p.knockCount * 2 + (p.charmReady ? 0 : 1);
}

function tileScore(v: GrizzledView, seat: Seat, tile: string): number {
  const m = v.players.length + (v.chaplain ? 1 : 0);
  const to = (((seat + tileOffset(tileKind(tile))) % m) + m) % m;
  return need(v, to);
}

function knockWeight(card: string): number {
  const c = trialCard(card);
  return c.type === 'knock' ? c.knocks * 10 + (c.threat ? 2 : 0) : 0;
}

function scoreOther(v: GrizzledView, seat: Seat, a: GrizzledAction): number {
  switch (a.type) {
    case 'intensity': {
      // Aim for about three cards per player: every card still held at the end costs morale.
      const held = v.players.reduce((sum, p) => sum + p.handCount, 0) / v.players.length;
      return -Math.abs(a.n - (3 - held));
    }
    case 'support':
      return tileScore(v, seat, a.tile);
    case 'forsake':
      return -tileScore(v, seat, a.tile);
    case 'discard':
      return 10 + knockWeight(a.card) + trialThreats(a.card).length;
    case 'pass':
      return 0;
    case 'heal': {
      const owners = a.cards.map((card) => v.players.findIndex((p) => p.knocks.includes(card)));
      const ownerPain = owners.reduce((sum, o) => sum + knockSymbols(v.players[o]?.knocks ?? []), 0);
      return 10 + ownerPain * 3 + a.cards.reduce((sum, c) => sum + knockWeight(c), 0);
    }
    case 'recover':
      return 5;
    default:
      return 0;
  }
}

/** Every legal action with the score the normal bot gives it (higher is better). */
export function scoreActions(v: GrizzledView, seat: Seat, legal: GrizzledAction[]): { a: GrizzledAction; score: number }[] {
  const inTurn = v.decision?.t === 'turn';
  const safe = inTurn && hasSafePlay(v, seat, legal);
  return legal.map((a) => ({ a, score: inTurn ? scoreTurn(v, seat, a, safe) : scoreOther(v, seat, a) }));
}

/** Deciding from anyone else's view would be cheating (or blind): refuse loudly. */
export function checkSeat(v: GrizzledView, seat: Seat, legal: GrizzledAction[]): void {
  if (legal.length === 0) throw new Error('bot asked to move with no legal action');
  if (v.viewer !== seat) throw new Error(`bot for seat ${seat} was given the view of ${v.viewer === null ? 'the public table' : `seat ${v.viewer}`}`);
}

/** The best-scored action, ties broken by the seed (today's bot, byte for byte). */
export function normalBot(v: GrizzledView, seat: Seat, legal: GrizzledAction[], rngSeed: number): GrizzledAction {
  checkSeat(v, seat, legal);
  const scored = scoreActions(v, seat, legal);
  const top = Math.max(...scored.map((x) => x.score));
  const best = scored.filter((x) => x.score === top);
  const [i] = nextInt(seedRng(`grizzled-bot:${rngSeed}`), best.length);
  return best[i].a;
}
