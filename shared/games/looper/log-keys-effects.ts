/**
 * The log keys the effect modules write (deaths, abilities, incidents, day end, plots), with
 * their params, so the renderer's templates (`renderer/src/games/looper/i18n/log.ts`) can cover
 * every one. Public keys state a result only; private keys (written with `to: 0`) may name the
 * source and are for the mastermind's eyes.
 */
import type { CounterKind } from './ids';
import { addCounter, characterOf, isLocation, log } from './state';
import type { LooperState, Target } from './types';

/** Lines every seat reads. No param ever holds a role, plot or culprit unless the rules reveal it. */
export const PUBLIC_EFFECT_LOG_KEYS = {
  /** A character died. */
  characterDied: ['character'],
  /** A guarded character did not die: its Extra marker was removed instead. */
  guardSpent: ['character'],
  /** Counters placed; `target` is a character or location id, `counter` paranoia|goodwill|intrigue. */
  counterPlaced: ['target', 'counter', 'n'],
  /** Counters removed (only as many as there were). */
  counterRemoved: ['target', 'counter', 'n'],
  /** A refused goodwill ability, or an effect that found nothing to act on. */
  nothingHappens: [],
  /** A goodwill ability revealed a role (the rules make it public). */
  roleRevealed: ['character', 'role'],
  /** A goodwill ability revealed the culprit of the incident scheduled on `day`. */
  culpritRevealed: ['day', 'character'],
  /** The Police Officer's Extra marker was placed. */
  guardPlaced: ['character'],
  /** The Alien revived a corpse. */
  characterRevived: ['character'],
  /** Class Rep: the leader took a spent once-per-loop card back into hand. */
  cardReturned: ['card'],
  /** Doctor: the Patient may go anywhere for the rest of the loop. */
  patientFreed: [],
  /** Henchman: he will not cause incidents for the rest of the loop. */
  henchmanCalmed: [],
  /** Informer: the leader named a subplot (public: the leader says it). */
  informerNamed: ['plot'],
  /** Informer: the mastermind named a different active subplot (public, the card reveals it). */
  informerAnswered: ['plot'],
  /** Informer, L7: no other subplot is active. */
  informerNone: [],
  /** The day's incident occurred (never the culprit). */
  incidentOccurred: ['incident'],
  /** It occurred but its conditions found nothing to do. */
  incidentNoEffect: ['incident'],
  /** The protagonists died: the loop ends. */
  protagonistsDied: [],
  /** The protagonists lost this loop (no reason given). */
  protagonistsLost: [],
} as const satisfies Record<string, readonly string[]>;

/** Lines only the mastermind (seat 0) reads: they name the source. */
export const PRIVATE_EFFECT_LOG_KEYS = {
  /** Which character's role or which plot used an [MM ability]. */
  mmAbilitySource: ['ability', 'source'],
  /** The culprit of the incident that just occurred. */
  incidentCulprit: ['incident', 'character'],
  /** A victim that cannot die (Time Traveler, L21) survived. */
  immortalSurvived: ['character'],
  /** A [Day end] effect and the character whose role triggered it. */
  dayEndSource: ['effect', 'source'],
  /** A [Loop start] effect's source: 'friend' or 'threadsOfFate'. */
  loopStartSource: ['source', 'character'],
  /** Why a death ended the loop (Key Person, or a Factor with its abilities). */
  keyPersonDied: ['character'],
  /** Lover / Loved One: who got 6 Paranoia because of whose death. */
  loverGrief: ['character', 'deceased'],
} as const satisfies Record<string, readonly string[]>;

export type PublicEffectLogKey = keyof typeof PUBLIC_EFFECT_LOG_KEYS;
export type PrivateEffectLogKey = keyof typeof PRIVATE_EFFECT_LOG_KEYS;

/**
 * Changes a counter and writes the public result line with the amount that really changed
 * (counters never go below 0); a removal from nothing is "nothing happens".
 */
export function changeCounter(s: LooperState, target: Target, counter: CounterKind, n: number): void {
  const before = counterOn(s, target, counter);
  addCounter(s, target, counter, n);
  const changed = counterOn(s, target, counter) - before;
  if (changed > 0) log(s, 'counterPlaced', { target, counter, n: changed });
  else if (changed < 0) log(s, 'counterRemoved', { target, counter, n: -changed });
  else log(s, 'nothingHappens');
}

function counterOn(s: LooperState, target: Target, counter: CounterKind): number {
  if (isLocation(target)) return counter === 'intrigue' ? s.locationIntrigue[target] : 0;
  return characterOf(s, target)?.[counter] ?? 0;
}
