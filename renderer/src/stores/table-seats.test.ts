import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../../shared/ipc/contract';
import { deviceDeciders, deviceSeatsOf, humanSeats, nextHolder, nobodyElseLooks, watcherSeat } from './table-seats';

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

  it('counts a seat as on a device while its link is claimed and phones are on, connected or not', () => {
    const seats = [
      { seat: 0, link: 'claimed' as const, connected: false },
      { seat: 1, link: 'waiting' as const, connected: false },
      { seat: 2, link: 'claimed' as const, connected: true },
    ];
    expect([...deviceSeatsOf({ sessionId: 's', on: true, baseUrl: 'http://x', seats })]).toEqual([0, 2]);
    expect(deviceSeatsOf({ sessionId: 's', on: false, baseUrl: null, seats }).size).toBe(0);
    expect(deviceSeatsOf(null).size).toBe(0);
  });

  it('never hands the device to a seat on a phone: the next person here gets it, or nobody (the public table waits)', () => {
    const phones = new Set([0, 2]);
    expect(nextHolder(snap({ deciding: [0] }), phones)).toBeNull();
    expect(deviceDeciders(snap({ deciding: [0] }), phones)).toEqual([0]);
    expect(nextHolder(snap({ deciding: [0, 1] }), phones)).toBe(1);
    expect(nextHolder(snap({ deciding: [1], handoffTo: 2 }), phones)).toBe(1);
    expect(nextHolder(snap({ deciding: [0], seat: 0 }), phones)).toBeNull();
    expect(deviceDeciders(snap({ deciding: [0], result: true }), phones)).toEqual([]);
  });

  it('does not treat the only person as alone at this screen when they play on a phone', () => {
    expect(watcherSeat(snap({ bots: [1, 2] }), new Set([0]))).toBeNull();
    expect(nobodyElseLooks(snap({ bots: [1, 2] }), new Set([0]))).toBe(false);
    expect(nobodyElseLooks(snap({ bots: [1, 2], openInformation: true }), new Set([0]))).toBe(true);
  });
});
