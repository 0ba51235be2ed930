/**
 * The two tragedy sets of the base box (digest §4): which plots, roles and incidents each
 * offers, what roles a plot adds, role limits and Goodwill Refusal. Plot and role effects are
 * in plots.ts and roles.ts; this file is the table a script is checked against.
 */
import type { IncidentId, PlotId, RoleId, TragedySetId } from './ids';

export interface TragedySet {
  mainPlots: readonly PlotId[];
  subPlots: readonly PlotId[];
  subPlotCount: number;
  roles: readonly RoleId[];
  incidents: readonly IncidentId[];
  finalGuess: boolean;
}

export const TRAGEDY_SET_DATA: Record<TragedySetId, TragedySet> = {
  firstSteps: {
    mainPlots: ['murderPlan', 'lightOfTheAvenger', 'aPlaceToProtect'],
    subPlots: ['shadowOfTheRipper', 'anUnsettlingRumor', 'aHideousScript'],
    subPlotCount: 1,
    roles: ['person', 'keyPerson', 'killer', 'brain', 'cultist', 'conspiracyTheorist', 'serialKiller', 'curmudgeon', 'friend'],
    incidents: ['murder', 'increasingUnease', 'suicide', 'hospitalIncident', 'farawayMurder', 'missingPerson', 'spreading'],
    finalGuess: false,
  },
  basicTragedy: {
    mainPlots: ['murderPlan', 'theSealedItem', 'signWithMe', 'changeOfFuture', 'giantTimeBombX'],
    subPlots: ['circleOfFriends', 'aLoveAffair', 'theHiddenFreak', 'anUnsettlingRumor', 'paranoiaVirus', 'threadsOfFate', 'unknownFactorX'],
    subPlotCount: 2,
    roles: ['person', 'keyPerson', 'killer', 'brain', 'cultist', 'conspiracyTheorist', 'serialKiller', 'friend', 'timeTraveler', 'witch', 'lover', 'lovedOne', 'factor'],
    incidents: ['murder', 'increasingUnease', 'suicide', 'hospitalIncident', 'farawayMurder', 'missingPerson', 'spreading', 'foulEvil', 'butterflyEffect'],
    finalGuess: true,
  },
};

/** How many of a role a plot adds: an exact number, or a range the script writer picks from. */
export type RoleCount = number | readonly [min: number, max: number];

export const PLOT_ROLES: Record<PlotId, Partial<Record<RoleId, RoleCount>>> = {
  murderPlan: { keyPerson: 1, killer: 1, brain: 1 },
  lightOfTheAvenger: { brain: 1 },
  aPlaceToProtect: { keyPerson: 1, cultist: 1 },
  theSealedItem: { brain: 1, cultist: 1 },
  signWithMe: { keyPerson: 1 },
  changeOfFuture: { cultist: 1, timeTraveler: 1 },
  giantTimeBombX: { witch: 1 },
  shadowOfTheRipper: { conspiracyTheorist: 1, serialKiller: 1 },
  anUnsettlingRumor: { conspiracyTheorist: 1 },
  aHideousScript: { conspiracyTheorist: 1, friend: 1, curmudgeon: [0, 2] },
  circleOfFriends: { friend: 2, conspiracyTheorist: 1 },
  aLoveAffair: { lover: 1, lovedOne: 1 },
  theHiddenFreak: { friend: 1, serialKiller: 1 },
  paranoiaVirus: { conspiracyTheorist: 1 },
  threadsOfFate: {},
  unknownFactorX: { factor: 1 },
};

/** At most this many characters hold the role in one script (others: unlimited). */
export const ROLE_LIMITS: Partial<Record<RoleId, number>> = { conspiracyTheorist: 1, friend: 2 };

export type Refusal = 'none' | 'optional' | 'mandatory';

export const GOODWILL_REFUSAL: Record<RoleId, Refusal> = {
  person: 'none',
  keyPerson: 'none',
  killer: 'optional',
  brain: 'optional',
  cultist: 'mandatory',
  conspiracyTheorist: 'none',
  serialKiller: 'none',
  curmudgeon: 'optional',
  friend: 'none',
  timeTraveler: 'none',
  witch: 'mandatory',
  lover: 'none',
  lovedOne: 'none',
  factor: 'optional',
};
