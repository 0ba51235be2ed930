/**
 * What the table says on hover, focus or tap (`v-explain`) for what the rules reference has no
 * entry for: a face-down card (which must not name its face), a card with its owner, and a step
 * of the day's track. Everything else explains itself with its reference entry (rules/use-explain).
 */
import type { Explanation } from '../../components/rules-types';
import type { Translator } from '../../i18n/translator';
import { cardName, stepName, type StepName } from './format';
import type { HandCard } from './hand-model';

const T = 'looper.table';

/** A card lying face down: whose it is, never what it is. */
export function faceDownExplanation(tr: Translator, owner: string): Explanation {
  return { title: tr.t(`${T}.cards.faceDown`, { owner }), text: tr.t(`${T}.explain.faceDown`) };
}

/** A card on the table: its face when the viewer may see it, otherwise only that it lies face down. */
export function cardExplanation(tr: Translator, card: string | null, owner: string): Explanation {
  if (card === null) return faceDownExplanation(tr, owner);
  return { title: cardName(tr, card), text: tr.t(`${T}.cards.faceUp`, { card: cardName(tr, card), owner }) };
}

/**
 * A card of the viewer's own hand: still in it, or already used this loop (a once-per-loop card).
 * It has not been played today, so it is not "played by" anyone.
 */
export function handCardExplanation(tr: Translator, card: Pick<HandCard, 'id' | 'state'>, owner: string): Explanation {
  const name = cardName(tr, card.id);
  return { title: name, text: tr.t(`${T}.cards.${card.state === 'spent' ? 'spentInHand' : 'inHand'}`, { card: name, owner }) };
}

export function stepExplanation(tr: Translator, step: StepName): Explanation {
  return { title: stepName(tr, step), text: tr.t(`${T}.explain.step`) };
}
