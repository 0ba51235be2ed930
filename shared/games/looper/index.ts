/** Tragedy Looper: one mastermind against up to three protagonists across time loops (seed 004). */
import { defineGameModule } from '../../engine/define-game';
import type { LooperAction, LooperOptions, LooperState, LooperView } from './types';
import { apply, legalActions, setup } from './rules';
import { status, view } from './view';
import { looperBot } from './bot';
import { parseAction, parseOptions } from './schema';
import { legacyRulesVersions, RULES_VERSION } from './rules-version';

/**
 * L40: a move can be taken back only while it revealed nothing: a card placed face down that did
 * not start the card resolution (the same day, the same step, the card still face down).
 */
export function undoable(before: LooperState, after: LooperState): boolean {
  if (after.result !== null) return false;
  if (before.loop !== after.loop || before.day !== after.day) return false;
  const placing = after.step === 'mastermindCards' || after.step === 'protagonistCards';
  return placing && after.placed.length === before.placed.length + 1;
}

/** One against all: the mastermind (seat 0) wins when the protagonists lose, the protagonist players when they win. */
export function winners(s: LooperState): number[] | null {
  if (s.result === null) return null;
  const protagonists = s.players.map((_, seat) => seat).filter((seat) => seat !== 0);
  return s.result.outcome === 'victory' ? protagonists : [0];
}

export const looper = defineGameModule<LooperState, LooperAction, LooperOptions, LooperView>({
  id: 'looper', rulesVersion: RULES_VERSION, legacyRulesVersions, seats: { min: 2, max: 4 },
  parseOptions, parseAction, setup, legalActions, apply, view, status, undoable,
  bot: looperBot, winners,
  // The script is secret and protagonists' face-down cards are private at every player count: the default openInformation.
});

export type { LooperAction, LooperOptions, LooperState, LooperView } from './types';
