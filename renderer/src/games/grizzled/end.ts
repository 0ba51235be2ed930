/** Facts the end screen needs that the result's reason alone does not carry. */
import type { GrizzledView } from '../../../../shared/games/grizzled/types';

/** Hard Knock symbols that break a Grizzled (Wounded counts two). */
export const BREAKING_KNOCKS = 4;

/**
 * Who broke the group on a `defeatKnocks` loss: the log names them; a view whose log was
 * trimmed falls back to the first player with four or more knock symbols.
 */
export function brokenPlayer(view: Pick<GrizzledView, 'log' | 'players'>): number | null {
  for (let i = view.log.length - 1; i >= 0; i--) {
    const e = view.log[i]!;
    if (e.key === 'defeatKnocks' && typeof e.params.seat === 'number') return e.params.seat;
  }
  const seat = view.players.findIndex((p) => p.knockCount >= BREAKING_KNOCKS);
  return seat < 0 ? null : seat;
}
