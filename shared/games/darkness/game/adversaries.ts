/**
 * The adversaries' own turn when no Master plays (issue 12): at the end of each round every face-up
 * adversary on the board (wanderers that joined by event, street adversaries someone fled from,
 * bosses) walks up to its S squares toward the nearest living hero, by the heroes' own paths (walls
 * block; a locked door stops it outside, open doors let it through, D292). Reaching a hero it stays
 * face up under that hero's figure, so the fight happens on that hero's turn (1.12.5). It decides
 * from public facts only — figures, doors, tiles and face-up discs — never a face-down disc; the rng
 * breaks ties between equally near heroes and nothing else. Also what an adversary (or a security
 * disc, A25) fights with.
 */
import { nextInt } from '../../../engine/rng';
import { doorSquares, outsideOfDoor, sameSquare, streetSquares } from './board';
import { bossHealthInPlay } from './party-objectives';
import { discOf, log } from './state';
import { distanceAt, indexOf, parentAt, squareAt, townGrid, walkFrom } from './town-grid';
import type { DarknessState, DiscInstance, Seat, Square } from './types';
import type { AdversaryDisc, SecurityDisc } from '../content/types';
import { byDiscNumber, discDefOf, isNumbered, scenarioOf } from './vp';

/** The stats a fight reads: an adversary's, or a security disc's A25 combat values (health 1). */
export interface FoeStats {
  initiative: number;
  attack: number;
  defense: number;
  speed: number;
  health: number;
  undead: boolean;
}

/** 1.17: with a Master, adversary discs (not a scenario's bosses, whose stats are stated) fight by the table. */
export function masterRolled(s: DarknessState, discId: string): boolean {
  const disc = discOf(s, discId);
  return s.master && disc.kind === 'adversary' && !scenarioOf(s).bosses.some((b) => b.id === disc.def);
}

export function foeStats(s: DarknessState, discId: string, f: { rolled?: { initiative: number; attack: number; defense: number } } | null = null): FoeStats {
  const def = discDefOf(s, discOf(s, discId));
  if (isNumbered(def)) throw new Error(`Disc ${discId} does not fight`);
  if (def.kind === 'adversary') {
    const a = def as AdversaryDisc;
    const base = { initiative: a.initiative, attack: a.attack, defense: a.defense, speed: a.speed, health: bossHealthInPlay(s.scenario, a.id, a.health), undead: a.tags.includes('undead') };
    return masterRolled(s, discId) ? { ...base, ...(f?.rolled ?? {}), health: Math.max(2, a.health) } : base;
  }
  const sec = def as SecurityDisc;
  if (def.kind !== 'security' || !sec.combat) throw new Error(`Disc ${discId} does not fight`);
  return { initiative: sec.combat.initiative, attack: sec.combat.attack, defense: sec.combat.defense, speed: 0, health: 1, undead: false };
}

/** Face-up adversaries standing free on the board, in a fixed order. */
export function wanderers(s: DarknessState): DiscInstance[] {
  return Object.values(s.discs)
    .filter((d) => d.kind === 'adversary' && d.where.zone === 'board' && d.where.faceUp)
    .sort((a, b) => byDiscNumber(a.id, b.id));
}

export function adversarySpeed(s: DarknessState, d: DiscInstance): number {
  const def = discDefOf(s, d);
  return !isNumbered(def) && def.kind === 'adversary' ? def.speed : 0;
}

/** Where a breadth-first walk reached: each square's distance, and the path back to where it began. */
interface Paths {
  distance(sq: Square): number | undefined;
  /** The squares from the start to `sq` (reached), both included; the start is the walker's own square object. */
  route(sq: Square): Square[];
}

/**
 * Breadth-first paths from `from` over the squares a figure may walk (town-grid.ts walkFrom), stopped
 * once a whole step's ring holds one of `targets` (only the nearest ones are wanted), or after 200 steps.
 */
function walk(s: DarknessState, from: Square, targets: readonly Square[]): Paths {
  const g = townGrid(s);
  const start = indexOf(g, from.x, from.y);
  const here = targets.some((t) => sameSquare(t, from));
  const { mark } = here ? { mark: -1 } : walkFrom(s, g, from, 199, -1, new Set(targets.map((t) => indexOf(g, t.x, t.y))));
  return {
    distance: (sq) => (sameSquare(sq, from) ? 0 : distanceAt(mark, indexOf(g, sq.x, sq.y))),
    route: (sq) => {
      const out: Square[] = [];
      for (let i = indexOf(g, sq.x, sq.y); i !== start; i = parentAt(i)) out.unshift(squareAt(g, i));
      out.unshift(from);
      return out;
    },
  };
}

export interface AdversaryMove {
  disc: string;
  to: Square;
  /** The hero whose figure it now stands under, if it reached one. */
  reached: Seat | null;
}

/** Where one adversary goes this round (nothing happens when no living hero can be reached). */
export function decideMove(s: DarknessState, d: DiscInstance): AdversaryMove | null {
  if (d.where.zone !== 'board') return null;
  const from = d.where.at;
  const paths = walk(s, from, s.heroes.filter((h) => h.alive).map((h) => h.at));
  let best: Seat[] = [];
  let bestD = Infinity;
  for (const h of s.heroes) {
    if (!h.alive) continue;
    const distance = paths.distance(h.at);
    if (distance === undefined) continue;
    if (distance < bestD) [best, bestD] = [[h.seat], distance];
    else if (distance === bestD) best.push(h.seat);
  }
  if (best.length === 0) return null;
  let target = best[0]!;
  if (best.length > 1) {
    const [i, rng] = nextInt(s.rng, best.length);
    s.rng = rng;
    target = best[i]!;
  }
  const route = paths.route(s.heroes[target]!.at);
  const steps = Math.min(adversarySpeed(s, d), route.length - 1);
  const to = route[steps]!;
  return { disc: d.id, to, reached: steps === route.length - 1 ? target : null };
}

export function applyMove(s: DarknessState, m: AdversaryMove): void {
  const d = discOf(s, m.disc);
  d.where = m.reached !== null ? { zone: 'underFigure', seat: m.reached } : { zone: 'board', at: { ...m.to }, faceUp: true };
  log(s, m.reached !== null ? 'adversaryReachesHero' : 'adversaryMoves', { disc: d.def, x: m.to.x, y: m.to.y, ...(m.reached !== null ? { seat: m.reached } : {}) });
}

/** Every wanderer takes its turn, one after the other (a hero reached is no longer a target square twice). */
export function runAdversaries(s: DarknessState): void {
  for (const d of wanderers(s)) {
    const from = d.where.zone === 'board' ? d.where.at : null;
    const m = decideMove(s, d);
    if (m && from && (m.reached !== null || !sameSquare(m.to, from))) applyMove(s, m);
  }
}

/** The street square nearest the front of a tile's first door (where its street adversaries stand). */
export function frontStreet(s: DarknessState, tile: number): Square | null {
  const door = doorSquares(s, tile)[0];
  const front = door ? outsideOfDoor(s, door) : null;
  let best: Square | null = null, bestD = Infinity;
  for (const sq of streetSquares(s, tile)) {
    const d = front ? Math.abs(sq.x - front.x) + Math.abs(sq.y - front.y) : 0;
    if (d < bestD) [best, bestD] = [sq, d];
  }
  return best;
}

/** The street square closest (Manhattan) to a living hero but not on one, first in reading order on ties. */
export function streetNearHeroes(s: DarknessState): Square | null {
  const heroes = s.heroes.filter((h) => h.alive).map((h) => h.at);
  let best: Square | null = null, bestD = Infinity;
  for (let t = 0; t < s.tiles.length; t++) {
    for (const sq of streetSquares(s, t)) {
      const d = Math.min(...heroes.map((h) => Math.abs(h.x - sq.x) + Math.abs(h.y - sq.y)));
      if (d >= 1 && d < bestD) [best, bestD] = [sq, d];
    }
  }
  return best;
}
