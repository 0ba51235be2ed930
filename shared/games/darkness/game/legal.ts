/**
 * legalActions: a finite set of candidates for the decision at hand, each kept only when the reducer
 * accepts it. Most candidates go through `apply` itself; the many pool choices of a roll and the
 * movement destinations go through the exact checks `apply` runs for them (rollError, reachable), which
 * keeps a bot decision cheap without letting the two disagree.
 */
import type { Side } from '../content/types';
import { sameSquare, tileSlot } from './board';
import { discDef, helpersInReach, itemDiceFor, rollError } from './checks';
import { combatLegal } from './combat';
import { discToFlip } from './actions';
import { doorsNear, windowsNear } from './doors';
import { masterLegal } from './master';
import { canStillMove, reachable } from './movement';
import { apply } from './rules';
import { decidingSeat } from './deciding';
import { scenarioActionIds } from './scenario';
import { learnOptions, SKILL_POINT_VP } from './skills-in-play';
import { seedReading } from './seed-reading';
import { heldBy, heroAt } from './state';
import { across, exploreSides } from './tiles';
import type { CheckSpec, DarknessAction, DarknessState, Seat } from './types';

function rollCandidates(s: DarknessState, seat: Seat, check: CheckSpec, vpMax: number): DarknessAction[] {
  const hero = heroAt(s, seat);
  const skills: (string | null)[] = [null, ...check.skills.filter((id) => hero.skills[id])];
  const held = heldBy(s, seat);
  const items = held.filter((d) => d.kind === 'item' && itemDiceFor(discDef(s, d.id), check.itemUses) > 0 && (d.usesLeft === null || d.usesLeft > 0)).map((d) => d.id);
  const itemSets = items.length > 0 ? [[], items] : [[]];
  const allies: (string | null)[] = [null, ...held.filter((d) => d.kind === 'ally').map((d) => d.id)];
  const helperSets: Seat[][] = [[]];
  if (check.assistable) for (const h of helpersInReach(s, check)) helperSets.push([h]);
  const out: DarknessAction[] = [];
  for (const skill of skills) {
    for (const its of itemSets) {
      for (const ally of allies) {
        for (let vpDice = 0; vpDice <= vpMax; vpDice++) {
          for (const helpers of helperSets) {
            const a = { type: 'roll' as const, skill, items: its, ally, vpDice, helpers };
            if (!rollError(s, seat, a)) out.push(a);
          }
        }
      }
    }
  }
  return out;
}

function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 0; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

function turnCandidates(s: DarknessState, seat: Seat): DarknessAction[] {
  const hero = heroAt(s, seat);
  const out: DarknessAction[] = [];
  if (!s.turn.moved) out.push({ type: 'rollMovement', cancelOhCrap: false }, { type: 'rollMovement', cancelOhCrap: true });
  const moves: DarknessAction[] = [];
  if (canStillMove(s)) for (const r of reachable(s, seat).values()) moves.push({ type: 'moveTo', x: r.square.x, y: r.square.y });
  const sides: Side[] = exploreSides(s, seat);
  const choose = s.rules.A16 === 'placer_chooses_tile' && !s.master;
  for (const side of sides) {
    if (choose) for (const tile of new Set(s.stack)) out.push({ type: 'explore', side, tile });
    else out.push({ type: 'explore', side });
  }
  for (const door of doorsNear(s, seat)) out.push({ type: 'openDoor', door, method: 'lockpick' }, { type: 'openDoor', door, method: 'force' });
  for (const window of windowsNear(s, seat)) out.push({ type: 'climbWindow', window });
  out.push({ type: 'perception' }, { type: 'healSelf' }, { type: 'raiseCarry' }, { type: 'discardFailure' }, { type: 'endTurn' });
  // D403: the price rides on the action, so the table shows what the engine will charge (offered
  // only where apply could take it, which keeps the legal list as cheap as before under rules 1).
  if (seedReading(s) && hero.vp >= SKILL_POINT_VP) out.push({ type: 'buySkillPoint', cost: SKILL_POINT_VP });
  if (seedReading(s)) out.push(...learnOptions(s, seat));
  if (s.master) out.push({ type: 'searchBuilding' });
  if (discToFlip(s, seat)) out.push({ type: 'flipDisc' });
  const here = s.heroes.filter((h) => h.alive && h.seat !== seat && sameSquare(h.at, hero.at));
  const mine = heldBy(s, seat);
  for (const other of here) {
    out.push({ type: 'healOther', target: other.seat });
    for (const d of mine) out.push({ type: 'give', disc: d.id, to: other.seat });
    for (const d of heldBy(s, other.seat)) out.push({ type: 'takeFrom', target: other.seat, disc: d.id });
  }
  for (const d of mine) out.push({ type: 'drop', disc: d.id });
  for (const d of Object.values(s.discs)) {
    if (d.where.zone === 'board' && d.where.faceUp && sameSquare(d.where.at, hero.at)) out.push({ type: 'pickUp', disc: d.id });
  }
  for (const id of scenarioActionIds(s, seat)) out.push({ type: 'scenarioAction', action: id });
  return [...moves, ...out.filter((a) => apply(s, seat, a).ok)];
}

export function legalActions(s: DarknessState, seat: Seat): DarknessAction[] {
  if (decidingSeat(s) !== seat) return [];
  const p = s.pending;
  if (!p) return turnCandidates(s, seat);
  let candidates: DarknessAction[];
  switch (p.kind) {
    case 'build':
      return rollCandidates(s, seat, p.check, p.vpDiceAllowed);
    case 'rolled':
      candidates = [{ type: 'keep' }, ...p.roll.faces.map((_, i) => ({ type: 'reroll' as const, dice: [i] }))];
      if (s.rules.A10 === 'any_time') candidates.push({ type: 'addDice', count: 1 });
      break;
    case 'fateChoice':
      candidates = p.options.map((_, option) => ({ type: 'fateChoice' as const, option }));
      break;
    case 'orientTile':
      candidates = p.rotations.map((rotation) => ({ type: 'orientTile' as const, rotation }));
      break;
    case 'assistOffer':
      candidates = [{ type: 'assist', accept: true }, { type: 'assist', accept: false }];
      break;
    case 'invite':
      candidates = subsets(p.candidates).map((seats) => ({ type: 'invite' as const, seats }));
      break;
    case 'drop':
      candidates = heldBy(s, seat).map((d) => ({ type: 'drop' as const, disc: d.id }));
      break;
    case 'master':
      candidates = p.reason === 'placeTile' ? masterTileCandidates(s) : masterLegal(s, seat);
      break;
    case 'gameOver':
      return [];
    default:
      candidates = combatLegal(s, seat);
  }
  return candidates.filter((a) => apply(s, seat, a).ok);
}

/** The Master's placements: every stack tile at the explored slot in every turn (apply keeps the connecting ones). */
function masterTileCandidates(s: DarknessState): DarknessAction[] {
  const seat = s.scenario['exploring.seat'];
  const side = s.scenario['exploring.side'];
  if (typeof seat !== 'number' || typeof side !== 'string') return [];
  const { tx, ty } = tileSlot(across(heroAt(s, seat).at, side as Side));
  const out: DarknessAction[] = [];
  for (const tile of new Set(s.stack)) for (const rotation of [0, 1, 2, 3] as const) out.push({ type: 'masterPlaceTile', tile, tx, ty, rotation });
  return out;
}
