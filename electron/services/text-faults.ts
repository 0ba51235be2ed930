/** The one refusal of a title or name holding a NUL or half a surrogate pair (S31), with the fault as `reason`. */
import { textFault, type TextFault } from '../../shared/text/characters';
import { ServiceError } from './errors';

const WORDS: Record<TextFault, string> = { nul: 'a NUL character', lone_surrogate: 'half a surrogate pair' };

export function refuseTextFault(text: string, code: string, what: string, params: Record<string, string | number> = {}): void {
  const fault = textFault(text);
  if (fault) throw new ServiceError(code, `${what} holds ${WORDS[fault]}`, { ...params, reason: fault });
}
