/** Dawn (B.5.2): the witches give the Black Cat, its holder starts; the shortGame variant (S55). */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/contract';
import { startDawn } from './night';
import { apply } from './rules';
import { changed, table, throughNight, type SeatSpec } from './night-fixtures';
import type { SalemState } from './types';

const SEATS: SeatSpec[] = [{ tryals: 'NNNN' }, { tryals: 'WNNN' }, { tryals: 'CNNN' }, { tryals: 'NNNN' }, { tryals: 'WNNN' }];

function dawn(picks: Record<number, Seat>, over: Partial<Record<number, Partial<SeatSpec>>> = {}, shortGame = false): SalemState {
  const s = table({ seats: SEATS.map((p, seat) => ({ ...p, ...over[seat] })), catAside: true, options: { variants: { shortGame } } });
  // Every non-witch answers seat 0: decoys must change nothing.
  return throughNight(changed(s, startDawn), (seat) => [picks[seat] ?? 0]);
}

describe('dawn', () => {
  it('the agreed holder gets the Black Cat in front and takes the first turn; decoys change nothing', () => {
    const s = dawn({ 1: 3, 4: 3 });
    expect(s.night).toBeNull();
    expect(s.catAside).toBe(false);
    expect(s.players[3]!.front).toEqual(['black_cat']);
    expect(s.log.filter((e) => e.to === undefined).map((e) => e.key).slice(-3)).toEqual(['nightAnswered', 'catGiven', 'turn']);
    expect(s.log.find((e) => e.key === 'catGiven')).toEqual({ key: 'catGiven', params: { seat: 3 } });
    expect(s.pending).toEqual([{ t: 'turn', seat: 3 }]);
    expect(s.turn).toMatchObject({ seat: 3 });
    expect(s.counts.nights).toBe(0);
    expect(s.players.every((p) => p.alive)).toBe(true);
  });

  it('ruling 11 / S51: a witch may give the Black Cat to herself', () => {
    const s = dawn({ 1: 1, 4: 1 });
    expect(s.players[1]!.front).toEqual(['black_cat']);
    expect(s.pending).toEqual([{ t: 'turn', seat: 1 }]);
  });

  it('S2 witches who disagree: the most picked, or the seeded draw between the tied picks', () => {
    const s = dawn({ 1: 2, 4: 3 });
    const holder = s.players.findIndex((p) => p.front.includes('black_cat'));
    expect([2, 3]).toContain(holder);
    expect(s.log.filter((e) => e.key === 'tieBreak')).toEqual([
      { key: 'tieBreak', params: { target: holder }, to: 1 },
      { key: 'tieBreak', params: { target: holder }, to: 4 },
    ]);
  });

  it('S55 shorter game: the holder first reveals one Tryal of their own choice, then plays', () => {
    const s = dawn({ 1: 3, 4: 3 }, {}, true);
    expect(s.pending).toEqual([{ t: 'turn', seat: 3 }, { t: 'reveal', seat: 3, target: 3, cause: 'shortGame' }]);
    const r = apply(s, 3, { type: 'reveal', tryal: 2 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.players[3]!.tryals[2]!.up).toBe(true);
    expect(r.state.pending).toEqual([{ t: 'turn', seat: 3 }]);
  });

  it('S55 shorter game: a holder whose revealed card is a Witch dies, and the next living player starts', () => {
    const s = dawn({ 1: 3, 4: 3 }, { 3: { tryals: 'WNNN' } }, true);
    const r = apply(s, 3, { type: 'reveal', tryal: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.players[3]!.alive).toBe(false);
    expect(r.state.pending).toEqual([{ t: 'turn', seat: 4 }]);
  });

  it('S55 shorter game: Mary Warren is immune to the Black Cat and loses nothing', () => {
    const s = dawn({ 1: 3, 4: 3 }, { 3: { character: 'mary_warren' } }, true);
    expect(s.pending).toEqual([{ t: 'turn', seat: 3 }]);
    expect(s.players[3]!.tryals.every((t) => !t.up)).toBe(true);
  });
});
