/** Words the roll helper builds from its state: a hand's name and test id, and a refusal's sentence. */
import type { RuleError } from '../../../../shared/engine/errors';
import type { Translator } from '../../i18n/translator';
import type { Hand } from './roll-session';

/** Stable id of a hand on the screen ("main", "helper-2", "ally", "opponent"). */
export function handKey(hand: Hand): string {
  return hand.kind === 'helper' ? `helper-${hand.index + 1}` : hand.kind;
}

/** 'hand' = inside a sentence ("tu mano"), 'handTitle' = a heading ("Tu mano"). */
export function handName(tr: Translator, hand: Hand, form: 'hand' | 'handTitle'): string {
  return tr.t(`darkness.roll.${form}.${hand.kind}`, { n: hand.index + 1 });
}

/** The helper's own sentence for a refusal, else the app's error text, else the engine's message. */
export function refusalText(tr: Translator, error: RuleError): string {
  for (const key of [`darkness.roll.errors.${error.code}`, `errors.${error.code}`]) if (tr.te(key)) return tr.t(key, error.params);
  return error.message;
}
