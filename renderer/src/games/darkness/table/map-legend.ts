/**
 * The map's legend and the scenario's objective on the map (issue 22, point 7): which symbols the
 * map shows right now, in a fixed order, and where the objective is — the building and its `!`
 * square(s) — so a newcomer can read the town. Pure: TownMap and MapLegend only draw these.
 */
import type { Objective } from '../../../../../shared/games/darkness/content/types';
import type { PlacedTile, Square } from '../../../../../shared/games/darkness/game/types';
import type { BoardDisc, TownSquare } from './town-model';

export type LegendSymbol =
  | 'doorLocked' | 'doorOpen' | 'doorNone' | 'window' | 'question' | 'scenario'
  | 'discFaceDown' | 'discItem' | 'discAlly' | 'discSecurity' | 'discAdversary' | 'discNumbered'
  | 'hero' | 'objective';

/** Ground first (doors, windows, the marked squares), then discs, figures and the objective. */
export const LEGEND_ORDER: readonly LegendSymbol[] = [
  'doorLocked', 'doorOpen', 'doorNone', 'window', 'question', 'scenario',
  'discFaceDown', 'discItem', 'discAlly', 'discSecurity', 'discAdversary', 'discNumbered', 'hero', 'objective',
];

const DOOR_SYMBOL = { locked: 'doorLocked', open: 'doorOpen', noDoor: 'doorNone' } as const;
const DISC_SYMBOL = { item: 'discItem', ally: 'discAlly', security: 'discSecurity', adversary: 'discAdversary', numbered: 'discNumbered' } as const;

export function squareSymbol(sq: TownSquare): LegendSymbol | null {
  if (sq.kind === 'door') return DOOR_SYMBOL[sq.door ?? 'locked'];
  if (sq.kind === 'window' || sq.kind === 'question' || sq.kind === 'scenario') return sq.kind;
  return null;
}

/** A disc as the map draws it: a plain back while its kind is unknown to this viewer. */
export function discSymbol(d: Pick<BoardDisc, 'kind'>): LegendSymbol {
  return d.kind ? DISC_SYMBOL[d.kind] : 'discFaceDown';
}

/** Every symbol the map draws now, once each, in legend order. */
export function legendSymbols(shown: { squares: readonly TownSquare[]; discs: readonly Pick<BoardDisc, 'kind'>[]; heroes: number; objective: boolean }): LegendSymbol[] {
  const present = new Set<LegendSymbol>();
  for (const sq of shown.squares) {
    const symbol = squareSymbol(sq);
    if (symbol) present.add(symbol);
  }
  for (const d of shown.discs) present.add(discSymbol(d));
  if (shown.heroes > 0) present.add('hero');
  if (shown.objective) present.add('objective');
  return LEGEND_ORDER.filter((s) => present.has(s));
}

/** The building (tile id) whose `!` square the objective is reached on; null when the objective has no place (the town's edge, a boss). */
export function objectiveTile(objective: Objective): string | null {
  if (objective.kind === 'deliver' || objective.kind === 'escort') return objective.to.tile;
  if (objective.kind === 'craftAndDefeat') return objective.craftAt.tile;
  return null;
}

export interface ObjectiveSpot {
  /** The building's tile id. */
  tile: string;
  /** Its `!` squares on the map; empty while the building is not placed yet. */
  squares: Square[];
}

/** Where the objective is on this map: the building's `!` squares (the engine's `onObjectiveSquare`). */
export function objectiveSpot(objective: Objective, tiles: readonly PlacedTile[], squares: readonly TownSquare[]): ObjectiveSpot | null {
  const tile = objectiveTile(objective);
  if (tile === null) return null;
  const spots = squares.filter((sq) => sq.kind === 'scenario' && tiles[sq.tile]?.tile === tile).map((sq) => ({ x: sq.x, y: sq.y }));
  return { tile, squares: spots };
}
