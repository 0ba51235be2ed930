/** Dawn and night at one screen (ruling S2): who gets the device, what every screen asks, where answers go. */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/contract';
import { canonicalJson } from '../../engine/hash';
import { agreedPick, nightLegal, startDawn, startNight } from './night';
import { nightScreen } from './night-screen';
import { currentDecision } from './state';
import { answer, changed, refusal, table, throughNight } from './night-fixtures';
import type { SalemState } from './types';

/** Ana witch, Luis constable, Eva and Tomás plain, Nuria witch; Paco dead. */
function six(rulesVersion?: number): SalemState {
  return table({
    rulesVersion,
    seats: [
      { tryals: 'WNNN' },
      { tryals: 'CNNn' },
      { tryals: 'NNNN' },
      { tryals: 'NNNn' },
      { tryals: 'WNNN' },
      { tryals: 'nnnn', alive: false },
    ],
  });
}

const atNight = (drawer: Seat = 2, rulesVersion?: number) => changed(six(rulesVersion), (d) => startNight(d, drawer));
const seatNow = (s: SalemState) => currentDecision(s)!.seat;

describe('S2 dawn and night at one screen', () => {
  it('S2 dawn: the witches learn each other privately and every living seat gets the device twice, from seat 0', () => {
    const s = changed(six(), startDawn);
    expect(s.log.filter((e) => e.to === undefined).map((e) => e.key)).toEqual(['dawn']);
    expect(s.log.filter((e) => e.key === 'witchesAre')).toEqual([
      { key: 'witchesAre', params: { seats: '0,4' }, to: 0 },
      { key: 'witchesAre', params: { seats: '0,4' }, to: 4 },
    ]);
    expect(s.players.map((p) => p.knownWitches)).toEqual([[0, 4], [], [], [], [0, 4], []]);
    expect(s.night).toMatchObject({ kind: 'dawn', drawer: null, pass: 1, order: [0, 1, 2, 3, 4], witches: [0, 4], constable: null });
    const seats: [Seat, number][] = [];
    let cur = s;
    while (cur.night) {
      const d = currentDecision(cur)!;
      expect(d.t).toBe('night');
      seats.push([d.seat, cur.night.pass]);
      if (cur.night.pass === 2 && d.seat === 4) break; // the last answer gives the cat (dawn.ts)
      cur = answer(cur, [3]);
    }
    expect(seats).toEqual([[0, 1], [1, 1], [2, 1], [3, 1], [4, 1], [0, 2], [1, 2], [2, 2], [3, 2], [4, 2]]);
  });

  it('S2 night: the drawer gets the device first; the Constable is the face-down Constable card\'s living holder', () => {
    const s = atNight(2);
    expect(s.counts.nights).toBe(1);
    expect(s.log.filter((e) => e.to === undefined)).toEqual([{ key: 'night', params: { seat: 2 } }]);
    expect(s.night).toMatchObject({ kind: 'night', drawer: 2, order: [2, 3, 4, 0, 1], witches: [4, 0], constable: 1 });
    expect(currentDecision(s)).toEqual({ t: 'night', seat: 2, kind: 'night', pass: 1 });
    // A Constable card face up is no Constable any more (B.6 #17).
    const revealed = table({ seats: [{ tryals: 'WN' }, { tryals: 'cN' }, { tryals: 'NN' }, { tryals: 'NN' }] });
    expect(changed(revealed, (d) => startNight(d, 0)).night!.constable).toBeNull();
  });

  it('S2 every role gets the same screen shape, options and legal list; only the prompt names and a witch\'s companions differ', () => {
    let s = atNight(2);
    const screens: Record<string, unknown> = {};
    // Pass 1 then pass 2, each seat's screen while it holds the device.
    for (let i = 0; i < 10; i++) {
      const seat = seatNow(s);
      const screen = nightScreen(s, seat)!;
      const shape = screen.prompts.map((p) => p.options.length).join('/') + (screen.confession ? `+${screen.confession.tryals.length}` : '');
      screens[`${s.night!.pass}:${seat}`] = { shape, roles: screen.prompts.map((p) => p.role), companions: screen.companions };
      if (s.night!.pass === 1) expect(screen.prompts.map((p) => p.options)).toEqual([[0, 1, 2, 3, 4]]);
      else expect(screen.prompts.map((p) => p.options)).toEqual([[0, 1, 2, 3, 4], [0, 1, 2, 3, 4].filter((x) => x !== seat)]);
      s = i === 9 ? s : answer(s, s.night!.pass === 1 ? [3] : [3, seat === 3 ? 2 : 3]);
    }
    expect(screens).toEqual({
      '1:2': { shape: '5', roles: ['decoy'], companions: [] },
      '1:3': { shape: '5', roles: ['decoy'], companions: [] },
      '1:4': { shape: '5', roles: ['victim'], companions: [0] },
      '1:0': { shape: '5', roles: ['victim'], companions: [4] },
      '1:1': { shape: '5', roles: ['decoy'], companions: [] },
      '2:2': { shape: '5/4+4', roles: ['decoy', 'decoy'], companions: [] },
      '2:3': { shape: '5/4+3', roles: ['decoy', 'decoy'], companions: [] },
      '2:4': { shape: '5/4+4', roles: ['victim', 'decoy'], companions: [0] },
      '2:0': { shape: '5/4+4', roles: ['victim', 'decoy'], companions: [4] },
      '2:1': { shape: '5/4+3', roles: ['decoy', 'gavel'], companions: [] },
    });
  });

  it('S2 the legal list is the options crossed with the confessions, identical for a witch, the Constable and a townsperson', () => {
    // Ana (witch), Luis (Constable), Eva (town), Tomás (town) with four face-down Tryals each.
    const s = table({ seats: [{ tryals: 'WNNN' }, { tryals: 'CNNN' }, { tryals: 'NNNN' }, { tryals: 'NNNN' }] });
    const expected = (seat: Seat) =>
      [0, 1, 2, 3].flatMap((a) =>
        [0, 1, 2, 3].filter((b) => b !== seat).flatMap((b) => [null, 0, 1, 2, 3].map((confess) => ({ type: 'night', answers: [a, b], confess }))),
      );
    let cur = changed(s, (d) => startNight(d, 0));
    expect(nightLegal(cur, 0)).toEqual([0, 1, 2, 3].map((t) => ({ type: 'night', answers: [t], confess: null })));
    for (let i = 0; i < 4; i++) cur = answer(cur, [2]);
    for (let i = 0; i < 3; i++) {
      const seat = seatNow(cur);
      expect(nightLegal(cur, seat)).toEqual(expected(seat));
      cur = answer(cur, [2, seat === 2 ? 3 : 2]);
    }
  });

  it('S2 (versions 1–2) a witch\'s pick is told only to the witches awake; a decoy is recorded nowhere; every screen is a public "answered" line', () => {
    // Version 3 writes these lines at the pass's end instead (S66, night-at-once.test.ts).
    let s = atNight(2, 2);
    s = answer(s, [0]); // Eva, decoy
    s = answer(s, [1]); // Tomás, decoy
    s = answer(s, [3]); // Nuria (witch) proposes Tomás
    expect(s.night!.proposals).toEqual([{ seat: 4, target: 3, pass: 1 }]);
    expect(s.log.filter((e) => e.key === 'proposal')).toEqual([
      { key: 'proposal', params: { seat: 4, target: 3, pass: 1, kind: 'night' }, to: 4 },
      { key: 'proposal', params: { seat: 4, target: 3, pass: 1, kind: 'night' }, to: 0 },
    ]);
    expect(s.log.filter((e) => e.to === undefined).map((e) => [e.key, e.params.seat])).toEqual([['night', 2], ['nightAnswered', 2], ['nightAnswered', 3], ['nightAnswered', 4]]);
    // Ana, the other witch, sees Nuria's pick on her victim prompt; Luis sees nothing on his decoy.
    expect(nightScreen(s, 0)!.prompts[0]!.proposals).toEqual([{ seat: 4, target: 3, pass: 1 }]);
    expect(nightScreen(s, 1)!.prompts[0]!.proposals).toEqual([]);
    expect(s.night!.gavel).toBeNull();
  });

  it('S2 only the Constable\'s second answer on pass 2 is the gavel; each answer is a barrier', () => {
    let s = atNight(2);
    const barrier = s.barrier;
    for (let i = 0; i < 5; i++) s = answer(s, [3]);
    expect(s.barrier).toBe(barrier + 5);
    s = answer(s, [3, 0]); // Eva
    s = answer(s, [3, 0]); // Tomás
    s = answer(s, [3, 0]); // Nuria, witch
    s = answer(s, [3, 2]); // Ana, witch
    expect(s.night!.gavel).toBeNull();
    expect(currentDecision(s)).toEqual({ t: 'night', seat: 1, kind: 'night', pass: 2 });
    const d = changed(s, () => undefined);
    // Luis is the last one: answering would run the morning; the gavel is recorded before it (see morning tests).
    expect(d.night!.constable).toBe(1);
  });

  it('S2 refusals are the same words whatever the role and change nothing', () => {
    let s = atNight(2);
    for (let i = 0; i < 5; i++) s = answer(s, [3]);
    const errorsOf = (cur: SalemState) => {
      const seat = seatNow(cur);
      const own = cur.players[seat]!.tryals.findIndex((t) => t.up);
      return [
        refusal(cur, { type: 'night', answers: [3], confess: null }),
        refusal(cur, { type: 'night', answers: [3, seat], confess: null }),
        refusal(cur, { type: 'night', answers: [5, 3 === seat ? 2 : 3], confess: null }),
        refusal(cur, { type: 'night', answers: [3, 3 === seat ? 2 : 3], confess: 'phips' }),
        refusal(cur, { type: 'night', answers: [3, 3 === seat ? 2 : 3], confess: 9 }),
        refusal(cur, { type: 'night', answers: [3, 3 === seat ? 2 : 3], confess: 0, timedOut: true }),
        own < 0 ? null : refusal(cur, { type: 'night', answers: [3, 3 === seat ? 2 : 3], confess: own }),
      ].map((e) => e && { code: e.code, params: e.params });
    };
    const byRole: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      const before = canonicalJson(s);
      byRole.push(errorsOf(s).slice(0, 6).map((e) => canonicalJson({ ...e, params: { ...e!.params, target: e!.params.target === seatNow(s) ? 'self' : e!.params.target } })));
      expect(canonicalJson(s)).toBe(before);
      s = answer(s, [3, seatNow(s) === 3 ? 2 : 3]);
    }
    expect(new Set(byRole.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(errorsOf(s).map((e) => e?.code)).toEqual(['night_answers', 'night_option', 'night_option', 'confession_invalid', 'confession_invalid', 'confession_closed', 'confession_invalid']);
    // On pass 1 nobody may confess.
    expect(refusal(atNight(2), { type: 'night', answers: [3], confess: 0 })?.code).toBe('confession_not_open');
  });

  it('S2 the witches\' final picks: unanimous, else the most picked, else the seeded draw told to the witches only', () => {
    const three = table({ seats: [{ tryals: 'WN' }, { tryals: 'WN' }, { tryals: 'WN' }, { tryals: 'NN' }, { tryals: 'NN' }], options: { variants: { moreWitches: true } } });
    const finals = (picks: Record<number, Seat>, seed = 'a') => {
      const s = changed({ ...three, rng: table({ seats: [{ tryals: 'N' }], seed }).rng }, (d) => startNight(d, 0));
      s.night!.proposals = Object.entries(picks).map(([seat, target]) => ({ seat: Number(seat), target, pass: 2 }));
      const d = changed(s, () => undefined);
      return { pick: agreedPick(d, d.night!), log: d.log.filter((e) => e.key === 'tieBreak') };
    };
    expect(finals({ 0: 4, 1: 4, 2: 4 })).toEqual({ pick: 4, log: [] });
    expect(finals({ 0: 3, 1: 4, 2: 4 })).toEqual({ pick: 4, log: [] });
    const seen = new Set<Seat>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const r = finals({ 0: 3, 1: 4, 2: 0 }, seed);
      expect([0, 3, 4]).toContain(r.pick);
      expect(r.log).toEqual([0, 1, 2].map((to) => ({ key: 'tieBreak', params: { target: r.pick! }, to })));
      seen.add(r.pick!);
      expect(finals({ 0: 3, 1: 4, 2: 0 }, seed).pick).toBe(r.pick);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('S51 a witch may pick herself or another witch; the first prompt always offers every living seat', () => {
    const s = throughNight(atNight(2), (seat, pass) => (pass === 1 ? [seat] : [0, seat === 0 ? 1 : 0]), () => null);
    expect(s.morning?.target ?? null).toBe(0);
  });

  it('S50 every living player who ever held a Witch wakes, even after passing the card on; a dead one does not', () => {
    // Luis passed his Witch on at a Conspiracy (everWitch stays), Eva received it; Paco, a witch, is dead.
    const s0 = table({
      seats: [{ tryals: 'NNN' }, { tryals: 'NNN', everWitch: true }, { tryals: 'WNN' }, { tryals: 'CNN' }, { tryals: 'wnn', alive: false }],
    });
    s0.players[2]!.knownWitches = [];
    const s = changed(s0, (d) => startNight(d, 3));
    expect(s.night!.witches).toEqual([1, 2]);
    expect(s.players.map((p) => p.knownWitches)).toEqual([[], [1, 2], [1, 2], [], []]);
    expect(s.log.filter((e) => e.key === 'witchesAre').map((e) => e.to)).toEqual([1, 2]);
    expect(nightScreen(s, 3)!.companions).toEqual([]);
  });

  it.each([2, 3])('S63 a screen the hourglass closed carries no confession; the answers still count (rules version %i)', (version) => {
    let s = atNight(2, version);
    for (let i = 0; i < 5; i++) s = answer(s, [3]);
    expect(refusal(s, { type: 'night', answers: [3, 4], confess: 1, timedOut: true })?.code).toBe('confession_closed');
    s = answer(s, [3, 4], null, true);
    expect(s.night!.confessions).toEqual([]);
    // Version 2 writes the line at once; version 3 counts the seat among those who answered and writes it at the pass's end (S66).
    if (version === 2) expect(s.log.at(-1)).toEqual({ key: 'nightAnswered', params: { seat: 2, pass: 2, kind: 'night' } });
    else expect(s.night!.done).toEqual([2]);
  });
});
