/**
 * Death (B.5.5): the remaining Tryals turn face up, the hand and everything in front go to the
 * discard (John Proctor takes his share first), "was a witch" is announced unless the table plays
 * silentDeaths, the Matchmaker partner follows (rulings 6, 7, Mary Warren), then the win check.
 */
import type { Seat } from '../../engine/contract';
import type { Decision, SalemState } from './types';
import { cardKey, log, markBarrier } from './state';
import { hasAbility, holdersOf } from './characters';
import { isBlueCard } from './cards';
import { checkWin } from './win';

export type DeathCause = 'witch' | 'allRevealed' | 'night' | 'matchmaker' | 'confession';

/** The other living player with a Matchmaker in front, when `seat` has one too. */
export function matchPartner(s: SalemState, seat: Seat): Seat | null {
  const has = (p: Seat) => s.players[p]!.front.some((c) => cardKey(c) === 'matchmaker');
  if (!has(seat)) return null;
  const other = s.players.findIndex((p, i) => i !== seat && p.alive && has(i));
  return other < 0 ? null : other;
}

/**
 * John Proctor's card (2nd-ed. text, S30): the dead player's blue cards in front, then the hand,
 * go into the Proctor's hand; with Martha copying him they alternate card by card, John first.
 */
function proctorTakes(s: SalemState, dead: Seat): string[] {
  const p = s.players[dead]!;
  const taken = [...p.front.filter(isBlueCard), ...p.hand];
  const takers = holdersOf(s, 'john_proctor').sort(
    (a, b) => Number(s.players[b]!.character === 'john_proctor') - Number(s.players[a]!.character === 'john_proctor'),
  );
  if (takers.length === 0 || taken.length === 0) return [];
  const got = new Map<Seat, number>();
  taken.forEach((card, i) => {
    const seat = takers[i % takers.length]!;
    s.players[seat]!.hand.push(card);
    got.set(seat, (got.get(seat) ?? 0) + 1);
  });
  for (const seat of takers) if (got.get(seat)) log(s, 'proctor', { seat, from: dead, n: got.get(seat)! });
  return taken;
}

/** Decisions that cannot be answered any more once `dead` is dead (a cat reveal is never dropped: the Conspiracy must go on). */
function obsolete(d: Decision, dead: Seat): boolean {
  if (d.t === 'turn' || d.t === 'arrange') return d.seat === dead;
  if (d.t === 'offer') return d.seat === dead || (d.ability !== 'rebecca_nurse' && d.target === dead);
  // A reveal whose accuser died before choosing is lost (S39); the accusations stay in front.
  if (d.t === 'reveal') return d.cause !== 'cat' && (d.target === dead || d.seat === dead);
  return false;
}

function dropObsolete(s: SalemState, dead: Seat): void {
  s.pending = s.pending.filter((d) => !obsolete(d, dead));
  if (s.queue?.length) {
    s.queue = s.queue.filter((q) => (q.t === 'draw' ? q.seat !== dead : !obsolete(q.decision, dead)));
  }
}

export function killPlayer(s: SalemState, seat: Seat, cause: DeathCause): void {
  const p = s.players[seat]!;
  if (!p.alive || s.result) return;
  const partner = matchPartner(s, seat);
  p.alive = false;
  const hadConstable = p.tryals.some((t) => !t.up && t.id === 'constable');
  p.tryals = p.tryals.map((t) => (t.up ? t : { ...t, up: true }));
  markBarrier(s);
  log(s, 'death', { seat, cause });
  if (hadConstable) log(s, 'constableEnds', { seat });
  if (!s.options.variants.silentDeaths) log(s, 'wasWitch', { seat, witch: p.everWitch ? 1 : 0 });
  const taken = new Set(proctorTakes(s, seat));
  s.discard.push(...p.front.filter((c) => !taken.has(c)), ...p.hand.filter((c) => !taken.has(c)));
  p.front = [];
  p.hand = [];
  dropObsolete(s, seat);
  // Ruling 7 (S32): the win is checked between the death and the chain, so when the chain would
  // end the game for the other side too, the partner (not killed directly) lives and the first result stands.
  if (checkWin(s)) return;
  if (partner === null || !s.players[partner]!.alive) return;
  // Mary Warren is immune to the Matchmaker: she outlives her partner (her own death still takes them).
  if (hasAbility(s, partner, 'mary_warren')) {
    log(s, 'immune', { seat: partner, card: 'matchmaker', target: partner });
    return;
  }
  killPlayer(s, partner, 'matchmaker');
}
