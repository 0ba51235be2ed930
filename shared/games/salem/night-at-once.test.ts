/**
 * Rules version 3 (ruling S66): a dawn or night pass is answered by every living player at once, in
 * any order, each on their own screen; who has answered is public, what and in which order is not.
 * Version 2 keeps the device going round one seat at a time.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/contract';
import { canonicalJson } from '../../engine/hash';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { salem } from './index';
import { startNight } from './night';
import { currentDecision } from './state';
import { answerAs, changed, table } from './night-fixtures';
import { NO_VARIANTS } from './test-helpers';
import type { SalemState } from './types';

/** Ana witch, Luis Constable, Eva and Tomás plain, Nuria witch; Paco dead. Or the witches and the Constable elsewhere. */
function six(rulesVersion?: number, rows = ['WNNN', 'CNNn', 'NNNN', 'NNNn', 'WNNN']): SalemState {
  return table({ rulesVersion, seats: [...rows.map((tryals) => ({ tryals })), { tryals: 'nnnn', alive: false }] });
}
const atNight = (rulesVersion?: number, rows?: string[]) => changed(six(rulesVersion, rows), (d) => startNight(d, 2));
const deciding = (s: SalemState) => salem.status(s).deciding;
const publicView = (s: SalemState) => salem.view(s, { kind: 'public' });

/** One seat's answers on a night: pass 1 names `pick[seat]`; pass 2 names it again, then the next seat round (the gavel or a decoy). */
type Plan = Record<number, { pick: Seat; confess?: number | 'phips' }>;
function answers(s: SalemState, seat: Seat, plan: Plan): [Seat[], number | 'phips' | null] {
  const pick = plan[seat]!.pick;
  if (s.night!.pass === 1) return [[pick], null];
  return [[pick, seat === 3 ? 4 : 3], plan[seat]!.confess ?? null];
}

/** Every seat still to answer answers in the order `order` gives (seats not in it last, in pass order). */
function pass(s: SalemState, plan: Plan, order: Seat[]): SalemState {
  let cur = s;
  const p = cur.night!.pass;
  const seats = [...order, ...deciding(cur).filter((x) => !order.includes(x))];
  for (const seat of seats) {
    if (!cur.night || cur.night.pass !== p) break;
    const [a, c] = answers(cur, seat, plan);
    cur = answerAs(cur, seat, a, c);
  }
  return cur;
}

function shuffled(seats: Seat[], rng: RngState): [Seat[], RngState] {
  const out = seats.slice();
  let r = rng;
  for (let i = out.length - 1; i > 0; i--) {
    let j: number;
    [j, r] = nextInt(r, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return [out, r];
}

describe('S66 dawn and night answered by everyone at once (rules version 3)', () => {
  it('S66 every living player decides at once, in pass order; each has its own screen and legal list until it answers', () => {
    let s = atNight();
    expect(deciding(s)).toEqual([2, 3, 4, 0, 1]);
    for (const seat of [0, 1, 2, 3, 4]) {
      expect(salem.view(s, { kind: 'seat', seat }).me!.night).not.toBeNull();
      expect(salem.legalActions(s, seat).length).toBeGreaterThan(0);
    }
    expect(salem.legalActions(s, 5)).toEqual([]);
    expect(publicView(s).decision).toEqual({ t: 'night', seat: 2, kind: 'night', pass: 1, answered: [] });
    // The last of the pass answers first: accepted through the reducer; the shared screen's next cover stays with Eva.
    const r = salem.apply(s, 1, { type: 'night', answers: [3], confess: null });
    expect(r.ok).toBe(true);
    s = r.ok ? r.state : s;
    expect(deciding(s)).toEqual([2, 3, 4, 0]);
    expect(currentDecision(s)).toEqual({ t: 'night', seat: 2, kind: 'night', pass: 1 });
    expect(salem.view(s, { kind: 'seat', seat: 1 }).me!.night).toBeNull();
    expect(salem.legalActions(s, 1)).toEqual([]);
    const again = salem.apply(s, 1, { type: 'night', answers: [3], confess: null });
    expect(again.ok ? null : again.error).toEqual({ code: 'not_your_turn', message: 'This seat does not decide now', params: { seat: 1 } });
    // Public: who answered, in pass order; no line yet (they come at the pass's end).
    s = answerAs(s, 4, [3]);
    expect(publicView(s).decision).toEqual({ t: 'night', seat: 2, kind: 'night', pass: 1, answered: [4, 1] });
    expect(s.log.filter((e) => e.to === undefined).map((e) => e.key)).toEqual(['night']);
  });

  it('S66 the second pass starts only when the first is complete, and every witch then sees every first-pass proposal', () => {
    let s = atNight();
    for (const seat of [0, 1, 2, 3]) s = answerAs(s, seat, [seat === 0 ? 3 : 2]);
    expect(s.night!.pass).toBe(1);
    expect(deciding(s)).toEqual([4]);
    for (const seat of [0, 1, 2, 3]) expect(salem.view(s, { kind: 'seat', seat }).me!.night).toBeNull();
    // Nuria, the other witch, answers last: Ana's pick is on her screen as it is.
    expect(salem.view(s, { kind: 'seat', seat: 4 }).me!.night!.prompts[0]!.proposals).toEqual([{ seat: 0, target: 3, pass: 1 }]);
    s = answerAs(s, 4, [1]);
    expect(s.night!.pass).toBe(2);
    expect(deciding(s)).toEqual([2, 3, 4, 0, 1]);
    expect(salem.view(s, { kind: 'seat', seat: 0 }).me!.night!.prompts[0]!.proposals).toEqual([{ seat: 4, target: 1, pass: 1 }]);
    expect(salem.view(s, { kind: 'seat', seat: 4 }).me!.night!.prompts[0]!.proposals).toEqual([{ seat: 0, target: 3, pass: 1 }]);
    // The pass's lines, in pass order (from the drawer), whatever order the answers came in.
    expect(s.log.filter((e) => e.key === 'nightAnswered').map((e) => e.params.seat)).toEqual([2, 3, 4, 0, 1]);
    expect(s.log.filter((e) => e.key === 'proposal').map((e) => [e.params.seat, e.to])).toEqual([[4, 4], [4, 0], [0, 4], [0, 0]]);
  });

  it('S66 the gavel, the confessions and the victim work as before; the morning reveals confessions in pass order', () => {
    // Tomás is William Phips.
    let s = changed(atNight(), (d) => {
      d.players[3] = { ...d.players[3]!, character: 'william_phips' };
    });
    const plan: Plan = { 0: { pick: 3 }, 1: { pick: 3 }, 2: { pick: 0, confess: 1 }, 3: { pick: 0, confess: 'phips' }, 4: { pick: 3 } };
    s = pass(s, plan, [1, 0, 4, 3, 2]);
    // Tomás confesses before Eva does; the morning still takes Eva first, as the device went round (S57).
    // Luis, the Constable, gives the gavel to Tomás, the witches' victim: the gavel is named first (S64).
    s = pass(s, plan, [4, 3, 1, 0, 2]);
    expect(s.night).toBeNull();
    expect(s.morning).toMatchObject({ target: 3, gavel: 3, confessions: [{ seat: 2, face: 'not' }, { seat: 3, face: null }], savedBy: 'gavel', died: [] });
  });

  it('S66 the same answers given in any order leave the same state, public table and log at each pass\'s end', () => {
    // Two witches who disagree on pass 2 (a seeded tie-break), a gavel and two confessions.
    const plan: Plan = { 0: { pick: 3 }, 1: { pick: 2, confess: 2 }, 2: { pick: 4, confess: 0 }, 3: { pick: 0 }, 4: { pick: 2 } };
    const ends = new Set<string>();
    const publics = new Set<string>();
    let rng = seedRng('orders');
    for (let i = 0; i < 24; i++) {
      let order1: Seat[];
      let order2: Seat[];
      [order1, rng] = shuffled([0, 1, 2, 3, 4], rng);
      [order2, rng] = shuffled([0, 1, 2, 3, 4], rng);
      const mid = pass(atNight(), plan, order1);
      const end = pass(mid, plan, order2);
      ends.add(canonicalJson([mid, end]));
      publics.add(canonicalJson([publicView(mid), publicView(end), salem.status(mid), salem.status(end)]));
    }
    expect(ends.size).toBe(1);
    expect(publics.size).toBe(1);
  });

  it('S66 twin games that differ only in who the witches and the Constable are show the table the same deciding lists and public log', () => {
    let a = atNight(undefined, ['WNNN', 'CNNn', 'NNNN', 'NNNn', 'WNNN']);
    let b = atNight(undefined, ['NNNN', 'NNNn', 'WNNN', 'CNNn', 'WNNN']);
    const look = (s: SalemState) => canonicalJson({ view: publicView(s), deciding: deciding(s), barrier: s.barrier });
    const order = [4, 1, 3, 0, 2, 0, 2, 4, 1, 3];
    for (const [i, seat] of order.entries()) {
      expect(look(a), `before answer ${i}`).toBe(look(b));
      expect(canonicalJson(salem.legalActions(a, seat))).toBe(canonicalJson(salem.legalActions(b, seat)));
      const answersNow: Seat[] = a.night!.pass === 1 ? [3] : [3, seat === 3 ? 4 : 3];
      if (i === order.length - 1) break; // the last answer runs the morning, which differs with the gavel
      a = answerAs(a, seat, answersNow);
      b = answerAs(b, seat, answersNow);
    }
    expect([a.night!.witches, b.night!.witches]).toEqual([[4, 0], [2, 4]]);
  });

  it('S66 a game set up under version 3 starts its dawn with every seat deciding; the bots answer it in any order to the Black Cat', () => {
    const options = { players: ['Ana', 'Luis', 'Eva', 'Tomás', 'Nuria'], characterChoice: false, hourglass: false, hourglassSeconds: 30, nightSeconds: 5, sounds: false, variants: NO_VARIANTS };
    let s = salem.setup(options, 'at-once');
    expect(s.rulesVersion).toBe(3);
    expect(deciding(s)).toEqual([0, 1, 2, 3, 4]);
    let rng = seedRng('bots');
    while (s.night) {
      const now = deciding(s);
      let i: number;
      [i, rng] = nextInt(rng, now.length);
      const seat = now[i]!;
      const view = salem.view(s, { kind: 'seat', seat });
      const r = salem.apply(s, seat, salem.bot(view, seat, salem.legalActions(s, seat), i));
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    expect(s.players.filter((p) => p.front.includes('black_cat'))).toHaveLength(1);
    expect(deciding(s)).toHaveLength(1);
  });
});

describe('S66 version 2 keeps the device going round one seat at a time', () => {
  it('S66 a version-2 night asks one seat at a time and refuses an out-of-order answer exactly as before', () => {
    const s = atNight(2);
    expect(deciding(s)).toEqual([2]);
    expect(salem.legalActions(s, 3)).toEqual([]);
    expect(salem.view(s, { kind: 'seat', seat: 3 }).me!.night).toBeNull();
    const r = salem.apply(s, 3, { type: 'night', answers: [3], confess: null });
    expect(r.ok ? null : r.error).toEqual({ code: 'not_your_turn', message: 'This seat does not decide now', params: { seat: 3 } });
    expect(publicView(s).decision).toEqual({ t: 'night', seat: 2, kind: 'night', pass: 1 });
    expect('done' in s.night!).toBe(false);
    const next = salem.apply(s, 2, { type: 'night', answers: [3], confess: null });
    expect(next.ok && deciding(next.state)).toEqual([3]);
    expect(next.ok && next.state.log.at(-1)).toEqual({ key: 'nightAnswered', params: { seat: 2, pass: 1, kind: 'night' } });
  });
});
