/** Hidden information: what each seat, and the shared table, may see; the status summary; who decides. */
import { describe, expect, it } from 'vitest';
import type { Seat, Viewer } from '../../engine/contract';
import { nextFloat, seedRng } from '../../engine/rng';
import { grizzled } from './index';
import { withHands } from './test-helpers';
import type { Decision, GrizzledAction, GrizzledState, GrizzledView, Variant } from './types';

const NAMES = ['Ana', 'Luis', 'Eva', 'Tomás', 'Nuria'];

const seatOf = (seat: Seat): Viewer => ({ kind: 'seat', seat });
const PUBLIC: Viewer = { kind: 'public' };

function start(players: number, variant: Variant = 'normal', seed = 'view'): GrizzledState {
  return grizzled.setup({ players: NAMES.slice(0, players), variant }, seed);
}

function act(s: GrizzledState, seat: Seat, action: GrizzledAction): GrizzledState {
  const r = grizzled.apply(s, seat, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} by seat ${seat} rejected: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** A copy where `seat` has these hard knocks in front of it (taken from the trials or morale). */
function withKnocks(s: GrizzledState, seat: Seat, knocks: string[]): GrizzledState {
  const t = structuredClone(s);
  t.trials = t.trials.filter((c) => !knocks.includes(c));
  t.morale = t.morale.filter((c) => !knocks.includes(c));
  t.players[seat]!.knocks.push(...knocks);
  return t;
}

/** Three players, mission 1 dealt at intensity 3, seat 0 to play. */
function inMission(): GrizzledState {
  return act(start(3), 0, { type: 'intensity', n: 3 });
}

const textOf = (v: GrizzledView) => JSON.stringify(v);

describe('per-seat projection', () => {
  it('a seat sees its own hand, tiles and placed tile; of the others only counts', () => {
    const s = inMission();
    for (let seat = 0; seat < 3; seat++) {
      const v = grizzled.view(s, seatOf(seat));
      const p = s.players[seat]!;
      expect(v.viewer).toBe(seat);
      expect(v.me).toEqual({ hand: p.hand, tiles: p.tiles, played: null });
      expect(v.players.map((q) => q.handCount)).toEqual([3, 3, 3]);
      expect(v.players.map((q) => q.tileCount)).toEqual([3, 3, 3]);
      for (const [other, q] of s.players.entries()) {
        if (other === seat) continue;
        for (const c of q.hand) expect(textOf(v)).not.toContain(`"${c}"`);
        for (const t of q.tiles) expect(textOf(v)).not.toContain(`"${t}"`);
      }
    }
  });

  it('the public view has no secrets at all', () => {
    const s = inMission();
    const v = grizzled.view(s, PUBLIC);
    expect(v.viewer).toBeNull();
    expect(v.me).toBeNull();
    for (const p of s.players) for (const secret of [...p.hand, ...p.tiles]) expect(textOf(v)).not.toContain(`"${secret}"`);
    expect(v.players.map((p) => p.name)).toEqual(['Ana', 'Luis', 'Eva']);
  });

  it('the table is public: No Man\'s Land, knocks, counts, speech tokens, leader and turn', () => {
    let s = withHands(inMission(), { 0: ['TC01-1', 'TC03-1'] });
    s = withKnocks(s, 1, ['HK07', 'HK01']);
    s = act(s, 0, { type: 'play', card: 'TC01-1' });
    for (const viewer of [seatOf(2), PUBLIC]) {
      const v = grizzled.view(s, viewer);
      expect(v.nml).toEqual(['TC01-1']);
      expect(v.players[1]!.knocks).toEqual(['HK07', 'HK01']);
      expect(v.players[1]!.knockCount).toBe(3);
      expect(v.threatCounts).toEqual({ rain: 1, snow: 0, night: 1, shell: 1, gas: 0, whistle: 0 });
      expect([v.mission, v.leader, v.active, v.intensity, v.phase]).toEqual([1, 0, 1, 3, 'mission']);
      expect([v.trialsCount, v.moraleCount]).toEqual([s.trials.length, s.morale.length]);
      expect(v.players[0]!.handCount).toBe(1);
      expect(v.speechStock).toBe(5);
      expect(v.variant).toBe('normal');
      expect(v.decision).toEqual({ t: 'turn', seat: 1 });
    }
  });

  it('a withdrawn player\'s Trauma stops counting in the threat counts (G10)', () => {
    let s = withKnocks(withHands(inMission(), { 0: ['TC01-1'] }), 0, ['HK01']);
    expect(grizzled.view(s, PUBLIC).threatCounts.rain).toBe(1);
    s = act(s, 0, { type: 'withdraw' });
    expect(grizzled.view(s, PUBLIC).threatCounts.rain).toBe(0);
  });

  it('the placed support tile: its owner sees which, the others only that one is down', () => {
    let s = act(inMission(), 0, { type: 'withdraw' });
    expect(grizzled.view(s, seatOf(0)).decision).toEqual({ t: 'support', seat: 0 });
    s = act(s, 0, { type: 'support', tile: 'L1' });
    const own = grizzled.view(s, seatOf(0));
    expect(own.me!.played).toBe('L1');
    expect(own.me!.tiles).not.toContain('L1');
    expect(own.log).toContainEqual({ key: 'tileChosen', params: { seat: 0, tile: 'L1' }, to: 0 });
    for (const viewer of [seatOf(1), seatOf(2), PUBLIC]) {
      const v = grizzled.view(s, viewer);
      expect(v.players[0]).toMatchObject({ withdrawn: true, tilePlaced: true, tileCount: 2 });
      expect(v.log).toContainEqual({ key: 'tilePlaced', params: { seat: 0 } });
      expect(v.log.some((e) => e.key === 'tileChosen')).toBe(false);
      expect(textOf(v)).not.toContain('"L1"');
    }
  });

  it('G27 a Panicked tile is picked at random: public that it happened, private which tile', () => {
    let s = withKnocks(inMission(), 0, ['HK13']);
    s = act(s, 0, { type: 'withdraw' });
    const played = s.players[0]!.played!;
    expect(s.players[0]!.tiles.length + 1).toBe(3);
    expect(grizzled.view(s, seatOf(0)).log).toContainEqual({ key: 'tileChosen', params: { seat: 0, tile: played }, to: 0 });
    for (const viewer of [seatOf(1), PUBLIC]) {
      const v = grizzled.view(s, viewer);
      expect(v.log).toContainEqual({ key: 'tilePanicked', params: { seat: 0 } });
      expect(textOf(v)).not.toContain(`"${played}"`);
    }
  });

  it('G28 which tile Absent-minded removed is private to its owner', () => {
    let s = withKnocks(inMission(), 0, ['HK19']);
    s = act(s, 0, { type: 'withdraw' });
    expect(grizzled.status(s).deciding).toEqual([0]);
    expect(grizzled.view(s, seatOf(1)).decision).toEqual({ t: 'forsake', seat: 0 });
    s = act(s, 0, { type: 'forsake', tile: 'R1' });
    expect(s.tilesOut).toContain('R1');
    expect(grizzled.view(s, seatOf(0)).log).toContainEqual({ key: 'forsakeTile', params: { seat: 0, tile: 'R1' }, to: 0 });
    for (const viewer of [seatOf(1), seatOf(2), PUBLIC]) {
      const v = grizzled.view(s, viewer);
      expect(v.log).toContainEqual({ key: 'forsake', params: { seat: 0 } });
      expect(textOf(v)).not.toContain('"R1"');
    }
  });

  it('revealed support is public: who gave which tile to whom', () => {
    let s = withHands(inMission(), { 0: [], 1: [], 2: [] });
    s = act(act(s, 0, { type: 'withdraw' }), 0, { type: 'support', tile: 'L1' });
    s = act(act(s, 1, { type: 'withdraw' }), 1, { type: 'support', tile: 'R2' });
    s = act(act(s, 2, { type: 'withdraw' }), 2, { type: 'support', tile: 'L3' });
    const given = [{ from: 0, to: 1, tile: 'L1' }, { from: 1, to: 0, tile: 'R2' }, { from: 2, to: 0, tile: 'L3' }];
    for (const viewer of [seatOf(1), PUBLIC]) {
      const v = grizzled.view(s, viewer);
      expect(v.support).toEqual({ mission: 1, outcome: 'success', given, counts: [2, 1, 0], best: 0 });
      expect(v.log).toContainEqual({ key: 'supportGiven', params: { from: 2, to: 0, tile: 'L3' } });
    }
    // Received tiles join the receiver's secret tiles; seat 0 sees its own, seat 1 only the count.
    expect(grizzled.view(s, seatOf(0)).me!.tiles).toEqual(expect.arrayContaining(['R2', 'L3']));
    expect(grizzled.view(s, seatOf(1)).players[0]!.tileCount).toBe(s.players[0]!.tiles.length);
  });

  it('the Chaplain of the 2-player rule shows only how many tiles he holds and whether one is down', () => {
    const s = act(start(2, 'twoPlayer'), 0, { type: 'intensity', n: 3 });
    const chaplain = s.chaplain!;
    expect(chaplain.played).not.toBeNull();
    for (const viewer of [seatOf(0), seatOf(1), PUBLIC]) {
      const v = grizzled.view(s, viewer);
      expect(v.chaplain).toEqual({ tileCount: 2, tilePlaced: true });
      for (const t of [...chaplain.tiles, chaplain.played!]) expect(textOf(v)).not.toContain(`"${t}"`);
    }
    expect(grizzled.view(start(3), PUBLIC).chaplain).toBeNull();
  });

  it('a view is a copy: changing its lists does not change the game', () => {
    const s = withKnocks(act(withHands(inMission(), { 0: ['TC01-1', 'TC03-1'] }), 0, { type: 'play', card: 'TC01-1' }), 1, ['HK07']);
    const before = structuredClone(s);
    const v = grizzled.view(s, seatOf(0));
    v.me!.hand.push('X01');
    v.me!.tiles.pop();
    v.nml.length = 0;
    v.players[1]!.knocks.pop();
    v.threatCounts.night = 9;
    expect(s).toEqual(before);
  });
});

describe('after the game ends', () => {
  /** A bot game that ends with cards still in hands, so there is something left to hide. */
  function endedWithCards(): GrizzledState {
    for (let i = 0; i < 200; i++) {
      let s = start(3, 'normal', `end${i}`);
      let rng = seedRng(`end${i}`);
      while (!s.result) {
        const seat = grizzled.status(s).deciding[0]!;
        const legal = grizzled.legalActions(s, seat);
        let f: number;
        [f, rng] = nextFloat(rng);
        s = act(s, seat, grizzled.bot(grizzled.view(s, seatOf(seat)), seat, legal, Math.floor(f * 2 ** 32)));
      }
      if (s.players.filter((p) => p.hand.length > 0).length >= 2) return s;
    }
    throw new Error('no game ended with two hands holding cards');
  }

  it('views still show only the viewer\'s own hand and tiles (nothing is revealed at the end)', () => {
    const s = endedWithCards();
    expect(s.result).not.toBeNull();
    for (let seat = 0; seat < 3; seat++) {
      const v = grizzled.view(s, seatOf(seat));
      expect(v.result).toEqual(s.result);
      expect(v.phase).toBe('over');
      expect(v.decision).toBeNull();
      expect(v.me).toEqual({ hand: s.players[seat]!.hand, tiles: s.players[seat]!.tiles, played: s.players[seat]!.played });
      const { me: _me, log: _log, ...table } = v;
      for (const [other, p] of s.players.entries()) {
        if (other !== seat) for (const c of p.hand) expect(JSON.stringify(table)).not.toContain(`"${c}"`);
      }
      expect(v.log.every((e) => e.to === undefined || e.to === seat)).toBe(true);
    }
    const pub = grizzled.view(s, PUBLIC);
    expect(pub.me).toBeNull();
    expect(pub.log.every((e) => e.to === undefined)).toBe(true);
    const { log: _log, ...table } = pub;
    for (const p of s.players) for (const c of p.hand) expect(JSON.stringify(table)).not.toContain(`"${c}"`);
  });
});

describe('status', () => {
  it('summarises mission, morale and trials, with the mission as the round', () => {
    const s = start(4, 'veteran');
    const st = grizzled.status(s);
    expect(st).toEqual({
      phase: 'intensity',
      round: 1,
      deciding: [0],
      result: null,
      summary: { mission: 1, morale: 29, trials: 30 },
    });
    const dealt = act(s, 0, { type: 'intensity', n: 4 });
    expect(grizzled.status(dealt).summary).toEqual({ mission: 1, morale: 29, trials: 14 });
    expect(grizzled.status(dealt).phase).toBe('turn');
  });

  it('a finished game has its result, no decider and phase over', () => {
    let s = start(2);
    s = act(s, 0, { type: 'intensity', n: 3 });
    s = withKnocks(withHands(s, { 0: [], 1: [] }), 1, ['HK07', 'HK08', 'HK09']);
    s = act(act(s, 0, { type: 'withdraw' }), 0, { type: 'support', tile: 'L1' });
    s = act(act(s, 1, { type: 'withdraw' }), 1, { type: 'support', tile: 'L2' });
    // Both tiles cross over: a tie, no reward, and seat 1's 4 knocks lose the game (G17).
    const st = grizzled.status(s);
    expect(st.result).toEqual({ outcome: 'defeat', reason: 'defeatKnocks' });
    expect(st.phase).toBe('over');
    expect(st.deciding).toEqual([]);
    expect(st.summary).toEqual({ mission: 1, morale: s.morale.length, trials: s.trials.length });
  });
});

describe('who decides, per decision type', () => {
  const TYPES: Decision['t'][] = ['intensity', 'turn', 'support', 'forsake', 'speech', 'christmas', 'relief'];

  it('every decision type names exactly its seat in the status, in every view, and in legalActions', () => {
    const seen = new Map<Decision['t'], number>();
    for (let i = 0; i < 3000 && seen.size < TYPES.length; i++) {
      const players = 2 + (i % 4);
      let s = start(players, i % 7 === 0 && players === 2 ? 'twoPlayer' : 'normal', `who${i}`);
      let rng = seedRng(`who${i}`);
      while (!s.result) {
        const d = s.pending[s.pending.length - 1]!;
        const st = grizzled.status(s);
        expect(st.deciding).toEqual([d.seat]);
        expect(st.phase).toBe(d.t);
        for (const viewer of [PUBLIC, ...s.players.map((_, seat) => seatOf(seat))]) {
          expect(grizzled.view(s, viewer).decision).toEqual(d);
        }
        for (let seat = 0; seat < players; seat++) {
          expect(grizzled.legalActions(s, seat).length > 0, `seat ${seat} on ${d.t} of seat ${d.seat}`).toBe(seat === d.seat);
        }
        seen.set(d.t, (seen.get(d.t) ?? 0) + 1);
        const legal = grizzled.legalActions(s, d.seat);
        let f: number;
        [f, rng] = nextFloat(rng);
        const n = Math.floor(f * 2 ** 32);
        const action = f < 0.6 ? grizzled.bot(grizzled.view(s, seatOf(d.seat)), d.seat, legal, n) : legal[n % legal.length]!;
        s = act(s, d.seat, action);
      }
    }
    expect([...seen.keys()].sort()).toEqual([...TYPES].sort());
  });

  it('G16 a speech asks every other player still in, in play order after the speaker, holding the threat or not', () => {
    // Seat 2 holds no rain card and is asked all the same, in the same words.
    let s = withHands(inMission(), { 0: ['TC01-1'], 1: ['TC13-1', 'TC03-1'], 2: ['TC05-1'] });
    s = structuredClone(s);
    s.players[0]!.speech = 1;
    s.speechStock -= 1;
    s = act(s, 0, { type: 'speech', threat: 'rain' });
    expect(grizzled.status(s).deciding).toEqual([1]);
    expect(grizzled.view(s, PUBLIC).decision).toEqual({ t: 'speech', seat: 1, speaker: 0, threat: 'rain' });
    expect(grizzled.view(s, PUBLIC).phase).toBe('speech');
    s = act(s, 1, { type: 'discard', card: 'TC13-1' });
    expect(grizzled.status(s).deciding).toEqual([2]);
    expect(grizzled.view(s, PUBLIC).decision).toEqual({ t: 'speech', seat: 2, speaker: 0, threat: 'rain' });
    expect(grizzled.legalActions(s, 2)).toEqual([{ type: 'pass' }]);
    s = act(s, 2, { type: 'pass' });
    expect(grizzled.status(s).deciding).toEqual([1]);
    expect(grizzled.view(s, PUBLIC).decision).toEqual({ t: 'turn', seat: 1 });
  });
});
