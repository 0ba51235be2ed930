/**
 * The campaign screens' pure parts: every house rule (A1–A49) as a row with its options named in
 * the table's language and whether the campaign changed it (D150), what `campaigns.create` is sent
 * (only the changes, D151), and which characters may join or be lent (D152, D153).
 */
import { HOUSE_RULES, houseRuleOptionName, type HouseRuleGroup } from '../../../../shared/games/darkness/characters';
import type { DarknessCampaign, DarknessCampaignSummary, DarknessCharacterSummary } from '../../../../shared/ipc/contract';

type Lang = 'es' | 'en';
const lang = (locale: string): Lang => (locale === 'en' ? 'en' : 'es');

export interface HouseRuleRow {
  id: string;
  group: HouseRuleGroup;
  title: string;
  text: string;
  options: { id: string; name: string }[];
  defaultOption: string;
  chosen: string;
  changed: boolean;
}

/** An option's short name; an id the table does not name shows as itself rather than vanishing. */
export function optionName(option: string, locale: string): string {
  return houseRuleOptionName(option)?.[lang(locale)] ?? option;
}

/** D150: every rule in the table's order, the chosen option (the default when none), changed-from-default marked. */
export function houseRuleRows(chosen: Readonly<Record<string, string>>, locale: string): HouseRuleRow[] {
  const l = lang(locale);
  return HOUSE_RULES.map((rule) => {
    const pick = Object.hasOwn(chosen, rule.id) && rule.options.includes(chosen[rule.id]!) ? chosen[rule.id]! : rule.default;
    return {
      id: rule.id,
      group: rule.group,
      title: rule.title[l],
      text: rule.text[l],
      options: rule.options.map((id) => ({ id, name: optionName(id, locale) })),
      defaultOption: rule.default,
      chosen: pick,
      changed: pick !== rule.default,
    };
  });
}

/** D151: `campaigns.create` gets only what differs from the defaults (main fills in the rest and stores all). */
export function houseRulesRequest(chosen: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of HOUSE_RULES) {
    const pick = chosen[rule.id];
    if (pick !== undefined && pick !== rule.default && rule.options.includes(pick)) out[rule.id] = pick;
  }
  return out;
}

/** How many rules a campaign plays differently from Velada's defaults. */
export function changedCount(chosen: Readonly<Record<string, string>>): number {
  return Object.keys(houseRulesRequest(chosen)).length;
}

/**
 * D152: the characters that may join: alive, not archived, not already in it. A pregen may join
 * (as an NPC or a first game's character) since it never progresses anyway.
 */
export function joinableCharacters(characters: readonly DarknessCharacterSummary[], campaign: DarknessCampaign, locale: string): DarknessCharacterSummary[] {
  const members = new Set(campaign.members.map((m) => m.characterId));
  return characters
    .filter((c) => c.sheet.status === 'alive' && !c.sheet.archived && !members.has(c.id))
    .sort((a, b) => a.sheet.name.localeCompare(b.sheet.name, locale) || a.id.localeCompare(b.id));
}

/** D153: a member may be lent while alive and not archived, to any other campaign. */
export function lendable(member: DarknessCampaign['members'][number]): boolean {
  return member.sheet.status === 'alive' && !member.sheet.archived;
}

export function lendTargets(campaigns: readonly DarknessCampaignSummary[], campaignId: string): DarknessCampaignSummary[] {
  return campaigns.filter((c) => c.id !== campaignId && !c.archived);
}
