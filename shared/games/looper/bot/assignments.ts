/**
 * Walks the role assignments of one plot combination: slots (one per role the plots add) are
 * given distinct characters in a seeded order, and each joint check runs as soon as every slot
 * of the roles it depends on is filled, so a whole subtree that contradicts the evidence is cut
 * at once instead of being sampled leaf by leaf.
 */
import { nextInt, type RngState } from '../../../engine/rng';
import type { CharacterId, PlotId, RoleId } from '../ids';

/** One whole hypothesis: the plots in play and every non-Person role (hypothesis-checks.ts judges it). */
export interface RoleAssignment {
  mainPlot: PlotId;
  subPlots: PlotId[];
  /** Non-Person roles; every other cast member is a Person. */
  roles: Partial<Record<CharacterId, RoleId>>;
}

export interface JointCheck {
  /** The roles the check reads; null = it also reads who is a Person, so only a full assignment can be checked. */
  deps: readonly RoleId[] | null;
  ok: (h: RoleAssignment) => boolean;
}

/** Roles that evidence most often depends on go first, so checks run high in the tree. */
const PRIORITY: RoleId[] = ['keyPerson', 'brain', 'killer', 'conspiracyTheorist', 'factor', 'serialKiller', 'lovedOne', 'timeTraveler', 'witch', 'friend', 'lover', 'cultist', 'curmudgeon', 'person'];

export function bySlotPriority(slots: RoleId[]): RoleId[] {
  return slots.slice().sort((a, b) => PRIORITY.indexOf(a) - PRIORITY.indexOf(b));
}

export interface WalkInput {
  cast: CharacterId[];
  /** Sorted with bySlotPriority. */
  slots: RoleId[];
  masks: number[];
  mustHaveRole: CharacterId[];
  /** Roles fixed before the walk (the Mystery Boy's). */
  fixed: Partial<Record<CharacterId, RoleId>>;
  base: Omit<RoleAssignment, 'roles'>;
  checks: JointCheck[];
  cap: number;
  budget: number;
  rng: RngState;
}

export interface WalkResult {
  list: Partial<Record<CharacterId, RoleId>>[];
  /** Every subtree was walked: the list is every consistent assignment (up to the cap). */
  complete: boolean;
  /** Share of the first slot's choices fully walked (to weigh a stopped walk's findings). */
  explored: number;
  /** Search nodes used. */
  nodes: number;
  rng: RngState;
}

export function walkAssignments(w: WalkInput): WalkResult {
  let rng = w.rng;
  const order = w.cast.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    let j: number;
    [j, rng] = nextInt(rng, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const atDepth: JointCheck[][] = w.slots.map(() => []);
  const atLeaf: JointCheck[] = [];
  const roles: Partial<Record<CharacterId, RoleId>> = { ...w.fixed };
  const h: RoleAssignment = { ...w.base, roles };
  for (const c of w.checks) {
    if (c.deps === null) { atLeaf.push(c); continue; }
    let depth = -1;
    w.slots.forEach((r, i) => { if (c.deps!.includes(r)) depth = i; });
    if (depth < 0) {
      if (!c.ok(h)) return { list: [], complete: true, explored: 1, nodes: 0, rng };
    } else atDepth[depth]!.push(c);
  }
  const list: Partial<Record<CharacterId, RoleId>>[] = [];
  const chosen: number[] = [];
  let nodes = 0;
  let stopped = false;
  const walk = (s: number, used: number): void => {
    if (s === w.slots.length) {
      if (w.mustHaveRole.some((c) => !roles[c])) return;
      if (atLeaf.every((c) => c.ok(h))) list.push({ ...roles });
      if (list.length >= w.cap) stopped = true;
      return;
    }
    for (const i of order) {
      const bit = 1 << i;
      if (!(w.masks[s]! & bit) || used & bit) continue;
      // Same-role slots take characters in increasing index order, so each set is built once.
      if (s > 0 && w.slots[s - 1] === w.slots[s] && i < chosen[s - 1]!) continue;
      if (++nodes > w.budget) { stopped = true; return; }
      chosen[s] = i;
      const who = w.cast[i]!;
      roles[who] = w.slots[s]!;
      if (atDepth[s]!.every((c) => c.ok(h))) walk(s + 1, used | bit);
      delete roles[who];
      if (stopped) return;
    }
  };
  let explored = 0;
  const firstChoices = order.filter((i) => w.slots.length > 0 && w.masks[0]! & (1 << i));
  if (w.slots.length === 0) walk(0, 0);
  else {
    for (const i of firstChoices) {
      const bit = 1 << i;
      if (++nodes > w.budget) { stopped = true; break; }
      chosen[0] = i;
      roles[w.cast[i]!] = w.slots[0]!;
      if (atDepth[0]!.every((c) => c.ok(h))) walk(1, bit);
      delete roles[w.cast[i]!];
      if (stopped) break;
      explored++;
    }
  }
  const share = firstChoices.length === 0 ? 1 : explored / firstChoices.length;
  return { list, complete: !stopped, explored: stopped ? Math.max(share, 1 / Math.max(1, firstChoices.length)) : 1, nodes: Math.min(nodes, w.budget), rng };
}
