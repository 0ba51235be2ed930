/** The per-viewer projection and the save list's status. */
import { describe, expect, it } from 'vitest';
import { status, view } from './view';
import { startNight } from './night';
import { changed, table, type SeatSpec } from './night-fixtures';
import type { SalemState } from './types';

const SEATS: SeatSpec[] = [
  { tryals: 'WnN', hand: ['accusation-1', 'alibi-1'], front: ['black_cat'] },
  { tryals: 'CNN', hand: ['evidence-1'], front: ['accusation-2', 'accusation-3'] },
  { tryals: 'NNN', hand: [] },
  { tryals: 'nwn', alive: false },
];

const seatView = (s: SalemState, seat: number) => view(s, { kind: 'seat', seat });

describe('view', () => {
  it('shows face-down Tryals of everybody as null, hands as counts, and the witch flag only at an announced death', () => {
    const s = table({ seats: SEATS, deck: ['stocks-1', 'night'], discard: ['witness-1'] });
    const v = view(s, { kind: 'public' });
    expect(v.viewer).toBeNull();
    expect(v.me).toBeNull();
    expect(v.players.map((p) => p.tryals)).toEqual([[null, 'not', null], [null, null, null], [null, null, null], ['not', 'witch', 'not']]);
    expect(v.players.map((p) => p.handCount)).toEqual([2, 1, 0, 0]);
    expect(v.players.map((p) => p.wasWitch)).toEqual([null, null, null, true]);
    expect(v.players[1]).toMatchObject({ accusations: 2, threshold: 7, front: ['accusation-2', 'accusation-3'] });
    expect(v).toMatchObject({ phase: 'day', deckCount: 2, discard: ['witness-1'], witchCards: 2, witchCardsRevealed: 1, reveal: null, decision: null });
    const silent = table({ seats: SEATS, options: { variants: { silentDeaths: true } } });
    expect(view(silent, { kind: 'public' }).players[3]!.wasWitch).toBeNull();
  });

  it('gives a seat its own hand, Tryal faces, team, Constable card and wake-up companions', () => {
    const s = table({ seats: SEATS });
    s.players[0]!.knownWitches = [0];
    expect(seatView(s, 0).me).toEqual({
      hand: ['accusation-1', 'alibi-1'],
      tryals: [{ face: 'witch', up: false }, { face: 'not', up: true }, { face: 'not', up: false }],
      witch: true,
      constable: false,
      knownWitches: [0],
      used: { phips: 0, parris: 0, tituba: 0 },
      deck: null,
      night: null,
    });
    expect(seatView(s, 1).me).toMatchObject({ witch: false, constable: true, knownWitches: [] });
  });

  it('the deck only to Tituba while she arranges it; a night screen (version 2) only to the seat holding the device', () => {
    const s = table({ seats: SEATS, deck: ['stocks-1', 'night'] });
    s.pending = [{ t: 'arrange', seat: 2 }];
    expect(seatView(s, 2).me!.deck).toEqual(['stocks-1', 'night']);
    expect(seatView(s, 1).me!.deck).toBeNull();
    const n = changed(table({ seats: SEATS, rulesVersion: 2 }), (d) => startNight(d, 1));
    expect(seatView(n, 1).me!.night).toMatchObject({ kind: 'night', pass: 1, prompts: [{ role: 'decoy', options: [0, 1, 2] }] });
    expect(seatView(n, 0).me!.night).toBeNull();
    expect(seatView(n, 2).me!.night).toBeNull();
    expect(view(n, { kind: 'public' }).decision).toEqual({ t: 'night', seat: 1, kind: 'night', pass: 1 });
    expect(view(n, { kind: 'public' }).phase).toBe('night');
  });

  it('S66 a night screen (version 3) to every living seat still to answer the pass; the table sees who answered', () => {
    const n = changed(table({ seats: SEATS }), (d) => startNight(d, 1));
    expect(seatView(n, 1).me!.night).toMatchObject({ kind: 'night', pass: 1, prompts: [{ role: 'decoy', options: [0, 1, 2] }] });
    expect(seatView(n, 0).me!.night).toMatchObject({ kind: 'night', pass: 1, prompts: [{ role: 'victim', options: [0, 1, 2] }] });
    expect(seatView(n, 2).me!.night).toMatchObject({ kind: 'night', pass: 1, prompts: [{ role: 'decoy', options: [0, 1, 2] }] });
    expect(seatView(n, 3).me!.night).toBeNull();
    expect(view(n, { kind: 'public' }).decision).toEqual({ t: 'night', seat: 1, kind: 'night', pass: 1, answered: [] });
  });

  it('filters private log lines to their reader', () => {
    const s = table({ seats: SEATS });
    s.log = [{ key: 'turn', params: { seat: 0 } }, { key: 'drew', params: { seat: 0, card: 'accusation-1' }, to: 0 }, { key: 'drew', params: { seat: 1, card: 'evidence-1' }, to: 1 }];
    expect(view(s, { kind: 'public' }).log.map((e) => e.params.seat)).toEqual([0]);
    expect(seatView(s, 0).log.map((e) => e.params.seat)).toEqual([0, 0]);
    expect(seatView(s, 1).log.map((e) => e.params.seat)).toEqual([0, 1]);
  });

  it('everybody\'s team and Tryals once the game is over, not before', () => {
    const s = table({ seats: SEATS });
    s.result = { outcome: 'victory', reason: 'townWins' };
    s.winners = [1, 2];
    expect(view(s, { kind: 'public' })).toMatchObject({
      phase: 'over',
      reveal: { everWitch: [true, false, false, true], tryals: [['witch', 'not', 'not'], ['constable', 'not', 'not'], ['not', 'not', 'not'], ['not', 'witch', 'not']] },
      winners: [1, 2],
    });
  });

  it.each([[2, [2]], [3, [2, 0, 1]]])('status: the deciding seats (rules version %i), turns as rounds, a public summary', (rulesVersion, deciding) => {
    // Version 3: every living seat still to answer the pass, in pass order from the drawer (S66).
    const s = changed(table({ seats: SEATS, deck: ['night'], rulesVersion }), (d) => startNight(d, 2));
    s.counts.turns = 7;
    expect(status(s)).toEqual({
      phase: 'night',
      round: 7,
      deciding,
      result: null,
      summary: { turn: 7, alive: 3, deck: 1, witches: '1/2' },
    });
  });
});
