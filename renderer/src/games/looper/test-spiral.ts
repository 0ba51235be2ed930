/** A Looper game stopped at a Time Spiral, for the renderer's unit tests (built with the engine's own test kit). */
import { act, stateAt } from '../../../../shared/games/looper/flow-test-helpers';
import type { TestStateSpec } from '../../../../shared/games/looper/test-states';
import type { LooperState } from '../../../../shared/games/looper/types';

export const SPIRAL_SPEC: TestStateSpec = { mainPlot: 'theSealedItem', cast: [['doctor', 'brain'], ['nurse', 'cultist'], 'informer', 'boyStudent'], days: 2, loops: 4 };

/** Loop `loop` lost on its last day (The Sealed Item: two Intrigue on the Shrine): the Time Spiral that follows. */
export function spiralAfter(loop: number, spec: TestStateSpec = SPIRAL_SPEC): LooperState {
  const s = act(stateAt('dayEnd', { ...spec, day: spec.days, loop }, (x) => { x.locationIntrigue.shrine = 2; }), 0, { type: 'endDay' });
  if (s.pending?.t !== 'timeSpiral') throw new Error('no Time Spiral');
  return s;
}

