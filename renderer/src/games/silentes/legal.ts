/**
 * Turns the engine's flat list of legal actions into the pieces the table offers:
 * which hand cards can be picked, which shelters light up for the current selection,
 * and which buttons to show. The table never invents an action: everything it sends
 * is one of these objects, so the engine and the UI cannot disagree about legality.
 */
import type { SilentesAction, Suit } from '../../../../shared/games/silentes/types';
import { distinctBy } from '../../components/distinct-choices';

type Of<T extends SilentesAction['type']> = Extract<SilentesAction, { type: T }>;
export type HideAction = Of<'hide'>;
export type DistractAction = Of<'distract'>;
export type ProvisionAction = Of<'provision'>;

export interface HideVariant {
  multitool: boolean;
  grapple: boolean;
}

export interface LegalGroups {
  place: Of<'place'>[];
  hide: HideAction[];
  entrench: Of<'entrench'>[];
  search: Of<'search'>[];
  distract: DistractAction[];
  provision: ProvisionAction[];
  pass: Of<'pass'>[];
  sacrifice: Of<'sacrifice'>[];
  deflect: Of<'deflect'>[];
  order: Of<'order'>[];
  give: Of<'give'>[];
  distribute: Of<'distribute'>[];
  moveTo: Of<'moveTo'>[];
  recover: Of<'recover'>[];
  discard: Of<'discard'>[];
  accept: Of<'accept'>[];
  /** Anything this table does not know how to draw: still offered, as a plain button. */
  unknown: unknown[];
}

const KNOWN_TYPES = [
  'place', 'hide', 'entrench', 'search', 'distract', 'provision', 'pass', 'sacrifice', 'deflect',
  'order', 'give', 'distribute', 'moveTo', 'recover', 'discard', 'accept',
] as const satisfies readonly SilentesAction['type'][];

type KnownType = (typeof KNOWN_TYPES)[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isOptional = (v: unknown, check: (x: unknown) => boolean): boolean => v === undefined || check(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

/**
 * A legal action is only grouped when its fields have the shapes the controls rely on;
 * an unexpected shape falls through to the generic buttons instead of breaking a control.
 */
function wellFormed(a: Record<string, unknown>, type: KnownType): boolean {
  switch (type) {
    case 'place':
    case 'moveTo':
      return isInt(a.shelter);
    case 'hide':
      return isInt(a.shelter) && isString(a.card) && isOptional(a.multitool, (x) => typeof x === 'boolean') && isOptional(a.grapple, (x) => typeof x === 'boolean');
    case 'distract':
      return isString(a.suit) && isString(a.card);
    case 'provision':
      return isString(a.card) && isOptional(a.shelter, isInt) && isOptional(a.pick, isString);
    case 'deflect':
      return isString(a.suit);
    case 'order':
    case 'give':
      return isStringList(a.cards);
    case 'distribute':
      return Array.isArray(a.to) && a.to.every(isInt);
    case 'recover':
    case 'discard':
      return isString(a.card);
    default:
      return true;
  }
}

export function groupLegal(legal: readonly unknown[]): LegalGroups {
  const groups: LegalGroups = {
    place: [], hide: [], entrench: [], search: [], distract: [], provision: [], pass: [], sacrifice: [],
    deflect: [], order: [], give: [], distribute: [], moveTo: [], recover: [], discard: [], accept: [], unknown: [],
  };
  // The same action twice would be two identical buttons: each is offered once.
  for (const action of distinctBy(legal, canonical)) {
    const type = isRecord(action) ? action.type : undefined;
    if (isRecord(action) && typeof type === 'string' && (KNOWN_TYPES as readonly string[]).includes(type) && wellFormed(action, type as KnownType)) {
      (groups[type as KnownType] as unknown[]).push(action);
    } else {
      groups.unknown.push(action);
    }
  }
  return groups;
}

/** Key-order-independent JSON, to compare an action built by a control with the legal list. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The legal action equal to `candidate`, or undefined when the engine does not allow it now. */
export function findLegal<T>(legal: readonly T[], candidate: unknown): T | undefined {
  const wanted = canonical(candidate);
  return legal.find((a) => canonical(a) === wanted);
}

/** Cards of the viewer's hand that start at least one legal action (shown as pickable). */
export function actionableCards(groups: LegalGroups): Set<string> {
  return new Set([...groups.hide.map((a) => a.card), ...groups.distract.map((a) => a.card), ...groups.provision.map((a) => a.card)]);
}

function variantOf(a: HideAction): HideVariant {
  return { multitool: a.multitool === true, grapple: a.grapple === true };
}

/** Which provision-assisted ways of hiding exist for `card` (to offer the toggles at all). */
export function hideVariantsFor(groups: LegalGroups, card: string): { multitool: boolean; grapple: boolean } {
  const hides = groups.hide.filter((a) => a.card === card);
  return { multitool: hides.some((a) => a.multitool === true), grapple: hides.some((a) => a.grapple === true) };
}

/** Shelters where `card` can hide with exactly this variant, each with its action. */
export function hideTargets(groups: LegalGroups, card: string, variant: HideVariant): Map<number, HideAction> {
  const out = new Map<number, HideAction>();
  for (const a of groups.hide) {
    const v = variantOf(a);
    if (a.card === card && v.multitool === variant.multitool && v.grapple === variant.grapple) out.set(a.shelter, a);
  }
  return out;
}

export function distractsFor(groups: LegalGroups, card: string): DistractAction[] {
  return groups.distract.filter((a) => a.card === card);
}

export function provisionsFor(groups: LegalGroups, card: string): ProvisionAction[] {
  return groups.provision.filter((a) => a.card === card);
}

/** Provision plays aimed at a shelter (barricade, mirror), keyed by shelter. */
export function provisionTargets(groups: LegalGroups, card: string): Map<number, ProvisionAction> {
  const out = new Map<number, ProvisionAction>();
  for (const a of provisionsFor(groups, card)) if (a.shelter !== undefined) out.set(a.shelter, a);
  return out;
}

/** Shelters the map should light up for the current decision and selection. */
export function shelterActions(
  groups: LegalGroups,
  selected: string | null,
  variant: HideVariant,
): Map<number, SilentesAction> {
  const out = new Map<number, SilentesAction>();
  for (const a of groups.place) out.set(a.shelter, a);
  for (const a of groups.moveTo) out.set(a.shelter, a);
  if (selected !== null) {
    for (const [shelter, a] of hideTargets(groups, selected, variant)) out.set(shelter, a);
    for (const [shelter, a] of provisionTargets(groups, selected)) out.set(shelter, a);
  }
  return out;
}

/** The suits a distraction can name, in the fixed B C E O order. */
export function distractSuits(actions: DistractAction[]): Suit[] {
  return (['B', 'C', 'E', 'O'] as Suit[]).filter((s) => actions.some((a) => a.suit === s));
}

/** Moves one item of an ordering up (-1) or down (+1); out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const out = list.slice();
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return out;
  [out[index], out[target]] = [out[target]!, out[index]!];
  return out;
}

/** The `give` action whose cards are exactly `chosen` (in any order), if El Mago allows it. */
export function findGive(gives: readonly Of<'give'>[], chosen: readonly string[]): Of<'give'> | undefined {
  const wanted = chosen.slice().sort().join(',');
  return gives.find((g) => g.cards.slice().sort().join(',') === wanted);
}

/** Provisions the seat could hand over to El Mago's partner (every card of any legal give). */
export function giveableCards(gives: readonly Of<'give'>[]): string[] {
  return [...new Set(gives.flatMap((g) => g.cards))];
}
