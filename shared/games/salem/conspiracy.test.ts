/** Conspiracy (B.5.6): the Black Cat's reveal, then the blind take from the left, all at once (S3). */
import { describe, expect, it } from 'vitest';
import { finishConspiracy, startConspiracy } from './conspiracy';
import { applyReveal } from './accusations';
import { changed, table, type SeatSpec, type TableSpec } from './night-fixtures';
import type { SalemState } from './types';

const rowOf = (s: SalemState, seat: number) => s.players[seat]!.tryals.map((t) => t.id);

function four(over: Partial<Record<number, Partial<SeatSpec>>> = {}, rest: Omit<TableSpec, 'seats'> = {}): SalemState {
  const seats: SeatSpec[] = [{ tryals: 'WNN' }, { tryals: 'CNN' }, { tryals: 'NNN' }, { tryals: 'NNN' }];
  return table({ ...rest, seats: seats.map((p, seat) => ({ ...p, ...over[seat] })) });
}

describe('Conspiracy', () => {
  it('the drawer picks which face-down Tryal of the Black Cat\'s holder is revealed, then the pass follows', () => {
    const s = changed(four({ 2: { front: ['black_cat'], tryals: 'nNN' } }), (d) => startConspiracy(d, 1));
    expect(s.counts.conspiracies).toBe(1);
    expect(s.log).toEqual([{ key: 'conspiracy', params: { seat: 1 } }]);
    expect(s.pending).toEqual([{ t: 'reveal', seat: 1, target: 2, cause: 'cat' }]);
    const after = changed(s, (d) => {
      expect(applyReveal(d, 1, { type: 'reveal', tryal: 2 })).toBeNull();
    });
    const revealed = s.players[2]!.tryals[2]!.id;
    expect(after.players[2]!.tryals.find((t) => t.id === revealed)).toEqual({ id: revealed, up: true });
    expect(after.log.filter((e) => e.to === undefined).map((e) => e.key)).toEqual(['conspiracy', 'reveal', 'conspiracyPass']);
    expect(after.discard).toContain('conspiracy');
  });

  it('ruling 11: a drawer holding the Black Cat reveals one of their own Tryals, of their choice', () => {
    const s = changed(four({ 3: { front: ['black_cat'] } }), (d) => startConspiracy(d, 3));
    expect(s.pending).toEqual([{ t: 'reveal', seat: 3, target: 3, cause: 'cat' }]);
  });

  it('S59 Mary Warren holding the cat (or Martha copying her) is immune: no reveal, the pass goes on', () => {
    const tables: [number, Partial<Record<number, Partial<SeatSpec>>>][] = [
      [2, { 2: { front: ['black_cat'], character: 'mary_warren' } }],
      [3, { 2: { character: 'mary_warren' }, 3: { front: ['black_cat'], character: 'martha_corey' } }],
    ];
    for (const [seat, over] of tables) {
      const s = changed(four(over), (d) => startConspiracy(d, 0));
      expect(s.pending).toEqual([]);
      expect(s.log.filter((e) => e.to === undefined)).toEqual([
        { key: 'conspiracy', params: { seat: 0 } },
        { key: 'catSkipped', params: { holder: seat } },
        { key: 'conspiracyPass', params: {} },
      ]);
    }
  });

  it('S60 nobody holds the cat (Cursed away, or drawn back): no reveal, the pass goes on', () => {
    const s = changed(four({}, { discard: ['black_cat'] }), (d) => startConspiracy(d, 0));
    expect(s.pending).toEqual([]);
    expect(s.log.filter((e) => e.to === undefined).map((e) => e.key)).toEqual(['conspiracy', 'conspiracyPass']);
  });

  it('S3 every living player takes one face-down Tryal from the next living seat on their left, all at once, at a drawn position', () => {
    // Tomás (3) is dead: Eva (2) takes from Ana (0), Ana from Luis (1), Luis from Eva.
    const s0 = four({ 0: { tryals: 'WnN' }, 3: { alive: false, tryals: 'nnn' } });
    const s = changed(s0, finishConspiracy);
    expect(s.players.map((p) => p.tryals.length)).toEqual([3, 3, 3, 3]);
    // Each received card sits at the end of the row (S58) and came from a face-down position of the left neighbour.
    expect(['witch-1', 'not-2']).toContain(rowOf(s, 2)[2]);
    expect(['constable', 'not-3', 'not-4']).toContain(rowOf(s, 0)[2]);
    expect(['not-5', 'not-6', 'not-7']).toContain(rowOf(s, 1)[2]);
    expect(rowOf(s, 0)).toContain('not-1'); // the face-up card never moves
    expect(rowOf(s, 3)).toEqual(rowOf(s0, 3));
    const received = s.log.filter((e) => e.key === 'received');
    expect(received.map((e) => [e.to, e.params.seat, e.params.from])).toEqual([[0, 0, 1], [1, 1, 2], [2, 2, 0]]);
    expect(s.log.filter((e) => e.to === undefined)).toEqual([{ key: 'conspiracyPass', params: {} }]);
    expect(s.barrier).toBe(s0.barrier + 1);
    // Same seed, same takes; other seeds take other positions.
    expect(changed(s0, finishConspiracy).players).toEqual(s.players);
    const seen = new Set<string>();
    for (const seed of 'abcdefghij') seen.add(rowOf(changed({ ...s0, rng: table({ seats: [], seed }).rng }, finishConspiracy), 2)[2]!);
    expect(seen.size).toBe(2);
  });

  it('B.5.6 step 3: receiving a Witch makes a witch for good; giving it away does not undo it; the Constable follows its card', () => {
    // Two players left: Ana (witch, one face-down Witch) and Luis (one face-down Constable) swap.
    const s0 = table({ seats: [{ tryals: 'Wn' }, { tryals: 'Cn' }, { tryals: 'nnn', alive: false }, { tryals: 'Wnn', alive: false }] });
    const s = changed(s0, finishConspiracy);
    expect(rowOf(s, 0)).toEqual(['not-1', 'constable']);
    expect(rowOf(s, 1)).toEqual(['not-2', 'witch-1']);
    expect(s.players.map((p) => p.everWitch)).toEqual([true, true, false, true]);
    expect(s.log.filter((e) => e.key === 'received')).toEqual([
      { key: 'received', params: { seat: 0, from: 1, face: 'constable' }, to: 0 },
      { key: 'received', params: { seat: 1, from: 0, face: 'witch' }, to: 1 },
    ]);
    // B.5.8: the last townsperson turned — every living player is a witch.
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'witchesWin' });
    expect(s.log.at(-1)).toEqual({ key: 'witchesWin', params: {} });
  });

  it('S58 harder Conspiracy (B.7): the passed cards are gathered, shuffled and dealt back one each; nobody learns where theirs came from', () => {
    const s0 = four({}, { options: { variants: { hardConspiracy: true } } });
    const before = s0.players.flatMap((p) => p.tryals.map((t) => t.id)).sort();
    const outcomes = new Set<string>();
    for (const seed of 'abcdefghijklmnop') {
      const s = changed({ ...s0, rng: table({ seats: [], seed }).rng }, finishConspiracy);
      expect(s.players.flatMap((p) => p.tryals.map((t) => t.id)).sort()).toEqual(before);
      expect(s.players.map((p) => p.tryals.length)).toEqual([3, 3, 3, 3]);
      expect(s.log.filter((e) => e.key === 'received')).toEqual([]);
      expect(s.log.filter((e) => e.key === 'receivedShuffled').map((e) => [e.to, Object.keys(e.params).sort().join()])).toEqual([0, 1, 2, 3].map((to) => [to, 'face']));
      outcomes.add(s.players.map((p) => p.tryals[2]!.id).join());
    }
    // Sometimes a player gets back a card that is not their left neighbour's: the deal is not the plain pass.
    const plain = new Set<string>();
    for (const seed of 'abcdefghijklmnop') plain.add(changed({ ...four(), rng: table({ seats: [], seed }).rng }, finishConspiracy).players.map((p) => p.tryals[2]!.id).join());
    expect([...outcomes].some((o) => !plain.has(o))).toBe(true);
  });

  it('S61 a living player with nothing face down gives nothing but still takes', () => {
    // Such a player would normally be dead; the rule still has to say what happens.
    const s0 = four({ 1: { tryals: 'cnn' } });
    const s = changed(s0, finishConspiracy);
    expect(s.players.map((p) => p.tryals.length)).toEqual([2, 4, 3, 3]);
    expect(s.log.filter((e) => e.key === 'received').map((e) => e.params.seat)).toEqual([1, 2, 3]);
  });

  it('the Conspiracy card goes to the discard once (it comes back when the deck is rebuilt)', () => {
    const s = changed(four({}, { discard: [] }), (d) => startConspiracy(d, 0));
    expect(s.discard).toEqual(['conspiracy']);
    const again = changed(four({}, { discard: ['conspiracy'] }), (d) => startConspiracy(d, 0));
    expect(again.discard).toEqual(['conspiracy']);
  });
});
