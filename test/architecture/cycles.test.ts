/**
 * No import circles (issue 21): a file never imports, however indirectly, a file that imports it.
 * A circle makes modules that can only be read, tested and loaded together — the knots When
 * Darkness Comes' and Salem's engines were before their flows were declared in one place (each
 * game's flow.ts). Type-only, side-effect and dynamic imports count, and so do `.vue` scripts:
 * a circle of files is a circle to a reader whatever the bundler erases.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, type Knot, ROOT, specifiersOf } from './import-graph';

const PLANTED = 'test/architecture/fixtures/planted-cycle';
function shown(knots: Knot[]): string[] {
  return knots.map((k) => {
    const more = k.files.length - (k.circle.length - 1);
    return k.circle.map((f) => path.relative(ROOT, f)).join(' → ') + (more > 0 ? ` (and ${more} more files in the same knot)` : '');
  });
}

describe('import cycles', () => {
  it('there are none in shared/, electron/ and renderer/src/', () => {
    const graph = importGraph(['shared', 'electron', 'renderer/src']);
    expect(graph.size).toBeGreaterThan(500);
    expect(shown(importCycles(graph))).toEqual([]);
  });

  it('a planted circle through a type-only import, a dynamic import and a .vue script is found, and only it', () => {
    expect(shown(importCycles(importGraph([PLANTED])))).toEqual([`${PLANTED}/a.ts → ${PLANTED}/c.ts → ${PLANTED}/b.vue → ${PLANTED}/a.ts`]);
  });

  it('every kind of import is read, and a commented-out one is not', () => {
    expect(specifiersOf(path.join(ROOT, PLANTED, 'd.ts'))).toEqual(['./a', './c']);
    expect(specifiersOf(path.join(ROOT, PLANTED, 'a.ts'))).toEqual(['./c']);
    expect(specifiersOf(path.join(ROOT, PLANTED, 'b.vue'))).toEqual(['./a']);
  });
});
