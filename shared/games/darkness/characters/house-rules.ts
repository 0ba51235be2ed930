/**
 * Every ambiguity A1–A49 of the digest (§1.20) as a named house rule a campaign can change. The
 * digest's resolution is each rule's default; a campaign stores only what it changed, so a rule
 * added later takes its default in old campaigns.
 */
import { z } from 'zod';
import type { HouseRule } from './house-rule-types';
import { HOUSE_RULES_A } from './house-rules-table-a';
import { HOUSE_RULES_B } from './house-rules-table-b';

export type { HouseRule, HouseRuleGroup } from './house-rule-types';
export { houseRuleOptionName } from './house-rule-options';

export const HOUSE_RULES: readonly HouseRule[] = [...HOUSE_RULES_A, ...HOUSE_RULES_B];

/** A rule id → its chosen option, every rule present. */
export type EffectiveRules = Readonly<Record<string, string>>;

const BY_ID = new Map(HOUSE_RULES.map((r) => [r.id, r]));

export function houseRuleById(id: string): HouseRule | undefined {
  return BY_ID.get(id);
}

/**
 * A campaign's saved settings: only known rule ids, each with one of its options; missing ids take
 * the default. Unknown ids are refused rather than dropped so a typo in an imported file shows.
 */
export const houseRuleSettingsSchema = z.strictObject(
  Object.fromEntries(HOUSE_RULES.map((r) => [r.id, z.enum(r.options as [string, ...string[]]).optional()])),
);

export type HouseRuleSettings = Partial<Record<string, string>>;

/** The rules in force: the defaults overlaid with a campaign's (already validated) choices. */
export function effectiveRules(settings: HouseRuleSettings = {}): EffectiveRules {
  const out: Record<string, string> = {};
  for (const r of HOUSE_RULES) {
    const chosen = settings[r.id];
    out[r.id] = chosen !== undefined && r.options.includes(chosen) ? chosen : r.default;
  }
  return out;
}

export const DEFAULT_RULES: EffectiveRules = effectiveRules();

/** Parses untrusted settings (a file, an IPC request) and fills in the defaults. */
export function parseHouseRuleSettings(input: unknown): { ok: true; rules: EffectiveRules } | { ok: false; issues: string[] } {
  const parsed = houseRuleSettingsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) };
  return { ok: true, rules: effectiveRules(parsed.data as HouseRuleSettings) };
}

/**
 * Only the choices that differ from the defaults: what a campaign file stores. A rule whose default
 * changed (`legacyDefault`, D407) is always written, so a file never leaves it to a reader's default.
 */
export function changedRules(rules: EffectiveRules): HouseRuleSettings {
  const out: Record<string, string> = {};
  for (const r of HOUSE_RULES) {
    const chosen = rules[r.id];
    if (chosen !== undefined && (chosen !== r.default || r.legacyDefault !== undefined)) out[r.id] = chosen;
  }
  return out;
}

/**
 * Settings read from a file that stores only changed rules: a rule whose default changed and that the
 * file leaves out was written when its old default held (D407), so it means that option.
 */
export function withLegacyDefaults(settings: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = { ...settings };
  for (const r of HOUSE_RULES) if (r.legacyDefault !== undefined && out[r.id] === undefined) out[r.id] = r.legacyDefault;
  return out;
}
