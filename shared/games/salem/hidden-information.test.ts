/**
 * The hidden-information audit over whole games (4–12 players, every variant on some table):
 * at every step, for the public table and every seat, the view, the legal list, the log lines
 * and the refusals carry no face-down Tryal of another seat, no other hand, no night choice
 * and no "ever a witch" before the rules reveal it; the night's screens and legal lists are the
 * same for every role (checked against the same state with the role taken away).
 */
import { describe, expect, it } from 'vitest';
import type { Seat, Viewer } from '../../engine/contract';
import { canonicalJson } from '../../engine/hash';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { salem } from './index';
import { nightLegal, startNight } from './night';
import { nightScreen } from './night-screen';
import { currentDecision, draftOf, tryalFace } from './state';
import type { SalemAction, SalemState, SalemView } from './types';
import { answer, changed, NAMES, table } from './night-fixtures';

/** Moves that are wrong at most moments, to read the refusals. */
const WRONG: SalemAction[] = [
  { type: 'reveal', tryal: 0 },
  { type: 'reveal', tryal: 7 },
  { type: 'point', tryals: [0, 1] },
  { type: 'night', answers: [0], confess: 0 },
  { type: 'offer', use: true },
  { type: 'end' },
];

const PRIVATE_KEYS = new Set(['drew', 'witchesAre', 'proposal', 'tieBreak', 'received', 'receivedShuffled']);

function viewers(s: SalemState): Viewer[] {
  return [{ kind: 'public' }, ...s.players.map((_, seat): Viewer => ({ kind: 'seat', seat }))];
}

/** What one viewer sees of the table, minus the parts that are theirs by right. */
function shared(v: SalemView): unknown {
  const { viewer: _viewer, me: _me, log, ...rest } = v;
  return { ...rest, log: log.filter((e) => e.to === undefined) };
}

/** Every way `viewer`'s view could say more than it may; [] when it says nothing it should not. */
function leaks(s: SalemState, viewer: Viewer, v: SalemView): string[] {
  const out: string[] = [];
  const me = viewer.kind === 'seat' ? viewer.seat : null;
  const who = me === null ? 'public' : `seat ${me}`;
  v.players.forEach((p, seat) => {
    const truth = s.players[seat]!;
    // A face only when face up.
    if (JSON.stringify(p.tryals) !== JSON.stringify(truth.tryals.map((t) => (t.up ? tryalFace(t.id) : null)))) out.push(`${who}: Tryals of ${seat}`);
    const announced = !truth.alive && !s.options.variants.silentDeaths;
    if (p.wasWitch !== (announced ? truth.everWitch : null)) out.push(`${who}: wasWitch of ${seat}`);
  });
  if ((v.reveal === null) !== (s.result === null)) out.push(`${who}: reveal before the end`);
  for (const e of v.log) {
    if (e.to !== undefined && e.to !== me) out.push(`${who}: log line to ${e.to}`);
    if (PRIVATE_KEYS.has(e.key) && e.to !== me) out.push(`${who}: public ${e.key}`);
  }
  // Night decisions name only whose turn with the device it is, and from version 3 who has answered (S66).
  if (v.decision?.t === 'night') {
    const atOnce = s.rulesVersion >= 3;
    if (Object.keys(v.decision).sort().join() !== (atOnce ? 'answered,kind,pass,seat,t' : 'kind,pass,seat,t')) out.push(`${who}: night decision says more`);
    if (atOnce && JSON.stringify(v.decision.answered) !== JSON.stringify(s.night!.done)) out.push(`${who}: answered is not who answered, in pass order`);
  }
  if (me === null) {
    if (v.me !== null) out.push('public: me');
    return out;
  }
  const own = s.players[me]!;
  const d = currentDecision(s);
  const m = v.me!;
  if (JSON.stringify(m.hand) !== JSON.stringify(own.hand)) out.push(`${who}: hand`);
  if (m.witch !== own.everWitch) out.push(`${who}: team`);
  if ((m.night === null) !== !(d?.t === 'night' && salem.status(s).deciding.includes(me))) out.push(`${who}: night screen out of its turn`);
  if ((m.deck === null) !== !(d?.t === 'arrange' && d.seat === me)) out.push(`${who}: deck out of Tituba's arrangement`);
  // The witches seen are only ever told to a witch.
  if (!own.everWitch && m.knownWitches.length > 0) out.push(`${who}: knows witches`);
  return out;
}

/** The same state with `seat`'s night role taken away (no witch, no Constable). */
function withoutRole(s: SalemState, seat: Seat): SalemState {
  const d = draftOf(s);
  d.night!.witches = d.night!.witches.filter((w) => w !== seat);
  d.night!.proposals = [];
  if (d.night!.constable === seat) d.night!.constable = null;
  return d;
}

const bareScreen = (s: SalemState, seat: Seat) => {
  const screen = nightScreen(s, seat)!;
  return { ...screen, prompts: screen.prompts.map((p) => ({ options: p.options })), companions: [] };
};

function checkNight(s: SalemState, seat: Seat): void {
  const plain = withoutRole(s, seat);
  expect(canonicalJson(nightLegal(s, seat))).toBe(canonicalJson(nightLegal(plain, seat)));
  expect(canonicalJson(bareScreen(s, seat))).toBe(canonicalJson(bareScreen(plain, seat)));
  const bad: SalemAction[] = [
    { type: 'night', answers: [0, 0, 0].slice(0, 3), confess: null } as SalemAction,
    { type: 'night', answers: s.night!.pass === 2 && s.night!.kind === 'night' ? [seat, seat] : [40], confess: null },
    { type: 'night', answers: s.night!.kind === 'night' && s.night!.pass === 2 ? [seat, s.night!.order.find((x) => x !== seat)!] : [seat], confess: 30 },
    { type: 'draw' },
  ];
  for (const a of bad) {
    const r1 = salem.apply(s, seat, a);
    const r2 = salem.apply(plain, seat, a);
    expect(r1.ok).toBe(false);
    expect(canonicalJson(r1)).toBe(canonicalJson(r2));
  }
}

function pick(legal: SalemAction[], rng: RngState): [SalemAction, RngState] {
  const [i, next] = nextInt(rng, legal.length);
  return [legal[i]!, next];
}

/**
 * One game walked through under `version`. Under version 3 several seats decide at once during a
 * dawn or night pass (S66): a random one of them answers each time, so answers come in every order.
 */
function playThrough(players: number, seed: string, variants: Partial<SalemState['options']['variants']>, version?: number): { steps: number; nights: number; conspiracies: number; outOfOrder: number } {
  const o = salem.parseOptions({ players: NAMES.slice(0, players), variants, hourglass: true });
  if (!o.ok) throw new Error(o.error.message);
  let s = salem.setup(o.value, seed, version);
  let rng = seedRng(`walk-${seed}`);
  let steps = 0;
  let outOfOrder = 0;
  while (!s.result && steps < 3000) {
    const deciding = salem.status(s).deciding;
    const [which, r0] = nextInt(rng, deciding.length);
    rng = r0;
    const seat = deciding[which]!;
    if (which > 0) outOfOrder++;
    const problems: string[] = [];
    const sharedViews = new Set<string>();
    for (const viewer of viewers(s)) {
      const v = salem.view(s, viewer);
      problems.push(...leaks(s, viewer, v));
      // Views are built in one order, so equal shared parts serialize equal.
      sharedViews.add(JSON.stringify(shared(v)));
      if (viewer.kind === 'seat' && (salem.legalActions(s, viewer.seat).length > 0) !== deciding.includes(viewer.seat)) problems.push(`legal list for ${viewer.seat}`);
    }
    if (sharedViews.size !== 1) problems.push('the shared table differs between viewers');
    // A refused move names positions and public facts only, never a Tryal card or face.
    for (const wrong of WRONG) {
      const r = salem.apply(s, seat, wrong);
      if (!r.ok && /witch|constable|not-\d|"face"/.test(JSON.stringify(r.error))) problems.push(`refusal ${r.error.code} names a Tryal`);
    }
    expect(problems, `step ${steps}`).toEqual([]);
    const legal = salem.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    if (currentDecision(s)?.t === 'night') checkNight(s, seat);
    // Bots mostly, random moves now and then, so that odd corners get played too.
    let action: SalemAction;
    const [roll, r1] = nextInt(rng, 4);
    rng = r1;
    if (roll === 0) [action, rng] = pick(legal.filter((a) => a.type !== 'hourglass'), rng);
    else action = salem.bot(salem.view(s, { kind: 'seat', seat }), seat, legal, steps);
    const r = salem.apply(s, seat, action);
    if (!r.ok) throw new Error(`${r.error.code} on ${JSON.stringify(action)}`);
    s = r.state;
    steps++;
  }
  expect(viewers(s).flatMap((viewer) => leaks(s, viewer, salem.view(s, viewer)))).toEqual([]);
  expect(s.result).not.toBeNull();
  return { steps, outOfOrder, ...s.counts };
}

describe('hidden information over whole games', () => {
  const seen = { nights: 0, conspiracies: 0, games: 0, outOfOrder: 0 };
  const tables: [number, Partial<SalemState['options']['variants']>][] = [
    [4, {}],
    [5, { shortGame: true, silentDeaths: true }],
    [6, { hardConspiracy: true }],
    [7, { moreWitches: true, pointTwo: true }],
    [8, {}],
    [9, { pietyDoubles: true, silentDeaths: true }],
    [10, { moreWitches: true }],
    [11, { hardConspiracy: true, shortGame: true }],
    [12, {}],
  ];
  for (const [players, variants] of tables) {
    it(`${players} players ${JSON.stringify(variants)}: no view, legal list, log line or refusal leaks a secret`, () => {
      // Two games under today's rules (answers at once, S66) and one under version 2 (passes in seat order).
      for (const [seed, version] of [['h1', undefined], ['h2', undefined], ['h3', 2]] as const) {
        const r = playThrough(players, `${seed}-${players}`, variants, version);
        seen.nights += r.nights;
        seen.conspiracies += r.conspiracies;
        seen.outOfOrder += version === 2 ? 0 : r.outOfOrder;
        seen.games++;
        if (version === 2) expect(r.outOfOrder).toBe(0);
      }
    }, 60_000);
  }

  it('the audit went through nights and conspiracies', () => {
    expect(seen.games).toBe(3 * tables.length);
    expect(seen.outOfOrder).toBeGreaterThan(50);
    expect(seen.nights).toBeGreaterThan(2);
    expect(seen.conspiracies).toBeGreaterThan(0);
  });
});

describe('S2 a night looks the same to the table whoever the witches and the Constable are', () => {
  it('S2 twin tables that differ only in who holds the Witch and the Constable show the same public table at every screen', () => {
    // Table A: Ana witch, Luis Constable. Table B: Eva witch, Tomás Constable. Same answers everywhere.
    const a = table({ seats: [{ tryals: 'WNN' }, { tryals: 'CNN' }, { tryals: 'NNN' }, { tryals: 'NNN' }, { tryals: 'NNN' }] });
    const b = table({ seats: [{ tryals: 'NNN' }, { tryals: 'NNN' }, { tryals: 'WNN' }, { tryals: 'CNN' }, { tryals: 'NNN' }] });
    let sa = changed(a, (d) => startNight(d, 4));
    let sb = changed(b, (d) => startNight(d, 4));
    const look = (s: SalemState) => canonicalJson({ view: salem.view(s, { kind: 'public' }), status: salem.status(s), barrier: s.barrier });
    expect(look(sa)).toBe(look(sb));
    // Everybody answers 4 first, then (4, the next seat), confessing nothing: the last screen is left unanswered.
    for (let i = 0; i < 9; i++) {
      const seat = currentDecision(sa)!.seat;
      expect(currentDecision(sb)!.seat).toBe(seat);
      const answers = sa.night!.pass === 1 ? [4] : [4, (seat + 1) % 5];
      expect(canonicalJson(nightLegal(sa, seat))).toBe(canonicalJson(nightLegal(sb, seat)));
      sa = answer(sa, answers);
      sb = answer(sb, answers);
      expect(look(sa), `after screen ${i + 1}`).toBe(look(sb));
    }
    // The twins really differ: the witch and the Constable are other seats.
    expect(sa.night!.witches).toEqual([0]);
    expect(sb.night!.witches).toEqual([2]);
    expect([sa.night!.constable, sb.night!.constable]).toEqual([1, 3]);
  });
});
