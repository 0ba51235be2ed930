import { describe, expect, it } from 'vitest';
import { deviceRecap, readSeen, seenKey, writeSeen } from './device-recap';

const MOVES = new Set(['played']);
const line = (key: string, seat: number, to?: number) => ({ key, params: { seat }, ...(to === undefined ? {} : { to }) });
// Public lines: 0 Ana played, 1 Luis played, 2 (event), 3 Bot played; a line for seat 0 alone between them.
const LOG = [line('played', 0), line('played', 1), line('secret', 1, 0), line('event', 9), line('played', 2)];

function memory(): Storage {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) } as Storage;
}

describe('SC27: the recap on a seat’s own device', () => {
  it('never looked here: the public lines since the seat’s own last move, without its own moves or any line addressed to it', () => {
    const recap = deviceRecap(LOG, 0, null, MOVES);
    expect(recap.lines).toEqual([line('played', 1), line('event', 9), line('played', 2)]);
    expect(recap.indices).toEqual([1, 2, 3]);
    expect(recap.lines.some((l) => 'to' in l)).toBe(false);
  });

  it('after "Entendido" on this device, only what came after it', () => {
    expect(deviceRecap(LOG, 0, 3, MOVES).indices).toEqual([3]);
    expect(deviceRecap(LOG, 0, 4, MOVES).indices).toEqual([]);
  });

  it('the seat’s own move later than the mark starts it afresh: the person saw the table when they moved', () => {
    const log = [...LOG, line('played', 0), line('event', 9)];
    expect(deviceRecap(log, 0, 1, MOVES).indices).toEqual([5]);
  });

  it('a mark beyond the log (an undo took lines back) lists nothing rather than failing', () => {
    expect(deviceRecap(LOG, 0, 40, MOVES).indices).toEqual([]);
  });

  it('the mark is kept per game and seat in the device’s storage; an unreadable or refused one counts as never looked', () => {
    const storage = memory();
    expect(readSeen(storage, 'g1', 0)).toBeNull();
    writeSeen(storage, 'g1', 0, 4);
    expect(readSeen(storage, 'g1', 0)).toBe(4);
    expect(readSeen(storage, 'g1', 1)).toBeNull();
    expect(readSeen(storage, 'g2', 0)).toBeNull();
    storage.setItem(seenKey('g1', 1), 'many');
    expect(readSeen(storage, 'g1', 1)).toBeNull();
    expect(readSeen(null, 'g1', 0)).toBeNull();
    const refusing = { setItem: () => { throw new Error('quota'); } };
    expect(() => writeSeen(refusing, 'g1', 0, 2)).not.toThrow();
  });
});
