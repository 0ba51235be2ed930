/**
 * Joint checks of one whole hypothesis (plots + every role) against the evidence that needs
 * several roles at once: counters placed in the [MM ability] step, deaths at day end, and
 * why a loop was lost. Per-character evidence (reveals, refusals, deaths) is pruned earlier,
 * in hypotheses.ts, before any assignment is built.
 */
import { CHARACTER_CARDS } from '../characters';
import type { CharacterId, LocationId, PlotId, RoleId } from '../ids';
import type { JointCheck, RoleAssignment } from './assignments';
import type { DayEndDeath, Evidence, LoopEnd } from './evidence';
import type { FrameCharacter, MastermindPlacement, PublicFrame } from './public-history';

const has = (h: RoleAssignment, plot: PlotId) => h.mainPlot === plot || h.subPlots.includes(plot);
const roleOf = (h: RoleAssignment, id: CharacterId): RoleId => h.roles[id] ?? 'person';

/** Where a character counts as standing for its role's abilities (the Boss also in his Turf, L3). */
function placesOf(c: FrameCharacter, turf: LocationId | null): LocationId[] {
  if (!c.location) return [];
  return c.id === 'boss' && turf && turf !== c.location ? [c.location, turf] : [c.location];
}

function livingWithRole(h: RoleAssignment, f: PublicFrame, pred: (role: RoleId, c: FrameCharacter) => boolean): FrameCharacter[] {
  return f.characters.filter((c) => c.alive && c.location !== null && pred(roleOf(h, c.id), c));
}

/** Effective Serial Killer (Paranoia Virus turns a Person with 3+ Paranoia into one, L20). */
function actsAsSerialKiller(h: RoleAssignment, role: RoleId, c: FrameCharacter): boolean {
  return role === 'serialKiller' || (role === 'person' && has(h, 'paranoiaVirus') && c.paranoia >= 3);
}

export function placementExplained(h: RoleAssignment, p: MastermindPlacement): boolean {
  const f = p.before;
  const at = (c: FrameCharacter) => placesOf(c, f.turf).includes(p.at);
  if (p.counter === 'intrigue' && p.sign > 0) {
    if (livingWithRole(h, f, (r, c) => r === 'brain' && at(c)).length > 0) return true;
    return has(h, 'anUnsettlingRumor') && typeof p.target === 'string' && p.target in f.locationIntrigue;
  }
  if (p.counter === 'paranoia') {
    const doctor = f.characters.find((c) => c.id === 'doctor' && c.alive && c.location === p.at && c.goodwill >= 2 && p.target !== 'doctor');
    const doctorMay = doctor !== undefined && ['killer', 'brain', 'cultist', 'curmudgeon', 'witch', 'factor'].includes(roleOf(h, 'doctor'));
    if (doctorMay) return true;
    if (p.sign < 0) return false;
    const school = f.locationIntrigue.school ?? 0;
    return livingWithRole(h, f, (r, c) => (r === 'conspiracyTheorist' || (r === 'factor' && school >= 2)) && at(c)).length > 0;
  }
  return false;
}

function killerCouldKillKeyPerson(h: RoleAssignment, f: PublicFrame, victim: CharacterId): boolean {
  const kp = f.characters.find((c) => c.id === victim);
  if (!kp || kp.intrigue < 2 || !kp.location) return false;
  return livingWithRole(h, f, (r, c) => r === 'killer' && placesOf(c, f.turf).includes(kp.location!)).length > 0;
}

function isKeyPersonNow(h: RoleAssignment, f: PublicFrame, id: CharacterId): boolean {
  const r = roleOf(h, id);
  return r === 'keyPerson' || (r === 'factor' && (f.locationIntrigue.city ?? 0) >= 2);
}

export function dayEndDeathExplained(h: RoleAssignment, d: DayEndDeath): boolean {
  const f = d.before;
  if (isKeyPersonNow(h, f, d.victim) && killerCouldKillKeyPerson(h, f, d.victim)) return true;
  const there = f.characters.filter((c) => c.alive && c.location === d.at);
  // A Serial Killer kills the one other living character with it.
  return there.some((c) => c.id !== d.victim && there.length === 2 && actsAsSerialKiller(h, roleOf(h, c.id), c));
}

function startOf(f: PublicFrame, id: CharacterId): LocationId | null {
  return CHARACTER_CARDS[id].start ?? f.characters.find((c) => c.id === id)?.location ?? null;
}

/** Could the protagonists have died at this moment under this hypothesis? */
function protagonistsCouldDie(h: RoleAssignment, end: LoopEnd): boolean {
  const f = end.last;
  if (end.finalIncident === 'hospitalIncident' && (f.locationIntrigue.hospital ?? 0) >= 2) return true;
  return livingWithRole(h, f, (r, c) => (r === 'killer' && c.intrigue >= 4) || (r === 'lovedOne' && c.paranoia >= 3 && c.intrigue >= 1)).length > 0;
}

function plotLossHolds(h: RoleAssignment, end: LoopEnd, firstFrameOfLoop: PublicFrame | undefined): boolean {
  const f = end.last;
  const loc = f.locationIntrigue;
  const roleHolder = (role: RoleId) => f.characters.filter((c) => roleOf(h, c.id) === role);
  if (has(h, 'aPlaceToProtect') && loc.school >= 2) return true;
  if (has(h, 'theSealedItem') && loc.shrine >= 2) return true;
  if (has(h, 'signWithMe') && roleHolder('keyPerson').some((c) => c.intrigue >= 2)) return true;
  if (has(h, 'changeOfFuture') && f.incidents.some((i) => i.incident === 'butterflyEffect' && i.occurred)) return true;
  const startLoss = (role: RoleId) =>
    roleHolder(role).some((c) => {
      // The Henchman starts where the mastermind put him this loop (L10): the loop's first frame shows it.
      const start = c.id === 'henchman' ? firstFrameOfLoop?.characters.find((x) => x.id === c.id)?.location ?? null : startOf(f, c.id);
      return start !== null && loc[start] >= 2;
    });
  if (has(h, 'lightOfTheAvenger') && startLoss('brain')) return true;
  if (has(h, 'giantTimeBombX') && startLoss('witch')) return true;
  return false;
}

/** Some loss condition held when this loop ended (every loop that ends without a win is lost). */
export function loopLossExplained(h: RoleAssignment, end: LoopEnd, firstFrameOfLoop: PublicFrame | undefined): boolean {
  // A loop the protagonists got through: no [Loop end] loss of the plots held.
  if (!end.lost) return !plotLossHolds(h, end, firstFrameOfLoop);
  const f = end.last;
  // A Friend dead at loop end loses the loop (and reveals itself).
  if (f.characters.some((c) => (!c.alive || end.finalDeaths.includes(c.id)) && (c.role === 'friend' || roleOf(h, c.id) === 'friend'))) return true;
  if (end.finalDeaths.some((d) => f.characters.find((c) => c.id === d)) && end.finalDeaths.some((d) => isKeyPersonNow(h, f, d))) return true;
  if (protagonistsCouldDie(h, end)) return true;
  if (end.early) return false;
  if (plotLossHolds(h, end, firstFrameOfLoop)) return true;
  // The Time Traveler's [Last day end]: with 2 or fewer Goodwill the mastermind may declare the loss.
  if (f.characters.some((c) => roleOf(h, c.id) === 'timeTraveler' && c.goodwill <= 2)) return true;
  // A dead Key Person ended the loop at once and is a loss (also on the last day).
  return f.characters.some((c) => !c.alive && isKeyPersonNow(h, f, c.id));
}

/** A Doctor whose role refuses could have moved this paranoia himself (L4): then any role may matter. */
function doctorCould(p: MastermindPlacement): boolean {
  return p.before.characters.some((c) => c.id === 'doctor' && c.alive && c.location === p.at && c.goodwill >= 2 && p.target !== 'doctor');
}

/** The joint evidence as checks, each with the roles it reads (see assignments.ts). */
export function jointChecks(ev: Evidence, loopStarts: Map<number, PublicFrame>): JointCheck[] {
  const checks: JointCheck[] = [];
  for (const p of ev.placements) {
    let deps: RoleId[] | null = [];
    if (p.counter === 'intrigue' && p.sign > 0) deps = ['brain'];
    else if (p.counter === 'paranoia') deps = doctorCould(p) ? null : p.sign > 0 ? ['conspiracyTheorist', 'factor'] : [];
    checks.push({ deps, ok: (h) => placementExplained(h, p) });
  }
  for (const d of ev.dayEndDeaths) {
    const virusPossible = d.before.characters.some((c) => c.alive && c.location === d.at && c.paranoia >= 3);
    checks.push({ deps: virusPossible ? null : ['keyPerson', 'factor', 'killer', 'serialKiller'], ok: (h) => dayEndDeathExplained(h, d) });
  }
  for (const e of ev.loopEnds) {
    checks.push({ deps: ['brain', 'factor', 'friend', 'keyPerson', 'killer', 'lovedOne', 'timeTraveler', 'witch'], ok: (h) => loopLossExplained(h, e, loopStarts.get(e.loop)) });
  }
  return checks;
}
