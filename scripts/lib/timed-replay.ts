/** The benches time a recorded game's replay: the applies alone, with the bookkeeping around them left out. */
import { performance } from 'node:perf_hooks';
import type { GameModule, Seat } from '../../shared/engine/contract';

export interface Step<A> {
  seat: Seat;
  action: A;
}

/** Replays `steps` from `start` and returns the milliseconds the applies took; a rejected step throws. */
export function timeApplies<S, A>(game: Pick<GameModule<S, A, unknown, unknown>, 'id' | 'apply'>, start: S, steps: readonly Step<A>[]): number {
  let s = start;
  let spent = 0;
  for (const { seat, action } of steps) {
    const t0 = performance.now();
    const r = game.apply(s, seat, action);
    spent += performance.now() - t0;
    if (!r.ok) throw new Error(`${game.id} bench: replay rejected ${JSON.stringify(action)}: ${r.error.code}`);
    s = r.state;
  }
  return spent;
}
