/**
 * How the map names and marks what it draws: a square read out by the keyboard cursor, a disc
 * kind's shape (never colour alone: each kind has its own outline and letter), a hero's colour.
 */
import type { Square, ViewDisc } from '../../../../../shared/games/darkness/game/types';
import type { Translator } from '../../../i18n/translator';
import { initials } from '../roster-model';
import type { TownSquare } from './town-model';

export interface DiscMarker {
  cls: string;
  /** An outline inside the disc, centred on 0,0 (radius ~0.25). */
  path: string;
}

const MARKERS: Record<NonNullable<ViewDisc['kind']>, DiscMarker> = {
  // item: a diamond
  item: { cls: 'disc-item', path: 'M0 -0.26 L0.26 0 L0 0.26 L-0.26 0 Z' },
  // ally: an open hand's circle
  ally: { cls: 'disc-ally', path: 'M0.26 0 A0.26 0.26 0 1 1 -0.26 0 A0.26 0.26 0 1 1 0.26 0' },
  // security: a shield
  security: { cls: 'disc-security', path: 'M-0.22 -0.22 L0.22 -0.22 L0.22 0.02 Q0.22 0.2 0 0.28 Q-0.22 0.2 -0.22 0.02 Z' },
  // adversary: a spiked triangle
  adversary: { cls: 'disc-adversary', path: 'M0 -0.28 L0.26 0.2 L-0.26 0.2 Z' },
  // numbered: a square frame
  numbered: { cls: 'disc-numbered', path: 'M-0.2 -0.2 H0.2 V0.2 H-0.2 Z' },
};

export function discMarker(kind: ViewDisc['kind']): DiscMarker {
  return kind ? MARKERS[kind] : { cls: 'disc-unknown', path: '' };
}

/** Up to six seats, then the colours repeat (a table has at most six heroes). */
const HERO_COLOURS = ['#b23a48', '#2e6f95', '#6a4c93', '#2d8a4e', '#c06014', '#7a5c2e'];

export function heroColour(seat: number): string {
  return HERO_COLOURS[seat % HERO_COLOURS.length]!;
}

export const heroInitials = (name: string): string => initials(name);

export interface SquareContents {
  heroes: string[];
  disc: { name: string; faceUp: boolean; peeked: boolean } | null;
  reachable: boolean;
  explore: boolean;
}

/** The cursor square read out: "12,3 · Puerta con 2 cerraduras (cerrada) · Ana · se puede mover aquí". */
export function squareLabel(tr: Translator, at: Square, sq: TownSquare | null, c: SquareContents): string {
  const parts = [tr.t('darkness.table.map.at', { x: at.x, y: at.y })];
  if (!sq) parts.push(tr.t('darkness.table.square.none'));
  else if (sq.kind === 'door') parts.push(tr.t(`darkness.table.square.door_${sq.door ?? 'locked'}`, { n: sq.locks }));
  else parts.push(tr.t(`darkness.table.square.${sq.kind}`));
  if (c.disc) {
    const key = c.disc.peeked ? 'peeked' : c.disc.faceUp ? 'faceUp' : 'faceDown';
    parts.push(tr.t(`darkness.table.map.disc_${key}`, { name: c.disc.name }));
  }
  if (c.heroes.length > 0) parts.push(c.heroes.join(', '));
  if (c.reachable) parts.push(tr.t('darkness.table.map.reachable'));
  if (c.explore) parts.push(tr.t('darkness.table.map.exploreHere'));
  return parts.join(' · ');
}

/**
 * What the building labels and the objective's star say, for the keyboard cursor (they are drawn
 * only): "Casilla 11,3 · … · Comisaría · aquí se cumple el objetivo".
 */
export function withPlace(tr: Translator, label: string, building: string | null, objective: boolean): string {
  const parts = [label];
  if (building) parts.push(building);
  if (objective) parts.push(tr.t('darkness.table.map.onObjective'));
  return parts.join(' · ');
}
