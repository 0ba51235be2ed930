import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import { seatSnapshotOf } from './seat-snapshot';

describe('a seat’s device snapshot', () => {
  it('names each bot with its level (issue 24) and each person without one', () => {
    const snapshot = {
      session: { id: 'g1', gameId: 'grizzled', title: 'Frente', players: ['Ana', 'Bot 1', 'Bot 2'], bots: [1, 2], botLevels: ['easy', 'normal'] },
      seq: 3, seat: 0, status: { phase: 'mission', round: 1, deciding: [0], result: null, summary: {} },
      view: {}, legal: [], openInformation: false, undos: [],
    } as unknown as SessionSnapshot;
    expect(seatSnapshotOf(snapshot).players).toEqual([
      { name: 'Ana', bot: false },
      { name: 'Bot 1', bot: true, botLevel: 'easy' },
      { name: 'Bot 2', bot: true, botLevel: 'normal' },
    ]);
  });
});
