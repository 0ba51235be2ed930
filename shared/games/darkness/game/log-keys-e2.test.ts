import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2_LOG_KEYS } from './log-keys-e2';

const FILES = ['encounters', 'reshuffle', 'combat', 'failures', 'vp', 'death', 'adversaries', 'scenario', 'objective', 'round', 'master', 'sight', 'master-search'];

describe('E2 log keys', () => {
  it('every key written by E2\'s modules is listed, and every listed key is written', () => {
    const written = new Set<string>();
    for (const f of FILES) {
      for (const line of readFileSync(join(__dirname, `${f}.ts`), 'utf8').split('\n')) {
        if (!line.includes('log(s, ')) continue;
        for (const m of line.matchAll(/log\(s, '([a-zA-Z.]+)'/g)) written.add(m[1]!);
        for (const m of line.matchAll(/\? '([a-zA-Z]+)' : '([a-zA-Z]+)'/g)) written.add(m[1]!).add(m[2]!);
      }
    }
    const listed = new Set(Object.keys(E2_LOG_KEYS));
    expect([...written].filter((k) => !listed.has(k))).toEqual([]);
    expect([...listed].filter((k) => !written.has(k))).toEqual([]);
  });
});
