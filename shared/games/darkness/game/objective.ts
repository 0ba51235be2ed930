/**
 * What a hero's step and the scenario's objective set off, below every rule that moves a hero or wins
 * a fight (issue 12, A49; D306): followers walk along, parts and townsfolk are delivered on the
 * objective's `!` square, the objective is checked (victory), and a fallen boss counts. Effects
 * only: nothing here starts a check or ends a turn, so any rule module may call it.
 */
import { discById, NUMBERED_PREFIX } from '../content';
import { squareChar, tileIndexAt, TILE_SIZE } from './board';
import { edgeFromRound, edgeHeroesNeeded } from './party-objectives';
import { discOf, heldBy, heroAt, log } from './state';
import type { DarknessState, Seat, Square } from './types';
import { awardVp, finishGame, loseDisc, scenarioOf } from './vp';

/** The VP the scenario gives for `key` (objective, delivered, crafted…). */
export const award = (s: DarknessState, key: string): number => scenarioOf(s).vpAwards[key] ?? 0;

/** Townsfolk following a hero stand where the hero stands. */
export function moveFollowers(s: DarknessState, seat: Seat): void {
  const at = heroAt(s, seat).at;
  for (const d of Object.values(s.discs)) if (d.following === seat) discOf(s, d.id).where = { zone: 'board', at: { ...at }, faceUp: true };
}

/** The scenario's `!` square of that tile (deliveries, escorts, crafting). */
export function onObjectiveSquare(s: DarknessState, sq: Square, tileId: string): boolean {
  const t = tileIndexAt(s, sq);
  return t !== null && s.tiles[t]!.tile === tileId && squareChar(s, sq) === '!';
}

const numberOf = (def: string): number => Number(def.slice(NUMBERED_PREFIX.length));

export function afterHeroMoved(s: DarknessState, seat: Seat): void {
  if (s.result) return;
  moveFollowers(s, seat);
  deliverParts(s, seat);
}

/**
 * A hero on the objective's `!` square hands over the parts they hold (or the townsfolk walking with
 * them) at once: after a step, and after a part is given, picked up or found there (D306).
 */
export function deliverParts(s: DarknessState, seat: Seat): void {
  if (s.result) return;
  const hero = heroAt(s, seat);
  const obj = scenarioOf(s).objective;
  if ((obj.kind === 'deliver' || obj.kind === 'escort') && onObjectiveSquare(s, hero.at, obj.to.tile)) {
    const discs = obj.kind === 'deliver' ? heldBy(s, seat) : Object.values(s.discs).filter((d) => d.following === seat);
    for (const d of discs) {
      if (d.kind !== 'numbered' || !obj.numbered.includes(numberOf(d.def))) continue;
      const key = obj.kind === 'deliver' ? 'delivered' : 'escorted';
      if (obj.kind === 'deliver') loseDisc(s, seat, d.id, { zone: 'removed' }, { keepVp: true });
      else discOf(s, d.id).where = { zone: 'removed' };
      discOf(s, d.id).following = null;
      s.scenario[`${key}.${numberOf(d.def)}`] = true;
      log(s, key === 'delivered' ? 'partDelivered' : 'townspersonSaved', { seat, n: numberOf(d.def) });
      awardVp(s, seat, award(s, key), key);
    }
  }
  checkObjective(s);
}

/** D290: the town's edge is a street square with no tile beyond it, on a tile at least 2 tiles from the start. */
export function isEdgeStreet(s: DarknessState, sq: Square): boolean {
  if (squareChar(s, sq) !== '.') return false;
  const tx = Math.floor(sq.x / TILE_SIZE), ty = Math.floor(sq.y / TILE_SIZE);
  if (Math.max(Math.abs(tx), Math.abs(ty)) < 2) return false;
  return [{ x: 1, y: 0 }, { x: -1, y: 0 }, { x: 0, y: 1 }, { x: 0, y: -1 }].some((d) => squareChar(s, { x: sq.x + d.x, y: sq.y + d.y }) === null);
}

export function edgeHeroes(s: DarknessState): Seat[] {
  return s.heroes.filter((h) => h.alive && isEdgeStreet(s, h.at)).map((h) => h.seat);
}

/** Sets `s.result` (victory) when the objective is achieved. */
export function checkObjective(s: DarknessState): void {
  if (s.result) return;
  const obj = scenarioOf(s).objective;
  let done = false;
  let eligible: Seat[] | null = null;
  switch (obj.kind) {
    case 'deliver':
      done = obj.numbered.every((n) => s.scenario[`delivered.${n}`] === true);
      break;
    case 'escort':
      done = obj.numbered.every((n) => s.scenario[`escorted.${n}`] === true);
      break;
    case 'craftAndDefeat':
      done = s.scenario.crafted === true && s.scenario.bossDefeated === true;
      break;
    case 'defeatBoss':
      done = s.scenario.bossDefeated === true;
      break;
    case 'reachEdge': {
      const out = edgeHeroes(s);
      done = s.round >= edgeFromRound(s.scenario, obj) && s.round <= obj.byRound && out.length > 0 && out.length >= edgeHeroesNeeded(s.scenario, obj, s.heroes.length);
      if (done) for (const seat of out) awardVp(s, seat, award(s, 'reachedEdge'), 'reachedEdge');
      eligible = out;
      break;
    }
  }
  if (!done) return;
  for (const h of s.heroes) if (h.alive) awardVp(s, h.seat, award(s, 'objective'), 'objective');
  finishGame(s, 'victory', 'objective', eligible);
}

/** The scenario's boss fell: a flag, its VP, and perhaps the objective. */
export function bossDefeated(s: DarknessState, seat: Seat, discId: string): void {
  const def = discOf(s, discId).def;
  if (!scenarioOf(s).bosses.some((b) => b.id === def)) return;
  s.scenario.bossDefeated = true;
  awardVp(s, seat, award(s, 'bossDefeated'), 'bossDefeated');
  checkObjective(s);
}

/** The crafted item's uses count on attacks against the craft-and-defeat boss (the ward's +2 dice). */
export function bossBonusUses(s: DarknessState, discId: string): string[] {
  const sc = scenarioOf(s);
  const obj = sc.objective;
  if (obj.kind !== 'craftAndDefeat' || discOf(s, discId).def !== obj.boss) return [];
  const made = sc.actions.map((a) => discById(a.makes)).filter((d) => d?.kind === 'item');
  return made.flatMap((d) => (d && d.kind === 'item' ? d.bonuses.map((b) => b.use) : []));
}
