/**
 * Every skill check of the game (digest §1.3–1.5, §1.14): the pool builder (pending 'build'), the
 * helpers' offers, the roll, the re-roll window (pending 'rolled') and the hand-over to outcomes.ts.
 * A check starts with `startCheck`; what it is for (`purpose`) decides what happens after.
 */
import { ruleError, type RuleError } from '../../../engine/errors';
import { bestHand, buildPool, compareRolls, readRoll, rerollDie, rollDice, SKILL_DICE, MAX_LEVEL } from '../dice';
import { discDefIn, itemDice } from '../content';
import type { AllyDisc, DiscDef, ItemDisc, NumberedDef } from '../content/types';
import { heroesWithin } from './board';
import { heroAt, log } from './state';
import type { CheckSpec, DarknessState, HeroState, Pending, RollChoice, RollRecord, Seat } from './types';
import { onCheckResolved } from './outcomes';
import { useUpDisc } from './vp';
import { afterHeroMoved } from './scenario';

export const MAX_REROLLS_PER_TURN = 3;
export const VP_PER_EXTRA_DIE = 2;
export const HELP_RANGE = 3;

/** The content of a disc instance, or undefined for an unknown id (bad input never throws). */
export function discDef(s: DarknessState, discId: string): DiscDef | NumberedDef | undefined {
  const disc = s.discs[discId];
  return disc ? discDefIn(s.scenarioId, disc.def) : undefined;
}

/** Oh Crap 2 / Woohoo 2 shift, while it lasts (through the end of the hero's next turn). */
export function activeShift(h: HeroState): number {
  const e = h.effects.targetShift;
  return e && h.turnsTaken <= e.untilTurn ? e.shift : 0;
}

/**
 * A check's target for this hero: fate shifts applied, A8 at the ladder's ends (or clamped under
 * 'clamp_to_ladder'), and 'exceed' (windows, A12) kept apart because it needs one level more.
 */
export function targetFor(s: DarknessState, seat: Seat, level: number, mode: 'meet' | 'exceed'): CheckSpec['target'] {
  const shifted = level + activeShift(heroAt(s, seat));
  const needed = mode === 'exceed' ? shifted + 1 : shifted;
  if (s.rules.A8 === 'clamp_to_ladder') {
    const clamped = Math.max(1, Math.min(MAX_LEVEL, needed));
    return { kind: 'level', level: clamped };
  }
  if (needed > MAX_LEVEL) return { kind: 'impossible' };
  if (needed < 1) return { kind: 'automatic' };
  return mode === 'exceed' ? { kind: 'exceed', level: needed - 1 } : { kind: 'level', level: needed };
}

/**
 * Oh Crap / Woohoo 12 act on "the next skill check", never movement or perception (1.8). D246: only a
 * check with a target passes or fails, so graded rolls (healing, carrying) leave the effect waiting.
 */
function fateEligible(spec: CheckSpec): boolean {
  if (spec.purpose.kind === 'movement' || spec.purpose.kind === 'perception') return false;
  return spec.target.kind !== 'none';
}

export function vpDiceAllowed(s: DarknessState, seat: Seat): number {
  const vp = heroAt(s, seat).vp;
  return Math.max(0, Math.min(3 - s.turn.vpDiceBought, Math.floor(vp / VP_PER_EXTRA_DIE)));
}

/** Opens the pool builder, or resolves at once (automatic/impossible targets, Oh Crap/Woohoo 12). */
export function startCheck(s: DarknessState, spec: CheckSpec): void {
  const hero = heroAt(s, spec.seat);
  const fate = hero.effects.nextCheck;
  if (fate && fateEligible(spec)) {
    hero.effects.nextCheck = null;
    log(s, fate === 'fails' ? 'check.fateFails' : 'check.fateSucceeds', { seat: spec.seat, purpose: spec.purpose.kind });
    resolve(s, spec, emptyRoll(spec, fate === 'succeeds'));
    return;
  }
  if (spec.target.kind === 'automatic' || spec.target.kind === 'impossible') {
    const ok = spec.target.kind === 'automatic';
    log(s, ok ? 'check.automatic' : 'check.impossible', { seat: spec.seat, purpose: spec.purpose.kind });
    resolve(s, spec, emptyRoll(spec, ok));
    return;
  }
  s.pending = { kind: 'build', check: spec, vpDiceAllowed: vpDiceAllowed(s, spec.seat) };
}

function emptyRoll(spec: CheckSpec, success: boolean): RollRecord {
  return { seat: spec.seat, purpose: spec.purpose.kind, faces: [], assists: [], level: success ? MAX_LEVEL : 0, success, rerolled: 0 };
}

function bad(code: string, message: string, params: Record<string, string | number> = {}): RuleError {
  return ruleError(code, message, params);
}

/** Dice an item adds to this check (content's itemDice, D207); 0 for anything but an item. */
export function itemDiceFor(def: DiscDef | NumberedDef | undefined, uses: readonly string[]): number {
  return def && def.kind === 'item' ? itemDice(def, uses) : 0;
}

/** The attribute's dice for this hero: Defense follows current Health (A38) unless 'defense_fixed'. */
export function attributeDice(s: DarknessState, h: HeroState, attribute: CheckSpec['attribute']): number {
  if (attribute === 'defense' && s.rules.A38 !== 'defense_fixed') return h.health;
  return h.attributes[attribute];
}

/** The best skill a helper holds among the check's skills (a helper rolls what they would, 1.5). */
function helperDice(s: DarknessState, spec: CheckSpec, seat: Seat): number {
  const h = heroAt(s, seat);
  let skill = 0;
  for (const id of spec.skills) {
    const tier = h.skills[id];
    if (tier) skill = Math.max(skill, SKILL_DICE[tier]);
  }
  return attributeDice(s, h, spec.attribute) + skill;
}

function allyUsable(s: DarknessState, spec: CheckSpec, def: AllyDisc): boolean {
  if (spec.purpose.kind === 'movement' || spec.purpose.kind === 'perception') return false;
  return s.rules.A5 === 'listed_dice_any_check' || def.attributes.includes(spec.attribute);
}

/** Validates a pool choice against the pending check; null when it may be rolled. */
export function validateChoice(s: DarknessState, spec: CheckSpec, choice: RollChoice, helpers: readonly Seat[], allowedVp: number): RuleError | null {
  const hero = heroAt(s, spec.seat);
  if (choice.skill !== null) {
    if (!spec.skills.includes(choice.skill)) return bad('skill_not_allowed', `${choice.skill} does not help this check`, { skill: choice.skill });
    if (!hero.skills[choice.skill]) return bad('skill_not_held', `The hero has no ${choice.skill} skill`, { skill: choice.skill });
  }
  if (new Set(choice.items).size !== choice.items.length) return bad('item_repeated', 'An item counts once per roll');
  for (const id of choice.items) {
    const disc = s.discs[id];
    if (!disc || disc.where.zone !== 'held' || disc.where.seat !== spec.seat || disc.kind !== 'item') return bad('item_not_held', `Item ${id} is not held by the roller`, { disc: id });
    if (disc.usesLeft !== null && disc.usesLeft <= 0) return bad('item_used_up', `Item ${id} is used up`, { disc: id });
    if (itemDiceFor(discDef(s, id), spec.itemUses) === 0) return bad('item_not_for_check', `Item ${id} does not help this check`, { disc: id });
  }
  if (choice.ally !== null) {
    const disc = s.discs[choice.ally];
    if (!disc || disc.where.zone !== 'held' || disc.where.seat !== spec.seat || disc.kind !== 'ally') return bad('ally_not_held', `Ally ${choice.ally} is not with the roller`, { disc: choice.ally });
    const def = discDef(s, choice.ally);
    if (!def || def.kind !== 'ally' || !allyUsable(s, spec, def)) return bad('ally_not_for_check', `Ally ${choice.ally} cannot help this check (A5)`, { disc: choice.ally });
  }
  if (!Number.isInteger(choice.vpDice) || choice.vpDice < 0) return bad('vp_dice_invalid', 'VP dice are a whole number ≥ 0');
  if (choice.vpDice > allowedVp) {
    if (hero.vp < choice.vpDice * VP_PER_EXTRA_DIE) return bad('vp_insufficient', `${choice.vpDice} dice cost ${choice.vpDice * VP_PER_EXTRA_DIE} VP; only ${hero.vp}`, { cost: choice.vpDice * VP_PER_EXTRA_DIE, vp: hero.vp });
    return bad('vp_extra_die_limit', 'At most 3 dice may be bought per turn', { limit: 3 });
  }
  if (helpers.length > 0) {
    if (!spec.assistable) return bad('no_help_for_check', `Nobody may help a ${spec.purpose.kind} roll`, { check: spec.purpose.kind });
    if (new Set(helpers).size !== helpers.length) return bad('helper_repeated', 'A helper helps once');
    const near = heroesWithin(s, hero.at, HELP_RANGE, spec.seat);
    for (const h of helpers) {
      if (!near.includes(h)) return bad('helper_out_of_range', `Seat ${h} is not a living hero within ${HELP_RANGE} squares`, { seat: h });
    }
  }
  return null;
}

/** Everything 'roll' checks before anything changes (legal.ts filters its candidates with it, cheaply). */
export function rollError(s: DarknessState, seat: Seat, action: RollChoice & { helpers: Seat[] }): RuleError | null {
  const p = s.pending;
  if (!p || p.kind !== 'build') return bad('no_check_pending', 'There is no check to roll');
  if (p.check.seat !== seat) return bad('not_your_decision', 'Another hero is rolling');
  const choice: RollChoice = { skill: action.skill, items: action.items, ally: action.ally, vpDice: action.vpDice };
  return validateChoice(s, p.check, choice, action.helpers, p.vpDiceAllowed) ?? poolFor(s, p.check, choice, []).error;
}

/** The 'roll' action: validates the choice, asks the helpers first (1.5), then rolls. */
export function applyRoll(s: DarknessState, seat: Seat, action: RollChoice & { helpers: Seat[] }): RuleError | null {
  const err = rollError(s, seat, action);
  if (err) return err;
  const p = s.pending as Extract<Pending, { kind: 'build' }>;
  const choice: RollChoice = { skill: action.skill, items: action.items.slice(), ally: action.ally, vpDice: action.vpDice };
  if (action.helpers.length > 0) {
    const [first, ...rest] = action.helpers;
    s.pending = { kind: 'assistOffer', seat: first!, helping: seat, check: p.check, choice, queue: rest, accepted: [] };
    log(s, 'check.assistAsked', { seat: first!, helping: seat });
    return null;
  }
  return performRoll(s, p.check, choice, []);
}

/** A helper's answer; an accepting helper moves onto the roller's square and stays there (1.5). */
export function applyAssist(s: DarknessState, seat: Seat, accept: boolean): RuleError | null {
  const p = s.pending;
  if (!p || p.kind !== 'assistOffer') return bad('no_offer_pending', 'Nobody asked for help');
  if (p.seat !== seat) return bad('not_your_decision', 'The offer is for another hero');
  const accepted = (p.accepted ?? []).slice();
  if (accept) {
    const helper = heroAt(s, seat);
    helper.at = { ...heroAt(s, p.helping).at };
    accepted.push(seat);
    afterHeroMoved(s, seat);
  }
  log(s, accept ? 'check.assistAccepted' : 'check.assistDeclined', { seat, helping: p.helping });
  if (s.result) return null;
  const queue = p.queue ?? [];
  const choice = p.choice ?? { skill: null, items: [], ally: null, vpDice: 0 };
  if (queue.length > 0) {
    const [next, ...rest] = queue;
    s.pending = { ...p, seat: next!, queue: rest, accepted };
    return null;
  }
  return performRoll(s, p.check, choice, accepted);
}

function poolFor(s: DarknessState, spec: CheckSpec, choice: RollChoice, helpers: readonly Seat[]) {
  const hero = heroAt(s, spec.seat);
  const tier = choice.skill ? hero.skills[choice.skill] : undefined;
  let itemDice = 0;
  for (const id of choice.items) itemDice += itemDiceFor(discDef(s, id), spec.itemUses);
  const allyDef = choice.ally ? discDef(s, choice.ally) : undefined;
  const built = buildPool({
    attribute: attributeDice(s, hero, spec.attribute),
    skillTier: tier,
    itemDice,
    vpDice: choice.vpDice,
    helpers: helpers.map((h) => ({ name: heroAt(s, h).name, dice: Math.max(1, helperDice(s, spec, h)) })),
    ally: allyDef && allyDef.kind === 'ally' ? { name: choice.ally!, dice: allyDef.dice } : undefined,
    check: spec.purpose.kind === 'movement' ? 'movement' : spec.purpose.kind === 'perception' ? 'perception' : 'other',
    mergeAssists: s.rules.A4 === 'merged_pool',
    physicalCap: s.rules.A9 === 'physical_ten' ? 10 : undefined,
  });
  return built.ok ? { pool: built.pool, error: null } : { pool: null, error: built.error };
}

/** A2 option 'target_pattern_required': the target's own pattern must be in the hand. */
function hasPattern(faces: readonly number[], level: number): boolean {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const f of faces) counts[f]!++;
  const kind = (n: number) => counts.some((c, i) => i > 0 && c >= n);
  const run = (n: number) => {
    for (let top = 6; top >= n; top--) {
      let ok = true;
      for (let f = top - n + 1; f <= top; f++) if (counts[f] === 0) ok = false;
      if (ok) return true;
    }
    return false;
  };
  switch (level) {
    case 1: return counts[6]! > 0;
    case 2: return kind(2);
    case 3: return run(3);
    case 4: return kind(3);
    case 5: return run(4);
    case 6: return kind(4);
    case 7: return run(5);
    default: return kind(5);
  }
}

/** Whether the best hand passes the check's target (A2, A3, A12); null for graded checks. */
export function judge(s: DarknessState, spec: CheckSpec, best: readonly number[], level: number): boolean | null {
  const t = spec.target;
  switch (t.kind) {
    case 'level':
      return s.rules.A2 === 'target_pattern_required' ? hasPattern(best, t.level) : level >= t.level;
    case 'exceed':
      return level > t.level;
    case 'opposed':
      if (s.rules.A3 === 'status_quo_only') return level > readRoll(t.faces).level;
      return compareRolls(best, t.faces) === 1;
    case 'automatic':
      return true;
    case 'impossible':
      return false;
    default:
      return null;
  }
}

/** The hands of a roll read together: A4 the best hand counts. */
function readHands(s: DarknessState, spec: CheckSpec, faces: number[], assists: RollRecord['assists']): { level: number; success: boolean | null } {
  const hands = [faces, ...assists.map((a) => a.faces)];
  const best = hands[bestHand(hands)]!;
  const level = readRoll(best).level;
  return { level, success: judge(s, spec, best, level) };
}

function performRoll(s: DarknessState, spec: CheckSpec, choice: RollChoice, helpers: Seat[]): RuleError | null {
  const { pool, error } = poolFor(s, spec, choice, helpers);
  if (error || !pool) return error;
  const hero = heroAt(s, spec.seat);
  hero.vp -= choice.vpDice * VP_PER_EXTRA_DIE;
  s.turn.vpDiceBought += choice.vpDice;
  let rng = s.rng;
  const main = rollDice(rng, pool.main);
  rng = main.rng;
  const assists: RollRecord['assists'] = [];
  for (const a of pool.assists) {
    const r = rollDice(rng, a.dice);
    rng = r.rng;
    assists.push({ name: a.name, faces: r.faces });
  }
  let fateDie: number | undefined;
  if (spec.purpose.kind === 'movement') {
    if (s.rules.A14 === 'red_die_extra') {
      const r = rollDice(rng, 1);
      rng = r.rng;
      fateDie = r.faces[0];
    } else fateDie = main.faces[0];
  }
  s.rng = rng;
  spendItems(s, spec.seat, choice.items);
  const read = readHands(s, spec, main.faces, assists);
  const roll: RollRecord = { seat: spec.seat, purpose: spec.purpose.kind, faces: main.faces, assists, level: read.level, success: read.success, rerolled: 0 };
  if (fateDie !== undefined) roll.fateDie = fateDie;
  log(s, 'check.rolled', { seat: spec.seat, purpose: spec.purpose.kind, level: read.level, success: read.success === null ? '' : String(read.success) }, { dice: main.faces });
  afterRoll(s, spec, roll);
  return null;
}

/** Shotgun shells and money (A32) are used up as they add their dice; used-up items keep their VP (1.14). */
function spendItems(s: DarknessState, seat: Seat, items: readonly string[]): void {
  for (const id of items) {
    const disc = s.discs[id]!;
    const def = discDef(s, id) as ItemDisc | undefined;
    if (def?.spentOnUse && s.rules.A32 === 'permanent_bonus') continue;
    if (disc.usesLeft !== null) {
      disc.usesLeft -= 1;
      if (disc.usesLeft <= 0) useUpDisc(s, seat, id);
    } else if (def?.spentOnUse) useUpDisc(s, seat, id);
  }
}

/** Whether paying for a re-roll could change what the roll does. */
function rerollMayHelp(s: DarknessState, spec: CheckSpec, roll: RollRecord): boolean {
  if (heroAt(s, spec.seat).vp < 1 || s.turn.rerollsBought >= MAX_REROLLS_PER_TURN) return false;
  if (roll.faces.length === 0) return false;
  if (roll.success === false) return true;
  // D232: graded checks (movement, healing, perception, carrying) improve with any higher level.
  return roll.success === null && roll.level < MAX_LEVEL;
}

function afterRoll(s: DarknessState, spec: CheckSpec, roll: RollRecord): void {
  s.lastRoll = roll;
  if (rerollMayHelp(s, spec, roll)) {
    s.pending = { kind: 'rolled', check: spec, roll };
    return;
  }
  resolve(s, spec, roll);
}

/** The 'reroll' action: 1 VP per die of the roller's own hand (A10); the red fate die is never re-rolled (D233). */
export function applyReroll(s: DarknessState, seat: Seat, dice: readonly number[]): RuleError | null {
  const p = s.pending;
  if (!p || p.kind !== 'rolled') return bad('no_roll_pending', 'There is no roll to re-roll');
  if (p.check.seat !== seat) return bad('not_your_decision', 'Another hero rolled');
  const hero = heroAt(s, seat);
  if (dice.length === 0) return bad('reroll_empty', 'Choose at least one die to re-roll');
  if (new Set(dice).size !== dice.length) return bad('reroll_repeated', 'A die is re-rolled once at a time');
  for (const i of dice) {
    if (!Number.isInteger(i) || i < 0 || i >= p.roll.faces.length) return bad('reroll_no_such_die', `No die at position ${i}`, { index: i });
    if (i === 0 && p.check.purpose.kind === 'movement' && s.rules.A14 !== 'red_die_extra') return bad('reroll_fate_die', 'The red fate die is not re-rolled');
  }
  if (s.turn.rerollsBought + dice.length > MAX_REROLLS_PER_TURN) return bad('vp_reroll_limit', 'At most 3 re-rolls per turn', { limit: MAX_REROLLS_PER_TURN });
  if (hero.vp < dice.length) return bad('vp_insufficient', `${dice.length} re-rolls cost ${dice.length} VP; only ${hero.vp}`, { cost: dice.length, vp: hero.vp });
  hero.vp -= dice.length;
  s.turn.rerollsBought += dice.length;
  let faces = p.roll.faces;
  let rng = s.rng;
  for (const i of dice) {
    const r = rerollDie(rng, faces, i);
    faces = r.faces;
    rng = r.rng;
  }
  s.rng = rng;
  const read = readHands(s, p.check, faces, p.roll.assists);
  const roll: RollRecord = { ...p.roll, faces, level: read.level, success: read.success, rerolled: p.roll.rerolled + dice.length };
  log(s, 'check.rerolled', { seat, count: dice.length, level: read.level }, { dice: faces });
  afterRoll(s, p.check, roll);
  return null;
}

/** A10 option 'any_time': extra dice (2 VP each, 3 a turn) may also be bought after the roll; they join the hand. */
export function applyAddDice(s: DarknessState, seat: Seat, count: number): RuleError | null {
  const p = s.pending;
  if (!p || p.kind !== 'rolled') return bad('no_roll_pending', 'There is no roll to add dice to');
  if (p.check.seat !== seat) return bad('not_your_decision', 'Another hero rolled');
  if (s.rules.A10 !== 'any_time') return bad('vp_extra_die_after_roll', 'Extra dice are bought before rolling (A10)');
  if (!Number.isInteger(count) || count < 1) return bad('vp_dice_invalid', 'Buy at least one die');
  if (s.turn.vpDiceBought + count > 3) return bad('vp_extra_die_limit', 'At most 3 dice may be bought per turn', { limit: 3 });
  const hero = heroAt(s, seat);
  if (hero.vp < count * VP_PER_EXTRA_DIE) return bad('vp_insufficient', `${count} dice cost ${count * VP_PER_EXTRA_DIE} VP; only ${hero.vp}`, { cost: count * VP_PER_EXTRA_DIE, vp: hero.vp });
  hero.vp -= count * VP_PER_EXTRA_DIE;
  s.turn.vpDiceBought += count;
  const r = rollDice(s.rng, count);
  s.rng = r.rng;
  const faces = [...p.roll.faces, ...r.faces];
  const read = readHands(s, p.check, faces, p.roll.assists);
  log(s, 'check.diceAdded', { seat, count, level: read.level }, { dice: faces });
  afterRoll(s, p.check, { ...p.roll, faces, level: read.level, success: read.success });
  return null;
}

export function applyKeep(s: DarknessState, seat: Seat): RuleError | null {
  const p = s.pending;
  if (!p || p.kind !== 'rolled') return bad('no_roll_pending', 'There is no roll to keep');
  if (p.check.seat !== seat) return bad('not_your_decision', 'Another hero rolled');
  resolve(s, p.check, p.roll);
  return null;
}

function resolve(s: DarknessState, spec: CheckSpec, roll: RollRecord): void {
  s.lastRoll = roll;
  s.pending = null;
  onCheckResolved(s, spec, roll);
}

/** An opposed check's defender rolls their best pool for it at once (1.10 take). */
export function defenderFaces(s: DarknessState, seat: Seat, attribute: CheckSpec['attribute'], skills: readonly string[]): number[] {
  const h = heroAt(s, seat);
  let skill = 0;
  for (const id of skills) {
    const tier = h.skills[id];
    if (tier) skill = Math.max(skill, SKILL_DICE[tier]);
  }
  const n = Math.max(1, attributeDice(s, h, attribute) + skill);
  const r = rollDice(s.rng, n);
  s.rng = r.rng;
  return r.faces;
}
