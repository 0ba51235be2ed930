/**
 * Goodwill abilities (digest §1.2, ES 4-6): the data of every character's abilities, the uses
 * the leader may declare now, the mastermind's legal refusal answers (L18), and their effects.
 * Goodwill is needed, never spent; each ability once a day, some also once a loop; a refused
 * one says "nothing happens" and still counts as used.
 */
import type { CharacterId, LocationId, PlotId } from './ids';
import { TRAGEDY_SET_DATA } from './tragedy-sets';
import { changeCounter } from './log-keys-effects';
import { kill } from './deaths';
import { bossTurf, refusalOf, roleOf } from './roles';
import { characterOf, isLocation, livingAt, livingCharacters, log } from './state';
import type { AbilityUse, CharacterState, LooperState } from './types';
import { CHARACTER_CARDS } from './characters';

/** Whom or what an ability may be aimed at. "Here" is the user's location; corpses are never characters. */
export type AbilityTarget =
  | 'none'
  | 'otherStudentHere'
  | 'characterHere'
  | 'otherHere'
  | 'otherHereInPanic'
  | 'otherAnywhere'
  | 'hereOrCharacterHere'
  | 'corpseHere'
  | 'otherInTurf'
  | 'scheduledIncident'
  | 'occurredIncident'
  | 'subplot'
  | 'spentCard';

export type AbilityEffect =
  | 'removeParanoia' | 'placeParanoia' | 'doctorParanoia' | 'placeGoodwill' | 'placeIntrigue' | 'removeIntrigue'
  | 'removeShrineIntrigue' | 'revealSelf' | 'revealRole' | 'revealCulprit' | 'kill' | 'revive' | 'guard'
  | 'informer' | 'returnCard' | 'freePatient' | 'calmHenchman';

export interface GoodwillAbility {
  goodwill: number;
  oncePerLoop: boolean;
  /** Nurse and Mystery Boy: the mastermind is not asked. */
  unrefusable: boolean;
  /** The user must stand in one of these (null: anywhere). */
  usableAt: readonly LocationId[] | null;
  target: AbilityTarget;
  effect: AbilityEffect;
}

function ability(goodwill: number, target: AbilityTarget, effect: AbilityEffect, extra: Partial<GoodwillAbility> = {}): GoodwillAbility {
  return { goodwill, oncePerLoop: false, unrefusable: false, usableAt: null, target, effect, ...extra };
}
const ONCE = { oncePerLoop: true };

export const ABILITIES: Record<CharacterId, GoodwillAbility[]> = {
  boyStudent: [ability(2, 'otherStudentHere', 'removeParanoia')],
  girlStudent: [ability(2, 'otherStudentHere', 'removeParanoia')],
  // L5: "a character here", herself included; only in the School or the City.
  richMansDaughter: [ability(3, 'characterHere', 'placeGoodwill', { usableAt: ['school', 'city'] })],
  classRep: [ability(2, 'spentCard', 'returnCard', ONCE)],
  // L1: from the first loop.
  mysteryBoy: [ability(3, 'none', 'revealSelf', { unrefusable: true })],
  shrineMaiden: [
    ability(3, 'none', 'removeShrineIntrigue', { usableAt: ['shrine'] }),
    ability(5, 'characterHere', 'revealRole', ONCE),
  ],
  alien: [ability(4, 'otherHere', 'kill', ONCE), ability(5, 'corpseHere', 'revive', ONCE)],
  godlyBeing: [ability(3, 'scheduledIncident', 'revealCulprit', ONCE), ability(5, 'hereOrCharacterHere', 'removeIntrigue')],
  // L6: he may guard himself.
  policeOfficer: [ability(4, 'occurredIncident', 'revealCulprit', ONCE), ability(5, 'characterHere', 'guard', ONCE)],
  officeWorker: [ability(3, 'none', 'revealSelf')],
  informer: [ability(5, 'subplot', 'informer', ONCE)],
  popIdol: [ability(3, 'otherHere', 'removeParanoia'), ability(4, 'otherHere', 'placeGoodwill')],
  journalist: [ability(2, 'otherAnywhere', 'placeParanoia'), ability(2, 'hereOrCharacterHere', 'placeIntrigue')],
  boss: [ability(5, 'otherInTurf', 'revealRole', ONCE)],
  doctor: [ability(2, 'otherHere', 'doctorParanoia'), ability(3, 'none', 'freePatient')],
  patient: [],
  nurse: [ability(2, 'otherHereInPanic', 'removeParanoia', { unrefusable: true })],
  henchman: [ability(3, 'none', 'calmHenchman')],
};

/** The daily-limit key of an ability (shared with the mastermind's Doctor before rules 3, L4). */
export function abilityKey(character: CharacterId, index: number): string {
  return `${character}:${index}`;
}

/** L89 (rules 3): the mastermind's use of the Doctor's ability, apart from the leader's daily key. */
export const MASTERMIND_DOCTOR_KEY = 'mm:doctor';

function inPanicNow(c: CharacterState): boolean {
  return c.paranoia >= CHARACTER_CARDS[c.id].paranoiaLimit;
}

/** Every use of one ability by `user` that the leader could declare, ignoring the daily limits. */
function usesOf(s: LooperState, user: CharacterState, index: number, a: GoodwillAbility): AbilityUse[] {
  const here = user.location as LocationId;
  const base = { character: user.id, ability: index };
  const others = livingAt(s, here).filter((c) => c.id !== user.id);
  const chars = (list: CharacterState[]): AbilityUse[] => list.map((c) => ({ ...base, target: c.id }));
  switch (a.target) {
    case 'none': return [base];
    case 'otherStudentHere': return chars(others.filter((c) => CHARACTER_CARDS[c.id].traits.includes('student')));
    case 'characterHere': return chars(livingAt(s, here));
    case 'otherHere': return chars(others);
    case 'otherHereInPanic': return chars(others.filter(inPanicNow));
    case 'otherAnywhere': return chars(livingCharacters(s).filter((c) => c.id !== user.id));
    case 'hereOrCharacterHere': return [{ ...base, target: here }, ...chars(livingAt(s, here))];
    case 'corpseHere': return chars(s.characters.filter((c) => !c.alive && c.location === here));
    case 'otherInTurf': {
      const turf = bossTurf(s);
      return turf ? chars(livingAt(s, turf).filter((c) => c.id !== user.id)) : [];
    }
    case 'scheduledIncident': return s.script.public.incidents.map((i) => ({ ...base, day: i.day }));
    case 'occurredIncident': return s.incidents.filter((i) => i.occurred === true).map((i) => ({ ...base, day: i.day }));
    case 'subplot': return TRAGEDY_SET_DATA[s.script.public.tragedySet].subPlots.map((plot) => ({ ...base, plot }));
    case 'spentCard': return s.spent.hands[s.leader].map((card) => ({ ...base, card }));
  }
}

/** Every ability use the leader may declare now (thresholds, location, once a day / once a loop, every legal target). */
export function goodwillUses(s: LooperState): AbilityUse[] {
  const uses: AbilityUse[] = [];
  for (const user of livingCharacters(s)) {
    ABILITIES[user.id].forEach((a, index) => {
      if (user.goodwill < a.goodwill) return;
      if (a.usableAt && !a.usableAt.includes(user.location as LocationId)) return;
      const key = abilityKey(user.id, index);
      if (s.usedToday.includes(key) || (a.oncePerLoop && s.usedThisLoop.includes(key))) return;
      if (a.effect === 'doctorParanoia') {
        for (const u of usesOf(s, user, index, a)) uses.push({ ...u, sign: 1 }, { ...u, sign: -1 });
        return;
      }
      uses.push(...usesOf(s, user, index, a));
    });
  }
  return uses;
}

function sameUse(a: AbilityUse, b: AbilityUse): boolean {
  return a.character === b.character && a.ability === b.ability && a.target === b.target && a.sign === b.sign
    && a.day === b.day && a.plot === b.plot && a.card === b.card;
}

/** The check `apply` and `legalActions` share: is this exact use declarable now? */
export function isGoodwillUseLegal(s: LooperState, use: AbilityUse): boolean {
  return goodwillUses(s).some((u) => sameUse(u, use));
}

/**
 * L18: the mastermind's legal answers as `refuse` values; [] = unrefusable, not asked. L89 (rules 3):
 * the Doctor's paranoia ability, once the mastermind used it today, can only come to nothing.
 */
export function refusalOptions(s: LooperState, use: AbilityUse): boolean[] {
  if (ABILITIES[use.character][use.ability]?.unrefusable) return [];
  if (use.character === 'doctor' && use.ability === 0 && s.usedToday.includes(MASTERMIND_DOCTOR_KEY)) return [true];
  const refusal = refusalOf(s, use.character);
  if (refusal === 'mandatory') return [true];
  if (refusal === 'optional') return [false, true];
  return [false];
}

/** Marks the use (limits count even when refused), then applies it or says "nothing happens". */
export function resolveGoodwill(s: LooperState, use: AbilityUse, refused: boolean): { informer?: PlotId } {
  const a = ABILITIES[use.character][use.ability];
  if (!a) return {};
  const key = abilityKey(use.character, use.ability);
  s.usedToday.push(key);
  if (a.oncePerLoop) s.usedThisLoop.push(key);
  if (refused && !a.unrefusable) {
    log(s, 'nothingHappens');
    return {};
  }
  return applyEffect(s, use, a.effect);
}

function applyEffect(s: LooperState, use: AbilityUse, effect: AbilityEffect): { informer?: PlotId } {
  const t = use.target;
  switch (effect) {
    case 'removeParanoia': if (t) changeCounter(s, t, 'paranoia', -1); break;
    case 'placeParanoia': if (t) changeCounter(s, t, 'paranoia', 1); break;
    case 'doctorParanoia': if (t) changeCounter(s, t, 'paranoia', use.sign ?? 1); break;
    case 'placeGoodwill': if (t) changeCounter(s, t, 'goodwill', 1); break;
    case 'placeIntrigue': if (t) changeCounter(s, t, 'intrigue', 1); break;
    case 'removeIntrigue': if (t) changeCounter(s, t, 'intrigue', -1); break;
    case 'removeShrineIntrigue': changeCounter(s, 'shrine', 'intrigue', -1); break;
    case 'revealSelf': reveal(s, use.character); break;
    case 'revealRole': if (t && !isLocation(t)) reveal(s, t); break;
    case 'revealCulprit': revealCulprit(s, use.day); break;
    case 'kill': if (t && !isLocation(t)) killOne(s, t); break;
    case 'revive': if (t && !isLocation(t)) revive(s, t); break;
    case 'guard': if (t && !isLocation(t)) guard(s, t); break;
    case 'informer': return use.plot ? { informer: use.plot } : {};
    case 'returnCard': returnCard(s, use.card); break;
    case 'freePatient': s.patientFree = true; log(s, 'patientFreed'); break;
    case 'calmHenchman': s.henchmanCalm = true; log(s, 'henchmanCalmed'); break;
  }
  return {};
}

/** L-ruling L60: the role revealed is the character's role now (a Person under Paranoia Virus shows as Serial Killer). */
function reveal(s: LooperState, id: CharacterId): void {
  const role = roleOf(s, id);
  s.revealedRoles[id] = role;
  log(s, 'roleRevealed', { character: id, role });
}

function revealCulprit(s: LooperState, day: number | undefined): void {
  const culprit = s.script.secret.culprits.find((c) => c.day === day)?.culprit;
  if (day === undefined || !culprit) return;
  s.revealedCulprits[day] = culprit;
  log(s, 'culpritRevealed', { day, character: culprit });
}

function killOne(s: LooperState, id: CharacterId): void {
  const wasGuarded = characterOf(s, id)?.guarded ?? false;
  // An immortal victim: the public sees only that nothing happened.
  if (kill(s, [id]).length === 0 && !wasGuarded) log(s, 'nothingHappens');
}

function revive(s: LooperState, id: CharacterId): void {
  const c = characterOf(s, id);
  if (!c || c.alive) return;
  c.alive = true; // L8: stands up where it lies, with its counters.
  log(s, 'characterRevived', { character: id });
}

function guard(s: LooperState, id: CharacterId): void {
  const c = characterOf(s, id);
  if (!c) return;
  c.guarded = true;
  log(s, 'guardPlaced', { character: id });
}

function returnCard(s: LooperState, card: string | undefined): void {
  const spent = s.spent.hands[s.leader];
  const at = card === undefined ? -1 : spent.indexOf(card);
  if (at < 0 || card === undefined) return;
  spent.splice(at, 1);
  log(s, 'cardReturned', { card });
}

/** L7: every other active subplot, or only "none" when there is no other. */
export function informerAnswers(s: LooperState, named: PlotId): (PlotId | null)[] {
  const others = s.script.secret.subPlots.filter((p) => p !== named);
  return others.length > 0 ? others : [null];
}

export function resolveInformer(s: LooperState, _named: PlotId, answer: PlotId | null): void {
  if (answer === null) log(s, 'informerNone');
  else log(s, 'informerAnswered', { plot: answer });
}
