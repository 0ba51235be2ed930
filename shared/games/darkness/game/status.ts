/**
 * The game's status for the save list and the table: the phase (the pending decision, else the hero's
 * turn), the round, the one seat deciding, the result, and public figures only.
 */
import type { GameStatus } from '../../../engine/contract';
import { decidingSeat } from './deciding';
import type { DarknessState } from './types';

export function status(s: DarknessState): GameStatus {
  const deciding = decidingSeat(s);
  const summary: Record<string, number | string> = { round: s.round };
  const clock = s.scenario.doomClock;
  if (typeof clock === 'number') summary.doomLeft = Math.max(0, clock - s.round);
  const living = s.heroes.filter((h) => h.alive);
  if (living.length > 0) {
    const top = Math.max(...living.map((h) => h.vp));
    const leaders = living.filter((h) => h.vp === top);
    if (leaders.length === 1) summary.vpLeader = leaders[0]!.name;
    summary.vpTop = top;
  }
  return {
    phase: s.result ? 'over' : s.pending ? s.pending.kind : 'turn',
    round: s.round,
    deciding: deciding === null ? [] : [deciding],
    result: s.result ? { outcome: s.result.outcome, reason: s.result.reason } : null,
    summary,
  };
}
