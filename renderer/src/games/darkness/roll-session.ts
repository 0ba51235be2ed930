/**
 * The roll helper's state as pure steps: a pool form becomes hands (the dice engine's
 * `buildPool`, A4 separate hands), VP dice are paid before the roll and re-rolls after it
 * (`vpPurchase`, A10), and a roll is either thrown with the PRNG state kept here or typed in.
 * The screen holds one `RollSession` and replaces it with what these functions return.
 */
import type { RngState } from '../../../../shared/engine/rng';
import type { RuleError } from '../../../../shared/engine/errors';
import { buildPool, markRolled, rerollDie, rollDice, startTurn, vpPurchase, type VpBudget } from '../../../../shared/games/darkness/dice';

export type TierChoice = 'none' | 'basic' | 'expert';
export type HandKind = 'main' | 'helper' | 'ally' | 'opponent';

export interface PoolForm {
  attribute: number;
  skillTier: TierChoice;
  itemDice: number;
  /** Dice bought with VP before the roll (2 VP each, at most 3 a turn). */
  vpDice: number;
  /** The roller's VP before anything is bought. */
  vp: number;
  /** Dice of each helper's own hand. */
  helpers: number[];
  /** Dice of the one ally's hand, or null for no ally. */
  ally: number | null;
  /** Opposed roll: the other side's dice, or null for a roll against a target. */
  opponent: number | null;
}

export interface Hand {
  kind: HandKind;
  /** Helper number (0-based) for helpers, 0 otherwise. */
  index: number;
  dice: number;
}

export const ATTRIBUTE_DICE = { min: 1, max: 12 } as const;

export function emptyForm(): PoolForm {
  return { attribute: 3, skillTier: 'none', itemDice: 0, vpDice: 0, vp: 0, helpers: [], ally: null, opponent: null };
}

export type HandsResult = { ok: true; hands: Hand[]; budget: VpBudget } | { ok: false; error: RuleError };

/** The hands a form throws (own hand, helpers, ally, then the opponent) and the VP left after buying dice. */
export function formHands(form: PoolForm): HandsResult {
  if (!Number.isInteger(form.attribute) || form.attribute < ATTRIBUTE_DICE.min || form.attribute > ATTRIBUTE_DICE.max) {
    return { ok: false, error: { code: 'roll_attribute_range', params: { min: ATTRIBUTE_DICE.min, max: ATTRIBUTE_DICE.max }, message: 'attribute dice 1-12' } };
  }
  const built = buildPool({
    attribute: form.attribute,
    skillTier: form.skillTier === 'none' ? undefined : form.skillTier,
    itemDice: form.itemDice,
    vpDice: form.vpDice,
    helpers: form.helpers.map((dice, i) => ({ name: `helper-${i + 1}`, dice })),
    ally: form.ally === null ? undefined : { name: 'ally', dice: form.ally },
  });
  if (!built.ok) return built;
  let budget = startTurn(form.vp);
  for (let i = 0; i < form.vpDice; i++) {
    const paid = vpPurchase(budget, 'extraDie');
    if (!paid.ok) return paid;
    budget = paid.budget;
  }
  if (form.opponent !== null && (!Number.isInteger(form.opponent) || form.opponent < 1)) {
    return { ok: false, error: { code: 'roll_opponent_dice', params: {}, message: 'the other side needs a die' } };
  }
  let helper = 0;
  const hands: Hand[] = [{ kind: 'main', index: 0, dice: built.pool.main }];
  for (const a of built.pool.assists) hands.push(a.kind === 'helper' ? { kind: 'helper', index: helper++, dice: a.dice } : { kind: 'ally', index: 0, dice: a.dice });
  if (form.opponent !== null) hands.push({ kind: 'opponent', index: 0, dice: form.opponent });
  return { ok: true, hands, budget };
}

export interface Rolled {
  hands: Hand[];
  faces: number[][];
  budget: VpBudget;
  /** Positions in the own hand already re-rolled, in order (a die may be re-rolled again). */
  rerolls: number[];
}

/** Throws every hand with the kept PRNG, one hand after another. */
export function rollHands(hands: Hand[], budget: VpBudget, rng: RngState): { rolled: Rolled; rng: RngState } {
  let state = rng;
  const faces = hands.map((h) => {
    const thrown = rollDice(state, h.dice);
    state = thrown.rng;
    return thrown.faces;
  });
  return { rolled: { hands, faces, budget: markRolled(budget), rerolls: [] }, rng: state };
}

/** Physical dice: the faces each hand showed, already read (see faces-entry.ts). */
export function enterFaces(hands: Hand[], budget: VpBudget, faces: number[][]): Rolled {
  if (faces.length !== hands.length || faces.some((f, i) => f.length !== hands[i]!.dice)) throw new RangeError('one list of faces per hand, one face per die');
  return { hands, faces: faces.map((f) => f.slice()), budget: markRolled(budget), rerolls: [] };
}

export type RerollResult = { ok: true; rolled: Rolled; rng: RngState } | { ok: false; error: RuleError };

/**
 * A10: 1 VP re-rolls one die of the roller's own hand (D132: helpers and the ally pay their
 * own VP at the table), at most 3 a turn, never into negative VP. `typedFace` is the new face
 * of a physical die; without it the kept PRNG throws it.
 */
export function rerollOwnDie(rolled: Rolled, position: number, rng: RngState, typedFace?: number): RerollResult {
  const paid = vpPurchase(rolled.budget, 'reroll');
  if (!paid.ok) return paid;
  const own = rolled.faces[0]!;
  if (!Number.isInteger(position) || position < 0 || position >= own.length) throw new RangeError(`no die at position ${position}`);
  let next: { faces: number[]; rng: RngState };
  if (typedFace === undefined) next = rerollDie(rng, own, position);
  else {
    if (!Number.isInteger(typedFace) || typedFace < 1 || typedFace > 6) throw new RangeError(`a die shows 1-6, not ${typedFace}`);
    next = { faces: own.map((f, i) => (i === position ? typedFace : f)), rng };
  }
  const faces = rolled.faces.slice();
  faces[0] = next.faces;
  return { ok: true, rolled: { ...rolled, faces, budget: paid.budget, rerolls: [...rolled.rerolls, position] }, rng: next.rng };
}
