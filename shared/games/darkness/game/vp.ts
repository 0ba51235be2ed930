/**
 * Victory points and the discs a hero holds (digest §1.14, A21, A30): every disc remembers the VP it
 * actually brought (`awardedVp`), so losing, dropping or giving it away removes exactly that, and a
 * used-up item goes without costing anything.
 */
import { discDefIn, scenarioById } from '../content';
import type { DiscDef, NumberedDisc, ScenarioDef } from '../content/types';
import { rollDice } from '../dice';
import { discOf, heldBy, heroAt, log, ownDisc } from './state';
import type { DarknessState, DiscInstance, DiscZone, RollRecord, Seat } from './types';

export function scenarioOf(s: DarknessState): ScenarioDef {
  const def = scenarioById(s.scenarioId);
  if (!def) throw new Error(`Unknown scenario ${s.scenarioId}`);
  return def;
}

/** The content behind a disc instance: a disc of the set, a scenario boss or made item, or a numbered disc. */
export function discDefOf(s: DarknessState, disc: DiscInstance): DiscDef | NumberedDisc {
  const def = discDefIn(scenarioOf(s), disc.def);
  if (!def) throw new Error(`Unknown disc def ${disc.def}`);
  return def;
}

export function isNumbered(def: DiscDef | NumberedDisc): def is NumberedDisc {
  return 'role' in def;
}

/** Weight a disc adds to its holder's load (1.6): allies, security and trophies weigh what the disc says. */
export function weightOf(s: DarknessState, disc: DiscInstance): number {
  return discDefOf(s, disc).weight;
}

/**
 * The check's VP for an item or ally won (A21): the roll's level as printed, or the disc's difficulty.
 * D400 (rules 2): a success without dice has no level of its own; it pays the disc's difficulty.
 */
export function winVp(s: DarknessState, roll: RollRecord, difficulty: number): number {
  return s.rules.A21 === 'disc_difficulty' || roll.auto ? difficulty : Math.max(roll.level, 0);
}

export function awardVp(s: DarknessState, seat: Seat, vp: number, reason: string): void {
  if (vp === 0) return;
  heroAt(s, seat).vp += vp;
  log(s, 'vpAwarded', { seat, vp, reason });
}

/** The hero now holds the disc; `vp` is what it brings (A21: stored so losing it takes exactly that back). */
export function gainDisc(s: DarknessState, seat: Seat, discId: string, vp: number): void {
  const disc = discOf(s, discId);
  const from = disc.where;
  disc.where = { zone: 'held', seat };
  disc.awardedVp = vp;
  disc.following = null;
  clearPeeks(s, discId);
  heroAt(s, seat).vp += vp;
  log(s, 'discGained', { seat, disc: disc.def, vp });
  loadFirearms(s, seat, disc, from);
}

function limitedFirearm(s: DarknessState, d: DiscInstance): number | null {
  const def = discDefOf(s, d);
  return !isNumbered(def) && def.kind === 'item' && def.uses !== undefined && def.tags.includes('firearm') ? def.uses : null;
}

/**
 * A33 and D208: with a Master a shotgun found holds 1d6 shots (its printed 3 without a Master or
 * under three_shots_always); ammunition held loads a firearm with limited shots — 2d6 more with a
 * Master, back to its printed shots without — and is used up (no VP loss).
 */
function loadFirearms(s: DarknessState, seat: Seat, gained: DiscInstance, from: DiscZone): void {
  const masterShots = s.master && s.rules.A33 !== 'three_shots_always';
  if (masterShots && from.zone === 'board' && limitedFirearm(s, gained) !== null) {
    const r = rollDice(s.rng, 1);
    s.rng = r.rng;
    gained.usesLeft = r.faces[0]!;
    log(s, 'shotsFound', { seat, disc: gained.def, shots: gained.usesLeft });
  }
  const mine = heldBy(s, seat);
  const ammo = mine.find((d) => d.kind === 'item' && !isNumbered(discDefOf(s, d)) && (discDefOf(s, d) as { tags?: readonly string[] }).tags?.includes('ammunition'));
  if (!ammo) return;
  const found = mine.find((d) => {
    const printed = limitedFirearm(s, d);
    return printed !== null && d.usesLeft !== null && (masterShots || d.usesLeft < printed);
  });
  if (!found) return;
  const gun = discOf(s, found.id);
  if (masterShots) {
    const r = rollDice(s.rng, 2);
    s.rng = r.rng;
    gun.usesLeft! += r.faces[0]! + r.faces[1]!;
  } else gun.usesLeft = limitedFirearm(s, gun);
  log(s, 'firearmLoaded', { seat, disc: gun.def, shots: gun.usesLeft! });
  useUpDisc(s, seat, ammo.id);
}

/**
 * The hero no longer holds the disc (given, dropped, taken, lost to failures, sacrificed): it goes to
 * `to` and its awarded VP leave with it (1.14, A30) unless `keepVp` (used up, A30 keep_item_vp).
 */
export function loseDisc(s: DarknessState, seat: Seat, discId: string, to: DiscZone, opts: { keepVp?: boolean } = {}): void {
  const disc = discOf(s, discId);
  if (!opts.keepVp && disc.awardedVp !== 0) {
    heroAt(s, seat).vp -= disc.awardedVp;
    log(s, 'vpLost', { seat, vp: disc.awardedVp, disc: disc.def });
  }
  disc.awardedVp = 0;
  disc.where = to;
  disc.following = null;
}

/** 1.14: an item used up (the shotgun's last shell, money spent) leaves play without VP loss. */
export function useUpDisc(s: DarknessState, seat: Seat, discId: string): void {
  loseDisc(s, seat, discId, { zone: 'removed' }, { keepVp: true });
  log(s, 'discUsedUp', { seat, disc: discOf(s, discId).def });
}

/** A disc that moved or turned face up is no longer anyone's private knowledge (A24). */
export function clearPeeks(s: DarknessState, discId: string): void {
  for (const seat of Object.keys(s.peeks)) {
    const list = s.peeks[Number(seat)]!;
    if (list.includes(discId)) s.peeks[Number(seat)] = list.filter((id) => id !== discId);
  }
}

/** A24: a peek is private to the seat (option 'public': everyone sees it). */
export function recordPeek(s: DarknessState, seat: Seat, discIds: readonly string[], key: string): void {
  if (discIds.length === 0) return;
  const isPublic = s.rules.A24 === 'public';
  const seats = isPublic ? s.heroes.map((h) => h.seat) : [seat];
  for (const who of seats) {
    const list = s.peeks[who] ?? [];
    s.peeks[who] = [...list, ...discIds.filter((id) => !list.includes(id))];
  }
  const defs = discIds.map((id) => `${id}:${s.discs[id]!.def}`).join(',');
  log(s, key, { seat, count: discIds.length, discs: defs }, isPublic ? {} : { to: [seat] });
}

/** A new disc instance id, unique in the game ('d' + next number). */
export function nextDiscId(s: DarknessState): string {
  let max = 0;
  for (const id of Object.keys(s.discs)) {
    const n = Number(id.slice(1));
    if (id.startsWith('d') && Number.isFinite(n) && n > max) max = n;
  }
  return `d${max + 1}`;
}

/** Disc ids in the order they were dealt ('d2' before 'd10'). */
export function byDiscNumber(a: string, b: string): number {
  return Number(a.slice(1)) - Number(b.slice(1)) || a.localeCompare(b);
}

export function newDisc(s: DarknessState, def: string, kind: DiscInstance['kind'], where: DiscZone): DiscInstance {
  const disc: DiscInstance = { id: nextDiscId(s), def, kind, where, awardedVp: 0, usesLeft: null, damage: 0, lockedUntilTurn: null, following: null };
  ownDisc(s, disc);
  return disc;
}

/** The living heroes with the most VP (1.15: the winner, provided the objective is achieved). */
export function vpLeaders(s: DarknessState, among: readonly Seat[] | null = null): Seat[] {
  const living = s.heroes.filter((h) => h.alive && (among === null || among.includes(h.seat)));
  if (living.length === 0) return [];
  const top = Math.max(...living.map((h) => h.vp));
  return living.filter((h) => h.vp === top).map((h) => h.seat);
}

/**
 * Ends the game. Victory: the living VP leaders win (among `eligible` when the scenario says who may,
 * D298). Defeat: nobody wins (A39), unless A39 vp_leader_wins, where the living VP leaders win anyway.
 */
export function finishGame(s: DarknessState, outcome: 'victory' | 'defeat', reason: string, eligible: readonly Seat[] | null = null): void {
  if (s.result) return;
  const winners = outcome === 'victory' || s.rules.A39 === 'vp_leader_wins' ? vpLeaders(s, eligible) : [];
  s.result = { outcome, reason, objectiveAchieved: outcome === 'victory', winners };
  s.pending = { kind: 'gameOver' };
  setCampaignFlags(s, outcome === 'victory');
  log(s, outcome === 'victory' ? 'gameWon' : 'gameLost', { reason, winners: winners.join(',') });
}

/** The chapter's outcome as the campaign frame's flags, `flag.<name>` in `s.scenario`, read by the end of game. */
function setCampaignFlags(s: DarknessState, achieved: boolean): void {
  const sc = scenarioOf(s);
  const townsfolk = sc.numbered.filter((n) => n.role === 'townsperson');
  const saved = townsfolk.length > 0 && townsfolk.every((n) => s.scenario[`escorted.${n.n}`] === true);
  for (const { flag, when } of sc.campaign?.sets ?? []) {
    const holds = when === 'objective' ? achieved : when === 'failed' ? !achieved : when === 'bossDefeated' ? s.scenario.bossDefeated === true : saved;
    if (holds) s.scenario[`flag.${flag}`] = true;
  }
}
