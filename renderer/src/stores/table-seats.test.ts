import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../../shared/ipc/contract';
import { humanSeats, nextHolder, nobodyElseLooks, watcherSeat } from './table-seats';

function snap(over: Partial<SessionSnapshot> & { bots?: number[]; deciding?: number[]; result?: boolean }): SessionSnapshot {
  const { bots, deciding, result, ...rest } = over;
  return {
    session: { players: ['Ana', 'Luis', 'Eva'], bots: bots ?? [] },
    seq: 3,
    seat: null,
    status: { deciding: deciding ?? [0], result: result ? { outcome: 'victory' } : null },
    view: null,
    legal: [],
    handoffTo: null,
    botToMove: null,
    undoSeat: null,
    openInformation: false,
    ...rest,
  } as unknown as SessionSnapshot;
}

describe('who may see the screen', () => {
  it('lists the people, and watches bots from the only person’s seat or the public table', () => {
    expect(humanSeats(snap({ bots: [1] }))).toEqual([0, 2]);
    expect(watcherSeat(snap({ bots: [1, 2] }))).toBe(0);
    expect(watcherSeat(snap({ bots: [1] }))).toBeNull();
  });

  it('hands the device to the deciding seat unless it is on screen, a bot decides or the game is over', () => {
    expect(nextHolder(snap({ deciding: [2] }))).toBe(2);
    expect(nextHolder(snap({ deciding: [2], handoffTo: 1 }))).toBe(1);
    expect(nextHolder(snap({ deciding: [2], seat: 2 }))).toBeNull();
    expect(nextHolder(snap({ deciding: [2], botToMove: 2 }))).toBeNull();
    expect(nextHolder(snap({ deciding: [2], result: true }))).toBeNull();
  });

  it('lets any view show when nobody else can be looking: open hands, the end, or one person', () => {
    expect(nobodyElseLooks(null)).toBe(false);
    expect(nobodyElseLooks(snap({}))).toBe(false);
    expect(nobodyElseLooks(snap({ openInformation: true }))).toBe(true);
    expect(nobodyElseLooks(snap({ result: true }))).toBe(true);
    expect(nobodyElseLooks(snap({ bots: [1, 2] }))).toBe(true);
  });
});
