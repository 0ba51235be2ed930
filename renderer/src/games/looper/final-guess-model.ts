/**
 * The Final Guess as the table shows it: each name given so far and whether it was right. The
 * mastermind answers out loud (the engine's log); a right answer reveals the role on the card,
 * so a name is right exactly when the view now shows that role on that character.
 */
import type { CharacterId, RoleId } from '../../../../shared/games/looper/ids';
import type { LooperView } from '../../../../shared/games/looper/types';

export interface NamedRole {
  character: CharacterId;
  role: RoleId;
  right: boolean;
}

export function namedSoFar(view: Pick<LooperView, 'finalGuess' | 'characters'>): NamedRole[] {
  return (view.finalGuess?.named ?? []).map(({ character, role }) => ({
    character,
    role,
    right: view.characters.find((c) => c.id === character)?.role === role,
  }));
}
