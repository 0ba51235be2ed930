/**
 * Property tests over seeded Salem games at every player count 4–12, with the variants, deal 2
 * keep 1 and the hourglass turned on in turn, driven by random legal choices, by the bot, and by a
 * mix. After every action: all 59 playing cards and every Tryal accounted for once, living seats
 * decide (one, or in a dawn or night pass every seat still to answer it, which then answer in a
 * random order: S66), no view, legal list or new log line shows another seat's face-down Tryal, hand or
 * the night's choices (bot/property-checks.ts; a planted leak proves the scan catches it), the
 * public table stays dark through a night, and undo is offered only when nothing was drawn or
 * revealed. Every game ends; replaying the actions from the seed gives the identical state;
 * legalActions ≡ apply (every legal action applies; tried illegal and malformed ones are refused
 * and change nothing). fast-check runs with fixed seeds so CI is deterministic. The default
 * run plays about 1,250 games in under a minute; SALEM_PROPERTY_RUNS=<n> multiplies them (3 → about 3,800).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Seat } from '../../engine/contract';
import { canonicalJson, stateHash } from '../../engine/hash';
import { nextFloat, seedRng, type RngState } from '../../engine/rng';
import { salem } from './index';
import { ALL_CARDS } from './cards';
import { CHARACTER_IDS, type LogEntry, type SalemAction, type SalemOptions, type SalemState, type SalemVariants } from './types';
import { check, conserved, ENGINE, honestViews, nightStaysDark, tryalsOf, undoIsSafe, type Probe } from './bot/property-checks';
import { agreeAt } from './bot/property-agree';

const SCALE = Math.max(1, Number(process.env.SALEM_PROPERTY_RUNS ?? 1));
const TIMEOUT = 60_000 * SCALE;
const MAX_ACTIONS = 5000;
const SEED = 13_1692;
/** Games per player count (9 counts: about 1,250 games a run); tuned so the file stays under a minute on 2 busy cores. */
const RUNS = { random: 120 * SCALE, bot: 10 * SCALE, views: 3 * SCALE, replay: 3 * SCALE, agree: 2 * SCALE };
const COUNTS = [4, 5, 6, 7, 8, 9, 10, 11, 12];
const NAMES = ['Ana', 'Luis', 'Eva', 'Tomás', 'Nuria', 'Leo', 'Marta', 'Iker', 'Sara', 'Hugo', 'Alba', 'Pau'];
const VARIANT_SETS: Partial<SalemVariants>[] = [
  {}, { shortGame: true }, { moreWitches: true }, { hardConspiracy: true }, { silentDeaths: true }, { pointTwo: true }, { pietyDoubles: true },
  { shortGame: true, moreWitches: true, hardConspiracy: true, silentDeaths: true, pointTwo: true, pietyDoubles: true },
];

/** Game n of a player count: its variants, deal 2 keep 1 (≤ 7 players) and the hourglass, each in turn. */
function optionsFor(players: number, n: number): SalemOptions {
  const parsed = salem.parseOptions({
    players: NAMES.slice(0, players),
    variants: VARIANT_SETS[n % VARIANT_SETS.length],
    characterChoice: players <= 7 && n % 3 === 0,
    hourglass: n % 2 === 1,
  });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

type Pick = 'random' | 'bot' | 'mixed';
type Step = { seat: Seat; action: SalemAction };
type Each = (before: SalemState | null, after: SalemState, fresh: readonly LogEntry[], step: Step | null) => void;

/** The log lines a step added: those after the last line it was given (lines are shared, never copied; the oldest may be trimmed). */
function freshLines(before: SalemState, after: SalemState): LogEntry[] {
  const last = before.log[before.log.length - 1];
  return last === undefined ? after.log.slice() : after.log.slice(after.log.lastIndexOf(last) + 1);
}

/** Plays one seeded game to its end; `each` sees every state, the first one included. */
function playOne(players: number, n: number, pick: Pick, each: Each): { final: SalemState; steps: Step[]; options: SalemOptions; seed: string } {
  const options = optionsFor(players, n);
  const seed = `${pick}:${players}:${n}`;
  let s = salem.setup(options, seed);
  let rng: RngState = seedRng(`choices:${seed}`);
  const steps: Step[] = [];
  each(null, s, s.log, null);
  while (!s.result) {
    check(steps.length < MAX_ACTIONS, () => `game ${seed} did not end in ${MAX_ACTIONS} actions`);
    const deciding = salem.status(s).deciding;
    let f: number;
    // In a version-3 pass several seats decide at once (S66): any of them answers next, in any order.
    if (deciding.length > 1) [f, rng] = nextFloat(rng);
    else f = 0;
    const seat = deciding[Math.floor(f * deciding.length)]!;
    const legal = salem.legalActions(s, seat);
    check(legal.length > 0, () => `seat ${seat} decides with no legal action in ${seed}`);
    [f, rng] = nextFloat(rng);
    const r32 = Math.floor(f * 0x1_0000_0000);
    const useBot = pick === 'bot' || (pick === 'mixed' && f < 0.6);
    const action = useBot ? salem.bot(salem.view(s, { kind: 'seat', seat }), seat, legal, r32) : legal[r32 % legal.length]!;
    check(legal.includes(action), () => `the bot answered ${JSON.stringify(action)}, not an action of its legal list, in ${seed}`);
    check(action.type !== 'hourglass' || !useBot, () => `the bot turned the hourglass in ${seed}`);
    const r = salem.apply(s, seat, action);
    if (!r.ok) throw new Error(`legal action rejected in ${seed}: ${JSON.stringify(action)} → ${r.error.code}`);
    const step = { seat, action };
    steps.push(step);
    try {
      each(s, r.state, freshLines(s, r.state), step);
    } catch (err) {
      throw new Error(`${seed} step ${steps.length} (seat ${seat} ${JSON.stringify(action)}): ${err instanceof Error ? err.message : String(err)}`);
    }
    s = r.state;
  }
  return { final: s, steps, options, seed };
}

/** Cheap checks at every step of every game: conservation, one decider, safe undo, a dark night. */
function everyStep(tryals: { ids: readonly string[] }): Each {
  return (before, after, fresh, step) => {
    if (!before) tryals.ids = tryalsOf(after);
    conserved(after, tryals.ids);
    if (before && step) {
      undoIsSafe(before, after, fresh, step.action);
      nightStaysDark(before, after, fresh);
    }
  };
}

const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });

function pickerOf(seed: string): (k: number) => number {
  let rng = seedRng(seed);
  return (k: number) => {
    let f: number;
    [f, rng] = nextFloat(rng);
    return Math.floor(f * k);
  };
}

describe.each(COUNTS)('Salem properties, %i players', (players) => {
  it('random legal play: every game ends, every card and Tryal accounted for, safe undo, a dark night', () => {
    fc.assert(
      fc.property(seedArb, (n) => {
        const { final } = playOne(players, n, 'random', everyStep({ ids: [] }));
        expect(final.result).not.toBeNull();
      }),
      { numRuns: RUNS.random, seed: SEED + players },
    );
  }, TIMEOUT);

  it('bot and mixed play under the same invariants, always answering from the legal list', () => {
    fc.assert(
      fc.property(seedArb, fc.constantFrom<Pick>('bot', 'mixed'), (n, pick) => {
        const { final } = playOne(players, n, pick, everyStep({ ids: [] }));
        expect(final.result).not.toBeNull();
      }),
      { numRuns: RUNS.bot, seed: SEED + 100 + players },
    );
  }, TIMEOUT);

  it('no view, legal list or new log line of a seat shows another seat’s face-down Tryal, hand or night choices', () => {
    fc.assert(
      fc.property(seedArb, fc.constantFrom<Pick>('random', 'mixed'), (n, pick) => {
        let scanned = 0;
        playOne(players, n, pick, (_before, after, fresh) => {
          honestViews(after, fresh);
          scanned++;
        });
        expect(scanned).toBeGreaterThan(10);
      }),
      { numRuns: RUNS.views, seed: SEED + 200 + players },
    );
  }, TIMEOUT);

  it('replaying the actions from the seed gives the identical state at every step', () => {
    fc.assert(
      fc.property(seedArb, fc.constantFrom<Pick>('random', 'mixed'), (n, pick) => {
        const hashes: string[] = [];
        const { final, steps, options, seed } = playOne(players, n, pick, (before, after) => {
          if (before) hashes.push(stateHash(after));
        });
        let s = salem.setup(options, seed);
        steps.forEach(({ seat, action }, i) => {
          const r = salem.apply(s, seat, action);
          if (!r.ok) throw new Error(`replayed step ${i} ${JSON.stringify(action)} refused: ${r.error.code}`);
          s = r.state;
          check(stateHash(s) === hashes[i], () => `replayed step ${i} hashes differently`);
        });
        expect(s).toEqual(final);
      }),
      { numRuns: RUNS.replay, seed: SEED + 300 + players },
    );
  }, TIMEOUT);

  it('legalActions ≡ apply: every legal action applies, tried illegal and malformed ones are refused and change nothing', () => {
    fc.assert(
      fc.property(seedArb, (n) => {
        const pickOf = pickerOf(`agree:${players}:${n}`);
        let states = 0;
        playOne(players, n, 'mixed', (_before, after) => {
          agreeAt(after, pickOf);
          states++;
        });
        expect(states).toBeGreaterThan(10);
      }),
      { numRuns: RUNS.agree, seed: SEED + 400 + players },
    );
  }, TIMEOUT);
});

describe('Salem property checks catch a planted leak', () => {
  /** A 6-player game in the first pass of a night, a screen answered already, the first seat still to answer a witch or a townsperson. */
  function midGame(witchHolds: boolean): { s: SalemState; fresh: readonly LogEntry[] } {
    let found: { s: SalemState; fresh: readonly LogEntry[] } | null = null;
    for (let n = 0; !found && n < 50; n++) {
      playOne(6, n * 8, 'mixed', (_b, after, fresh) => {
        const d = after.pending[after.pending.length - 1];
        // A version-3 pass writes its lines at its end (S66): a screen just answered shows in `done`.
        if (!found && d?.t === 'night' && after.night?.kind === 'night' && after.night.pass === 1 && after.night.witches.includes(d.seat) === witchHolds && (after.night.done?.length ?? 0) > 0) {
          found = { s: after, fresh };
        }
      });
    }
    if (!found) throw new Error('no game reached a witch at night');
    return found;
  }

  const plant = (edit: (v: ReturnType<typeof salem.view>, s: SalemState) => void): Probe => ({
    view: (s, viewer) => {
      const v = salem.view(s, viewer);
      edit(v, s);
      return v;
    },
    legal: ENGINE.legal,
  });

  it('the honest engine passes, and each kind of leak is caught', () => {
    const { s, fresh } = midGame(false);
    expect(() => honestViews(s, fresh)).not.toThrow();
    const other = (v: { viewer: Seat | null }) => ((v.viewer ?? 0) + 1) % s.players.length;
    const leaks: [string, Probe, RegExp][] = [
      ['a face-down Tryal', plant((v) => {
        const seat = other(v);
        const i = s.players[seat]!.tryals.findIndex((t) => !t.up);
        v.players[seat]!.tryals[i] = 'witch';
      }), /Tryal|differs/],
      ['another hand in the table', plant((v) => {
        const seat = s.players.findIndex((p) => p.hand.length > 0);
        v.discard = [...v.discard, s.players[seat]!.hand[0]!];
      }), /hand/],
      ['another seat’s private line', plant((v) => {
        if (v.viewer !== null) v.log = [...v.log, { key: 'drew', params: { seat: other(v), card: 'witness-1' }, to: other(v) }];
      }), /private line/],
      ['a living player’s team', plant((v) => {
        const seat = s.players.findIndex((p) => p.alive);
        v.players[seat]!.wasWitch = s.players[seat]!.everWitch;
      }), /wasWitch/],
      ['the night’s proposals on a townsperson’s screen', plant((v) => {
        if (v.me?.night && !s.night!.witches.includes(v.viewer!)) v.me.night.prompts[0]!.proposals = [{ seat: s.night!.witches[0]!, target: 0, pass: 1 }];
      }), /proposals|not awake/],
    ];
    for (const [what, probe, message] of leaks) {
      expect(() => honestViews(s, fresh, probe), what).toThrow(message);
    }
    // At the start the deck is full: a card of it in a legal list is caught too.
    const start = salem.setup(optionsFor(6, 1), 'plant');
    const deckInLegal: Probe = { view: ENGINE.view, legal: (st, seat) => [...ENGINE.legal(st, seat), ...(st.pending.at(-1)?.seat === seat ? [{ type: 'play' as const, card: st.deck[0]!, target: 0 }] : [])] };
    expect(() => honestViews(start, start.log)).not.toThrow();
    expect(() => honestViews(start, start.log, deckInLegal)).toThrow(/deck/);
  });

  it('a witch’s night screen shown to anybody else is caught', () => {
    const { s, fresh } = midGame(true);
    expect(() => honestViews(s, fresh)).not.toThrow();
    const d = s.pending[s.pending.length - 1]!;
    const deciding = salem.status(s).deciding;
    // Shown to the seats that already answered this pass (every seat still to answer has a screen of its own, S66).
    const probe = plant((v) => {
      if (v.viewer !== null && !deciding.includes(v.viewer) && v.me) v.me.night = salem.view(s, { kind: 'seat', seat: d.seat }).me!.night;
    });
    expect(() => honestViews(s, fresh, probe)).toThrow(/night screen/);
  });

  it('a night choice reaching the public table (how many witch picks are in) is caught', () => {
    let pair: { before: SalemState; after: SalemState; fresh: readonly LogEntry[] } | null = null;
    for (let n = 0; !pair && n < 50; n++) {
      playOne(7, n * 8 + 1, 'mixed', (before, after, fresh) => {
        if (!pair && before?.night && after.night && after.night.proposals.length > before.night.proposals.length) pair = { before, after, fresh };
      });
    }
    if (!pair) throw new Error('no game reached a witch pick');
    const { before, after, fresh } = pair;
    expect(() => nightStaysDark(before, after, fresh)).not.toThrow();
    const leaky = plant((v, st) => {
      if (v.viewer === null && st.night) v.deckCount += st.night.proposals.length;
    });
    expect(() => nightStaysDark(before, after, fresh, leaky)).toThrow(/middle of a night/);
  });
});
