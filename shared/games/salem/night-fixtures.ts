/**
 * Constructed tables for the dawn, night, conspiracy and view tests (E2's): a row of Tryals is
 * written as letters — W witch, N not a witch, C constable; lower case = already face up.
 * Not used by the game itself.
 */
import type { Seat } from '../../engine/contract';
import type { RuleError } from '../../engine/errors';
import { seedRng } from '../../engine/rng';
import type { CharacterId, SalemAction, SalemOptions, SalemState, Tryal } from './types';
import { currentDecision, draftOf, unplayed } from './state';
import { follow } from './flow';
import { isRefusal } from '../../engine/flow';
import { applyNight } from './night';
import { RULES_VERSION } from './rules-version';

export const NAMES = ['Ana', 'Luis', 'Eva', 'Tomás', 'Nuria', 'Paco', 'Rosa', 'Iker', 'Lola', 'Juan', 'Sara', 'Gil'];

/** Characters whose abilities stay out of the way of dawn, night and conspiracy unless a test picks one. */
export const QUIET: CharacterId[] = [
  'giles_corey', 'will_griggs', 'cotton_mather', 'sarah_good', 'george_burroughs', 'tituba',
  'samuel_parris', 'thomas_danforth', 'abigail_williams', 'ann_putnam', 'john_proctor', 'rebecca_nurse',
];

export interface SeatSpec {
  tryals: string;
  character?: CharacterId;
  hand?: string[];
  front?: string[];
  alive?: boolean;
  /** Defaults to holding a Witch card now. */
  everWitch?: boolean;
}

export interface TableSpec {
  seats: SeatSpec[];
  deck?: string[];
  discard?: string[];
  catAside?: boolean;
  seed?: string;
  /** The rules version the table plays by; default the current one. */
  rulesVersion?: number;
  options?: Partial<Omit<SalemOptions, 'variants'>> & { variants?: Partial<SalemOptions['variants']> };
}

export function table(spec: TableSpec): SalemState {
  let witch = 0;
  let not = 0;
  const row = (letters: string): Tryal[] =>
    [...letters].map((ch) => {
      const up = ch === ch.toLowerCase();
      const l = ch.toUpperCase();
      const id = l === 'W' ? `witch-${++witch}` : l === 'C' ? 'constable' : `not-${++not}`;
      return { id, up };
    });
  const players = spec.seats.map((p, seat) => {
    const tryals = row(p.tryals);
    return {
      name: NAMES[seat]!,
      character: p.character ?? QUIET[seat]!,
      alive: p.alive ?? true,
      tryals,
      hand: p.hand ?? [],
      front: p.front ?? [],
      everWitch: p.everWitch ?? tryals.some((t) => t.id.startsWith('witch')),
      knownWitches: [] as Seat[],
      used: { phips: 0, parris: 0, tituba: 0 },
    };
  });
  const options: SalemOptions = {
    players: players.map((p) => p.name),
    characterChoice: false,
    hourglass: false,
    hourglassSeconds: 30,
    nightSeconds: 5,
    sounds: false,
    ...spec.options,
    variants: {
      shortGame: false, moreWitches: false, hardConspiracy: false, silentDeaths: false, pointTwo: false, pietyDoubles: false,
      ...spec.options?.variants,
    },
  };
  return {
    game: 'salem',
    rulesVersion: spec.rulesVersion ?? RULES_VERSION,
    rng: seedRng(spec.seed ?? 'fixture'),
    options,
    players,
    deck: spec.deck ?? ['accusation-1', 'accusation-2', 'night'],
    discard: spec.discard ?? [],
    boxed: [],
    catAside: spec.catAside ?? false,
    witchCards: witch,
    ...unplayed(),
    tryalLost: [],
  };
}

/** Runs `change` on a draft, as the reducer would (no `resume` afterwards). */
export function changed(s: SalemState, change: (d: SalemState) => void): SalemState {
  const d = draftOf(s);
  change(d);
  return d;
}

/** One night screen answered straight through night.ts (and what its last answer sets off); throws on a refusal. */
export function answer(s: SalemState, answers: Seat[], confess: number | 'phips' | null = null, timedOut?: boolean): SalemState {
  return answerAs(s, currentDecision(s)!.seat, answers, confess, timedOut);
}

/** `seat`'s night screen answered straight through night.ts, whoever the current decision names (version 3, S66). */
export function answerAs(s: SalemState, seat: Seat, answers: Seat[], confess: number | 'phips' | null = null, timedOut?: boolean): SalemState {
  const d = draftOf(s);
  const action: Extract<SalemAction, { type: 'night' }> = timedOut === undefined ? { type: 'night', answers, confess } : { type: 'night', answers, confess, timedOut };
  const error = follow(d, applyNight(d, seat, action));
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return d;
}

export function refusal(s: SalemState, action: Extract<SalemAction, { type: 'night' }>): RuleError | null {
  const outcome = applyNight(draftOf(s), currentDecision(s)!.seat, action);
  return isRefusal(outcome) ? outcome : null;
}

/**
 * Answers every screen until the dawn or night is over: `pick(seat, pass)` gives the answers
 * (default: the first option of each prompt) and `confess(seat)` the confession.
 */
export function throughNight(
  s: SalemState,
  pick: (seat: Seat, pass: 1 | 2, options: Seat[][]) => Seat[],
  confess: (seat: Seat) => number | 'phips' | null = () => null,
): SalemState {
  let cur = s;
  while (cur.night && currentDecision(cur)?.t === 'night') {
    const d = currentDecision(cur) as Extract<ReturnType<typeof currentDecision>, { t: 'night' }>;
    const night = cur.night;
    const living = cur.players.flatMap((p, seat) => (p.alive ? [seat] : []));
    const options = night.kind === 'night' && night.pass === 2 ? [living, living.filter((x) => x !== d.seat)] : [living];
    cur = answer(cur, pick(d.seat, night.pass, options), night.kind === 'night' && night.pass === 2 ? confess(d.seat) : null);
  }
  return cur;
}
