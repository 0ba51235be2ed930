import { describe, expect, it } from 'vitest';
import { translator } from '../../looper/test-translator';
import { discMarker, heroColour, squareLabel } from './map-labels';
import type { TownSquare } from './town-model';

const es = translator('es');
const en = translator('en');
const KINDS = ['item', 'ally', 'security', 'adversary', 'numbered'] as const;

describe('map labels', () => {
  it('D336 gives each disc kind its own shape and letter, not only a colour', () => {
    const paths = KINDS.map((k) => discMarker(k).path);
    expect(new Set(paths).size).toBe(KINDS.length);
    for (const p of paths) expect(p.length).toBeGreaterThan(5);
    expect(new Set(KINDS.map((k) => discMarker(k).cls)).size).toBe(KINDS.length);
    for (const tr of [es, en]) {
      const letters = KINDS.map((k) => tr.t(`darkness.table.disc.letter.${k}`));
      expect(new Set(letters).size).toBe(KINDS.length);
      for (const l of letters) expect(l).toMatch(/^[A-Z]$/);
    }
    // A face-down disc nobody here knows has no kind: a plain back, no shape.
    expect(discMarker(null)).toEqual({ cls: 'disc-unknown', path: '' });
  });

  it('reads out the cursor square: where, what, who, and what Enter does', () => {
    const door: TownSquare = { key: '6,3', x: 6, y: 3, kind: 'door', tile: 0, locks: 2, door: 'locked' };
    expect(squareLabel(es, { x: 6, y: 3 }, door, { heroes: ['Ana', 'Luis'], disc: null, reachable: true, explore: false })).toBe(
      'Casilla 6,3 · puerta cerrada con 2 cerraduras · Ana, Luis · puedes moverte aquí',
    );
    const q: TownSquare = { ...door, key: '2,2', x: 2, y: 2, kind: 'question', locks: 0, door: null };
    expect(squareLabel(en, { x: 2, y: 2 }, q, { heroes: [], disc: { name: 'Knife', faceUp: false, peeked: true }, reachable: false, explore: false })).toBe(
      'Square 2,2 · encounter square (?) · Knife (face down; only you have seen it)',
    );
    expect(squareLabel(es, { x: 2, y: -3 }, null, { heroes: [], disc: null, reachable: false, explore: true })).toBe('Casilla 2,-3 · sin loseta · Intro explora aquí');
    expect(squareLabel(es, { x: 1, y: 1 }, { ...door, door: 'noDoor', locks: 0 }, { heroes: [], disc: { name: 'x', faceUp: false, peeked: false }, reachable: false, explore: false })).toBe(
      'Casilla 1,1 · sin puerta (derribada o hueco abierto) · disco boca abajo',
    );
  });

  it('gives six heroes six colours', () => {
    expect(new Set([0, 1, 2, 3, 4, 5].map(heroColour)).size).toBe(6);
  });
});
