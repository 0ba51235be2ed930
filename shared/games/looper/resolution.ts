/**
 * Step 4: card resolution (digest §3.3, §3.4). Every card turns face up, then Forbid Movement
 * → Movement → other Forbids → everything else. Resolution is split in two because the
 * mastermind may have to answer the Cultist question (L19) after movement and before the
 * counters: `revealAndMove` runs first, `resolveCounters` after the answer.
 */
import { MOVE, type Axis } from './board';
import type { CardKind, CounterKind } from './ids';
import { cardSpec } from './placement';
import { hasAbilitiesOf } from './roles';
import { changeCounter } from './log-keys-effects';
import { characterOf, forbiddenLocations, isLocation, livingAt, log } from './state';
import { MASTERMIND, type LooperState, type PlacedCard, type Target } from './types';

const AXIS_OF: Partial<Record<CardKind, Axis>> = { moveVertical: 'vertical', moveHorizontal: 'horizontal', moveDiagonal: 'diagonal' };

export function kindOf(p: PlacedCard): CardKind {
  const spec = cardSpec(p.owner, p.card);
  if (!spec) throw new Error(`unknown card ${p.card}`);
  return spec.kind;
}

/** Two movement cards on one target make one move (digest §3.3): same axis once, V+H=D, D+H=V, D+V=H. */
export function combinedAxis(axes: readonly Axis[]): Axis | null {
  const set = [...new Set(axes)];
  if (set.length === 0) return null;
  if (set.length === 1) return set[0]!;
  const has = (a: Axis) => set.includes(a);
  if (has('vertical') && has('horizontal')) return 'diagonal';
  if (has('diagonal') && has('horizontal')) return 'vertical';
  return 'horizontal';
}

function cardsOn(s: LooperState, target: Target): PlacedCard[] {
  return s.resolved.filter((p) => p.target === target);
}

function move(s: LooperState, target: Target): void {
  if (isLocation(target)) return; // a movement card on a location is a bluff
  const cards = cardsOn(s, target);
  const axes = cards.map((p) => AXIS_OF[kindOf(p)]).filter((a): a is Axis => a !== undefined);
  if (axes.length === 0) return;
  if (cards.some((p) => kindOf(p) === 'forbidMovement')) {
    log(s, 'moveForbidden', { character: target });
    return;
  }
  const c = characterOf(s, target);
  const axis = combinedAxis(axes);
  if (!c || c.location === null || !axis) return;
  const to = MOVE[axis][c.location];
  if (forbiddenLocations(s, c.id).includes(to)) {
    log(s, 'moveBlocked', { character: c.id, to });
    return;
  }
  log(s, 'moved', { character: c.id, from: c.location, to });
  c.location = to;
}

/** The one Forbid Intrigue in effect today, or null (none, or two or more void each other). */
export function forbidIntrigueInEffect(s: LooperState): PlacedCard | null {
  const all = s.resolved.filter((p) => kindOf(p) === 'forbidIntrigue');
  return all.length === 1 ? all[0]! : null;
}

/** Turns today's cards face up and moves characters. Returns whether the Cultist question follows. */
export function revealAndMove(s: LooperState): boolean {
  s.resolved = s.placed;
  s.placed = [];
  for (const p of s.resolved) log(s, 'cardRevealed', { owner: String(p.owner), card: kindOf(p), target: p.target });
  for (const target of new Set(s.resolved.map((p) => p.target))) move(s, target);
  const forbids = s.resolved.filter((p) => kindOf(p) === 'forbidIntrigue').length;
  if (forbids >= 2) log(s, 'forbidIntrigueVoid', { count: forbids });
  return forbidIntrigueInEffect(s) !== null;
}

/** The mastermind's legal answers to the Cultist question (L19): ignoring needs a Cultist where the forbid is. */
export function cultistOptions(s: LooperState): boolean[] {
  const forbid = forbidIntrigueInEffect(s);
  if (!forbid) return [false];
  const where = isLocation(forbid.target) ? forbid.target : characterOf(s, forbid.target)?.location ?? null;
  if (where === null) return [false];
  const cultistThere = livingAt(s, where).some((c) => hasAbilitiesOf(s, c.id, 'cultist'));
  return cultistThere ? [false, true] : [false];
}

const COUNTER_CARDS: Partial<Record<CardKind, [CounterKind, number]>> = {
  paranoiaPlus1: ['paranoia', 1],
  paranoiaMinus1: ['paranoia', -1],
  goodwillPlus1: ['goodwill', 1],
  goodwillPlus2: ['goodwill', 2],
  intriguePlus1: ['intrigue', 1],
  intriguePlus2: ['intrigue', 2],
};

const FORBIDS: Partial<Record<CounterKind, CardKind>> = { paranoia: 'forbidParanoia', goodwill: 'forbidGoodwill', intrigue: 'forbidIntrigue' };

/** Is this card's counter change cancelled by a Forbid on its target? */
function cancelled(s: LooperState, p: PlacedCard, kind: CounterKind, cultistIgnores: boolean): boolean {
  const forbid = FORBIDS[kind]!;
  const on = cardsOn(s, p.target).some((q) => kindOf(q) === forbid);
  if (!on) return false;
  if (kind === 'intrigue') {
    if (forbidIntrigueInEffect(s) === null) return false; // two or more void themselves
    if (cultistIgnores) {
      log(s, 'cultistIgnoredForbid', { target: p.target }, MASTERMIND);
      return false;
    }
  }
  if (kind === 'goodwill' && !isLocation(p.target) && hasAbilitiesOf(s, p.target, 'timeTraveler')) {
    log(s, 'timeTravelerIgnoredForbid', { target: p.target }, MASTERMIND);
    return false;
  }
  return true;
}

/** Other Forbids, then every counter card (Paranoia +1 before −1), then cards back to hand or spent. */
export function resolveCounters(s: LooperState, cultistIgnores: boolean): void {
  // +1 before −1 on the same target (digest §3.3): sort the counter cards by sign, stable otherwise.
  const counters = s.resolved
    .map((p) => ({ p, effect: COUNTER_CARDS[kindOf(p)] }))
    .filter((x): x is { p: PlacedCard; effect: [CounterKind, number] } => x.effect !== undefined)
    .sort((a, b) => Math.sign(b.effect[1]) - Math.sign(a.effect[1]));
  for (const { p, effect: [kind, n] } of counters) {
    if (isLocation(p.target) && kind !== 'intrigue') continue; // a bluff: only intrigue works on a location
    if (cancelled(s, p, kind, cultistIgnores)) {
      log(s, 'cardCancelled', { card: kindOf(p), target: p.target });
      continue;
    }
    changeCounter(s, p.target, kind, n);
  }
  // Once-per-loop cards stay face up until loop end, even when cancelled (digest §3.4).
  for (const p of s.resolved) {
    if (!cardSpec(p.owner, p.card)?.oncePerLoop) continue;
    if (p.owner === 'mastermind') s.spent.mastermind.push(p.card);
    else s.spent.hands[p.owner].push(p.card);
  }
}
