/**
 * Salem's words before a move where a real choice is lost (ruling S95), decided from the mover's
 * own view: a card played on someone that brings them to the threshold (Scapegoat's moved
 * accusations included: a Tryal will be revealed), Danforth's early reveal, a Tryal pick nothing
 * asked about before (the Black Cat, the shorter game, Piety taken away), Samuel Parris' and
 * Tituba's limited uses, the character choice. Each reveal asks once (S97): the Tryal picked after
 * a confirmed card or Danforth's yes, and the pointed pair (its own Confirm button), ask nothing.
 * Draw 2 and the offers that draw never ask (S97): drawing is the turn's one alternative to
 * playing, not a lost choice. Night answers and the hourglass ask nothing: the night screen has its
 * own Confirm, and a glass that ran out cannot wait for an answer.
 */
import type { SalemAction, SalemView } from '../../../../../shared/games/salem/types';
import { DECK_SPEC } from '../../../../../shared/games/salem/cards';
import { NO_NOTICE, type MoveNotice } from '../../../components/move-confirmation';
import type { Translator } from '../../../i18n/translator';
import { cardKey } from './format';

function notice(tr: Translator, key: string): MoveNotice {
  return { irreversible: tr.t(`salem.table.confirm.${key}`), details: [] };
}

type PlayAction = Extract<SalemAction, { type: 'play' }>;

/** An Evidence counts 1 on Cotton Mather, 3 on anybody else. */
function evidenceValue(view: Pick<SalemView, 'players'>, seat: number): number {
  return view.players[seat]?.ability === 'cotton_mather' ? 1 : 3;
}

/** How many accusations a played card adds to its target (the rules' values; Cotton Mather's Evidence counts 1). */
export function accusationValue(view: Pick<SalemView, 'players'>, action: PlayAction): number {
  if (action.asWitness) return 7;
  const spec = DECK_SPEC.find((c) => c.key === cardKey(action.card));
  if (!spec || spec.color !== 'red') return 0;
  if (spec.key === 'evidence') return evidenceValue(view, action.target);
  return spec.accusations;
}

/**
 * Scapegoat moves every card in front of its target to `to`: the accusations arrive counted as
 * they count on `to` (only an Evidence changes, on or off Cotton Mather).
 */
function scapegoatReaches(view: Pick<SalemView, 'players'>, action: PlayAction): boolean {
  const from = view.players[action.target];
  const to = action.to === undefined ? undefined : view.players[action.to];
  if (!from || !to || from.accusations === 0) return false;
  const evidences = from.front.filter((c) => cardKey(c) === 'evidence').length;
  const moved = from.accusations + evidences * (evidenceValue(view, action.to!) - evidenceValue(view, action.target));
  return to.accusations + moved >= to.threshold;
}

/** A red card, Will Griggs' Witness or a Scapegoat that brings someone to the threshold reveals a Tryal. */
export function reachesThreshold(view: Pick<SalemView, 'players'>, action: PlayAction): boolean {
  if (cardKey(action.card) === 'scapegoat') return scapegoatReaches(view, action);
  const target = view.players[action.target];
  const value = accusationValue(view, action);
  return !!target && value > 0 && target.accusations + value >= target.threshold;
}

/** A Tryal pick after a card that reached the threshold or Danforth's yes: that move already asked. */
function revealAskedBefore(view: SalemView): boolean {
  const d = view.decision;
  return d?.t === 'reveal' && (d.cause === 'accusation' || d.cause === 'danforth');
}

export function salemMoveNotice(tr: Translator, view: SalemView, action: SalemAction): MoveNotice {
  switch (action.type) {
    case 'offer': {
      const d = view.decision;
      return action.use && d?.t === 'offer' && d.ability === 'thomas_danforth' ? notice(tr, 'reveal') : NO_NOTICE;
    }
    case 'play':
      return reachesThreshold(view, action) ? notice(tr, 'threshold') : NO_NOTICE;
    case 'reveal':
      return revealAskedBefore(view) ? NO_NOTICE : notice(tr, 'reveal');
    case 'parris':
      return notice(tr, 'parris');
    case 'tituba':
      return notice(tr, 'tituba');
    case 'character':
      return notice(tr, 'character');
    default:
      // Draw 2, End turn, the pointed pair (its own Confirm), the night, the glass, Tituba's order.
      return NO_NOTICE;
  }
}
