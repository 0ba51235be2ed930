/**
 * Tragedy Looper's words before a move that cannot be taken back (see ../../components/move-confirmation.ts).
 * Only a card placed face down can be undone (L40, shared/games/looper/index.ts `undoable`); of the
 * rest, the protagonists' Final Guess moves lose something for good: going to it gives up the
 * loops left, and a wrong name loses the game. The mastermind's announcements are final by the
 * rules and forced by the script, so they do not ask (asking would only slow the screen).
 */
import type { LooperAction, LooperView } from '../../../../shared/games/looper/types';
import { NO_NOTICE, type MoveNotice } from '../../components/move-confirmation';
import type { Translator } from '../../i18n/translator';
import { characterName, roleName } from './format';
import { loopsLeft, turnAfter } from './loop-turn';

export function looperMoveNotice(tr: Translator, view: LooperView, action: LooperAction): MoveNotice {
  if (action.type === 'goToFinalGuess') {
    const n = loopsLeft(turnAfter(view.loop, view.loops));
    return { irreversible: tr.t('looper.confirm.goToFinalGuess', { n }), details: [] };
  }
  if (action.type === 'guess') {
    const irreversible = tr.t('looper.confirm.guess', { name: characterName(tr, action.character), role: roleName(tr, action.role) });
    return { irreversible, details: [] };
  }
  return NO_NOTICE;
}
