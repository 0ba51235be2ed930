/**
 * Combat (digest §1.12, A26–A29): initiative (Dex vs the disc's I, once per combat of the turn under
 * A28), then rounds of one attack roll (Attack vs D) and one defense roll (Health dice vs A) — the
 * initiative's winner attacks first and may retreat instead, the loser defends first. Three rounds a
 * turn against an adversary, one against security. The fight's bookkeeping is fight.ts'; each roll
 * of it is a check returned as the flow's next step, and its outcome comes back to `onCombatCheck`.
 */
import { ruleError } from '../../../engine/errors';
import { foeStats, masterRolled } from './adversaries';
import { buildingAt, doorKey, neighbours, sameSquare } from './board';
import { nearestDoorOutside, pathDistance } from './town-grid';
import { targetFor } from './checks';
import { damageHero } from './death';
import { gainFailure } from './failures';
import { combatPending, type Fight, fightOf, ROUNDS_VS_ADVERSARY, ROUNDS_VS_SECURITY, setFight } from './fight';
import { rollTable } from './master';
import type { Next, Outcome } from './next';
import { afterHeroMoved, bossBonusUses, bossDefeated } from './objective';
import { putOutside, reshuffleAfterFailure, reshuffleBuilding } from './reshuffle';
import { discOf, heldBy, heroAt, log } from './state';
import type { AbsorbOption, CheckSpec, DarknessAction, DarknessState, RollRecord, Seat, Square } from './types';
import { gainDisc, loseDisc } from './vp';

export const ATTACK_SKILLS = ['hand_to_hand', 'martial_arts', 'melee_weapons', 'firearms', 'throwing'] as const;

/** The fight starts: the disc stands under the hero's figure while it lasts; initiative is rolled. */
export function startCombat(s: DarknessState, seat: Seat, discId: string, vsSecurity: boolean): Next | null {
  const disc = discOf(s, discId);
  disc.where = { zone: 'underFigure', seat };
  const f: Fight = { seat, disc: discId, round: 1, rounds: vsSecurity ? ROUNDS_VS_SECURITY : ROUNDS_VS_ADVERSARY, initiative: null, vsSecurity, firstHalf: true, helpers: [] };
  log(s, 'combatStarted', { seat, disc: disc.def, rounds: f.rounds });
  return beginRound(s, f);
}

function beginRound(s: DarknessState, f: Fight): Next | null {
  f.firstHalf = true;
  if (masterRolled(s, f.disc)) rollFoeStats(s, f);
  if (f.initiative === null || (s.rules.A28 === 'every_round' && f.round > 1)) {
    setFight(s, f);
    const stats = foeStats(s, f.disc, f);
    return rollFor(s, f, 'initiative', 'dexterity', ['quick_reflexes'], ['initiative'], stats.initiative, true);
  }
  return afterInitiative(s, f);
}

/** D303 (1.17): "others ignore disc stats and roll 2d6 on the GM table each combat round for I, A and D". */
function rollFoeStats(s: DarknessState, f: Fight): void {
  f.rolled = { initiative: rollTable(s).level, attack: rollTable(s).level, defense: rollTable(s).level };
  log(s, 'foeStatsRolled', { disc: discOf(s, f.disc).def, ...f.rolled });
}

function afterInitiative(s: DarknessState, f: Fight): Next | null {
  setFight(s, f);
  if (f.initiative === 'adversary') return defend(s, f);
  if (f.vsSecurity) return attack(s, f);
  s.pending = combatPending(f, 'choose');
  return null;
}

function rollFor(s: DarknessState, f: Fight, kind: 'initiative' | 'attack' | 'defend', attribute: CheckSpec['attribute'], skills: string[], itemUses: string[], level: number, assistable: boolean): Next {
  setFight(s, f);
  return { step: 'check', spec: { purpose: { kind, disc: f.disc }, seat: f.seat, attribute, skills, itemUses, target: targetFor(s, f.seat, level, 'meet'), assistable } };
}

function attack(s: DarknessState, f: Fight): Next {
  const stats = foeStats(s, f.disc, f);
  const uses = ['attack', 'attack_ranged', ...(stats.undead ? ['undead'] : []), ...bossBonusUses(s, f.disc)];
  return rollFor(s, f, 'attack', 'attack', [...ATTACK_SKILLS], uses, stats.defense, true);
}

function defend(s: DarknessState, f: Fight): Next {
  return rollFor(s, f, 'defend', 'defense', ['dodge'], ['defense'], foeStats(s, f.disc, f).attack, true);
}

/** Heroes named in a roll's helping hands (the roll records names; an ally's hand carries its disc id). */
function helpersOf(s: DarknessState, f: Fight, roll: RollRecord): Seat[] {
  const out = f.helpers.slice();
  for (const a of roll.assists) {
    const h = s.heroes.find((x) => x.alive && x.seat !== f.seat && x.name === a.name);
    if (h && !out.includes(h.seat)) out.push(h.seat);
  }
  return out;
}

/** Initiative, attack, defend and retreat checks, once decided (flow.ts). */
export function onCombatCheck(s: DarknessState, check: CheckSpec, roll: RollRecord): Next | null {
  const f = fightOf(s);
  if (!f) return null;
  const kind = check.purpose.kind;
  const ok = roll.success === true;
  if (kind === 'initiative') {
    f.helpers = helpersOf(s, f, roll);
    f.initiative = ok ? 'hero' : 'adversary';
    log(s, 'initiative', { seat: f.seat, winner: f.initiative });
    return afterInitiative(s, f);
  }
  if (kind === 'attack') {
    f.helpers = helpersOf(s, f, roll);
    if (ok && hitFoe(s, f, roll)) return null;
    if (!ok) log(s, 'attackMissed', { seat: f.seat });
    return nextHalf(s, f);
  }
  if (kind === 'defend') {
    if (ok) {
      log(s, 'defended', { seat: f.seat });
      return nextHalf(s, f);
    }
    return struck(s, f);
  }
  if (kind === 'retreat') return retreatResult(s, f, roll);
  return null;
}

/** A hit: 1 damage; true when the foe falls (and the fight is over). */
function hitFoe(s: DarknessState, f: Fight, roll: RollRecord): boolean {
  const disc = discOf(s, f.disc);
  disc.damage += 1;
  const stats = foeStats(s, f.disc, f);
  log(s, 'foeHit', { seat: f.seat, disc: disc.def, damage: disc.damage, health: stats.health });
  if (disc.damage < stats.health) return false;
  endFight(s);
  if (f.vsSecurity) {
    // 1.11: harming security lets the hero stay inside, with a Failure disc and no VP.
    disc.where = { zone: 'removed' };
    log(s, 'securityDefeated', { seat: f.seat, disc: disc.def });
    gainFailure(s, f.seat, 'harmedSecurity');
    return true;
  }
  // D400: a blow struck without dice (Woohoo 12) reads as the level it had to meet, the adversary's D.
  const killing = roll.auto ? stats.defense : roll.level;
  const vp = s.rules.A29 === 'killing_roll_level' ? killing : stats.attack + stats.defense;
  log(s, 'adversaryDefeated', { seat: f.seat, disc: disc.def });
  gainDisc(s, f.seat, f.disc, vp);
  bossDefeated(s, f.seat, f.disc);
  return true;
}

/** The defense failed: 1 damage, which a helper in the fight (A26) or a sacrificed ally may take instead. */
function struck(s: DarknessState, f: Fight): Next | null {
  const options = absorbOptions(s, f);
  setFight(s, f);
  if (options.length > 1) {
    s.pending = { kind: 'absorb', seat: f.seat, disc: f.disc, options };
    return null;
  }
  return takeDamage(s, f, { kind: 'self' });
}

export function absorbOptions(s: DarknessState, f: Fight): AbsorbOption[] {
  const hero = heroAt(s, f.seat);
  const options: AbsorbOption[] = [{ kind: 'self' }];
  if (s.rules.A26 !== 'active_player_only') {
    for (const seat of f.helpers) {
      const h = heroAt(s, seat);
      if (h.alive && h.at.x === hero.at.x && h.at.y === hero.at.y) options.push({ kind: 'helper', seat });
    }
  }
  for (const d of heldBy(s, f.seat)) if (d.kind === 'ally') options.push({ kind: 'ally', disc: d.id });
  return options;
}

function takeDamage(s: DarknessState, f: Fight, option: AbsorbOption): Next | null {
  if (option.kind === 'ally') {
    // D286: a sacrificed ally cancels the damage and is lost like any other (its VP leave with it).
    log(s, 'allySacrificed', { seat: f.seat, disc: discOf(s, option.disc).def });
    loseDisc(s, f.seat, option.disc, { zone: 'removed' });
  } else {
    const target = option.kind === 'helper' ? option.seat : f.seat;
    // The fight ends before a deadly blow: death.ts then passes the turn on, perhaps into the next hero's fight.
    if (target === f.seat && heroAt(s, target).health <= 1) endFight(s);
    // Only the fighter can die on their own turn (helpers are other heroes): then the turn ends.
    const died = damageHero(s, target, 1, 'combat');
    if (died) return died;
  }
  if (s.result || !heroAt(s, f.seat).alive) return null;
  return nextHalf(s, f);
}

export function applyAbsorb(s: DarknessState, seat: Seat, option: number): Outcome {
  const p = s.pending;
  const f = fightOf(s);
  if (!p || p.kind !== 'absorb' || !f) return ruleError('no_absorb_pending', 'No damage waits to be taken');
  if (p.seat !== seat) return ruleError('not_your_decision', 'Another hero is in the fight');
  const chosen = Number.isInteger(option) ? p.options[option] : undefined;
  if (!chosen) return ruleError('absorb_no_such_option', `No option ${option}`, { option });
  s.pending = null;
  return takeDamage(s, f, chosen);
}

/** After the first roll of a round comes the second; after the second the round ends. */
function nextHalf(s: DarknessState, f: Fight): Next | null {
  if (f.firstHalf) {
    f.firstHalf = false;
    setFight(s, f);
    return f.initiative === 'adversary' ? attack(s, f) : defend(s, f);
  }
  return endRound(s, f);
}

function endRound(s: DarknessState, f: Fight): Next | null {
  if (f.round < f.rounds) {
    f.round += 1;
    return beginRound(s, f);
  }
  endFight(s);
  s.pending = null;
  const disc = discOf(s, f.disc);
  if (f.vsSecurity) {
    // 1.11: losing the fight with security: a Failure disc and out of the building (D287: the disc reshuffled).
    const hero = heroAt(s, f.seat);
    const building = buildingAt(s, hero.at);
    disc.where = { zone: 'board', at: { ...hero.at }, faceUp: true };
    log(s, 'securityFightLost', { seat: f.seat, disc: disc.def });
    if (building !== null) putOutside(s, f.seat, building);
    gainFailure(s, f.seat, 'lostToSecurity');
    reshuffleAfterFailure(s, f.disc);
    return null;
  }
  disc.where = { zone: 'underFigure', seat: f.seat };
  log(s, 'adversaryStillStanding', { seat: f.seat, disc: disc.def });
  return null;
}

function endFight(s: DarknessState): void {
  setFight(s, null);
}

/** The initiative's winner (or a hero starting the turn on an adversary) chooses to attack or retreat. */
export function applyCombatChoice(s: DarknessState, seat: Seat, choice: 'attack' | 'retreat'): Outcome {
  const p = s.pending;
  const f = fightOf(s);
  if (!p || p.kind !== 'combat' || p.step !== 'choose' || !f) return ruleError('no_combat_choice', 'No fight waits for a choice');
  if (p.seat !== seat) return ruleError('not_your_decision', 'Another hero is fighting');
  if (choice === 'retreat' && f.vsSecurity) return ruleError('no_retreat_from_security', 'There is no retreat from security (A27)');
  if (choice !== 'attack' && choice !== 'retreat') return ruleError('combat_bad_choice', 'Attack or retreat');
  s.pending = null;
  log(s, choice === 'attack' ? 'combatAttack' : 'combatRetreat', { seat });
  if (choice === 'retreat') {
    const stays = s.heroes.find((h) => h.alive && h.seat !== seat && sameSquare(h.at, heroAt(s, seat).at));
    const away = stays ? stepAway(s, seat) : null;
    if (stays && away) return leaveSharedSquare(s, f, stays.seat, away);
    setFight(s, f);
    // A14: a movement-type roll without the fate die; movement takes no help (1.5).
    return { step: 'check', spec: { purpose: { kind: 'retreat', disc: f.disc }, seat, attribute: 'speed', skills: ['sprint'], itemUses: [], target: { kind: 'none' }, assistable: false } };
  }
  return f.initiative === null ? beginRound(s, f) : attack(s, f);
}

/**
 * D307 (1.12.6 "if several players share the square, only the last one leaving must beat S"): a
 * hero retreating while another living hero stays on the square leaves the fight without the roll and
 * steps off the square; the adversary stays there under the figure of the hero who stays (the lowest
 * seat), who fights or flees it on their own turn. With nowhere to step, the roll is made as usual.
 */
function leaveSharedSquare(s: DarknessState, f: Fight, stays: Seat, away: Square): null {
  endFight(s);
  discOf(s, f.disc).where = { zone: 'underFigure', seat: stays };
  const hero = heroAt(s, f.seat);
  hero.at = { ...away };
  log(s, 'retreatShared', { seat: f.seat, stays, disc: discOf(s, f.disc).def, x: away.x, y: away.y });
  afterHeroMoved(s, f.seat);
  return null;
}

/**
 * Where a hero leaving a shared square steps (D307): a square next to it they could walk onto with no
 * disc on it, the one nearest the way out of the building first (ties: N, E, S, W); null when none.
 */
function stepAway(s: DarknessState, seat: Seat): Square | null {
  const at = heroAt(s, seat).at;
  const taken = new Set<string>();
  for (const id in s.discs) {
    const w = s.discs[id]!.where;
    if (w.zone === 'board') taken.add(doorKey(w.at));
  }
  const options = neighbours(s, at).filter((sq) => !taken.has(doorKey(sq)));
  if (options.length === 0) return null;
  const building = buildingAt(s, at);
  if (building === null) return options[0]!;
  const exit = nearestDoorOutside(s, building, at);
  const far = (sq: Square) => pathDistance(s, sq, exit) ?? Infinity;
  return options.reduce((best, sq) => (far(sq) < far(best) ? sq : best));
}

/** A27: Health + the roll's levels must beat the adversary's S (option: meet it). */
function retreatResult(s: DarknessState, f: Fight, roll: RollRecord): Next | null {
  const speed = foeStats(s, f.disc).speed;
  const total = heroAt(s, f.seat).health + roll.level;
  const ok = roll.success !== null ? roll.success : s.rules.A27 === 'meet_or_beat' ? total >= speed : total > speed;
  log(s, ok ? 'retreatSucceeded' : 'retreatFailed', { seat: f.seat, total, speed });
  if (ok) {
    endFight(s);
    sendBack(s, f);
    return null;
  }
  // D285: a failed retreat costs the initiative — the adversary strikes first in this round.
  f.initiative = 'adversary';
  f.firstHalf = true;
  setFight(s, f);
  return defend(s, f);
}

/** 1.12.6: back face down among the building's `?` squares; a street adversary stays face up where it is (D284). */
function sendBack(s: DarknessState, f: Fight): void {
  const disc = discOf(s, f.disc);
  const at = { ...heroAt(s, f.seat).at };
  const building = buildingAt(s, at);
  if (building === null) {
    disc.where = { zone: 'board', at, faceUp: true };
    return;
  }
  disc.where = { zone: 'board', at, faceUp: false };
  reshuffleBuilding(s, building);
}

/** The choices of this seat's pending combat decision (legal.ts filters them through apply). */
export function combatLegal(s: DarknessState, seat: Seat): DarknessAction[] {
  const p = s.pending;
  if (!p) return [];
  if (p.kind === 'combat' && p.step === 'choose' && p.seat === seat) {
    const out: DarknessAction[] = [{ type: 'combatChoice', choice: 'attack' }];
    if (!p.vsSecurity) out.push({ type: 'combatChoice', choice: 'retreat' });
    return out;
  }
  if (p.kind === 'absorb' && p.seat === seat) return p.options.map((_, i) => ({ type: 'absorb', option: i }) as DarknessAction);
  if (p.kind === 'securityApproach' && p.seat === seat) {
    const out: DarknessAction[] = [{ type: 'securityApproach', how: 'social' }];
    if (p.canFight) out.push({ type: 'securityApproach', how: 'fight' });
    return out;
  }
  return [];
}

