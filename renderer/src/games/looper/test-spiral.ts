/** A Looper game played to a Time Spiral, for the renderer's unit tests (with the engine's own test kit). */
import { act, playQuietlyUntil } from '../../../../shared/games/looper/flow-test-helpers';
import { setup } from '../../../../shared/games/looper/rules';
import { testScript } from '../../../../shared/games/looper/test-states';
import type { LooperState } from '../../../../shared/games/looper/types';

/** A Time Traveler cast: the quiet play declares each loop lost on its last day (flow-test-helpers.ts). */
const SPIRAL_SCRIPT = testScript({ mainPlot: 'changeOfFuture', cast: [['girlStudent', 'timeTraveler'], ['officeWorker', 'cultist'], 'doctor', 'nurse'], days: 2, loops: 4 });

/** The Time Spiral after loop `loop` is lost, the protagonists having travelled again at every spiral before it. */
export function spiralAfter(loop: number): LooperState {
  let s = setup({ players: ['Marta', 'Ana', 'Luis', 'Eva'], script: SPIRAL_SCRIPT }, 'spiral');
  for (;;) {
    s = playQuietlyUntil(s, (x) => x.pending?.t === 'timeSpiral');
    if (s.pending?.t !== 'timeSpiral') throw new Error('the game ended before the Time Spiral');
    if (s.loop === loop + 1) return s;
    s = act(s, s.pending.seat, { type: 'continueLoops' });
  }
}
