/**
 * Every skill check of the game (digest §1.3–1.5, §1.14): the pool builder (pending 'build'), the
 * helpers' offers, the roll, the re-roll window (pending 'rolled'). A check starts with `startCheck`
 * (the flow's 'check' step); once decided it is handed back as the 'resolved' step, and what it is for
 * (`purpose`) decides in flow.ts what happens after.
 */
import { ruleError, type RuleError } from '../../../engine/errors';
import { rerollDie, rollDice, MAX_LEVEL } from '../dice';
import type { ItemDisc } from '../content/types';
import { discDef, poolFor, readHands, validateChoice, VP_PER_EXTRA_DIE } from './check-hands';
import { discOf, heroAt, log } from './state';
import type { CheckSpec, DarknessState, Pending, RollChoice, RollRecord, Seat } from './types';
import { heroClock, holdsAt } from './fate-timing';
import { seedReading } from './seed-reading';
import type { Next, Outcome } from './next';
import { afterHeroMoved } from './objective';
import { useUpDisc } from './vp';

export const MAX_REROLLS_PER_TURN = 3;
export { CLOSE_IN_PER_ROUND, HELP_RANGE, VP_PER_EXTRA_DIE, attributeDice, defenderFaces, discDef, helpersInReach, itemDiceFor, judge } from './check-hands';

/** Oh Crap 2 / Woohoo 2 shift, while it lasts: D247's count under rules 1, the words' window under rules 2 (D405). */
export function activeShift(s: DarknessState, seat: Seat): number {
  const h = heroAt(s, seat);
  const e = h.effects.targetShift;
  if (!e) return 0;
  if ('window' in e) return holdsAt(e.window, heroClock(s, seat)) ? e.shift : 0;
  return h.turnsTaken <= e.untilTurn ? e.shift : 0;
}

/**
 * A check's target for this hero: fate shifts applied, A8 at the ladder's ends (or clamped under
 * 'clamp_to_ladder'), and 'exceed' (windows, A12) kept apart because it needs one level more.
 */
export function targetFor(s: DarknessState, seat: Seat, level: number, mode: 'meet' | 'exceed'): CheckSpec['target'] {
  const shifted = level + activeShift(s, seat);
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
export function startCheck(s: DarknessState, spec: CheckSpec): Next | null {
  const hero = heroAt(s, spec.seat);
  const fate = hero.effects.nextCheck;
  if (fate && fateEligible(spec)) {
    hero.effects.nextCheck = null;
    log(s, fate === 'fails' ? 'check.fateFails' : 'check.fateSucceeds', { seat: spec.seat, purpose: spec.purpose.kind });
    return resolve(s, spec, emptyRoll(s, spec, fate === 'succeeds'));
  }
  if (spec.target.kind === 'automatic' || spec.target.kind === 'impossible') {
    const ok = spec.target.kind === 'automatic';
    log(s, ok ? 'check.automatic' : 'check.impossible', { seat: spec.seat, purpose: spec.purpose.kind });
    return resolve(s, spec, emptyRoll(s, spec, ok));
  }
  s.pending = { kind: 'build', check: spec, vpDiceAllowed: vpDiceAllowed(s, spec.seat) };
  return null;
}

/** A check decided without dice. Rules 2 mark it (`auto`) so no one reads its level as a roll's (D400). */
function emptyRoll(s: DarknessState, spec: CheckSpec, success: boolean): RollRecord {
  const roll: RollRecord = { seat: spec.seat, purpose: spec.purpose.kind, faces: [], assists: [], level: success ? MAX_LEVEL : 0, success, rerolled: 0 };
  if (seedReading(s)) roll.auto = true;
  return roll;
}

function bad(code: string, message: string, params: Record<string, string | number> = {}): RuleError {
  return ruleError(code, message, params);
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
export function applyRoll(s: DarknessState, seat: Seat, action: RollChoice & { helpers: Seat[] }): Outcome {
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
export function applyAssist(s: DarknessState, seat: Seat, accept: boolean): Outcome {
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

function performRoll(s: DarknessState, spec: CheckSpec, choice: RollChoice, helpers: Seat[]): Outcome {
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
  return afterRoll(s, spec, roll);
}

/** Shotgun shells and money (A32) are used up as they add their dice; used-up items keep their VP (1.14). */
function spendItems(s: DarknessState, seat: Seat, items: readonly string[]): void {
  for (const id of items) {
    const def = discDef(s, id) as ItemDisc | undefined;
    if (def?.spentOnUse && s.rules.A32 === 'permanent_bonus') continue;
    const disc = discOf(s, id);
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

function afterRoll(s: DarknessState, spec: CheckSpec, roll: RollRecord): Next | null {
  s.lastRoll = roll;
  if (rerollMayHelp(s, spec, roll)) {
    s.pending = { kind: 'rolled', check: spec, roll };
    return null;
  }
  return resolve(s, spec, roll);
}

/** The 'reroll' action: 1 VP per die of the roller's own hand (A10); the red fate die is never re-rolled (D233). */
export function applyReroll(s: DarknessState, seat: Seat, dice: readonly number[]): Outcome {
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
  return afterRoll(s, p.check, roll);
}

/** A10 option 'any_time': extra dice (2 VP each, 3 a turn) may also be bought after the roll; they join the hand. */
export function applyAddDice(s: DarknessState, seat: Seat, count: number): Outcome {
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
  return afterRoll(s, p.check, { ...p.roll, faces, level: read.level, success: read.success });
}

export function applyKeep(s: DarknessState, seat: Seat): Outcome {
  const p = s.pending;
  if (!p || p.kind !== 'rolled') return bad('no_roll_pending', 'There is no roll to keep');
  if (p.check.seat !== seat) return bad('not_your_decision', 'Another hero rolled');
  return resolve(s, p.check, p.roll);
}

/** The check is decided: the flow hands it to what it was for (flow.ts). */
function resolve(s: DarknessState, spec: CheckSpec, roll: RollRecord): Next {
  s.lastRoll = roll;
  s.pending = null;
  return { step: 'resolved', check: spec, roll };
}

