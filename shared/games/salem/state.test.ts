/** The shared lookups of state.ts (the lead's), with ruling S1's directions. */
import { describe, expect, it } from 'vitest';
import { abilityOf, cardKey, draftOf, faceDown, leftOf, livingFrom, log, LOG_LIMIT, rightOf, trimLog, tryalFace } from './state';
import type { LogEntry } from './types';
import { table, type SeatSpec } from './night-fixtures';

function ring(dead: number[], characters: Partial<Record<number, SeatSpec['character']>> = {}) {
  return table({ seats: [0, 1, 2, 3, 4, 5].map((seat) => ({ tryals: 'NN', alive: !dead.includes(seat), character: characters[seat] })) });
}

describe('state helpers', () => {
  it('S1 left is the next living seat in play order, right the previous one, dead seats skipped', () => {
    const s = ring([1, 5]);
    expect([0, 2, 3, 4].map((seat) => leftOf(s, seat))).toEqual([2, 3, 4, 0]);
    expect([0, 2, 3, 4].map((seat) => rightOf(s, seat))).toEqual([4, 0, 2, 3]);
    expect(livingFrom(s, 3)).toEqual([3, 4, 0, 2]);
    expect(livingFrom(s, 1)).toEqual([2, 3, 4, 0]);
    const alone = ring([1, 2, 3, 4, 5]);
    expect(leftOf(alone, 0)).toBeNull();
    expect(rightOf(alone, 0)).toBeNull();
  });

  it('S1 Martha Corey has the ability of the first living player to her right, recomputed as players die', () => {
    const characters = { 1: 'tituba', 2: 'william_phips', 3: 'martha_corey' } as const;
    expect(abilityOf(ring([], characters), 3)).toBe('william_phips');
    expect(abilityOf(ring([2], characters), 3)).toBe('tituba');
    expect(abilityOf(ring([1, 2], characters), 3)).toBe(abilityOf(ring([1, 2], characters), 0));
    expect(abilityOf(ring([0, 1, 2, 4, 5], characters), 3)).toBe('martha_corey');
    expect(abilityOf(ring([], characters), 2)).toBe('william_phips');
  });

  it('faceDown lists positions, cardKey and tryalFace read ids', () => {
    const s = table({ seats: [{ tryals: 'WnCn' }] });
    expect(faceDown(s, 0)).toEqual([0, 2]);
    expect(['accusation-12', 'black_cat', 'night', 'scapegoat-2'].map(cardKey)).toEqual(['accusation', 'black_cat', 'night', 'scapegoat']);
    expect(['witch-2', 'not-33', 'constable'].map(tryalFace)).toEqual(['witch', 'not', 'constable']);
  });

  it('draftOf copies what rules change; the input is untouched', () => {
    const s = table({ seats: [{ tryals: 'WN', hand: ['alibi-1'] }, { tryals: 'NN' }, { tryals: 'NN' }, { tryals: 'NN' }] });
    const before = JSON.stringify(s);
    const d = draftOf(s);
    d.players[0]!.hand.push('accusation-1');
    d.players[0]!.used.phips++;
    d.deck.pop();
    d.counts.nights++;
    log(d, 'dawn');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the log keeps its newest lines only', () => {
    const d = draftOf(table({ seats: [{ tryals: 'N' }] }));
    for (let i = 0; i < LOG_LIMIT + 5; i++) log(d, 'turn', { seat: i });
    expect(d.log).toHaveLength(LOG_LIMIT);
    expect(d.log[0]).toEqual({ key: 'turn', params: { seat: 5 } });
    log(d, 'drew', { seat: 0, card: 'night' }, 0);
    expect(d.log.at(-1)).toEqual({ key: 'drew', params: { seat: 0, card: 'night' }, to: 0 });
  });
});

describe('the log kept in the state', () => {
  const line = (n: number, to?: number): LogEntry => (to === undefined ? { key: 'turn', params: { seat: n } } : { key: 'drew', params: { seat: to, card: `c${n}` }, to });

  it('keeps the same public lines however many private lines there were', () => {
    const quiet: LogEntry[] = [];
    const busy: LogEntry[] = [];
    for (let n = 0; n < LOG_LIMIT + 50; n++) {
      quiet.push(line(n));
      busy.push(line(n));
      // The busy game has a private line after every public one (say, many witches awake).
      busy.push(line(n, n % 4));
      trimLog(quiet);
      trimLog(busy);
    }
    const publicOf = (lines: LogEntry[]) => lines.filter((l) => l.to === undefined);
    expect(publicOf(quiet)).toHaveLength(LOG_LIMIT);
    expect(publicOf(busy)).toEqual(publicOf(quiet));
    // No private line older than the oldest public line kept survives.
    expect(busy[0]!.to).toBeUndefined();
  });

  it('drops nothing below the limit', () => {
    const lines = [line(1), line(2, 0), line(3)];
    trimLog(lines);
    expect(lines).toHaveLength(3);
  });
});
