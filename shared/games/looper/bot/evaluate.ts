/**
 * The AI mastermind's score of a full state: how close the protagonists are to losing this
 * loop (high = good for the mastermind). Every term is a loss condition of the script and how
 * near it is, so the search prefers placements that push several of them at once.
 */
import { CHARACTER_CARDS } from '../characters';
import type { CharacterId, LocationId, RoleId } from '../ids';
import { startLocationOf } from '../roles';
import { activePlots, characterOf, scriptedRole } from '../state';
import type { CharacterState, LooperState } from '../types';

const WIN = 1000;

/** 0 … 1: how much of `need` is there (capped). */
const near = (have: number, need: number) => Math.min(1, Math.max(0, have) / need);

function holders(s: LooperState, role: RoleId): CharacterState[] {
  return s.script.secret.cast
    .filter((m) => scriptedRole(s, m.character) === role)
    .map((m) => characterOf(s, m.character))
    .filter((c): c is CharacterState => c !== undefined);
}

function placeIntrigue(s: LooperState, loc: LocationId | null): number {
  return loc ? near(s.locationIntrigue[loc], 2) : 0;
}

/** The reveal abilities' goodwill thresholds: goodwill there is the protagonists' way to the truth. */
const REVEAL_AT: Partial<Record<CharacterId, number>> = { policeOfficer: 4, godlyBeing: 3, shrineMaiden: 5, officeWorker: 3, mysteryBoy: 3, boss: 5, informer: 5 };

export function evaluate(s: LooperState): number {
  if (s.result) return s.result.outcome === 'defeat' ? WIN * 2 : -WIN * 2;
  if (s.loopOver) return WIN;
  const plots = activePlots(s);
  let score = 0;
  const kp = holders(s, 'keyPerson');
  for (const k of kp) {
    if (!k.alive) return WIN;
    if (plots.includes('signWithMe')) score += 60 * near(k.intrigue, 2);
    const killers = holders(s, 'killer').filter((c) => c.alive);
    for (const killer of killers) {
      const together = killer.location === k.location ? 1 : 0.3;
      score += 40 * near(k.intrigue, 2) * together;
      score += 35 * near(killer.intrigue, 4);
    }
  }
  if (plots.includes('aPlaceToProtect')) score += 60 * placeIntrigue(s, 'school');
  if (plots.includes('theSealedItem')) score += 60 * placeIntrigue(s, 'shrine');
  for (const b of plots.includes('lightOfTheAvenger') ? holders(s, 'brain') : []) score += 60 * placeIntrigue(s, startLocationOf(s, b.id));
  for (const w of plots.includes('giantTimeBombX') ? holders(s, 'witch') : []) score += 60 * placeIntrigue(s, startLocationOf(s, w.id));
  if (plots.includes('changeOfFuture') && s.incidents.some((i) => i.incident === 'butterflyEffect' && i.occurred)) score += WIN / 2;
  for (const t of holders(s, 'timeTraveler')) score += t.goodwill <= 2 ? 20 : -10 * (t.goodwill - 2);
  for (const f of holders(s, 'friend')) if (!f.alive) score += WIN / 2;
  for (const lo of holders(s, 'lovedOne')) if (lo.alive) score += 25 * near(lo.paranoia, 3) * near(lo.intrigue, 1);
  // Upcoming incidents: the culprit's paranoia toward its limit, weighted by how near the day is.
  for (const inc of s.script.secret.culprits) {
    const rec = s.incidents.find((i) => i.day === inc.day);
    if (inc.day < s.day || rec?.occurred !== null) continue;
    const c = characterOf(s, inc.culprit);
    if (!c || !c.alive || c.location === null) continue;
    const soon = 1 / (1 + inc.day - s.day);
    score += 25 * soon * near(c.paranoia, CHARACTER_CARDS[c.id].paranoiaLimit);
  }
  score += 4 * (s.locationIntrigue.hospital + s.locationIntrigue.shrine + s.locationIntrigue.school + s.locationIntrigue.city);
  for (const c of s.characters) {
    const at = REVEAL_AT[c.id];
    if (at !== undefined && c.alive) score -= 12 * near(c.goodwill, at);
  }
  // Every revealed role or culprit brings the protagonists closer to the Final Guess.
  score -= 15 * Object.keys(s.revealedRoles).length + 10 * Object.keys(s.revealedCulprits).length;
  return score;
}
