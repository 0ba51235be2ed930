/**
 * The mastermind's [MM ability] step (digest §5.4 step 5): the Brain, the Conspiracy Theorist
 * (a Factor's too), An Unsettling Rumor once a loop and the mastermind's Doctor (L4). Each
 * source acts at most once a day; the Boss counts as standing in his Turf too (L3). The public
 * line is the result; the source is the mastermind's note.
 */
import { rulesAtLeast } from '../../engine/rules-version';
import type { CharacterId, LocationId } from './ids';
import { LOCATIONS } from './ids';
import { abilityKey, MASTERMIND_DOCTOR_KEY } from './abilities';
import { changeCounter } from './log-keys-effects';
import { bossTurf, hasAbilitiesOf, refusalOf } from './roles';
import { characterOf, plotActive, livingAt, livingCharacters, log } from './state';
import { MASTERMIND, type CharacterState, type LooperState, type MastermindAbilityUse } from './types';

/** The Doctor's goodwill ability the mastermind may borrow (L4): index 0, 2 goodwill. */
const DOCTOR_ABILITY = 0;
const DOCTOR_GOODWILL = 2;
const RUMOR_KEY = 'rumor';

/** The daily key the mastermind's Doctor marks: the leader's own before rules 3 (it left the leader's list). */
function doctorKey(s: LooperState): string {
  return rulesAtLeast(s, 3) ? MASTERMIND_DOCTOR_KEY : abilityKey('doctor', DOCTOR_ABILITY);
}

function sourceKey(s: LooperState, use: Pick<MastermindAbilityUse, 'ability' | 'source'>): string {
  if (use.ability === 'doctor') return doctorKey(s);
  if (use.ability === 'unsettlingRumor') return RUMOR_KEY;
  return `mm:${use.ability}:${use.source}`;
}

/** L3: where a role ability of this source reaches — where it stands, and the Turf for the Boss. */
function reach(s: LooperState, id: CharacterId, location: LocationId): LocationId[] {
  const turf = id === 'boss' ? bossTurf(s) : null;
  return turf && turf !== location ? [location, turf] : [location];
}

export function mastermindAbilityUses(s: LooperState): MastermindAbilityUse[] {
  const uses: MastermindAbilityUse[] = [];
  for (const c of livingCharacters(s)) {
    const where = reach(s, c.id, c.location as LocationId);
    if (hasAbilitiesOf(s, c.id, 'brain') && !s.usedToday.includes(sourceKey(s, { ability: 'brain', source: c.id }))) {
      for (const loc of where) {
        uses.push({ ability: 'brain', source: c.id, target: loc });
        for (const t of livingAt(s, loc)) uses.push({ ability: 'brain', source: c.id, target: t.id });
      }
    }
    if (hasAbilitiesOf(s, c.id, 'conspiracyTheorist') && !s.usedToday.includes(sourceKey(s, { ability: 'conspiracyTheorist', source: c.id }))) {
      for (const loc of where) {
        for (const t of livingAt(s, loc)) uses.push({ ability: 'conspiracyTheorist', source: c.id, target: t.id });
      }
    }
  }
  if (plotActive(s, 'anUnsettlingRumor') && !s.usedThisLoop.includes(RUMOR_KEY)) {
    for (const loc of LOCATIONS) uses.push({ ability: 'unsettlingRumor', source: null, target: loc });
  }
  uses.push(...doctorUses(s));
  return uses;
}

/** L4: only while the Doctor's role has Goodwill Refusal, with 2 goodwill, sharing the leader's daily limit. */
function doctorUses(s: LooperState): MastermindAbilityUse[] {
  const doctor = characterOf(s, 'doctor');
  if (!doctor || !doctor.alive || doctor.location === null) return [];
  if (refusalOf(s, 'doctor') === 'none' || doctor.goodwill < DOCTOR_GOODWILL) return [];
  // One use a day between the leader and the mastermind (L4), whichever key marked it.
  if (s.usedToday.includes(abilityKey('doctor', DOCTOR_ABILITY)) || s.usedToday.includes(doctorKey(s))) return [];
  // L90 (rules 3): never a removal from nothing — its only trace would be "nothing happens" in a step
  // where only a role could act, telling the table the mastermind holds one.
  const pointless = (c: CharacterState, sign: number) => sign < 0 && c.paranoia === 0 && rulesAtLeast(s, 3);
  return livingAt(s, doctor.location)
    .filter((c) => c.id !== 'doctor')
    .flatMap((c) => [1, -1].filter((sign) => !pointless(c, sign)).map((sign) => ({ ability: 'doctor' as const, source: 'doctor' as const, target: c.id, sign: sign as 1 | -1 })));
}

export function isMastermindAbilityLegal(s: LooperState, use: MastermindAbilityUse): boolean {
  return mastermindAbilityUses(s).some((u) => u.ability === use.ability && u.source === use.source && u.target === use.target && u.sign === use.sign);
}

export function resolveMastermindAbility(s: LooperState, use: MastermindAbilityUse): void {
  const key = sourceKey(s, use);
  s.usedToday.push(key);
  if (use.ability === 'unsettlingRumor') s.usedThisLoop.push(key);
  log(s, 'mmAbilitySource', { ability: use.ability, source: use.source ?? 'anUnsettlingRumor' }, MASTERMIND);
  if (use.ability === 'conspiracyTheorist') changeCounter(s, use.target, 'paranoia', 1);
  else if (use.ability === 'doctor') changeCounter(s, use.target, 'paranoia', use.sign ?? 1);
  else changeCounter(s, use.target, 'intrigue', 1);
}
