/**
 * Tragedy Looper's vocabulary: every id the engine, the scripts and the renderer share.
 * Data is from ../shared/reference/tragedy-looper.md (the digest); names are translated in
 * the renderer, never here.
 */

/** The board, Hospital top-left (digest §2). */
export const LOCATIONS = ['hospital', 'shrine', 'city', 'school'] as const;
export type LocationId = (typeof LOCATIONS)[number];

export const CHARACTERS = [
  'boyStudent', 'girlStudent', 'richMansDaughter', 'classRep', 'mysteryBoy', 'shrineMaiden',
  'alien', 'godlyBeing', 'policeOfficer', 'officeWorker', 'informer', 'popIdol',
  'journalist', 'boss', 'doctor', 'patient', 'nurse', 'henchman',
] as const;
export type CharacterId = (typeof CHARACTERS)[number];

export const TRAITS = ['student', 'boy', 'girl', 'adult', 'man', 'woman'] as const;
export type Trait = (typeof TRAITS)[number];

export const ROLES = [
  'person', 'keyPerson', 'killer', 'brain', 'cultist', 'conspiracyTheorist', 'serialKiller',
  'curmudgeon', 'friend', 'timeTraveler', 'witch', 'lover', 'lovedOne', 'factor',
] as const;
export type RoleId = (typeof ROLES)[number];

export const PLOTS = [
  'murderPlan', 'lightOfTheAvenger', 'aPlaceToProtect', 'theSealedItem', 'signWithMe', 'changeOfFuture', 'giantTimeBombX',
  'shadowOfTheRipper', 'anUnsettlingRumor', 'aHideousScript', 'circleOfFriends', 'aLoveAffair', 'theHiddenFreak',
  'paranoiaVirus', 'threadsOfFate', 'unknownFactorX',
] as const;
export type PlotId = (typeof PLOTS)[number];

export const INCIDENTS = [
  'murder', 'increasingUnease', 'suicide', 'hospitalIncident', 'farawayMurder', 'missingPerson', 'spreading',
  'foulEvil', 'butterflyEffect',
] as const;
export type IncidentId = (typeof INCIDENTS)[number];

export const TRAGEDY_SETS = ['firstSteps', 'basicTragedy'] as const;
export type TragedySetId = (typeof TRAGEDY_SETS)[number];

/** Action cards by kind (a hand may hold two of a kind: the mastermind's Paranoia +1). */
export const CARD_KINDS = [
  'paranoiaPlus1', 'paranoiaMinus1', 'goodwillPlus1', 'goodwillPlus2', 'intriguePlus1', 'intriguePlus2',
  'forbidParanoia', 'forbidGoodwill', 'forbidIntrigue', 'forbidMovement',
  'moveVertical', 'moveHorizontal', 'moveDiagonal',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** The three protagonist hands (decks with different backs), whoever holds them. */
export const HANDS = [0, 1, 2] as const;
export type HandIndex = (typeof HANDS)[number];

/** The kinds of counters on characters (locations hold only intrigue). */
export const COUNTERS = ['paranoia', 'goodwill', 'intrigue'] as const;
export type CounterKind = (typeof COUNTERS)[number];
