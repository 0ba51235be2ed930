/**
 * Steps 2-3: face-down card placement (digest §3.2; L11, L12). The same checks answer
 * `apply` and enumerate `legalActions`. Errors speak of public facts only (which cards a hand
 * has left, which targets are on the board, which targets another hand used).
 */
import { ruleError, type RuleError } from '../../engine/errors';
import { MASTERMIND_HAND, PROTAGONIST_HAND, type CardSpec } from './cards';
import type { HandIndex } from './ids';
import { LOCATIONS } from './ids';
import { characterOf, isLocation, log } from './state';
import type { LooperAction, LooperState, PlacedCard, Target } from './types';

export type CardOwner = 'mastermind' | HandIndex;

export function handOf(owner: CardOwner): readonly CardSpec[] {
  return owner === 'mastermind' ? MASTERMIND_HAND : PROTAGONIST_HAND;
}

const SPECS_BY_ID = {
  mastermind: new Map(MASTERMIND_HAND.map((c) => [c.id, c])),
  protagonist: new Map(PROTAGONIST_HAND.map((c) => [c.id, c])),
};

export function cardSpec(owner: CardOwner, card: string): CardSpec | undefined {
  return (owner === 'mastermind' ? SPECS_BY_ID.mastermind : SPECS_BY_ID.protagonist).get(card);
}

function spentOf(s: LooperState, owner: CardOwner): string[] {
  return owner === 'mastermind' ? s.spent.mastermind : s.spent.hands[owner];
}

/** Cards this owner may still place today: not spent this loop (once-per-loop) and not on the board. */
export function availableCards(s: LooperState, owner: CardOwner): string[] {
  const spent = spentOf(s, owner);
  const out: string[] = [];
  for (const { id } of handOf(owner)) {
    if (!spent.includes(id) && !s.placed.some((p) => p.owner === owner && p.card === id)) out.push(id);
  }
  return out;
}

/** Locations and living characters on the board (L12: never a corpse or an absent character). */
export function boardTargets(s: LooperState): Target[] {
  const characters = s.characters.filter((c) => c.alive && c.location !== null).map((c) => c.id);
  return [...LOCATIONS, ...characters];
}

/** What every placement check of one owner reads, computed once per check or per legal list. */
export interface PlacementContext {
  owner: CardOwner;
  available: ReadonlySet<string>;
  /** Targets this owner may not use: the mastermind's own, or another protagonist hand's (L11). */
  taken: ReadonlySet<Target>;
}

export function placementContext(s: LooperState, owner: CardOwner): PlacementContext {
  const taken = new Set<Target>();
  for (const p of s.placed) if (owner === 'mastermind' ? p.owner === 'mastermind' : p.owner !== 'mastermind') taken.add(p.target);
  return { owner, available: new Set(availableCards(s, owner)), taken };
}

function targetError(s: LooperState, target: Target): RuleError | null {
  if (isLocation(target)) return null;
  const c = characterOf(s, target);
  if (!c || c.location === null) return ruleError('illegal_target', `${target} is not on the board`, { target });
  if (!c.alive) return ruleError('illegal_target', `${target} is a corpse: cards are never placed on corpses`, { target });
  return null;
}

/** Why the context's owner may not place `card` now, whatever the target, or null. */
function cardError(ctx: PlacementContext, card: string): RuleError | null {
  if (!cardSpec(ctx.owner, card)) return ruleError('unknown_card', `${card} is not a card of this hand`, { card });
  if (!ctx.available.has(card)) return ruleError('card_not_available', `${card} is spent for this loop or already on the board`, { card });
  return null;
}

/** Why the context's owner may not place a card on `target` now, whatever the card, or null. */
function placeError(s: LooperState, ctx: PlacementContext, target: Target): RuleError | null {
  const bad = targetError(s, target);
  if (bad) return bad;
  // The mastermind's three cards go on three targets; protagonist hands never share one (L11).
  if (ctx.taken.has(target)) {
    return ctx.owner === 'mastermind'
      ? ruleError('target_taken', `The mastermind already placed a card on ${target} today`, { target })
      : ruleError('target_taken', `Another protagonist already placed a card on ${target} today`, { target });
  }
  return null;
}

/** Why the context's owner may not place `card` on `target` now, or null. */
export function placementError(s: LooperState, ctx: PlacementContext, card: string, target: Target): RuleError | null {
  return cardError(ctx, card) ?? placeError(s, ctx, target);
}

/**
 * The legal placements: every available card on every board target that `placementError`
 * accepts, checked before an action is built (most of a day's decisions are placements).
 */
export function legalPlacements(s: LooperState, owner: CardOwner): LooperAction[] {
  const ctx = placementContext(s, owner);
  // placementError is a card check and a target check: each is asked once, not once per pair.
  const cards = availableCards(s, owner).filter((card) => cardError(ctx, card) === null);
  const targets = boardTargets(s).filter((target) => placeError(s, ctx, target) === null);
  const out: LooperAction[] = [];
  for (const card of cards) for (const target of targets) out.push({ type: 'placeCard', card, target });
  return out;
}

/** Every available card on every board target, as actions (the candidates before placementError). */
export function placementActions(s: LooperState, owner: CardOwner): LooperAction[] {
  const targets = boardTargets(s);
  const out: LooperAction[] = [];
  for (const card of availableCards(s, owner)) for (const target of targets) out.push({ type: 'placeCard', card, target });
  return out;
}

/** Places a checked card face down; the public line says who placed a card where, not which. */
export function placeCard(s: LooperState, owner: CardOwner, card: string, target: Target): void {
  const placed: PlacedCard = { owner, card, target };
  s.placed.push(placed);
  log(s, 'cardPlaced', { owner: String(owner), target });
}
