import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { silentes } from './index';
import { previewMove } from './preview';
import { act, fresh, scenario, viewOf } from './test-helpers';
import type { SilentesAction, SilentesState } from './types';

const SURVIVOR_ACTIONS = new Set(['hide', 'entrench', 'search', 'distract']);

/** The moves whose preview claims to know whether they cross the undo barrier. */
function covered(s: SilentesState, a: SilentesAction): boolean {
  if (SURVIVOR_ACTIONS.has(a.type)) return s.stage.s === 'survivors';
  return a.type === 'accept' || a.type === 'provision';
}

/** Seeded random games; at every decision every covered legal action of every seat that may act is checked. */
function walk(seed: string, check: (s: SilentesState, seat: number, a: SilentesAction) => void): number {
  let s = fresh(seed);
  let rng: RngState = seedRng(`walk-${seed}`);
  let checked = 0;
  for (let step = 0; step < 600 && !s.result; step++) {
    const status = silentes.status(s);
    const seat = status.deciding[0]!;
    for (const who of new Set([seat, ...(status.interrupts ?? [])])) {
      for (const a of silentes.legalActions(s, who)) {
        if (!covered(s, a)) continue;
        check(s, who, a);
        checked++;
      }
    }
    const legal = silentes.legalActions(s, seat);
    let i: number;
    [i, rng] = nextInt(rng, legal.length);
    s = act(s, seat, legal[i]!);
  }
  return checked;
}

describe('Silentes move preview', () => {
  it('says a move cannot be undone exactly when the engine will not undo it', () => {
    let total = 0;
    let irreversible = 0;
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      total += walk(seed, (s, seat, a) => {
        const r = silentes.apply(s, seat, a);
        if (!r.ok) throw new Error(r.error.message);
        const preview = previewMove(viewOf(s, seat), a);
        if (preview.irreversible) irreversible++;
        expect(preview.irreversible !== null, `${JSON.stringify(a)} → ${preview.irreversible}`).toBe(!silentes.undoable(s, r.state));
      });
    }
    expect(total).toBeGreaterThan(100);
    expect(irreversible).toBeGreaterThan(10);
  });

  it('P1 the second survivor’s action flips the hunt card: it asks first, the first survivor’s does not', () => {
    const first = scenario();
    const hide = silentes.legalActions(first, 0).find((a) => a.type === 'hide')!;
    expect(previewMove(viewOf(first, 0), hide).irreversible).toBeNull();
    const second = act(first, 0, hide);
    const reply = silentes.legalActions(second, 1).find((a) => a.type === 'hide' || a.type === 'entrench' || a.type === 'distract')!;
    expect(previewMove(viewOf(second, 1), reply).irreversible).toBe('huntReveal');
    expect(act(second, 1, reply).log.some((e) => e.key === 'huntReveal')).toBe(true);
  });

  it('P2 searching draws a provision, so it always asks first', () => {
    const s = scenario();
    expect(previewMove(viewOf(s, 0), { type: 'search' }).irreversible).toBe('search');
  });

  it('P3 Agua Potable and the Enamorados sacrifice show the noise they leave, capped at 0 and the maximum', () => {
    const s = scenario({ noise: 1, hands: [['C1', 'B5', 'C6', 'E7', 'O8'], ['B9', 'C9', 'E9', 'O9', 'B10']] });
    expect(previewMove(viewOf(s, 0), { type: 'provision', card: 'C1' })).toEqual({ irreversible: null, noise: { from: 1, to: 0 } });
    const drank = act(s, 0, { type: 'provision', card: 'C1' });
    expect(drank.noise).toBe(0);
    const loud = scenario({ noise: 14 });
    expect(previewMove(viewOf(loud, 0), { type: 'sacrifice' }).noise).toEqual({ from: 14, to: 15 });
  });

  it('the public table previews nothing', () => {
    expect(previewMove(viewOf(scenario(), null), { type: 'search' })).toEqual({ irreversible: null, noise: null });
  });
});
