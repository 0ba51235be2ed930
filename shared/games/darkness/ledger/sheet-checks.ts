/**
 * The invariants every sheet keeps, whatever entry produced it: attributes 1–6 (A43), known skills at
 * a known tier, counts that are whole and not negative, well-formed items, max Health at least 1
 * (A42). Creation's own limits (2–5, 20 points, 10 skill points) are R1's `validateCreation`, run by
 * the wizard before the `created` entry is written (D62), so a character made under other house
 * rules still loads.
 */
import { ATTRIBUTES, isAttributeId, skillById } from '../characters';
import { fail } from './problems';
import type { CharacterSheet, LedgerProblem, SheetAlly, SheetItem } from './types';

const MAX_LEVEL = 8;

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function itemProblem(item: SheetItem, entryId: string, seq: number): LedgerProblem | null {
  const ok =
    typeof item.id === 'string' &&
    item.id !== '' &&
    typeof item.name === 'string' &&
    isCount(item.weight) &&
    typeof item.vp === 'number' &&
    Number.isInteger(item.vp) &&
    Number.isInteger(item.level) &&
    item.level >= 1 &&
    item.level <= MAX_LEVEL;
  return ok ? null : fail('ledger_item_invalid', entryId, { item: String(item.name ?? item.id), seq });
}

function allyProblem(ally: SheetAlly, entryId: string, seq: number): LedgerProblem | null {
  const ok = typeof ally.id === 'string' && ally.id !== '' && isCount(ally.dice) && Number.isInteger(ally.vp) && ally.attributes.every(isAttributeId);
  return ok ? null : fail('ledger_item_invalid', entryId, { item: String(ally.name ?? ally.id), seq });
}

/** Items (or allies) must be valid and their ids unique. */
export function itemsProblem(items: readonly SheetItem[], entryId: string, seq: number): LedgerProblem | null {
  const seen = new Set<string>();
  for (const item of items) {
    const problem = itemProblem(item, entryId, seq);
    if (problem) return problem;
    if (seen.has(item.id)) return fail('ledger_item_invalid', entryId, { item: item.name, seq });
    seen.add(item.id);
  }
  return null;
}

export function sheetProblem(sheet: CharacterSheet, entryId: string, seq: number): LedgerProblem | null {
  for (const key of Object.keys(sheet.attributes)) {
    if (!isAttributeId(key)) return fail('ledger_unknown_attribute', entryId, { attribute: key, seq });
  }
  for (const attribute of ATTRIBUTES) {
    const value = sheet.attributes[attribute];
    if (!Number.isInteger(value) || value < 1 || value > 6) return fail('ledger_attribute_range', entryId, { attribute, seq });
  }
  for (const [skill, tier] of Object.entries(sheet.skills)) {
    if (!skillById(skill)) return fail('ledger_unknown_skill', entryId, { skill, seq });
    if (tier !== 'basic' && tier !== 'expert') return fail('ledger_skill_not_owned', entryId, { skill, tier: String(tier), seq });
  }
  const counts = [sheet.permanentHealthLoss, sheet.bankedSkillPoints, sheet.bankedVp, sheet.startingVp, sheet.failureDiscs, sheet.carryingLimit];
  if (!counts.every(isCount)) return fail('ledger_amount_invalid', entryId, { seq });
  if (sheet.attributes.defense - sheet.permanentHealthLoss < 1) return fail('ledger_health_floor', entryId, { seq });
  const items = itemsProblem(sheet.items, entryId, seq);
  if (items) return items;
  const seenAllies = new Set<string>();
  for (const ally of sheet.allies) {
    const problem = allyProblem(ally, entryId, seq) ?? (seenAllies.has(ally.id) ? fail('ledger_item_invalid', entryId, { item: ally.name, seq }) : null);
    if (problem) return problem;
    seenAllies.add(ally.id);
  }
  return null;
}

/** Derived fields, recomputed after every change so they can never drift from the ledger. */
export function withDerived(sheet: CharacterSheet): CharacterSheet {
  return { ...sheet, maxHealth: Math.max(1, sheet.attributes.defense - sheet.permanentHealthLoss) };
}
