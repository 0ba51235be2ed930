/**
 * [Day end] and [Last day end] effects (digest §4.1, §5.4 step 9): the Serial Killer's
 * mandatory kill first, then the mastermind's optional ones — Killer (×2), Loved One, and the
 * Time Traveler's declared loss on the last day (L62). Each optional effect once a day per source.
 */
import { rulesAtLeast } from '../../engine/rules-version';
import type { CharacterId, LocationId } from './ids';
import { castTable } from './cast-table';
import { kill, killProtagonists } from './deaths';
import { bossTurf, hasAbilitiesOf, roleOf } from './roles';
import { isLastDay, livingAt, livingCharacters, log } from './state';
import { MASTERMIND, type DayEndUse, type LooperState } from './types';

/** Killer: the Key Person needs this much Intrigue to be killed; the Killer this much to kill the protagonists. */
const KEY_PERSON_INTRIGUE = 2;
const KILLER_INTRIGUE = 4;
/** Loved One: kills the protagonists with this much Paranoia and Intrigue. */
const LOVED_ONE_PARANOIA = 3;
const LOVED_ONE_INTRIGUE = 1;
/** Time Traveler: loss when it has at most this much Goodwill. */
const TIME_TRAVELER_GOODWILL = 2;

/**
 * Serial Killer (mandatory): exactly one other living character where it stands dies. Every
 * Serial Killer looks at the same moment (L22), so two alone together kill each other. L61: the
 * Boss's Turf does not extend it (it is not an ability the mastermind chooses to use).
 */
export function resolveMandatoryDayEnd(s: LooperState): void {
  const kills = serialKills(s);
  for (const { source } of kills) log(s, 'dayEndSource', { effect: 'serialKiller', source }, MASTERMIND);
  if (kills.length > 0) kill(s, kills.map((k) => k.victim));
}

function serialKills(s: LooperState): { source: CharacterId; victim: CharacterId }[] {
  const kills: { source: CharacterId; victim: CharacterId }[] = [];
  if (!castTable(s.script.secret).serialKiller) return kills;
  for (const c of livingCharacters(s)) {
    if (!hasAbilitiesOf(s, c.id, 'serialKiller')) continue;
    const others = livingAt(s, c.location as LocationId).filter((x) => x.id !== c.id);
    if (others.length === 1) kills.push({ source: c.id, victim: others[0]!.id });
  }
  return kills;
}

function keyPersonsFor(s: LooperState, killer: CharacterId, location: LocationId): CharacterId[] {
  // L3: the Boss's Day end abilities reach his Turf too.
  const turf = killer === 'boss' ? bossTurf(s) : null;
  const places = turf ? [location, turf] : [location];
  // The Factor has the Key Person's abilities, not its role: not a Killer's target (digest §4.1).
  return places.flatMap((p) => livingAt(s, p))
    .filter((c) => roleOf(s, c.id) === 'keyPerson' && c.intrigue >= KEY_PERSON_INTRIGUE)
    .map((c) => c.id);
}

function dayEndKey(use: DayEndUse): string {
  return `dayEnd:${use.effect}:${use.source}`;
}

/** Marks (in the day's used list) that step 9's mandatory effects have been resolved today (rules 3). */
const MANDATORY_RESOLVED = 'dayEnd:mandatory';

/**
 * L91 (rules 3): step 9's mandatory effects wait for the mastermind's first answer of the step, so
 * the table sees the mastermind asked before any death of step 9, mandatory or not; before, a
 * Serial Killer's kill that ended the loop showed before any question and told it apart from a
 * Killer's. True while they still wait.
 */
export function mandatoryDayEndWaiting(s: LooperState): boolean {
  return s.step === 'dayEnd' && rulesAtLeast(s, 3) && !s.usedToday.includes(MANDATORY_RESOLVED);
}

/** Resolves the waiting mandatory effects (rules 3); false when they ended the loop. */
export function resolveWaitingDayEnd(s: LooperState): boolean {
  s.usedToday.push(MANDATORY_RESOLVED);
  resolveMandatoryDayEnd(s);
  return s.loopOver === null;
}

/** The optional effects the mastermind may use now; while the mandatory ones wait, as they will stand after them. */
export function dayEndUses(s: LooperState): DayEndUse[] {
  if (!mandatoryDayEndWaiting(s)) return usesNow(s);
  const kills = serialKills(s);
  if (kills.length === 0) return usesNow(s);
  // Only the board and the loop's end matter to the uses: the kills run on copies of the characters, without the log.
  const after: LooperState = { ...s, characters: s.characters.map((c) => ({ ...c })), log: [] };
  kill(after, kills.map((k) => k.victim));
  return after.loopOver === null ? usesNow(after) : [];
}

function usesNow(s: LooperState): DayEndUse[] {
  const uses: DayEndUse[] = [];
  for (const c of livingCharacters(s)) {
    const source = c.id;
    if (hasAbilitiesOf(s, source, 'killer')) {
      if (keyPersonsFor(s, source, c.location as LocationId).length > 0) uses.push({ effect: 'killerKillsKeyPerson', source });
      if (c.intrigue >= KILLER_INTRIGUE) uses.push({ effect: 'killerKillsProtagonists', source });
    }
    if (hasAbilitiesOf(s, source, 'lovedOne') && c.paranoia >= LOVED_ONE_PARANOIA && c.intrigue >= LOVED_ONE_INTRIGUE) {
      uses.push({ effect: 'lovedOneKillsProtagonists', source });
    }
    if (isLastDay(s) && hasAbilitiesOf(s, source, 'timeTraveler') && c.goodwill <= TIME_TRAVELER_GOODWILL) {
      uses.push({ effect: 'timeTravelerLoss', source });
    }
  }
  return uses.filter((u) => !s.usedToday.includes(dayEndKey(u)));
}

export function isDayEndUseLegal(s: LooperState, use: DayEndUse): boolean {
  return dayEndUses(s).some((u) => u.effect === use.effect && u.source === use.source);
}

export function resolveDayEnd(s: LooperState, use: DayEndUse): void {
  s.usedToday.push(dayEndKey(use));
  log(s, 'dayEndSource', { effect: use.effect, source: use.source }, MASTERMIND);
  switch (use.effect) {
    case 'killerKillsKeyPerson': {
      const c = s.characters.find((x) => x.id === use.source);
      if (c?.location) kill(s, keyPersonsFor(s, use.source, c.location));
      break;
    }
    case 'killerKillsProtagonists':
    case 'lovedOneKillsProtagonists':
      killProtagonists(s);
      break;
    case 'timeTravelerLoss':
      if (!s.loopOver) {
        s.loopOver = { reason: 'mastermindDeclared' };
        log(s, 'protagonistsLost');
      }
      break;
  }
}
