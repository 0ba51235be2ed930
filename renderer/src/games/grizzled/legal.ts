/**
 * The engine's flat list of legal actions, grouped into what the Grizzled table offers:
 * hand cards that can be played, No Man's Land cards the charm can remove, speech threats,
 * tiles to leave or forsake, speech answers, hard knocks to heal. The table only ever sends
 * one of these objects back, so it cannot disagree with the engine about legality.
 */
import type { GrizzledAction, Threat } from '../../../../shared/games/grizzled/types';
import { THREATS } from '../../../../shared/games/grizzled/types';
import { distinctBy } from '../../components/distinct-choices';
import { tileKindOf } from './format';

type Of<T extends GrizzledAction['type']> = Extract<GrizzledAction, { type: T }>;
export type HealAction = Of<'heal'>;

export interface GrizzledLegal {
  intensity: Of<'intensity'>[];
  play: Of<'play'>[];
  charm: Of<'charm'>[];
  speech: Of<'speech'>[];
  withdraw: Of<'withdraw'>[];
  support: Of<'support'>[];
  forsake: Of<'forsake'>[];
  discard: Of<'discard'>[];
  pass: Of<'pass'>[];
  heal: HealAction[];
  recover: Of<'recover'>[];
  /** Anything this table does not know how to draw: still offered, as a plain button. */
  unknown: unknown[];
}

const KNOWN = ['intensity', 'play', 'charm', 'speech', 'withdraw', 'support', 'forsake', 'discard', 'pass', 'heal', 'recover'] as const;
type Known = (typeof KNOWN)[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** An action is grouped only when its fields have the shapes the controls rely on. */
function wellFormed(a: Record<string, unknown>, type: Known): boolean {
  switch (type) {
    case 'intensity':
      return Number.isInteger(a.n);
    case 'play':
    case 'charm':
    case 'discard':
      return isString(a.card);
    case 'speech':
      return isString(a.threat) && (THREATS as readonly string[]).includes(a.threat);
    case 'support':
    case 'forsake':
      return isString(a.tile);
    case 'heal':
      return Array.isArray(a.cards) && a.cards.length > 0 && a.cards.every(isString);
    default:
      return true;
  }
}

export function groupLegal(legal: readonly unknown[]): GrizzledLegal {
  const groups: GrizzledLegal = {
    intensity: [], play: [], charm: [], speech: [], withdraw: [], support: [], forsake: [], discard: [], pass: [], heal: [], recover: [], unknown: [],
  };
  for (const action of legal) {
    const type = isRecord(action) ? action.type : undefined;
    if (isRecord(action) && isString(type) && (KNOWN as readonly string[]).includes(type) && wellFormed(action, type as Known)) {
      (groups[type as Known] as unknown[]).push(action);
    } else {
      groups.unknown.push(action);
    }
  }
  return groups;
}

/** The lowest and highest intensity on offer, or null when intensity is not being chosen. */
export function intensityRange(groups: GrizzledLegal): { min: number; max: number } | null {
  if (groups.intensity.length === 0) return null;
  const ns = groups.intensity.map((a) => a.n);
  return { min: Math.min(...ns), max: Math.max(...ns) };
}

/** Keeps a stepper value inside the offered range. */
export function clampIntensity(n: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, Math.round(n)));
}

export function intensityAction(groups: GrizzledLegal, n: number): Of<'intensity'> | undefined {
  return groups.intensity.find((a) => a.n === n);
}

/** Per hand card: the action clicking it sends (play in a turn, discard after a speech). */
export function handCardActions(groups: GrizzledLegal): Map<string, Of<'play'> | Of<'discard'>> {
  const out = new Map<string, Of<'play'> | Of<'discard'>>();
  for (const a of groups.play) out.set(a.card, a);
  for (const a of groups.discard) out.set(a.card, a);
  return out;
}

/** No Man's Land cards the lucky charm can remove now, with their action. */
export function charmTargets(groups: GrizzledLegal): Map<string, Of<'charm'>> {
  return new Map(groups.charm.map((a) => [a.card, a]));
}

/** The threats a speech may name now, in the rulebook's order. */
export function speechThreats(groups: GrizzledLegal): Threat[] {
  return THREATS.filter((t) => groups.speech.some((a) => a.threat === t));
}

/** Per tile: the action choosing it (the secret support choice, or Absent-minded's removal). */
export function tileActions(groups: GrizzledLegal): Map<string, Of<'support'> | Of<'forsake'>> {
  const out = new Map<string, Of<'support'> | Of<'forsake'>>();
  for (const a of groups.support) out.set(a.tile, a);
  for (const a of groups.forsake) out.set(a.tile, a);
  return out;
}

/** Hard knocks that appear in some legal heal (each can be marked in the picker). */
export function healableKnocks(groups: GrizzledLegal): string[] {
  return [...new Set(groups.heal.flatMap((a) => a.cards))];
}

/** How many knocks one heal discards now (1 for Merry Christmas; 1 or 2 for the reward). */
export function healSize(groups: GrizzledLegal): number {
  return groups.heal[0]?.cards.length ?? 0;
}

/** The legal heal whose cards are exactly `chosen`, in any order. */
export function findHeal(groups: GrizzledLegal, chosen: readonly string[]): HealAction | undefined {
  const wanted = chosen.slice().sort().join(',');
  return groups.heal.find((a) => a.cards.slice().sort().join(',') === wanted);
}

/** Marks or unmarks a knock, never holding more than `size` marks (the oldest mark gives way). */
export function toggleMark(marked: readonly string[], card: string, size: number): string[] {
  if (marked.includes(card)) return marked.filter((c) => c !== card);
  const next = [...marked, card];
  return next.slice(Math.max(0, next.length - Math.max(1, size)));
}

/**
 * The tile choices as buttons: tiles of one kind go to the same person and read the same
 * ("Dejar apoyo a la izquierda (para Bot 1)"), so each kind is offered once. The hand keeps
 * every tile clickable; this only keeps the decision panel from repeating itself.
 */
export function distinctTileChoices<A extends Of<'support'> | Of<'forsake'>>(actions: readonly A[]): A[] {
  return distinctBy(actions, (a) => tileKindOf(a.tile) ?? a.tile);
}
