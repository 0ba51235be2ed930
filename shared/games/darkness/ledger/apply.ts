/**
 * One ledger change applied to a sheet, checked against the progression rules (digest §1.14–1.15,
 * rulings A23, A40–A43). Pure: the sheet given is never modified; a refused change returns the
 * problem and no sheet.
 */
import { isAttributeId, skillById } from '../characters';
import { fail } from './problems';
import { itemsProblem, sheetProblem, withDerived } from './sheet-checks';
import type { CharacterSheet, CorrectionPatch, LedgerChange, LedgerEntry, LedgerProblem } from './types';

export type ApplyResult = { ok: true; sheet: CharacterSheet } | { ok: false; problem: LedgerProblem };

type Applied = CharacterSheet | LedgerProblem;

/** Changes a dead or retired character still accepts: the family's fixes and the roster flag. */
const WHEN_INACTIVE = new Set<LedgerChange['kind']>(['correction', 'archived']);

export function applyChange(sheet: CharacterSheet | null, entry: LedgerEntry): ApplyResult {
  const { change, id, seq } = entry;
  if (change.kind === 'created') {
    if (sheet) return { ok: false, problem: fail('ledger_created_twice', id, { seq }) };
    return checked(fromCreated(change.sheet), entry);
  }
  if (!sheet) return { ok: false, problem: fail('ledger_not_created_first', id, { seq }) };
  if (change.kind === 'revert') return { ok: false, problem: fail('ledger_revert_missing', id, { id: change.target, seq }) };
  if (sheet.status !== 'alive' && !WHEN_INACTIVE.has(change.kind)) {
    const problem = sheet.status === 'dead' ? fail('ledger_character_dead', id, { seq }) : fail('ledger_character_retired', id, { seq });
    return { ok: false, problem };
  }
  const next = applyKind(sheet, entry, change);
  return 'code' in next ? { ok: false, problem: next } : checked(next, entry);
}

function checked(sheet: CharacterSheet, entry: LedgerEntry): ApplyResult {
  const problem = sheetProblem(sheet, entry.id, entry.seq);
  return problem ? { ok: false, problem } : { ok: true, sheet: withDerived(sheet) };
}

function fromCreated(created: Extract<LedgerChange, { kind: 'created' }>['sheet']): CharacterSheet {
  return {
    ...created,
    attributes: { ...created.attributes },
    skills: { ...created.skills },
    items: [...created.items],
    allies: [...created.allies],
    permanentHealthLoss: 0,
    maxHealth: created.attributes.defense,
    bankedVp: 0,
    startingVp: created.items.reduce((sum, item) => sum + item.level, 0),
    failureDiscs: 0,
    experience: 0,
    status: 'alive',
    archived: false,
  };
}

function applyKind(sheet: CharacterSheet, entry: LedgerEntry, change: Exclude<LedgerChange, { kind: 'created' | 'revert' }>): Applied {
  const { id, seq } = entry;
  switch (change.kind) {
    case 'attributeDie': {
      if (!isAttributeId(change.attribute)) return fail('ledger_unknown_attribute', id, { attribute: String(change.attribute), seq });
      const value = sheet.attributes[change.attribute];
      if (value >= 6) return fail('ledger_attribute_cap', id, { attribute: change.attribute, seq });
      return { ...sheet, attributes: { ...sheet.attributes, [change.attribute]: value + 1 }, experience: sheet.experience + 1 };
    }
    case 'skillBought':
      return buySkill(sheet, entry, change.skill, change.tier, change.cost, null);
    case 'skillUpgraded':
      return buySkill(sheet, entry, change.skill, 'expert', change.cost, 'basic');
    case 'skillLost': {
      const held = sheet.skills[change.skill];
      if (held !== change.from) return fail('ledger_skill_not_owned', id, { skill: change.skill, tier: change.from, seq });
      // A41: one tier (expert → basic, basic → gone) or, with the house-rule option, the whole skill.
      if (change.to === 'basic' && change.from !== 'expert') {
        return fail('ledger_skill_loss_invalid', id, { skill: change.skill, from: change.from, to: String(change.to), seq });
      }
      const skills = { ...sheet.skills };
      if (change.to === null) delete skills[change.skill];
      else skills[change.skill] = change.to;
      return { ...sheet, skills };
    }
    case 'vpConverted': {
      if (!Number.isInteger(change.vp)) return fail('ledger_amount_invalid', id, { seq });
      if (change.vp < 0) return fail('ledger_vp_negative', id, { seq });
      const total = change.vp + sheet.bankedVp;
      const expected = Math.floor(total / 10);
      if (change.skillPoints !== expected) return fail('ledger_vp_conversion_mismatch', id, { vp: total, expected, points: change.skillPoints, seq });
      return { ...sheet, bankedSkillPoints: sheet.bankedSkillPoints + expected, bankedVp: change.keepLeftover ? total % 10 : 0 };
    }
    case 'itemsKept': {
      const bad = itemsProblem(change.items, id, seq);
      if (bad) return bad;
      const expected = change.countsForStartingVp ? change.items.reduce((sum, item) => sum + item.level, 0) : 0;
      if (change.startingVp !== expected) return fail('ledger_starting_vp_mismatch', id, { expected, startingVp: change.startingVp, seq });
      return { ...sheet, items: [...change.items], startingVp: expected };
    }
    case 'healthLost': {
      if (!Number.isInteger(change.amount) || change.amount < 1) return fail('ledger_amount_invalid', id, { seq });
      const loss = sheet.permanentHealthLoss + change.amount;
      if (sheet.attributes.defense - loss < 1) return fail('ledger_health_floor', id, { seq });
      return { ...sheet, permanentHealthLoss: loss };
    }
    case 'died':
      // A42: a memorial, never a deletion: the dead leave the roster but keep their sheet and ledger.
      return { ...sheet, status: 'dead', archived: true };
    case 'retired':
      return { ...sheet, status: 'retired' };
    case 'archived':
      return { ...sheet, archived: change.archived };
    case 'correction':
      return correct(sheet, entry, change.patch);
  }
}

function buySkill(sheet: CharacterSheet, entry: LedgerEntry, skill: string, tier: 'basic' | 'expert', cost: number, from: 'basic' | null): Applied {
  const { id, seq } = entry;
  if (!skillById(skill)) return fail('ledger_unknown_skill', id, { skill, seq });
  const held = sheet.skills[skill] ?? null;
  if (from === null && held !== null) return fail('ledger_skill_owned', id, { skill, seq });
  if (from !== null && held !== from) return fail('ledger_skill_not_owned', id, { skill, tier: from, seq });
  if (!Number.isInteger(cost) || cost < 1) return fail('ledger_skill_cost_invalid', id, { skill, cost: String(cost), seq });
  if (cost > sheet.bankedSkillPoints) return fail('ledger_skill_points_short', id, { cost, bank: sheet.bankedSkillPoints, seq });
  return { ...sheet, skills: { ...sheet.skills, [skill]: tier }, bankedSkillPoints: sheet.bankedSkillPoints - cost };
}

function correct(sheet: CharacterSheet, entry: LedgerEntry, patch: CorrectionPatch): Applied {
  if (entry.why.trim() === '') return fail('ledger_correction_reason', entry.id, { seq: entry.seq });
  if (Object.keys(patch).length === 0) return fail('ledger_correction_empty', entry.id, { seq: entry.seq });
  const { attributes, ...rest } = patch;
  return { ...sheet, ...rest, attributes: { ...sheet.attributes, ...attributes } };
}
