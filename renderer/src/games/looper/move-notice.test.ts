/** The confirmation before the Final Guess moves, from real views at a Time Spiral and at the Final Guess. */
import { describe, expect, it } from 'vitest';
import { looper } from '../../../../shared/games/looper';
import { act } from '../../../../shared/games/looper/flow-test-helpers';
import type { LooperState } from '../../../../shared/games/looper/types';
import { mustConfirm } from '../../components/move-confirmation';
import { looperMoveNotice } from './move-notice';
import { translator } from './test-translator';
import { spiralAfter } from './test-spiral';

const seatView = (s: LooperState) => looper.view(s, { kind: 'seat', seat: s.pending!.seat });

describe('Looper move notices', () => {
  it('going to the Final Guess asks first and says how many loops are given up', () => {
    const es = looperMoveNotice(translator('es'), seatView(spiralAfter(2)), { type: 'goToFinalGuess' });
    expect(mustConfirm(es, true)).toBe(true);
    expect(es.irreversible).toBe('Pasar a la Hipótesis final no se puede deshacer: los protagonistas renuncian a los 2 bucles restantes y un solo rol mal nombrado da la victoria a la mente maestra.');
    const en = looperMoveNotice(translator('en'), seatView(spiralAfter(3)), { type: 'goToFinalGuess' });
    expect(en.irreversible).toBe('Going to the Final Guess cannot be undone: the protagonists give up 1 remaining loop, and a single wrong role wins the game for the mastermind.');
  });

  it('naming a role in the Final Guess asks first; travelling again and placing a card do not', () => {
    const spiral = spiralAfter(2);
    const guess = act(spiral, spiral.pending!.seat, { type: 'goToFinalGuess' });
    const view = seatView(guess);
    const named = looperMoveNotice(translator('es'), view, { type: 'guess', character: 'doctor', role: 'brain' });
    expect(named.irreversible).toBe('El médico como Cerebro: no se puede deshacer; si no es su rol, la mente maestra gana la partida.');
    expect(mustConfirm(looperMoveNotice(translator('es'), seatView(spiral), { type: 'continueLoops' }), true)).toBe(false);
    expect(mustConfirm(looperMoveNotice(translator('es'), view, { type: 'placeCard', card: 'forbidMovement#1', target: 'doctor' }), true)).toBe(false);
  });
});
