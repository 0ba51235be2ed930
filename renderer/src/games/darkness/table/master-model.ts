/**
 * The Master's screen from the Master's own view (every disc known): the tile stack, each
 * adversary and security disc with its I/A/D/S, the face-down discs per square, and the tools the
 * engine offers now, grouped (environment, reveal, move adversary, set target, 2d6 table, place
 * tile, done). Only legal actions are ever sent back.
 */
import type { DarknessAction, DarknessState, DarknessView, ViewDisc } from '../../../../../shared/games/darkness/game/types';
import { lootLeft } from '../../../../../shared/games/darkness/game/master-search';
import type { DiscDef } from '../../../../../shared/games/darkness/content/types';

type Of<T extends DarknessAction['type']> = Extract<DarknessAction, { type: T }>;

export interface MasterTools {
  environment: Of<'masterEnvironment'>[];
  reveal: Of<'masterReveal'>[];
  moveAdversary: Map<string, Of<'masterAdversary'>[]>;
  setTarget: Of<'masterSetTarget'>[];
  rollTable: Of<'masterRollTable'> | null;
  placeTile: Of<'masterPlaceTile'>[];
  done: Of<'masterDone'> | null;
}

export function masterTools(legal: readonly DarknessAction[]): MasterTools {
  const out: MasterTools = { environment: [], reveal: [], moveAdversary: new Map(), setTarget: [], rollTable: null, placeTile: [], done: null };
  for (const a of legal) {
    switch (a.type) {
      case 'masterEnvironment': out.environment.push(a); break;
      case 'masterReveal': out.reveal.push(a); break;
      case 'masterAdversary': {
        const list = out.moveAdversary.get(a.disc);
        if (list) list.push(a);
        else out.moveAdversary.set(a.disc, [a]);
        break;
      }
      case 'masterSetTarget': out.setTarget.push(a); break;
      case 'masterRollTable': out.rollTable = a; break;
      case 'masterPlaceTile': out.placeTile.push(a); break;
      case 'masterDone': out.done = a; break;
      default: break;
    }
  }
  out.setTarget.sort((a, b) => a.level - b.level);
  return out;
}

export interface FighterRow {
  id: string;
  def: DiscDef;
  where: ViewDisc['where'];
  faceUp: boolean;
}

/** Every adversary and security disc the viewer knows, with its definition, face up first. */
export function fighters(view: DarknessView, defOf: (d: ViewDisc) => DiscDef | null): FighterRow[] {
  const rows: FighterRow[] = [];
  for (const d of view.discs) {
    if (d.kind !== 'adversary' && d.kind !== 'security') continue;
    if (d.where.zone === 'removed' || d.where.zone === 'held') continue;
    const def = defOf(d);
    if (!def) continue;
    rows.push({ id: d.id, def, where: d.where, faceUp: d.where.zone !== 'board' || d.where.faceUp });
  }
  return rows.sort((a, b) => Number(b.faceUp) - Number(a.faceUp));
}

/** Where a disc is, in short ("12,3", "bajo Ana"), for the Master's list. */
export function whereKey(where: ViewDisc['where']): string {
  switch (where.zone) {
    case 'board': return `${where.at.x},${where.at.y}`;
    case 'held':
    case 'underFigure':
      return `seat:${where.seat}`;
    default:
      return where.zone;
  }
}

/**
 * Whether a seat is the Master's (D338): the seat after the heroes, present only when the game has
 * one more player than heroes. Read from the public view, so the hand-off cover can say so.
 */
export function isMasterSeat(view: { heroes: readonly unknown[] } | null | undefined, players: readonly string[], seat: number | null): boolean {
  if (!view || seat === null) return false;
  return seat === view.heroes.length && isMasterGame(view, players);
}

/** Whether the game has a Master (D342): one player more than heroes, read from the public view like D338. */
export function isMasterGame(view: { heroes: readonly unknown[] } | null | undefined, players: readonly unknown[]): boolean {
  return !!view && players.length > view.heroes.length;
}

export interface LootRow {
  /** Index of the placed tile (the building) in the view's tiles. */
  tile: number;
  items: { item: string; target: number }[];
}

/**
 * D346: what the buildings the heroes stand in still hold on their loot tables (A47), for the
 * Master to set a search's target with. The engine's own `lootLeft` reads only the placed tiles
 * and the scenario's found marks, which the Master's view carries exactly as the state does.
 */
export function lootRows(view: DarknessView): LootRow[] {
  if (!view.isMaster) return [];
  const tiles = new Set<number>();
  for (const h of view.heroes) {
    if (!h.alive) continue;
    const i = view.tiles.findIndex((p) => p.tx === Math.floor(h.at.x / 8) && p.ty === Math.floor(h.at.y / 8));
    if (i >= 0) tiles.add(i);
  }
  const state = { tiles: view.tiles, scenario: view.scenario } as Pick<DarknessState, 'tiles' | 'scenario'> as DarknessState;
  return [...tiles]
    .sort((a, b) => a - b)
    .map((tile) => ({ tile, items: lootLeft(state, tile).map((e) => ({ item: e.item, target: e.target })) }))
    .filter((r) => r.items.length > 0);
}
