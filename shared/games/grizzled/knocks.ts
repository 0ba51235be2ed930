/**
 * What the Hard Knocks in front of the players allow, forbid or force. Effects that act
 * during a mission stop when their owner withdraws (G10); effects that act at Preparation,
 * Support or Morale Drop (Frenzied, Selfish, Demoralized, Tyrannical) always apply (G11).
 */
import type { Seat } from '../../engine/contract';
import type { GrizzledState, HardKnockKey, PlayerState } from './types';
import { knockKey } from './cards';
import { playersStillIn, threatCounts } from './state';

export function hasKnock(p: PlayerState, key: HardKnockKey): boolean {
  return p.knocks.some((id) => knockKey(id) === key);
}

/** A mission-time effect of `p`: only while `p` is still in the mission. */
export function inMissionEffect(p: PlayerState, key: HardKnockKey): boolean {
  return !p.withdrawn && hasKnock(p, key);
}

export type WithdrawRule =
  | { kind: 'free' }
  | { kind: 'forced' }
  | { kind: 'blocked'; by: 'hardheaded' | 'prideful' | 'fragile' };

/**
 * Whether `seat` may, must or may not withdraw now. The seat's own knocks are read oldest
 * first and the first one whose condition holds decides (same-player priority, G9); they
 * apply before another player's Fragile (active player first, G9). An empty hand may always
 * withdraw (G12), though Fearful still forces it.
 */
export function withdrawRule(s: GrizzledState, seat: Seat): WithdrawRule {
  const p = s.players[seat];
  const handEmpty = p.hand.length === 0;
  for (const id of p.knocks) {
    const key = knockKey(id);
    if (key === 'fearful' && threatTwice(s)) return { kind: 'forced' };
    if (handEmpty) continue;
    if (key === 'hardheaded' && p.hand.length >= 2) return { kind: 'blocked', by: 'hardheaded' };
    if (key === 'prideful' && playersStillIn(s).length > 1) return { kind: 'blocked', by: 'prideful' };
  }
  if (handEmpty) return { kind: 'free' };
  const fragileElsewhere = s.players.some((other, i) => i !== seat && inMissionEffect(other, 'fragile'));
  return fragileElsewhere ? { kind: 'blocked', by: 'fragile' } : { kind: 'free' };
}

/** Fearful's trigger: some threat is active twice (NML plus Trauma/Phobia still in play, G13). */
function threatTwice(s: GrizzledState): boolean {
  const counts = threatCounts(s);
  return Object.values(counts).some((n) => n >= 2);
}

/** Extra cards moved at Morale Drop: one per Demoralized card in play (G14). */
export function demoralizedCount(s: GrizzledState): number {
  let total = 0;
  for (const p of s.players) for (const id of p.knocks) if (knockKey(id) === 'demoralized') total += 1;
  return total;
}

/** The seat holding Tyrannical, who keeps the leader token (G15). */
export function tyrant(s: GrizzledState): Seat | null {
  const seat = s.players.findIndex((p) => hasKnock(p, 'tyrannical'));
  return seat < 0 ? null : seat;
}
