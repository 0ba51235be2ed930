/**
 * Failure discs (digest §1.13, A30): at three a hero loses every item and every ally (with the VP they
 * brought, unless A30 keep_item_vp) and the three Failure discs. Security discs kept and adversary
 * trophies are neither items nor allies and stay; numbered scenario discs are dropped face up on the
 * hero's square instead of leaving play (D283: losing a radio part for good would end the scenario).
 */
import { heldBy, heroAt, log } from './state';
import type { DarknessState, Seat } from './types';
import { loseDisc } from './vp';

export const FAILURE_LIMIT = 3;

export function gainFailure(s: DarknessState, seat: Seat, reason: string): void {
  const hero = heroAt(s, seat);
  if (!hero.alive) return;
  hero.failures += 1;
  log(s, 'failureGained', { seat, reason, failures: hero.failures });
  if (hero.failures >= FAILURE_LIMIT) loseEverything(s, seat);
}

function loseEverything(s: DarknessState, seat: Seat): void {
  const hero = heroAt(s, seat);
  const keepVp = s.rules.A30 === 'keep_item_vp';
  let lost = 0;
  for (const disc of heldBy(s, seat)) {
    if (disc.kind === 'item' || disc.kind === 'ally') {
      loseDisc(s, seat, disc.id, { zone: 'removed' }, { keepVp });
      lost += 1;
    } else if (disc.kind === 'numbered') {
      loseDisc(s, seat, disc.id, { zone: 'board', at: { ...hero.at }, faceUp: true }, { keepVp });
    }
  }
  hero.failures = 0;
  log(s, 'threeFailures', { seat, lost });
}
