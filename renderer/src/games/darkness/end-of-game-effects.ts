/**
 * Step 2 and step 4 of the end-of-game wizard in words: each rule's effect on each character (as
 * i18n keys with their values, so the texts stay in the i18n files) with the house rule that
 * decided it, and a sheet before → after as rows. Pure, from R2's plan and sheets.
 */
import { houseRuleById, houseRuleOptionName, type EffectiveRules } from '../../../../shared/games/darkness/characters';
import type { CharacterPlan, CharacterSheet, EndOfGamePlan } from '../../../../shared/games/darkness/ledger';
import { attributeName, lang, skillName } from './sheet-model';

export interface Effect {
  /** Under `darkness.eog.effect.*`. */
  key: string;
  params: Record<string, string | number>;
  /** The house rule (A-number) that decided it, or null for the seed's plain rule. */
  rule: string | null;
}

/** A39/A45: which rule decided who gains the experience die. */
function winRule(plan: EndOfGamePlan): string {
  const objectiveCounts = plan.mode === 'standard' || plan.rules.A45 === 'objective_winner_always';
  return objectiveCounts && !plan.objectiveAchieved ? 'A39' : 'A45';
}

/** D171: every rule's effect on one character, in the order the ledger entries would be written. */
export function effectsOf(plan: EndOfGamePlan, c: CharacterPlan, names: Readonly<Record<string, string>>): Effect[] {
  if (c.exempt === 'pregen') return [{ key: 'pregen', params: {}, rule: 'A44' }];
  if (c.exempt === 'inactive') return [{ key: 'inactive', params: { status: c.before.status }, rule: null }];
  if (c.died) return [{ key: 'died', params: {}, rule: 'A42' }];
  const out: Effect[] = [];
  if (c.healthLoss.length > 0) {
    const causes = c.healthLoss.map((h) => (h.causeCharacterId ? (names[h.causeCharacterId] ?? h.causeCharacterId) : '?')).join(', ');
    out.push({ key: 'healthLoss', params: { n: c.healthLoss.length, causes }, rule: 'A42' });
  }
  if (c.healthLossAtFloor > 0) out.push({ key: 'healthFloor', params: { n: c.healthLossAtFloor }, rule: 'A43' });
  if (c.winner) {
    out.push(c.attributeDie && c.attributeDie.length > 0 ? { key: 'attributeDie', params: {}, rule: winRule(plan) } : { key: 'attributeDieCapped', params: {}, rule: 'A43' });
  } else {
    out.push({ key: plan.winners.length === 0 ? 'noWinner' : 'notWinner', params: {}, rule: winRule(plan) });
  }
  if (c.vp < 0) {
    out.push({ key: c.skillLoss && c.skillLoss.length > 0 ? 'skillLoss' : 'skillLossNone', params: { vp: c.vp }, rule: 'A41' });
  } else if (c.conversion) {
    out.push({ key: c.conversion.keepLeftover ? 'vpConvertedBanked' : 'vpConverted', params: { vp: c.conversion.vp, points: c.conversion.skillPoints }, rule: 'A40' });
  } else {
    out.push({ key: 'noConversion', params: { vp: c.vp }, rule: 'A40' });
  }
  if (c.bankAfter > 0) out.push({ key: 'bank', params: { points: c.bankAfter, options: c.purchases.length }, rule: null });
  if (c.items) {
    const vp = c.items.held.reduce((sum, item) => sum + item.level, 0);
    out.push(c.items.countsForStartingVp ? { key: 'itemsKept', params: { n: c.items.held.length, vp }, rule: 'A23' } : { key: 'itemsKeptNoVp', params: { n: c.items.held.length }, rule: 'A23' });
  } else {
    out.push({ key: 'noItems', params: {}, rule: null });
  }
  return out;
}

/** "A40 · Convertir PV en habilidad: Se guardan los PV sobrantes" — the rule and the option this campaign plays. */
export function ruleLabel(id: string, rules: EffectiveRules, locale: string): string {
  const rule = houseRuleById(id);
  if (!rule) return id;
  const l = lang(locale);
  const option = rules[id] ?? rule.default;
  return `${id} · ${rule.title[l]}: ${houseRuleOptionName(option)?.[l] ?? option}`;
}

export interface BeforeAfterRow {
  /** Under `darkness.eog.row.*`, or an attribute's or skill's own name in `name`. */
  key: string;
  name: string | null;
  before: string;
  after: string;
  changed: boolean;
}

const tierText = (tier: string | undefined, locale: string) => (tier === undefined ? '—' : lang(locale) === 'en' ? tier : tier === 'expert' ? 'experta' : 'básica');

/** D174: the whole sheet side by side (what changed is marked), so nothing lands unseen. */
export function beforeAfterRows(before: CharacterSheet, after: CharacterSheet, locale: string): BeforeAfterRow[] {
  const row = (key: string, name: string | null, b: string | number, a: string | number): BeforeAfterRow => ({ key, name, before: String(b), after: String(a), changed: String(b) !== String(a) });
  const rows: BeforeAfterRow[] = [row('status', null, before.status, after.status)];
  for (const id of Object.keys(before.attributes) as (keyof CharacterSheet['attributes'])[]) {
    rows.push(row('attribute', attributeName(id, locale), before.attributes[id], after.attributes[id]));
  }
  const skills = [...new Set([...Object.keys(before.skills), ...Object.keys(after.skills)])].sort();
  for (const id of skills) rows.push(row('skill', skillName(id, locale), tierText(before.skills[id], locale), tierText(after.skills[id], locale)));
  rows.push(row('maxHealth', null, before.maxHealth, after.maxHealth));
  rows.push(row('bankedSkillPoints', null, before.bankedSkillPoints, after.bankedSkillPoints));
  rows.push(row('bankedVp', null, before.bankedVp, after.bankedVp));
  rows.push(row('startingVp', null, before.startingVp, after.startingVp));
  const items = (s: CharacterSheet) => (s.items.length === 0 ? '—' : s.items.map((i) => i.name).join(', '));
  rows.push(row('items', null, items(before), items(after)));
  return rows;
}
