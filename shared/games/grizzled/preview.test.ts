import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { grizzled } from './index';
import { previewMove } from './preview';
import { act, fresh, scenario, viewOf } from './test-helpers';
import type { GrizzledAction, GrizzledState, Variant } from './types';

/** The move types whose preview claims to know whether they cross the undo barrier. */
const COVERED = new Set<GrizzledAction['type']>(['intensity', 'play', 'withdraw', 'forsake', 'support']);

/** Plays seeded random games; at every decision checks every covered legal action against the engine. */
function walk(players: number, variant: Variant, seed: string, check: (s: GrizzledState, seat: number, a: GrizzledAction) => void): number {
  let s = fresh(players, variant, seed);
  let rng: RngState = seedRng(`walk-${seed}`);
  let checked = 0;
  for (let step = 0; step < 400 && !s.result; step++) {
    const seat = grizzled.status(s).deciding[0]!;
    const legal = grizzled.legalActions(s, seat);
    for (const a of legal) {
      if (!COVERED.has(a.type)) continue;
      check(s, seat, a);
      checked++;
    }
    let i: number;
    [i, rng] = nextInt(rng, legal.length);
    s = act(s, seat, legal[i]!);
  }
  return checked;
}

describe('Grizzled move preview', () => {
  it.each([
    [3, 'normal'],
    [4, 'veteran'],
    [2, 'twoPlayer'],
    [5, 'rookie'],
  ] as const)('says a move cannot be undone exactly when the engine will not undo it (%i players, %s)', (players, variant) => {
    let total = 0;
    for (const seed of ['a', 'b', 'c']) {
      total += walk(players, variant, seed, (s, seat, a) => {
        const r = grizzled.apply(s, seat, a);
        if (!r.ok) throw new Error(r.error.message);
        const preview = previewMove(viewOf(s, seat), a);
        expect(preview.irreversible !== null, `${JSON.stringify(a)} → ${preview.irreversible}`).toBe(!grizzled.undoable(s, r.state));
      });
    }
    expect(total).toBeGreaterThan(50);
  });

  it('shows the threat counts a card play leaves, and they match the table after it', () => {
    let compared = 0;
    walk(4, 'normal', 'threats', (s, seat, a) => {
      if (a.type !== 'play') return;
      const preview = previewMove(viewOf(s, seat), a);
      if (preview.threats === null || preview.failing !== null) return;
      const after = grizzled.apply(s, seat, a);
      if (!after.ok || after.state.stage.s !== 'mission' || after.state.pending[0]?.t === 'christmas') return;
      expect(preview.threats).toEqual(viewOf(after.state, null).threatCounts);
      compared++;
    });
    expect(compared).toBeGreaterThan(10);
  });

  it('P1 a trap card asks first (it draws an unknown card), unless the Trials pile is empty or the variant is Rookie', () => {
    const trap = scenario({ hands: [['TC02-1', 'TC01-1'], ['TC03-1'], ['TC05-1']] });
    expect(previewMove(viewOf(trap, 0), { type: 'play', card: 'TC02-1' })).toMatchObject({ irreversible: 'trap', threats: null });
    expect(previewMove(viewOf(trap, 0), { type: 'play', card: 'TC01-1' }).irreversible).toBeNull();
    const empty = scenario({ hands: [['TC02-1'], ['TC03-1'], ['TC05-1']], trials: [] });
    expect(previewMove(viewOf(empty, 0), { type: 'play', card: 'TC02-1' }).irreversible).toBeNull();
    const rookie = scenario({ variant: 'rookie', hands: [['TC02-1'], ['TC03-1'], ['TC05-1']] });
    expect(previewMove(viewOf(rookie, 0), { type: 'play', card: 'TC02-1' }).irreversible).toBeNull();
  });

  it('P2 a card that brings a threat to three ends the mission: asked first, and the failing threat is named', () => {
    // TC01 shows night and shell; two nights already lie in No Man's Land (TC03, TC05).
    const s = scenario({ hands: [['TC01-1'], ['TC03-2'], ['TC05-2']], nml: ['TC03-1', 'TC05-1'] });
    const preview = previewMove(viewOf(s, 0), { type: 'play', card: 'TC01-1' });
    expect(preview).toMatchObject({ irreversible: 'missionFails', failing: 'night' });
    expect(preview.threats?.night).toBe(3);
    const after = act(s, 0, { type: 'play', card: 'TC01-1' });
    expect(after.log.some((e) => e.key === 'missionFailure' && e.params.threat === 'night')).toBe(true);
  });

  it('P3 the last withdrawal ends the mission (support is revealed): its tile choice asks first, earlier ones do not', () => {
    const last = scenario({ withdrawn: [false, true, true], hands: [['TC01-1'], [], []], tiles: [['L1', 'R1'], ['L2'], ['R2']] });
    expect(previewMove(viewOf(last, 0), { type: 'withdraw' }).irreversible).toBeNull();
    const choosing = act(last, 0, { type: 'withdraw' });
    expect(previewMove(viewOf(choosing, 0), { type: 'support', tile: 'L1' }).irreversible).toBe('missionEnds');
    const notLast = scenario({ withdrawn: [false, false, true], hands: [['TC01-1'], ['TC03-1'], []] });
    const early = act(notLast, 0, { type: 'withdraw' });
    const tile = early.players[0]!.tiles[0]!;
    expect(previewMove(viewOf(early, 0), { type: 'support', tile }).irreversible).toBeNull();
  });

  it('the intensity deals cards, so it asks first; the public view previews nothing', () => {
    const s = fresh(3, 'normal', 'deal');
    const a = grizzled.legalActions(s, s.leader)[0]!;
    expect(previewMove(viewOf(s, s.leader), a).irreversible).toBe('deal');
    expect(previewMove(viewOf(s, null), a)).toEqual({ irreversible: null, threats: null, failing: null });
  });
});
