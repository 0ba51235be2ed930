/**
 * Damage and death (digest §1.12.9, §1.15, A38): each damage lowers Health (and with it the Defense
 * dice); at 0 the hero dies — every disc they held is dropped face up on their square, a fight under
 * their figure stays face up there, the townsfolk following them stop, and the figure leaves the
 * board. A hero dying on their own turn (bleeding on a step, a fight) ends that turn (the flow's next
 * step, returned): the next hero plays. When no hero is left alive the town is lost. The permanent
 * cost to the others (A42) is the ledger's, at the end of the game. Also the healing cap (A36).
 */
import { discOf, heldBy, heroAt, log } from './state';
import { END_TURN, type Next } from './next';
import type { DarknessState, HeroState, Seat } from './types';
import { finishGame, loseDisc } from './vp';

/** A36: healing never goes above the current Defense/Health (option: the Defense at creation). */
export function healthCap(s: DarknessState, h: HeroState): number {
  return s.rules.A36 === 'cap_creation_defense' ? Math.max(h.maxHealth, h.attributes.defense) : h.maxHealth;
}

export function damageHero(s: DarknessState, seat: Seat, amount: number, cause: string): Next | null {
  const hero = heroAt(s, seat);
  if (!hero.alive || amount <= 0) return null;
  hero.health = Math.max(0, hero.health - amount);
  log(s, 'heroDamaged', { seat, amount, cause, health: hero.health });
  return hero.health === 0 ? killHero(s, seat, cause) : null;
}

function killHero(s: DarknessState, seat: Seat, cause: string): Next | null {
  const hero = heroAt(s, seat);
  hero.alive = false;
  const at = { ...hero.at };
  for (const disc of heldBy(s, seat)) loseDisc(s, seat, disc.id, { zone: 'board', at: { ...at }, faceUp: true });
  for (const d of Object.values(s.discs)) {
    if (d.where.zone === 'underFigure' && d.where.seat === seat) discOf(s, d.id).where = { zone: 'board', at: { ...at }, faceUp: true };
    if (d.following === seat) discOf(s, d.id).following = null;
  }
  log(s, 'heroDied', { seat, cause });
  if (s.heroes.every((h) => !h.alive)) {
    finishGame(s, 'defeat', 'allDead');
    return null;
  }
  return s.turn.seat === seat ? END_TURN : null;
}
