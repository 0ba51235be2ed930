/**
 * One bot decision as the service makes it: from the deciding seat's own view only (the
 * bot never sees the state), with a seed derived from that same view and the log position,
 * so the same position at the same seq always gets the same move, whatever process asks, and
 * nothing the seat cannot see (another hand, the deck's order) can steer it (ruling S27).
 */
import { DEFAULT_BOT_LEVEL, type BotLevel } from '../../shared/engine/bot-level';
import type { AnyGameModule, Seat } from '../../shared/engine/contract';
import { stateHash } from '../../shared/engine/hash';
import { nextSeed } from '../../shared/engine/play';
import { seedRng } from '../../shared/engine/rng';
import { decideHere, type BotJob } from './bot-runner';
import { ServiceError } from './errors';

/** A 32-bit seed from the hash of the bot seat's own view and the log position it is decided at. */
export function botDecisionSeed(view: unknown, seq: number): number {
  return nextSeed(seedRng(`${stateHash(view)}/bot/${seq}`))[0];
}

/**
 * The raw action the module's bot picks for `seat` at the seat's stored `level` (issue 24); still
 * to be parsed and applied like any move. The level changes how the bot thinks, never what it sees
 * nor the seed it is given: the same position at the same seq and level gets the same move.
 */
export function botAction(module: AnyGameModule, state: unknown, seat: Seat, seq: number, level: BotLevel = DEFAULT_BOT_LEVEL): unknown {
  return decideHere(module, botJob(module, state, seat, seq, level));
}

/** What the bot of `seat` is given to decide, wherever it decides (bot-runner.ts): its own view, never the state. */
export function botJob(module: AnyGameModule, state: unknown, seat: Seat, seq: number, level: BotLevel = DEFAULT_BOT_LEVEL): BotJob {
  const legal = module.legalActions(state, seat);
  if (legal.length === 0) {
    // The engine names this seat as deciding yet offers it nothing: a rules bug, not bad input.
    throw new ServiceError('no_legal_action', `Seat ${seat} must decide but has no legal action`, { seat });
  }
  const view = module.view(state, { kind: 'seat', seat });
  return { gameId: module.id, view, seat, legal, seed: botDecisionSeed(view, seq), level };
}
