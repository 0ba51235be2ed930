import { describe, expect, it } from 'vitest';
import type { DarknessAction } from '../../../../../shared/games/darkness/game/types';
import { rerollLimit } from './roll-model';

const one: DarknessAction = { type: 'reroll', dice: [0] };

describe('re-rolls', () => {
  it('D337 allows at most min(3 − bought, VP) dice, and none when the engine offers no re-roll', () => {
    expect(rerollLimit([one, { type: 'keep' }], 10, 0)).toBe(3);
    expect(rerollLimit([one], 10, 2)).toBe(1);
    expect(rerollLimit([one], 2, 0)).toBe(2);
    expect(rerollLimit([one], 0, 0)).toBe(0);
    expect(rerollLimit([{ type: 'keep' }], 10, 0)).toBe(0);
    // When the engine lists several dice at once, its own list caps the choice too.
    expect(rerollLimit([{ type: 'reroll', dice: [0, 1] }], 10, 0)).toBe(2);
  });
});
