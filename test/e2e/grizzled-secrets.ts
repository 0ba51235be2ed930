/** Every seat's secrets in a state of The Grizzled: its hand, its support tiles, its face-down card. Nothing once the game is over. */
import type { Seat } from '../../shared/engine/contract';
import type { GrizzledState } from '../../shared/games/grizzled/types';

export function grizzledSecrets(state: unknown): Map<Seat, string[]> {
  const out = new Map<Seat, string[]>();
  const s = state as GrizzledState;
  if (s.result) return out;
  s.players.forEach((p, seat) => out.set(seat, [...p.hand, ...p.tiles, ...(p.played ? [p.played] : [])]));
  return out;
}
