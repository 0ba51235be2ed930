/**
 * Issue 7.12: `npm ci` refuses a lock in which a locked package's optional dependency has no
 * entry of its own — which is what happens when the registry that wrote the lock lacked
 * another platform's build (rollup 4.68.7's darwin/win32 packages). Every platform's entry
 * must be in the lock, so a fresh clone installs with `npm ci` on any machine.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { lockfileVersion: number; packages: Record<string, LockEntry> };

/** Where npm would look for `name` when required from the package at `from`. */
function resolve(from: string, name: string): LockEntry | undefined {
  let base = from;
  for (;;) {
    const found = lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`];
    if (found) return found;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('locks every optional dependency of every locked package (all platforms)', () => {
    const missing: string[] = [];
    for (const [at, entry] of Object.entries(lock.packages)) {
      for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
        if (!resolve(at, name)) missing.push(`${at || '(root)'} → ${name}@${range}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('pins rollup to a version whose platform packages all resolve, with darwin, win32 and linux builds locked', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { overrides?: Record<string, string> };
    const pinned = pkg.overrides?.rollup;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    const rollups = Object.entries(lock.packages).filter(([at]) => at.endsWith('node_modules/rollup'));
    expect(rollups.length).toBeGreaterThan(0);
    for (const [, entry] of rollups) expect(entry.version).toBe(pinned);
    for (const platform of ['darwin-arm64', 'darwin-x64', 'win32-x64-msvc', 'linux-x64-gnu', 'linux-arm64-gnu']) {
      expect(resolve('', `@rollup/rollup-${platform}`)?.version, platform).toBe(pinned);
    }
  });
});
