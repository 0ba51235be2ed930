/**
 * The protagonist bot's Final Guess and Time Spiral answers. Winning needs every cast member
 * named right, so what matters is the probability of one whole role assignment (the joint
 * mode), not each character's likeliest role on its own: the likeliest roles taken one by one
 * can add up to an assignment no consistent script has.
 */
import type { CharacterId, RoleId } from '../ids';
import type { LooperAction } from '../types';
import type { Hypothesis } from './hypotheses';

export interface JointMode {
  roles: Record<CharacterId, RoleId>;
  /** Its share of the weight of every hypothesis agreeing with what is confirmed. */
  p: number;
}

const roleIn = (h: Hypothesis, c: CharacterId): RoleId => h.roles[c] ?? 'person';

/**
 * The likeliest whole role assignment of `cast`, among the hypotheses that agree with every
 * confirmed role (a right answer in the Final Guess, a reveal). Hypotheses that differ only
 * in plots or culprits name the same roles, so their weights add up. Null when none agree.
 */
export function jointMode(hypotheses: Hypothesis[], cast: CharacterId[], confirmed: Partial<Record<CharacterId, RoleId>> = {}): JointMode | null {
  const weights = new Map<string, number>();
  let total = 0;
  for (const h of hypotheses) {
    if (Object.entries(confirmed).some(([c, r]) => roleIn(h, c as CharacterId) !== r)) continue;
    const key = cast.map((c) => roleIn(h, c)).join(',');
    weights.set(key, (weights.get(key) ?? 0) + h.weight);
    total += h.weight;
  }
  let bestKey: string | null = null;
  let bestW = -1;
  // Ties go to the first key in sorted order, so the answer never depends on search order.
  for (const key of [...weights.keys()].sort()) {
    const w = weights.get(key)!;
    if (w > bestW) { bestW = w; bestKey = key; }
  }
  if (bestKey === null || total <= 0) return null;
  const parts = bestKey.split(',') as RoleId[];
  const roles = Object.fromEntries(cast.map((c, i) => [c, parts[i]!])) as Record<CharacterId, RoleId>;
  return { roles, p: bestW / total };
}

/** How sure the hypotheses are of one character's role (its marginal). */
function marginal(hypotheses: Hypothesis[], c: CharacterId, role: RoleId, confirmed: Partial<Record<CharacterId, RoleId>>): number {
  let hit = 0;
  let all = 0;
  for (const h of hypotheses) {
    if (Object.entries(confirmed).some(([x, r]) => roleIn(h, x as CharacterId) !== r)) continue;
    all += h.weight;
    if (roleIn(h, c) === role) hit += h.weight;
  }
  return all > 0 ? hit / all : 0;
}

/**
 * The next name of the Final Guess: a part of the joint mode. The least certain part goes
 * first: every part must be right anyway, and each right answer becomes a confirmed role that
 * the next decision's hypotheses are conditioned on, so the doubtful names are settled while
 * the rest can still follow them.
 */
export function finalGuessAction(hypotheses: Hypothesis[], cast: CharacterId[], confirmed: Partial<Record<CharacterId, RoleId>>, legal: LooperAction[]): LooperAction {
  const guesses = legal.filter((a): a is Extract<LooperAction, { type: 'guess' }> => a.type === 'guess');
  if (guesses.length === 0) return legal[0]!;
  const open = cast.filter((c) => guesses.some((g) => g.character === c));
  const mode = jointMode(hypotheses, cast, confirmed);
  if (!mode) return guesses[0]!;
  let pick: Extract<LooperAction, { type: 'guess' }> | null = null;
  let pickSure = Infinity;
  for (const c of open) {
    const g = guesses.find((x) => x.character === c && x.role === mode.roles[c]);
    if (!g) continue;
    const sure = marginal(hypotheses, c, g.role, confirmed);
    if (sure < pickSure) { pickSure = sure; pick = g; }
  }
  return pick ?? guesses[0]!;
}

/** Going to the Final Guess early gives up the remaining loops' chances to survive one: only when nearly sure. */
export const EARLY_GUESS_CONFIDENCE = 0.9;

export function timeSpiralAction(hypotheses: Hypothesis[], cast: CharacterId[], confirmed: Partial<Record<CharacterId, RoleId>>, legal: LooperAction[]): LooperAction {
  const mode = jointMode(hypotheses, cast, confirmed);
  const guess = mode !== null && mode.p >= EARLY_GUESS_CONFIDENCE;
  return legal.find((a) => a.type === (guess ? 'goToFinalGuess' : 'continueLoops')) ?? legal[0]!;
}
