import { describe, expect, it } from 'vitest';
import { playGame, randomChooser } from '../../../../shared/engine/play';
import { looper } from '../../../../shared/games/looper';
import { SHIPPED_SCRIPTS } from '../../../../shared/games/looper/scripts';
import { scriptedRole } from '../../../../shared/games/looper/state';
import type { LooperState } from '../../../../shared/games/looper/types';
import { view } from '../../../../shared/games/looper/view';
import { namedSoFar } from './final-guess-model';

describe('Final Guess as shown', () => {
  it('L143 marks each name right exactly when it is the scripted role, for the protagonists\' and the public view, in random games', () => {
    let checked = 0;
    for (const script of SHIPPED_SCRIPTS) {
      for (const seed of ['a', 'b', 'c']) {
        const game = playGame(looper, { players: ['MM', 'A', 'B'], script }, `guess-${script.id}-${seed}`, randomChooser);
        const s = game.state as LooperState;
        if (!s.finalGuess || s.finalGuess.named.length === 0) continue;
        for (const viewer of [{ kind: 'public' as const }, { kind: 'seat' as const, seat: 1 }]) {
          const shown = namedSoFar(view(s, viewer));
          expect(shown.map((n) => n.right)).toEqual(s.finalGuess.named.map((n) => scriptedRole(s, n.character) === n.role));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(4);
  }, 60_000);
});
