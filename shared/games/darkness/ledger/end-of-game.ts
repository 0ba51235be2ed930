/**
 * What the end of a game gives each character (digest §1.14–1.15; rulings A23, A39–A45): the
 * winner's attribute die, VP turned into skill points, a skill lost for negative VP, the Health every
 * survivor loses for each death, the dead archived, the items kept and the next starting VP. The plan
 * says what the rules decide and what they leave to the players; `planEntries` (plan-entries.ts)
 * turns the players' choices into the ledger changes to append. Nothing is written here.
 */
import { ATTRIBUTES, SKILLS, effectiveRules, mayProgress, skillCost, upgradeCost, type AttributeId, type EffectiveRules } from '../characters';
import type { CharacterSheet, SheetItem, SkillTier } from './types';

export type CampaignMode = 'standard' | 'master';

export interface EndOfGameParticipant {
  characterId: string;
  /** The final VP (may be negative, A41). */
  vp: number;
  died: boolean;
  /** What the character holds at the end (A21: each with the VP it was awarded). */
  itemsHeld: SheetItem[];
  /** Rules 2 (D403): skill points bought with VP during the game, and the skills they bought there. */
  inPlay?: InPlayPurchases;
}

export interface InPlayPurchases {
  /** Every point bought (10 VP each), spent or not. */
  pointsBought: number;
  skills: readonly { skill: string; tier: SkillTier; points: number; how: 'buy' | 'upgrade' }[];
}

export interface EndOfGameInput {
  mode: CampaignMode;
  objectiveAchieved: boolean;
  participants: readonly EndOfGameParticipant[];
  sheets: Readonly<Record<string, CharacterSheet>>;
  /** The campaign's house rules (missing ids take their default). */
  houseRules: Readonly<Record<string, string | undefined>>;
  /** Whether items may be kept between sessions (the Master may forbid it); default yes. */
  keepItems?: boolean;
}

export interface SkillOption {
  skill: string;
  tier: SkillTier;
  cost: number;
  /** 'buy' a skill not held, or 'upgrade' a basic one to expert (A6). */
  how: 'buy' | 'upgrade';
}

export interface SkillLossOption {
  skill: string;
  from: SkillTier;
  to: 'basic' | null;
}

export interface CharacterPlan {
  characterId: string;
  name: string;
  /** The sheet as it stands before this game's entries (planEntries checks the choices against it). */
  before: CharacterSheet;
  vp: number;
  /** Why the rules give this character nothing: a fixed pregen (A44), or no longer alive before this game. */
  exempt: 'pregen' | 'inactive' | null;
  died: boolean;
  winner: boolean;
  /** For a winner: the attributes that may take the die (below 6, A43); empty when every one is at 6. */
  attributeDie: AttributeId[] | null;
  /** D403: the VP already turned into skill points during the game, and what they bought there (null: none). */
  inPlay: InPlayPurchases | null;
  /** A40: the conversion of this game's VP (null when none happens). */
  conversion: { vp: number; skillPoints: number; keepLeftover: boolean } | null;
  /** A41: negative VP cost one skill, chosen among these (empty: nothing left to lose). */
  skillLoss: SkillLossOption[] | null;
  /** A42: one permanent Health loss per other character who died (only as far as the floor allows). */
  healthLoss: { causeCharacterId: string }[];
  /** Deaths whose Health loss the floor (A43) swallowed. */
  healthLossAtFloor: number;
  /** A23: the items that may be kept (null: items are not kept), and whether they set the starting VP. */
  items: { held: SheetItem[]; countsForStartingVp: boolean } | null;
  /** Skill points banked once the conversion is in, and the purchases they allow now. */
  bankAfter: number;
  purchases: SkillOption[];
}

export interface EndOfGamePlan {
  mode: CampaignMode;
  objectiveAchieved: boolean;
  winners: string[];
  rules: EffectiveRules;
  perCharacter: CharacterPlan[];
}

/**
 * A39/A45: who gains the experience die. Standard mode (and Master mode under
 * 'objective_winner_always'): the most VP, if the objective was achieved — or regardless, under
 * A39 'vp_leader_wins'. Master mode by default: the session's VP leader. A tie gives every tied
 * leader the die (D64); the dead and the no-longer-active cannot win (D65).
 */
export function winnersOf(input: EndOfGameInput, rules: EffectiveRules): string[] {
  const objectiveCounts = input.mode === 'standard' || rules.A45 === 'objective_winner_always';
  if (objectiveCounts && !input.objectiveAchieved && rules.A39 !== 'vp_leader_wins') return [];
  const eligible = input.participants.filter((p) => !p.died && input.sheets[p.characterId]?.status === 'alive');
  if (eligible.length === 0) return [];
  const best = Math.max(...eligible.map((p) => p.vp));
  return eligible.filter((p) => p.vp === best).map((p) => p.characterId);
}

/** A42/A43: how far max Health may still fall (floor 1, or 2 under A43's option). */
function healthHeadroom(sheet: CharacterSheet, rules: EffectiveRules): number {
  const floor = rules.A43 === 'cap_6_floor_2' ? 2 : 1;
  return Math.max(0, sheet.attributes.defense - sheet.permanentHealthLoss - floor);
}

export function skillLossOptions(sheet: CharacterSheet, rules: EffectiveRules): SkillLossOption[] {
  const whole = rules.A41 === 'lose_whole_skill';
  return Object.entries(sheet.skills).flatMap(([skill, tier]) =>
    tier ? [{ skill, from: tier, to: tier === 'expert' && !whole ? ('basic' as const) : null }] : [],
  );
}

export function purchaseOptions(skills: CharacterSheet['skills'], bank: number, rules: EffectiveRules): SkillOption[] {
  const out: SkillOption[] = [];
  for (const skill of SKILLS) {
    const held = skills[skill.id];
    if (held === 'basic') out.push({ skill: skill.id, tier: 'expert', cost: upgradeCost(skill, rules), how: 'upgrade' });
    if (held === undefined) {
      out.push({ skill: skill.id, tier: 'basic', cost: skillCost(skill, 'basic'), how: 'buy' });
      out.push({ skill: skill.id, tier: 'expert', cost: skillCost(skill, 'expert'), how: 'buy' });
    }
  }
  return out.filter((option) => option.cost <= bank);
}

function conversionOf(vp: number, sheet: CharacterSheet, rules: EffectiveRules): CharacterPlan['conversion'] {
  if (vp < 0) return null;
  const keepLeftover = rules.A40 === 'bank_leftover';
  const total = vp + sheet.bankedVp;
  const skillPoints = Math.floor(total / 10);
  const bankedAfter = keepLeftover ? total % 10 : 0;
  return skillPoints > 0 || bankedAfter !== sheet.bankedVp ? { vp, skillPoints, keepLeftover } : null;
}

function itemsOf(input: EndOfGameInput, participant: EndOfGameParticipant, sheet: CharacterSheet, rules: EffectiveRules): CharacterPlan['items'] {
  const countsForStartingVp = input.mode === 'master' || rules.A23 !== 'master_only';
  const held = input.keepItems !== false ? participant.itemsHeld : [];
  // Nothing held and nothing left on the sheet from an earlier session: no entry worth writing.
  if (held.length === 0 && sheet.items.length === 0 && sheet.startingVp === 0) return null;
  return { held, countsForStartingVp };
}

export function endOfGamePlan(input: EndOfGameInput): EndOfGamePlan {
  const rules = effectiveRules(input.houseRules as Record<string, string>);
  const winners = winnersOf(input, rules);
  const deaths = input.participants.filter((p) => p.died).map((p) => p.characterId);
  const perCharacter = input.participants.map((participant): CharacterPlan => {
    const sheet = input.sheets[participant.characterId];
    if (!sheet) throw new Error(`No sheet for ${participant.characterId}`);
    const exempt = !mayProgress({ fixed: sheet.pregen }, rules) ? 'pregen' : sheet.status !== 'alive' ? 'inactive' : null;
    const base: CharacterPlan = {
      characterId: participant.characterId,
      name: sheet.name,
      before: sheet,
      vp: participant.vp,
      exempt,
      died: participant.died,
      winner: winners.includes(participant.characterId),
      attributeDie: null,
      inPlay: null,
      conversion: null,
      skillLoss: null,
      healthLoss: [],
      healthLossAtFloor: 0,
      items: null,
      bankAfter: sheet.bankedSkillPoints,
      purchases: [],
    };
    if (exempt || participant.died) return base;
    const others = rules.A42 === 'no_loss' ? [] : deaths.filter((id) => id !== participant.characterId);
    const headroom = healthHeadroom(sheet, rules);
    const conversion = conversionOf(participant.vp, sheet, rules);
    const inPlay = participant.inPlay && participant.inPlay.pointsBought > 0 ? participant.inPlay : null;
    const spentInPlay = inPlay ? inPlay.skills.reduce((sum, s) => sum + s.points, 0) : 0;
    const bankAfter = sheet.bankedSkillPoints + (conversion?.skillPoints ?? 0) + (inPlay ? inPlay.pointsBought - spentInPlay : 0);
    const skillsAfterPlay = { ...sheet.skills, ...Object.fromEntries((inPlay?.skills ?? []).map((s) => [s.skill, s.tier])) };
    return {
      ...base,
      attributeDie: base.winner ? ATTRIBUTES.filter((a) => sheet.attributes[a] < 6) : null,
      inPlay,
      conversion,
      skillLoss: participant.vp < 0 ? skillLossOptions(sheet, rules) : null,
      healthLoss: others.slice(0, headroom).map((causeCharacterId) => ({ causeCharacterId })),
      healthLossAtFloor: Math.max(0, others.length - headroom),
      items: itemsOf(input, participant, sheet, rules),
      bankAfter,
      purchases: purchaseOptions(skillsAfterPlay, bankAfter, rules),
    };
  });
  return { mode: input.mode, objectiveAchieved: input.objectiveAchieved, winners, rules, perCharacter };
}
