/**
 * Every log key E1's rule modules write (under darkness.log in the UI's texts) with the params each
 * line carries, so the table can translate them. Seats are numbers, discs their content ids (a
 * private line may also carry instance ids: "d7:knife,d9:taser"). Lines marked `private` carry `to`.
 */
export const E1_LOG_KEYS = {
  'turn.started': ['seat', 'round'],
  'turn.ended': ['seat'],
  'turn.extra': ['seat'],
  'check.rolled': ['seat', 'purpose', 'level', 'success'],
  'check.rerolled': ['seat', 'count', 'level'],
  'check.diceAdded': ['seat', 'count', 'level'],
  'check.automatic': ['seat', 'purpose'],
  'check.impossible': ['seat', 'purpose'],
  'check.fateFails': ['seat', 'purpose'],
  'check.fateSucceeds': ['seat', 'purpose'],
  'check.assistAsked': ['seat', 'helping'],
  'check.assistAccepted': ['seat', 'helping'],
  'check.assistDeclined': ['seat', 'helping'],
  'movement.points': ['seat', 'points', 'health', 'level'],
  'movement.moved': ['seat', 'x', 'y'],
  'fate.ohCrap': ['seat', 'result'],
  'fate.woohoo': ['seat', 'result'],
  'fate.cancelled': ['seat', 'vp'],
  'fate.cancelUnpaid': ['seat'],
  'fate.nothing': ['seat', 'table', 'result', 'why'],
  'fate.gave': ['seat', 'to', 'disc'],
  'fate.took': ['seat', 'from', 'disc'],
  'fate.vpGiven': ['seat', 'to', 'vp'],
  'fate.vpTaken': ['seat', 'vp'],
  'fate.doorOpened': ['seat', 'door'],
  'fate.turnLost': ['seat'],
  'fate.failureDiscarded': ['seat', 'failures'],
  'fate.healed': ['seat', 'health'],
  /** private (A24) unless the 'public' option: `discs` = "id:def,…" */
  'fate.looked': ['seat', 'count', 'discs'],
  'perception.peeked': ['seat', 'count', 'discs'],
  'perception.nothing': ['seat'],
  'door.picked': ['seat', 'door'],
  'door.forced': ['seat', 'door'],
  'door.failed': ['seat', 'door', 'method'],
  'door.openedFromInside': ['seat', 'door'],
  'door.staysShut': ['seat', 'door'],
  'door.invited': ['seat', 'door'],
  'window.climbed': ['seat', 'window'],
  'window.failed': ['seat', 'window'],
  'heal.other': ['seat', 'target', 'healed', 'health'],
  'heal.self': ['seat', 'healed', 'health'],
  'disc.given': ['seat', 'to', 'disc'],
  'disc.dropped': ['seat', 'disc'],
  'disc.pickedUp': ['seat', 'disc'],
  'take.defended': ['seat', 'disc'],
  'take.won': ['seat', 'target', 'disc'],
  'take.failed': ['seat', 'target', 'disc'],
  'carry.limit': ['seat', 'limit'],
  /** Rules 2 (D401): a gain past the limit; a Strength roll follows. */
  'carry.overLimit': ['seat', 'load', 'limit'],
  /** Rules 2 (D403). */
  'skill.pointBought': ['seat', 'vp', 'points'],
  'skill.learned': ['seat', 'skill', 'tier', 'points'],
  'failure.discarded': ['seat', 'failures'],
  'explore.drawn': ['seat', 'tile', 'side'],
  'explore.masterPlaces': ['seat', 'side'],
  'explore.noWay': ['seat'],
  'tile.placed': ['tile', 'tx', 'ty', 'rotation'],
  'town.closed': [],
} as const satisfies Record<string, readonly string[]>;

export type E1LogKey = keyof typeof E1_LOG_KEYS;

/** Why a fate result did nothing ('fate.nothing' → why). */
export const FATE_NOTHING_REASONS = ['noOtherHero', 'no_item', 'no_ally', 'noFaceDownDisc', 'noLockedDoor', 'noFailure', 'noDamage'] as const;
