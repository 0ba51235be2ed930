/**
 * Deaths (digest §1.4, §4.1): simultaneous kills with the Time Traveler's immortality and the
 * Police Officer's Extra marker (L21), Lover / Loved One grief (L22), and the Key Person's death
 * ending the loop (L14). Public lines say who died; why is the mastermind's.
 */
import type { CharacterId } from './ids';
import { hasAbilitiesOf } from './roles';
import { addCounter, characterOf, log } from './state';
import { MASTERMIND, type LooperState } from './types';

/** Paranoia a Lover / Loved One gets when the other dies. */
export const GRIEF_PARANOIA = 6;

/** Kills these characters at once; returns who actually died (living, on-board, neither immortal nor guarded). */
export function kill(s: LooperState, ids: CharacterId[]): CharacterId[] {
  const victims = [...new Set(ids)]
    .map((id) => characterOf(s, id))
    .filter((c) => c !== undefined && c.alive && c.location !== null);
  const dying: CharacterId[] = [];
  for (const c of victims) {
    if (!c) continue;
    if (hasAbilitiesOf(s, c.id, 'timeTraveler')) {
      // L21: nothing happens and the marker stays; the public learns nothing of why.
      log(s, 'immortalSurvived', { character: c.id }, MASTERMIND);
    } else if (c.guarded) {
      c.guarded = false;
      log(s, 'guardSpent', { character: c.id });
    } else {
      dying.push(c.id);
    }
  }
  // Roles are read before anyone falls: a Factor's abilities depend on the board, not on being alive.
  const keyPersons = dying.filter((id) => hasAbilitiesOf(s, id, 'keyPerson'));
  const lovers = dying.filter((id) => hasAbilitiesOf(s, id, 'lover'));
  const lovedOnes = dying.filter((id) => hasAbilitiesOf(s, id, 'lovedOne'));
  for (const id of dying) {
    const c = characterOf(s, id);
    if (c) c.alive = false;
    log(s, 'characterDied', { character: id });
  }
  grieve(s, lovedOnes, 'lover');
  grieve(s, lovers, 'lovedOne');
  if (keyPersons.length > 0) {
    for (const id of keyPersons) log(s, 'keyPersonDied', { character: id }, MASTERMIND);
    endLoop(s, 'keyPersonDied');
  }
  return dying;
}

/** L22: the survivors holding `mourner` get 6 Paranoia; those who died in the same instant get nothing. */
function grieve(s: LooperState, deceased: CharacterId[], mourner: 'lover' | 'lovedOne'): void {
  if (deceased.length === 0) return;
  for (const c of s.characters) {
    if (!c.alive || c.location === null || !hasAbilitiesOf(s, c.id, mourner)) continue;
    addCounter(s, c.id, 'paranoia', GRIEF_PARANOIA);
    log(s, 'counterPlaced', { target: c.id, counter: 'paranoia', n: GRIEF_PARANOIA });
    log(s, 'loverGrief', { character: c.id, deceased: deceased.join(',') }, MASTERMIND);
  }
}

function endLoop(s: LooperState, reason: 'keyPersonDied' | 'protagonistsDied'): void {
  // The first reason stands: the loop already ended at that instant.
  if (s.loopOver) return;
  s.loopOver = { reason };
  // A Key Person's death gets no loss line of its own: the loop end's public `loopLost` is the one
  // line saying the loop was lost (never why); the protagonists' death is a result and is said.
  if (reason === 'protagonistsDied') log(s, 'protagonistsDied');
}

/** The protagonists die: the loop ends at once, and the public hears only that (digest §5.7). */
export function killProtagonists(s: LooperState): void {
  endLoop(s, 'protagonistsDied');
}
