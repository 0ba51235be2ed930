/**
 * What the table says on hover, focus or tap (`v-explain`) for what the rules reference has no
 * entry for: a face-down card (which must not name its face), a card with its owner, and a step
 * of the day's track. Everything else explains itself with its reference entry (rules/use-explain).
 */
import type { Explanation } from '../../components/rules-types';
import type { Translator } from '../../i18n/translator';
import { cardName, stepName, type StepName } from './format';

const T = 'looper.table';

/** A card lying face down: whose it is, never what it is. */
export function faceDownExplanation(tr: Translator, owner: string): Explanation {
  return { title: tr.t(`${T}.cards.faceDown`, { owner }), text: tr.t(`${T}.explain.faceDown`) };
}

/** A card in a hand or on the table: its face when the viewer may see it, otherwise only that it lies face down. */
export function cardExplanation(tr: Translator, card: string | null, owner: string): Explanation {
  if (card === null) return faceDownExplanation(tr, owner);
  return { title: cardName(tr, card), text: tr.t(`${T}.cards.faceUp`, { card: cardName(tr, card), owner }) };
}

export function stepExplanation(tr: Translator, step: StepName): Explanation {
  return { title: stepName(tr, step), text: tr.t(`${T}.explain.step`) };
}
