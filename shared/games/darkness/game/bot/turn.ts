/**
 * The hero bot's free choices in its own turn (pending null): heal when badly hurt, flip the disc
 * it stands on, pick up what the objective needs, act at a `!`, heal a friend, roll movement, walk
 * toward its goal (opening the locked door in the way), explore, and end the turn.
 */
import { SKILL_DICE } from '../../dice';
import { buildingAt, locksOf, squareOfKey } from '../board';
import type { DarknessAction, DarknessState, DarknessView, HeroState, Seat, Square } from '../types';
import { keepValue } from './answers';
import { crafter, goalsFor, numberedStillHidden, type Goal } from './goals';
import { discDefIn, scenarioById } from '../../content';
import { distancesTo, frontierSquares, keyOf, tableOf } from './map';
import { chanceAtLeast } from './odds';
import { spendVp } from './spend';

type Act<T extends DarknessAction['type']> = Extract<DarknessAction, { type: T }>;

function of<T extends DarknessAction['type']>(legal: DarknessAction[], type: T): Act<T>[] {
  return legal.filter((a): a is Act<T> => a.type === type);
}

function tierDice(hero: HeroState, skill: string): number {
  const tier = hero.skills[skill];
  return tier ? SKILL_DICE[tier] : 0;
}

/** Lockpick with Dex (+Lockpicking) unless Strength is clearly better: forcing costs a Failure disc (1.9). */
export function doorMethod(s: DarknessState, hero: HeroState, door: string, options: Act<'openDoor'>[]): Act<'openDoor'> {
  const level = Math.max(1, locksOf(s, squareOfKey(door)));
  const pick = chanceAtLeast(hero.attributes.dexterity + tierDice(hero, 'lockpicking'), level);
  const force = chanceAtLeast(hero.attributes.attack + tierDice(hero, 'brawn'), level);
  const lockpick = options.find((a) => a.method === 'lockpick');
  const forcing = options.find((a) => a.method === 'force');
  if (forcing && (!lockpick || (force - pick > 0.25 && hero.failures < 2))) return forcing;
  return lockpick ?? forcing!;
}

/** The first goal the hero can actually reach, with its distance map. */
function reachableGoal(s: DarknessState, goals: Goal[], at: Square): { goal: Goal; dist: Map<string, number> } | null {
  for (const goal of goals) {
    const dist = distancesTo(s, goal.squares);
    if (dist.has(keyOf(at))) return { goal, dist };
  }
  return null;
}

/** Anything worth carrying; never a townsperson (they are calmed and walk along, 'calm:' scenario action). */
function wantsPickUp(view: DarknessView, a: Act<'pickUp'>): boolean {
  const d = view.discs.find((x) => x.id === a.disc);
  if (!d || d.kind === 'adversary') return false;
  const def = d.def ? discDefIn(view.scenarioId, d.def) : undefined;
  if (def && def.kind === 'numbered' && def.role === 'townsperson') return false;
  return true;
}

/** Crafting needs every ingredient in one hand: pass mine to the hero gathering them. */
function giveIngredient(view: DarknessView, seat: Seat, gives: Act<'give'>[]): Act<'give'> | undefined {
  const o = scenarioById(view.scenarioId)?.objective;
  if (!o || o.kind !== 'craftAndDefeat' || gives.length === 0) return undefined;
  const to = crafter(view, o.ingredients);
  if (to === seat) return undefined;
  return gives.find((a) => a.to === to && o.ingredients.includes(view.discs.find((d) => d.id === a.disc)?.def ?? ''));
}

/**
 * Perception (1.10) looks at as many of the building's discs as levels rolled, for one action: while
 * the objective's numbered discs hide among face-down discs, that finds them faster than flipping one
 * disc a turn, when the building still hides at least two discs this hero has not seen.
 */
function perceptionPays(view: DarknessView, seat: Seat, s: DarknessState): boolean {
  const scenario = scenarioById(view.scenarioId);
  if (!scenario || !numberedStillHidden(view, scenario)) return false;
  const here = buildingAt(s, view.heroes[seat]!.at);
  if (here === null) return false;
  // Another hero already looked here: at the table they would say what they saw (1.7, communicate).
  if (view.heroes.some((h) => h.seat !== seat && h.perceptionUsed.includes(here))) return false;
  const unseen = view.discs.filter((d) => d.where.zone === 'board' && !d.where.faceUp && d.def === null && buildingAt(s, d.where.at) === here);
  return unseen.length >= 2;
}

/** How a level plays its free turn (issue 24): Normal is today's bot; Fácil and Difícil change a few habits. */
export interface TurnStyle {
  /** Buys skill points and learns skills with VP (D408). */
  spendVp: boolean;
  /** Uses Perception while the objective's discs hide face down. */
  perception: boolean;
  /** A further condition on Perception (Difícil: not while a friend shares the building and flips its discs anyway). */
  perceptionWhen?: (view: DarknessView, s: DarknessState, seat: Seat) => boolean;
  /** Heals itself instead of moving at this Health (normal: half its maximum or less). */
  healsAt: (hero: HeroState) => boolean;
  /** Heals a hurt friend on its square. */
  healsOthers: boolean;
  /** Whether flipping the face-down disc it stands on is safe enough (Difícil weighs the unseen discs). */
  flipSafe?: (view: DarknessView, seat: Seat) => boolean;
  /** Where it heads, best purpose first (default: goalsFor; Difícil plans for the party, hard-goals.ts). */
  goals?: (view: DarknessView, s: DarknessState, seat: Seat) => Goal[];
  /** Squares it may step to while walking to its goal (Difícil stays near a friend while a boss is near); null: any. */
  leash?: (view: DarknessView, s: DarknessState, seat: Seat) => ((sq: Square) => boolean) | null;
}

export const NORMAL_STYLE: TurnStyle = {
  spendVp: true,
  perception: true,
  healsAt: (hero) => hero.health < hero.maxHealth && hero.health * 2 <= hero.maxHealth,
  healsOthers: true,
};

export function chooseTurnAction(view: DarknessView, seat: Seat, legal: DarknessAction[], style: TurnStyle = NORMAL_STYLE): DarknessAction {
  const hero = view.heroes[seat]!;
  const turn = view.turn;
  const end = legal.find((a) => a.type === 'endTurn');
  const s = tableOf(view);

  const spend = style.spendVp ? spendVp(view, seat, legal) : null;
  if (spend) return spend;

  const heal = legal.find((a) => a.type === 'healSelf');
  if (heal && !turn.moved && style.healsAt(hero)) return heal;

  const perception = legal.find((a) => a.type === 'perception');
  if (perception && style.perception && perceptionPays(view, seat, s) && (!style.perceptionWhen || style.perceptionWhen(view, s, seat))) return perception;

  const target = reachableGoal(s, (style.goals ?? goalsFor)(view, s, seat), hero.at);
  const flip = legal.find((a) => a.type === 'flipDisc');
  if (flip) {
    const here = view.discs.find((d) => d.where.zone === 'board' && !d.where.faceUp && d.where.at.x === hero.at.x && d.where.at.y === hero.at.y);
    // Flip what the goal wants, or when the movement is spent anyway; not instead of walking on to
    // the objective (a failed search reshuffles a disc back under the hero, turn after turn).
    const wanted = !target || target.goal.squares.some((sq) => sq.x === hero.at.x && sq.y === hero.at.y);
    const spent = turn.moved && (turn.movementLeft ?? 0) <= 0;
    const safe = style.flipSafe ? style.flipSafe(view, seat) : true;
    if (!(here?.kind === 'adversary' && hero.health <= 2) && safe && (wanted || spent)) return flip;
  }
  const pick = of(legal, 'pickUp').filter((a) => wantsPickUp(view, a)).sort((a, b) => keepValue(view, b.disc) - keepValue(view, a.disc))[0];
  if (pick) return pick;
  const scenario = legal.find((a) => a.type === 'scenarioAction');
  if (scenario) return scenario;
  const give = giveIngredient(view, seat, of(legal, 'give'));
  if (give) return give;
  const healOther = of(legal, 'healOther').find((a) => {
    if (!style.healsOthers) return false;
    const t = view.heroes[a.target];
    return t && t.health < t.maxHealth;
  });
  if (healOther) return healOther;
  const discard = legal.find((a) => a.type === 'discardFailure');
  if (discard && hero.failures >= 2 && hero.vp >= 8) return discard;

  const roll = of(legal, 'rollMovement');
  if (roll.length > 0) return roll.find((a) => !a.cancelOhCrap) ?? roll[0]!;

  if (target) {
    const { goal, dist } = target;
    const here = dist.get(keyOf(hero.at)) ?? Infinity;
    const explore = of(legal, 'explore');
    if (goal.kind === 'explore' && explore.length > 0) return explore[0]!;
    const doors = of(legal, 'openDoor');
    if (doors.length > 0 && !turn.actionTaken) {
      const onPath = doors.filter((a) => (dist.get(a.door) ?? Infinity) < here);
      if (onPath.length > 0) return doorMethod(s, hero, onPath[0]!.door, onPath.filter((a) => a.door === onPath[0]!.door));
    }
    let best: Act<'moveTo'> | null = null;
    let bestD = here;
    const leash = style.leash ? style.leash(view, s, seat) : null;
    for (const a of of(legal, 'moveTo')) {
      if (leash && !leash(a)) continue;
      const d = dist.get(keyOf(a)) ?? Infinity;
      if (d < bestD) {
        best = a;
        bestD = d;
      }
    }
    if (best) return best;
  } else {
    const explore = of(legal, 'explore');
    if (explore.length > 0 && view.stackCount > 0 && frontierSquares(s).length > 0) return explore[0]!;
  }
  return end ?? legal[0]!;
}
