/**
 * Plays one game to its end with a chooser deciding for whichever seat must act (the sim
 * puts a bot in every seat). Pure shared/ code only: no database.
 */
import type { AnyGameModule, GameResult, Seat } from '../../shared/engine/contract';
import { nextFloat, seedRng, type RngState } from '../../shared/engine/rng';

export interface Decision {
  state: unknown;
  seat: Seat;
  legal: unknown[];
  /** A fresh 32-bit seed for this decision, derived from the game's seed. */
  seed: number;
}

export type Chooser = (module: AnyGameModule, decision: Decision) => unknown;

export interface PlayedGame {
  actions: number;
  rounds: number;
  result: GameResult | null;
  /** Why the game stopped without a result (never ended, no legal action, illegal choice). */
  error: string | null;
}

export function nextSeed(rng: RngState): [number, RngState] {
  const [f, next] = nextFloat(rng);
  return [Math.floor(f * 0x1_0000_0000), next];
}

/** The bot of the module, deciding from the deciding seat's own view only. */
export const botChooser: Chooser = (module, d) => module.bot(module.view(d.state, { kind: 'seat', seat: d.seat }), d.seat, d.legal, d.seed);

export function playGame(
  module: AnyGameModule,
  options: unknown,
  seed: string,
  choose: Chooser,
  maxActions: number,
): PlayedGame {
  let state = module.setup(options, seed);
  let rng = seedRng(`${seed}/choices`);
  let actions = 0;
  for (;;) {
    const status = module.status(state);
    if (status.result) return { actions, rounds: status.round, result: status.result, error: null };
    if (actions >= maxActions) {
      return { actions, rounds: status.round, result: null, error: `no result after ${maxActions} actions` };
    }
    const seat = status.deciding[0];
    if (seat === undefined) return { actions, rounds: status.round, result: null, error: 'no seat is deciding' };
    const legal = module.legalActions(state, seat);
    if (legal.length === 0) return { actions, rounds: status.round, result: null, error: `seat ${seat} has no legal action` };
    let decisionSeed: number;
    [decisionSeed, rng] = nextSeed(rng);
    const action = choose(module, { state, seat, legal, seed: decisionSeed });
    const applied = module.apply(state, seat, action);
    if (!applied.ok) {
      return { actions, rounds: status.round, result: null, error: `rejected ${JSON.stringify(action)}: ${applied.error.code}` };
    }
    state = applied.state;
    actions++;
  }
}
