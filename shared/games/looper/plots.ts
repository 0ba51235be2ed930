/**
 * Plot and role rules at loop end and loop start (digest §4.2, §4.3): the [Loop end] loss
 * conditions, the Friend's death reveal (L14: it runs even when the loop ended early), and the
 * [Loop start] counters (a revealed Friend's Goodwill, Threads of Fate).
 */
import type { CharacterId, LocationId, PlotId } from './ids';
import { changeCounter } from './log-keys-effects';
import { roleOf, startLocationOf } from './roles';
import { activePlots, characterOf, log, plotActive, scriptedRole } from './state';
import { MASTERMIND, type LooperState } from './types';

/** Intrigue that loses a loop on a guarded place or person. */
const LOSS_INTRIGUE = 2;
/** Threads of Fate's Paranoia. */
const THREADS_PARANOIA = 2;

function castWith(s: LooperState, role: 'brain' | 'witch' | 'keyPerson' | 'friend'): CharacterId[] {
  return s.script.secret.cast.filter((m) => scriptedRole(s, m.character) === role).map((m) => m.character);
}

function startHasIntrigue(s: LooperState, role: 'brain' | 'witch'): boolean {
  return castWith(s, role).some((id) => {
    const start: LocationId | null = startLocationOf(s, id);
    return start !== null && s.locationIntrigue[start] >= LOSS_INTRIGUE;
  });
}

/** Each plot's [Loop end] loss condition. */
const PLOT_LOSS: Partial<Record<PlotId, (s: LooperState) => boolean>> = {
  // L10: for a Henchman Brain, the start the mastermind chose this loop.
  lightOfTheAvenger: (s) => startHasIntrigue(s, 'brain'),
  aPlaceToProtect: (s) => s.locationIntrigue.school >= LOSS_INTRIGUE,
  theSealedItem: (s) => s.locationIntrigue.shrine >= LOSS_INTRIGUE,
  signWithMe: (s) => castWith(s, 'keyPerson').some((id) => (characterOf(s, id)?.intrigue ?? 0) >= LOSS_INTRIGUE),
  changeOfFuture: (s) => s.incidents.some((i) => i.incident === 'butterflyEffect' && i.occurred === true),
  giantTimeBombX: (s) => startHasIntrigue(s, 'witch'),
};

/** The plots with a [Loop end] loss condition, and whether it holds now (null: the plot has none). */
export function plotLossMet(s: LooperState, plot: PlotId): boolean | null {
  const check = PLOT_LOSS[plot];
  return check ? check(s) : null;
}

/** Cast members with the Friend role, and whether each is dead now (the Friend's [Loop end] loss). */
export function friendsDead(s: LooperState): { character: CharacterId; dead: boolean }[] {
  return castWith(s, 'friend').map((id) => ({ character: id, dead: characterOf(s, id)?.alive === false }));
}

/** Friend [Loop end]: a dead Friend's role is revealed (public, the rules say so) and the loop is lost. */
function deadFriendsRevealed(s: LooperState): boolean {
  let lost = false;
  for (const { character: id, dead } of friendsDead(s)) {
    if (!dead) continue;
    lost = true;
    if (s.revealedRoles[id] !== 'friend') {
      s.revealedRoles[id] = 'friend';
      log(s, 'roleRevealed', { character: id, role: 'friend' });
    }
  }
  return lost;
}

/**
 * True when the protagonists lose this loop. Call once at loop end: it also reveals dead
 * Friends. The public hears the reveal; "you lost" is the flow's line.
 */
export function loopLost(s: LooperState): boolean {
  const friend = deadFriendsRevealed(s);
  const plot = activePlots(s).some((p) => plotLossMet(s, p as PlotId) === true);
  return friend || plot || s.loopOver !== null;
}

/** [Loop start]: Threads of Fate (2 Paranoia on whoever had Goodwill), then a revealed Friend's +1 Goodwill. */
export function applyLoopStart(s: LooperState): void {
  if (plotActive(s, 'threadsOfFate')) {
    for (const c of s.characters) {
      if (c.location === null || (s.goodwillAtLoopEnd[c.id] ?? 0) <= 0) continue;
      log(s, 'loopStartSource', { source: 'threadsOfFate', character: c.id }, MASTERMIND);
      changeCounter(s, c.id, 'paranoia', THREADS_PARANOIA);
    }
  }
  for (const id of castWith(s, 'friend')) {
    const c = characterOf(s, id);
    if (!c || c.location === null || s.revealedRoles[id] !== 'friend' || roleOf(s, id) !== 'friend') continue;
    log(s, 'loopStartSource', { source: 'friend', character: id }, MASTERMIND);
    changeCounter(s, id, 'goodwill', 1);
  }
}
