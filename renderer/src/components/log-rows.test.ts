import { describe, expect, it } from 'vitest';
import { logRows } from './log-rows';

type Entry = { key: string; to?: number; n?: number };
const line = (key: string, extra: Partial<Entry> = {}): Entry => ({ key, ...extra });

describe('the rows of a shown log', () => {
  it('keeps the key of every line still shown when the log slides', () => {
    const before = [line('a'), line('b'), line('c')];
    const after = [line('b'), line('c'), line('d')];
    const keys = (log: Entry[]) => logRows(log, [], null).map((r) => r.key);
    expect(keys(after).slice(0, 2)).toEqual(keys(before).slice(1));
    expect(keys(after)[2]).not.toBe(keys(before)[0]);
  });

  it('keeps public lines on their keys when another seat’s private lines replace this seat’s', () => {
    const ana = [line('deal'), line('drew', { to: 0 }), line('hide', { n: 1 })];
    const luis = [line('deal'), line('drew', { to: 1 }), line('drew', { to: 1 }), line('hide', { n: 1 })];
    const a = logRows(ana, [], null).map((r) => r.key);
    const l = logRows(luis, [], null).map((r) => r.key);
    expect(l[0]).toBe(a[0]);
    expect(l[3]).toBe(a[2]);
    expect(l).not.toContain(a[1]);
  });

  it('tells identical lines apart', () => {
    const keys = logRows([line('search'), line('search')], [], null).map((r) => r.key);
    expect(new Set(keys).size).toBe(2);
  });

  it('places undo lines after the public line they follow, with keys of their own', () => {
    const rows = logRows([line('a'), line('b', { to: 0 }), line('c')], [{ seat: 1, at: 1 }, { seat: 0, at: 0 }], null);
    expect(rows.map((r) => (r.entry ? r.entry.key : `undo${r.undoSeat}`))).toEqual(['undo0', 'a', 'undo1', 'b', 'c']);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('marks as fresh the lines from the first public line the viewer has not seen', () => {
    const rows = logRows([line('a'), line('b', { to: 0 }), line('c'), line('d')], [], 1);
    expect(rows.map((r) => r.fresh)).toEqual([false, true, true, true]);
    expect(logRows([line('a')], [], null)[0]!.fresh).toBe(false);
  });
});
