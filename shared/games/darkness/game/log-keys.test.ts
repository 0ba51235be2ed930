import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E1_LOG_KEYS } from './log-keys';

const FILES = ['checks', 'movement', 'fate', 'doors', 'actions', 'carry', 'turn', 'tiles', 'skills-in-play'];

describe('E1 log keys', () => {
  it('every key written by E1\'s modules is listed with its params', () => {
    const written = new Set<string>();
    for (const f of FILES) {
      const text = readFileSync(join(__dirname, `${f}.ts`), 'utf8');
      for (const m of text.matchAll(/'((?:turn|check|movement|fate|perception|door|window|heal|disc|take|carry|failure|explore|tile|town|skill)\.[a-zA-Z]+)'/g)) written.add(m[1]!);
    }
    const listed = new Set(Object.keys(E1_LOG_KEYS));
    expect([...written].filter((k) => !listed.has(k))).toEqual([]);
    expect([...listed].filter((k) => !written.has(k))).toEqual([]);
  });
});
