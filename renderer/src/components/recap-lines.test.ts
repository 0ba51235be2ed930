import { describe, expect, it } from 'vitest';
import { recapReader } from './recap-lines';

interface Line {
  key: string;
  n: number;
}

function counting() {
  const calls: Line[] = [];
  const format = (entry: Line) => {
    calls.push(entry);
    return `${entry.key} ${entry.n}`;
  };
  return { calls, format };
}

describe('recap lines', () => {
  it('reads each entry once while it stays the same object, and only the lines asked for', () => {
    const read = recapReader<Line>();
    const { calls, format } = counting();
    const a = { key: 'play', n: 1 };
    const b = { key: 'draw', n: 2 };
    const c = { key: 'end', n: 3 };
    expect(read([a, b, c], [1, 2], format, ['es'])).toEqual(['draw 2', 'end 3']);
    expect(read([a, b, c, { key: 'next', n: 4 }], [1, 2], format, ['es'])).toEqual(['draw 2', 'end 3']);
    expect(calls).toEqual([b, c]);
  });

  it('reads again for another language, format or names, and for an entry that changed', () => {
    const read = recapReader<Line>();
    const { calls, format } = counting();
    const a = { key: 'play', n: 1 };
    read([a], [0], format, ['es']);
    expect(read([a], [0], (e) => `(${e.n})`, ['es'])).toEqual(['(1)']);
    expect(read([a], [0], format, ['en'])).toEqual(['play 1']);
    expect(read([{ key: 'play', n: 9 }], [0], format, ['en'])).toEqual(['play 9']);
    expect(calls.length).toBe(3);
  });

  it('gives back the previous array when its lines did not change, a new one when they did', () => {
    const read = recapReader<Line>();
    const { format } = counting();
    const a = { key: 'play', n: 1 };
    const first = read([a], [0], format, ['es']);
    expect(read([a], [0], format, ['es'], first)).toBe(first);
    const more = read([a, { key: 'draw', n: 2 }], [0, 1], format, ['es'], first);
    expect(more).not.toBe(first);
    expect(more).toEqual(['play 1', 'draw 2']);
  });

  it('skips an index the log does not have', () => {
    const read = recapReader<Line>();
    expect(read([{ key: 'play', n: 1 }], [0, 5], counting().format, ['es'])).toEqual(['play 1']);
  });

  it('skips a line its format leaves without words', () => {
    const read = recapReader<Line>();
    const format = (line: Line) => (line.key === 'unsaid' ? '' : `${line.key} ${line.n}`);
    expect(read([{ key: 'play', n: 1 }, { key: 'unsaid', n: 2 }, { key: 'draw', n: 3 }], [0, 1, 2], format, ['es'])).toEqual(['play 1', 'draw 3']);
  });
});
