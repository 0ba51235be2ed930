/**
 * Constructed Tragedy Looper states for tests: a script is built from a short spec (cast with
 * roles, plots, incidents) and every character starts at its printed location (the Henchman in
 * the City unless placed). Tests then move characters and set counters directly, so each rule
 * is checked from a state built for it rather than from a played-out game.
 */
import { seedRng } from '../../engine/rng';
import { CHARACTER_CARDS } from './characters';
import type { CharacterId, IncidentId, LocationId, PlotId, RoleId, TragedySetId } from './ids';
import type { CastMember, Script } from './script';
import type { CharacterState, LogEntry, LooperState } from './types';
import { RULES_VERSION } from './rules-version';

export interface TestStateSpec {
  set?: TragedySetId;
  mainPlot?: PlotId;
  subPlots?: PlotId[];
  /** A bare id is cast as a Person. */
  cast: (CharacterId | [CharacterId, RoleId] | CastMember)[];
  incidents?: { day: number; incident: IncidentId; culprit: CharacterId }[];
  days?: number;
  loops?: number;
  day?: number;
  loop?: number;
  /** Overrides of start locations (null = not on the board). */
  at?: Partial<Record<CharacterId, LocationId | null>>;
  /** The rules version the state plays by (default: this build's). */
  rulesVersion?: number;
}

function castMember(entry: TestStateSpec['cast'][number]): CastMember {
  if (typeof entry === 'string') return { character: entry, role: 'person' };
  if (Array.isArray(entry)) return { character: entry[0], role: entry[1] };
  return entry;
}

export function testScript(spec: TestStateSpec): Script {
  const set = spec.set ?? 'basicTragedy';
  const incidents = spec.incidents ?? [];
  return {
    id: 'test',
    handbook: { title: { es: 'Prueba', en: 'Test' }, story: { es: '', en: '' }, hints: [], difficulty: { '3': 3 } },
    public: {
      tragedySet: set,
      loops: spec.loops ?? 3,
      days: spec.days ?? 4,
      incidents: incidents.map(({ day, incident }) => ({ day, incident })),
      specialRules: [],
    },
    secret: {
      mainPlot: spec.mainPlot ?? 'murderPlan',
      subPlots: spec.subPlots ?? (set === 'firstSteps' ? ['shadowOfTheRipper'] : ['aLoveAffair', 'circleOfFriends']),
      cast: spec.cast.map(castMember),
      culprits: incidents.map(({ day, culprit }) => ({ day, culprit })),
    },
  };
}

export function testState(spec: TestStateSpec): LooperState {
  const script = testScript(spec);
  const characters: CharacterState[] = script.secret.cast.map(({ character }) => {
    const override = spec.at?.[character];
    const location = override !== undefined ? override : (CHARACTER_CARDS[character].start ?? 'city');
    return { id: character, location, alive: true, paranoia: 0, goodwill: 0, intrigue: 0, guarded: false };
  });
  // Built here rather than through setup.ts so effect tests do not depend on the flow's set-up.
  return {
    rulesVersion: spec.rulesVersion ?? RULES_VERSION, players: ['MM', 'Ana', 'Luis', 'Eva'], script, loops: script.public.loops, rng: seedRng('test'),
    loop: spec.loop ?? 1, day: spec.day ?? 1, step: 'goodwillAbilities', leader: 0, holders: [1, 2, 3], characters,
    locationIntrigue: { hospital: 0, shrine: 0, city: 0, school: 0 },
    spent: { mastermind: [], hands: [[], [], []] }, placed: [], resolved: [], pending: null,
    revealedRoles: {}, revealedCulprits: {},
    incidents: script.public.incidents.map(({ day, incident }) => ({ day, incident, occurred: null })),
    usedToday: [], usedThisLoop: [], patientFree: false, henchmanCalm: false, goodwillAtLoopEnd: {},
    loopOver: null, loopsLost: 0, finalGuess: null, result: null, log: [],
  };
}

/** A cast member's state; fails the test loudly when the character is not cast. */
export function charOf(s: LooperState, id: CharacterId): CharacterState {
  const c = s.characters.find((x) => x.id === id);
  if (!c) throw new Error(`${id} is not cast in this test state`);
  return c;
}

export function setChar(s: LooperState, id: CharacterId, patch: Partial<CharacterState>): LooperState {
  Object.assign(charOf(s, id), patch);
  return s;
}

export function publicLines(s: LooperState): LogEntry[] {
  return s.log.filter((l) => l.to === undefined);
}

export function privateLines(s: LooperState): LogEntry[] {
  return s.log.filter((l) => l.to !== undefined);
}
