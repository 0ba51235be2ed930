/** Salem 1692 (2nd edition): 4-12 players, hidden witches, Velada as the moderator (seed 003). */
import { defineGameModule, undoUntilBarrier } from '../../engine/define-game';
import type { SalemAction, SalemOptions, SalemState, SalemView } from './types';
import { setup } from './setup';
import { apply, legalActions } from './rules';
import { status, view } from './view';
import { bot } from './bot';
import { parseAction, parseOptions } from './schema';
import { RULES_VERSION } from './rules-version';

export const salem = defineGameModule<SalemState, SalemAction, SalemOptions, SalemView>({
  id: 'salem', rulesVersion: RULES_VERSION, seats: { min: 4, max: 12 },
  parseOptions, parseAction, setup, legalActions, apply, view, status, bot,
  // Hidden teams: the winning side's seats, dead ones included (win.ts).
  winners: (s) => (s.result === null ? null : s.winners.slice()),
  // Only a card played without revealing anything may be taken back (S-undo in docs/rulings/salem.md).
  undoable: undoUntilBarrier,
  // Tryals, hands and the night's choices are secret at every player count: the default openInformation.
});

export type { SalemAction, SalemOptions, SalemState, SalemView } from './types';
