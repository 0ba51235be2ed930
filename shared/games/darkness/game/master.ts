/**
 * The Master's seat (digest §1.17, A46, A48): after the heroes, at each round's end (pending master
 * 'round'), the Master sets the light and weather, turns face up discs the heroes can see, moves each
 * face-up adversary up to its S, sets the target of the next check that has none printed, rolls the
 * 2d6 difficulty table (a note only the Master reads), and ends the round with masterDone. A refused
 * tool changes nothing.
 */
import { ruleError, type RuleError } from '../../../engine/errors';
import { rollDice } from '../dice';
import type { Light, Weather } from '../content/types';
import { doorKey, sameSquare } from './board';
import { squaresWithin } from './town-grid';
import { adversarySpeed } from './adversaries';
import { startOfHeroTurn } from './round';
import { seenByHeroes } from './sight';
import { discOf, log, masterSeat } from './state';
import type { DarknessAction, DarknessState, Seat, Square } from './types';
import { masterPlaceTile } from './tiles';
import { clearPeeks } from './vp';

/** A46: 2d6 → ladder level, as printed (3 → 3K but 11 → 3S) or symmetric (11 → 3K). */
const TABLE_AS_PRINTED: Record<number, number> = { 2: 6, 3: 4, 4: 3, 5: 3, 6: 2, 7: 2, 8: 2, 9: 3, 10: 3, 11: 3, 12: 6 };

export function masterTableLevel(total: number, rule: string | undefined): number {
  if (rule === 'symmetric' && total === 11) return 4;
  return TABLE_AS_PRINTED[total] ?? 2;
}

/** 2d6 on the difficulty table (A46), from the game's rng. */
export function rollTable(s: DarknessState): { faces: number[]; total: number; level: number } {
  const r = rollDice(s.rng, 2);
  s.rng = r.rng;
  const total = r.faces[0]! + r.faces[1]!;
  return { faces: r.faces, total, level: masterTableLevel(total, s.rules.A46) };
}

const LIGHTS: readonly Light[] = ['day', 'night'];
const WEATHERS: readonly Weather[] = ['clear', 'lightRain', 'storm'];

/** The level the Master set for the next check without a printed target: the building search (master-search.ts) reads and clears it (D310). */
export function masterTarget(s: DarknessState): number | null {
  const t = s.scenario.masterTarget;
  return typeof t === 'number' ? t : null;
}

function err(code: string, message: string, params: Record<string, string | number> = {}): RuleError {
  return ruleError(code, message, params);
}

function movableAdversaries(s: DarknessState) {
  return Object.values(s.discs).filter((d) => d.kind === 'adversary' && d.where.zone === 'board' && d.where.faceUp && s.scenario[`masterMoved.${d.id}`] !== s.round);
}

function revealable(s: DarknessState) {
  return Object.values(s.discs).filter((d) => d.where.zone === 'board' && !d.where.faceUp && seenByHeroes(s, d.where.at));
}

export function masterLegal(s: DarknessState, seat: Seat): DarknessAction[] {
  const p = s.pending;
  if (!p || p.kind !== 'master' || p.seat !== seat) return [];
  // The tile to place: legal.ts lists the stack at the explored slot (E1's tiles.ts checks each turn).
  if (p.reason === 'placeTile') return [];
  const out: DarknessAction[] = [{ type: 'masterDone' }, { type: 'masterRollTable' }];
  for (let level = 1; level <= 8; level++) out.push({ type: 'masterSetTarget', level });
  for (const light of LIGHTS) for (const weather of WEATHERS) if (light !== s.env.light || weather !== s.env.weather) out.push({ type: 'masterEnvironment', light, weather });
  for (const d of revealable(s)) out.push({ type: 'masterReveal', disc: d.id });
  for (const d of movableAdversaries(s)) {
    const from = (d.where as { at: Square }).at;
    out.push({ type: 'masterAdversary', disc: d.id, to: null });
    for (const e of squaresWithin(s, from, adversarySpeed(s, d))) if (e.distance > 0) out.push({ type: 'masterAdversary', disc: d.id, to: e.square });
  }
  return out;
}

export function applyMaster(s: DarknessState, seat: Seat, action: DarknessAction): RuleError | null {
  const p = s.pending;
  if (seat !== masterSeat(s)) return err('not_master', 'Only the Master uses these tools');
  if (!p || p.kind !== 'master' || p.seat !== seat) return err('not_your_decision', 'The Master is not deciding now');
  if (p.reason === 'placeTile') {
    if (action.type !== 'masterPlaceTile') return err('master_must_place_tile', 'Place the tile the hero explored toward first');
    return masterPlaceTile(s, action.tile, action.tx, action.ty, action.rotation);
  }
  switch (action.type) {
    case 'masterDone':
      s.pending = null;
      log(s, 'masterDone', {});
      if (p.reason === 'round' && !s.result) startOfHeroTurn(s, s.turn.seat);
      return null;
    case 'masterRollTable': {
      const r = rollTable(s);
      log(s, 'masterTable', { total: r.total, level: r.level }, { to: [seat], dice: r.faces });
      return null;
    }
    case 'masterSetTarget':
      if (!Number.isInteger(action.level) || action.level < 1 || action.level > 8) return err('master_target_invalid', 'A target is a ladder level 1–8', { level: action.level });
      s.scenario.masterTarget = action.level;
      // D320: the heroes learn the difficulty when a search is rolled, not when the Master picks it.
      log(s, 'masterTargetSet', { level: action.level }, { to: [seat] });
      return null;
    case 'masterEnvironment':
      if (!LIGHTS.includes(action.light) || !WEATHERS.includes(action.weather)) return err('master_environment_invalid', 'Unknown light or weather');
      s.env = { light: action.light, weather: action.weather };
      log(s, 'environmentSet', { light: action.light, weather: action.weather });
      return null;
    case 'masterReveal':
      return reveal(s, action.disc);
    case 'masterAdversary':
      return moveAdversary(s, action.disc, action.to);
    default:
      return err('master_bad_tool', `${action.type} is not one of the Master's tools now`, { type: action.type });
  }
}

/** Only a face-down disc some hero has in sight (1.17) may be turned face up. */
function reveal(s: DarknessState, discId: string): RuleError | null {
  const d = s.discs[discId] ? discOf(s, discId) : undefined;
  if (!d || d.where.zone !== 'board' || d.where.faceUp) return err('master_reveal_not_face_down', 'Only a face-down disc on the board can be revealed', { disc: discId });
  if (!seenByHeroes(s, d.where.at)) return err('master_reveal_out_of_sight', 'No hero can see that square', { disc: discId });
  d.where = { ...d.where, faceUp: true };
  clearPeeks(s, discId);
  log(s, 'masterRevealed', { disc: d.def, kind: d.kind, x: d.where.at.x, y: d.where.at.y });
  return null;
}

/** A face-up adversary walks up to its S; onto a hero it stands under that hero's figure. Once a round each. */
function moveAdversary(s: DarknessState, discId: string, to: Square | null): RuleError | null {
  const d = s.discs[discId] ? discOf(s, discId) : undefined;
  if (!d || d.kind !== 'adversary' || d.where.zone !== 'board' || !d.where.faceUp) return err('master_not_adversary', 'Only a face-up adversary on the board moves', { disc: discId });
  if (s.scenario[`masterMoved.${d.id}`] === s.round) return err('master_adversary_moved', 'That adversary already moved this round', { disc: discId });
  const from = d.where.at;
  if (to !== null) {
    const within = squaresWithin(s, from, adversarySpeed(s, d));
    if (!within.some((e) => doorKey(e.square) === doorKey(to))) return err('master_adversary_too_far', 'The square is beyond its S or unreachable', { disc: discId });
    const hero = s.heroes.find((h) => h.alive && sameSquare(h.at, to));
    d.where = hero ? { zone: 'underFigure', seat: hero.seat } : { zone: 'board', at: { x: to.x, y: to.y }, faceUp: true };
  }
  s.scenario[`masterMoved.${d.id}`] = s.round;
  log(s, 'masterMovedAdversary', { disc: discOf(s, discId).def, ...(to ? { x: to.x, y: to.y } : {}) });
  return null;
}
