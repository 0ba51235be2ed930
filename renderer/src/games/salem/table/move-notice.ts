/**
 * Salem's words for a move that cannot be taken back (the engine's `barrier`: a draw, a reveal,
 * a secret answer), decided from the mover's own view: Draw 2 and the offers that draw, a red
 * card that reaches the target's threshold (a Tryal will be revealed), choosing which Tryal is
 * revealed, Samuel Parris' pick, Tituba's look at the deck, the character choice. Night answers
 * and the hourglass ask nothing: the night screen has its own Confirm, and a glass that ran out
 * cannot wait for an answer.
 */
import type { SalemAction, SalemView } from '../../../../../shared/games/salem/types';
import { DECK_SPEC } from '../../../../../shared/games/salem/cards';
import type { MoveNotice } from '../../../components/move-confirmation';
import type { Translator } from '../../../i18n/translator';
import { cardKey } from './format';

function notice(tr: Translator, key: string): MoveNotice {
  return { irreversible: tr.t(`salem.table.confirm.${key}`), details: [] };
}

/** How many accusations a played card adds to its target (the rules' values; Cotton Mather's Evidence counts 1). */
export function accusationValue(view: Pick<SalemView, 'players'>, action: Extract<SalemAction, { type: 'play' }>): number {
  if (action.asWitness) return 7;
  const spec = DECK_SPEC.find((c) => c.key === cardKey(action.card));
  if (!spec || spec.color !== 'red') return 0;
  if (spec.key === 'evidence' && view.players[action.target]?.ability === 'cotton_mather') return 1;
  return spec.accusations;
}

/** A red card (or Will Griggs' Witness) that brings its target to the threshold reveals a Tryal. */
export function reachesThreshold(view: Pick<SalemView, 'players'>, action: Extract<SalemAction, { type: 'play' }>): boolean {
  const target = view.players[action.target];
  const value = accusationValue(view, action);
  return !!target && value > 0 && target.accusations + value >= target.threshold;
}

export function salemMoveNotice(tr: Translator, view: SalemView, action: SalemAction): MoveNotice {
  switch (action.type) {
    case 'draw':
      return notice(tr, 'draw');
    case 'offer': {
      const d = view.decision;
      if (!action.use || d?.t !== 'offer') return { irreversible: null, details: [] };
      return notice(tr, d.ability === 'thomas_danforth' ? 'reveal' : 'draw');
    }
    case 'play':
      return reachesThreshold(view, action) ? notice(tr, 'threshold') : { irreversible: null, details: [] };
    case 'reveal':
    case 'point':
      return notice(tr, 'reveal');
    case 'parris':
      return notice(tr, 'parris');
    case 'tituba':
      return notice(tr, 'tituba');
    case 'character':
      return notice(tr, 'character');
    default:
      return { irreversible: null, details: [] };
  }
}
