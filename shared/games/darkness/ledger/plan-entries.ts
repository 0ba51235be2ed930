/**
 * The players' choices on an end-of-game plan turned into the ledger changes to append, per
 * character, in a fixed order: Health losses (A42), death, the winner's die, what was bought in play
 * (D403), the VP conversion (A40), the skill lost for negative VP (A41), skills bought with the bank,
 * the items kept (A23). Every change is applied to the character's sheet as it goes, so a choice the
 * rules refuse is reported here, before anything is written.
 */
import { isAttributeId, type AttributeId } from '../characters';
import { applyChange } from './apply';
import { entryOf } from './builder';
import type { CharacterPlan, EndOfGamePlan } from './end-of-game';
import { LedgerError, fail } from './problems';
import type { LedgerChange, LedgerProblem, SkillTier } from './types';

export interface CharacterChoices {
  /** Which attribute the winner's die goes to. */
  attribute?: AttributeId;
  /** Which skill negative VP cost (A41). */
  loseSkill?: string;
  /** Skills to buy or upgrade with the banked points, in order. */
  buy?: { skill: string; tier: SkillTier }[];
  /** Which of the held items to keep; all of them when left out. */
  keepItemIds?: string[];
}

export type EndOfGameChoices = Readonly<Record<string, CharacterChoices | undefined>>;

export interface PlannedChange {
  characterId: string;
  change: LedgerChange;
}

type Changes = { ok: true; changes: LedgerChange[] } | { ok: false; problem: LedgerProblem };

function choiceProblem(plan: CharacterPlan, choice: string): LedgerProblem {
  return fail('ledger_plan_choice', null, { character: plan.name, choice });
}

function changesFor(plan: CharacterPlan, choices: CharacterChoices): Changes {
  const out: LedgerChange[] = plan.healthLoss.map(({ causeCharacterId }) => ({ kind: 'healthLost', amount: 1, causeCharacterId }));
  if (plan.died && plan.exempt === null) out.push({ kind: 'died' });
  if (plan.attributeDie && plan.attributeDie.length > 0) {
    const attribute = choices.attribute;
    if (!isAttributeId(attribute) || !plan.attributeDie.includes(attribute)) return { ok: false, problem: choiceProblem(plan, 'attribute') };
    out.push({ kind: 'attributeDie', attribute });
  }
  if (plan.inPlay) out.push(...inPlayChanges(plan.inPlay));
  if (plan.conversion) out.push({ kind: 'vpConverted', ...plan.conversion });
  if (plan.skillLoss && plan.skillLoss.length > 0) {
    const option = plan.skillLoss.find((o) => o.skill === choices.loseSkill);
    if (!option) return { ok: false, problem: choiceProblem(plan, 'loseSkill') };
    out.push({ kind: 'skillLost', ...option });
  }
  for (const { skill, tier } of choices.buy ?? []) {
    const option = plan.purchases.find((o) => o.skill === skill && o.tier === tier);
    if (!option || plan.exempt !== null || plan.died) return { ok: false, problem: choiceProblem(plan, 'buy') };
    out.push(option.how === 'upgrade' ? { kind: 'skillUpgraded', skill, cost: option.cost } : { kind: 'skillBought', skill, tier, cost: option.cost });
  }
  if (plan.items) {
    const keep = choices.keepItemIds ?? plan.items.held.map((item) => item.id);
    const items = plan.items.held.filter((item) => keep.includes(item.id));
    if (items.length !== new Set(keep).size) return { ok: false, problem: choiceProblem(plan, 'keepItems') };
    const startingVp = plan.items.countsForStartingVp ? items.reduce((sum, item) => sum + item.level, 0) : 0;
    out.push({ kind: 'itemsKept', items, countsForStartingVp: plan.items.countsForStartingVp, startingVp });
  }
  return { ok: true, changes: out };
}

/**
 * D403: points bought in play were paid with VP then: written as their own conversion (10 VP a point,
 * any banked VP left as they are), then the skills they bought, so the sheet's bank never runs short.
 */
function inPlayChanges(inPlay: NonNullable<CharacterPlan['inPlay']>): LedgerChange[] {
  const out: LedgerChange[] = [{ kind: 'vpConverted', vp: inPlay.pointsBought * 10, skillPoints: inPlay.pointsBought, keepLeftover: true }];
  for (const s of inPlay.skills) out.push(s.how === 'upgrade' ? { kind: 'skillUpgraded', skill: s.skill, cost: s.points } : { kind: 'skillBought', skill: s.skill, tier: s.tier, cost: s.points });
  return out;
}

/** Applies the changes to the plan's sheet one by one: the first the rules refuse is the problem. */
function checkedAgainstSheet(plan: CharacterPlan, changes: LedgerChange[]): LedgerProblem | null {
  let sheet = plan.before;
  for (const [index, change] of changes.entries()) {
    const applied = applyChange(sheet, entryOf(plan.characterId, index + 1, change, { why: 'end of game' }));
    if (!applied.ok) return fail('ledger_plan_choice', null, { character: plan.name, choice: change.kind }, applied.problem);
    sheet = applied.sheet;
  }
  return null;
}

/** The changes, or every problem with the choices (one per character at most). */
export function tryPlanEntries(plan: EndOfGamePlan, choices: EndOfGameChoices): { ok: true; changes: PlannedChange[] } | { ok: false; problems: LedgerProblem[] } {
  const changes: PlannedChange[] = [];
  const problems: LedgerProblem[] = [];
  for (const character of plan.perCharacter) {
    const result = changesFor(character, choices[character.characterId] ?? {});
    const problem = result.ok ? checkedAgainstSheet(character, result.changes) : result.problem;
    if (problem) problems.push(problem);
    else if (result.ok) changes.push(...result.changes.map((change) => ({ characterId: character.characterId, change })));
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, changes };
}

/** The changes to append; throws a LedgerError with the first problem when a choice is missing or refused. */
export function planEntries(plan: EndOfGamePlan, choices: EndOfGameChoices): PlannedChange[] {
  const result = tryPlanEntries(plan, choices);
  if (!result.ok) throw new LedgerError(result.problems[0]!);
  return result.changes;
}
