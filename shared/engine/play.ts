/**
 * Plays one game to its end with a chooser deciding for whichever seat must act. Pure and
 * deterministic for a given seed; used by the sim, the bench and tests that need real games.
 */
import type { AnyGameModule, GameResult, Seat } from './contract';
import { nextFloat, seedRng, type RngState } from './rng';
import type { BotLevel } from './bot-level';

export interface Choice {
  state: unknown;
  seat: Seat;
  legal: unknown[];
  /** A fresh 32-bit seed for this decision, derived from the game's seed. */
  seed: number;
}

export type Chooser = (module: AnyGameModule, choice: Choice) => unknown;

export interface PlayedGame {
  state: unknown;
  actions: number;
  rounds: number;
  result: GameResult | null;
  /** Why the game stopped without a result (never ended, no legal action, illegal choice). */
  error: string | null;
}

export interface PlayOptions {
  maxActions?: number;
  /** Called after every accepted action with the state it produced. */
  onStep?: (state: unknown, seat: Seat, action: unknown) => void;
}

export function nextSeed(rng: RngState): [number, RngState] {
  const [f, next] = nextFloat(rng);
  return [Math.floor(f * 0x1_0000_0000), next];
}

/** Uniformly random among the legal actions. */
export const randomChooser: Chooser = (_module, c) => c.legal[c.seed % c.legal.length];

/** The module's bot, deciding from the deciding seat's own view only. */
export const botChooser: Chooser = (module, c) => module.bot(module.view(c.state, { kind: 'seat', seat: c.seat }), c.seat, c.legal, c.seed);

/** The module's bot at `level` for every seat, or at `levelOf(seat)` seat by seat. */
export function levelChooser(level: BotLevel | ((seat: Seat) => BotLevel)): Chooser {
  const levelOf = typeof level === 'function' ? level : () => level;
  return (module, c) => module.bot(module.view(c.state, { kind: 'seat', seat: c.seat }), c.seat, c.legal, c.seed, levelOf(c.seat));
}

export function playGame(module: AnyGameModule, options: unknown, seed: string, choose: Chooser, play: PlayOptions = {}): PlayedGame {
  const maxActions = play.maxActions ?? 10_000;
  let state = module.setup(options, seed);
  let rng = seedRng(`${seed}/choices`);
  let actions = 0;
  for (;;) {
    const status = module.status(state);
    const stop = (error: string | null): PlayedGame => ({ state, actions, rounds: status.round, result: status.result, error });
    if (status.result) return stop(null);
    if (actions >= maxActions) return stop(`no result after ${maxActions} actions`);
    const seat = status.deciding[0];
    if (seat === undefined) return stop('no seat is deciding');
    const legal = module.legalActions(state, seat);
    if (legal.length === 0) return stop(`seat ${seat} has no legal action`);
    let decisionSeed: number;
    [decisionSeed, rng] = nextSeed(rng);
    const action = choose(module, { state, seat, legal, seed: decisionSeed });
    const applied = module.apply(state, seat, action);
    if (!applied.ok) return stop(`rejected ${JSON.stringify(action)}: ${applied.error.code}`);
    state = applied.state;
    actions++;
    play.onStep?.(state, seat, action);
  }
}
