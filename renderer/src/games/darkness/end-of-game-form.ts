/**
 * The end-of-game wizard's form as pure steps: the result as the family enters it (who played,
 * VP, deaths, the items each held), the plan R2's `endOfGamePlan` makes of it — the same one main
 * computes — the players' choices checked live with R2's `tryPlanEntries`, the request for
 * `darkness.endOfGame.preview/confirm`, and the draft's round trip (a stored draft is untrusted:
 * it goes through a schema, and a bad one is dropped).
 */
import { z } from 'zod';
import { ATTRIBUTES, type AttributeId } from '../../../../shared/games/darkness/characters';
import {
  endOfGamePlan,
  tryPlanEntries,
  type CharacterChoices,
  type CharacterPlan,
  type EndOfGamePlan,
  type LedgerProblem,
  type SheetItem,
} from '../../../../shared/games/darkness/ledger';
import type { DarknessCampaign, Request } from '../../../../shared/ipc/contract';

export const EOG_STEPS = [1, 2, 3, 4] as const;
export type EogStep = (typeof EOG_STEPS)[number];

export interface ParticipantForm {
  playing: boolean;
  vp: number;
  died: boolean;
  items: SheetItem[];
}

export interface EogForm {
  step: EogStep;
  scenario: string;
  objectiveAchieved: boolean;
  /** False when the Master forbids keeping items this time. */
  keepItems: boolean;
  participants: Record<string, ParticipantForm>;
  choices: Record<string, CharacterChoices>;
  /** The board game this result was filled from (D362: main applies a game once). */
  sessionId?: string;
}

/** A problem of the form, in both languages, on the character (or the whole result) it is about. */
export interface EogProblem {
  characterId: string | null;
  code: string;
  message: { es: string; en: string };
}

type Members = DarknessCampaign['members'];

/** D170: everyone alive and on the roster plays by default, holding what their sheet holds. */
export function startingForm(members: Members): EogForm {
  const participants: Record<string, ParticipantForm> = {};
  for (const m of members) {
    participants[m.characterId] = { playing: m.sheet.status === 'alive' && !m.sheet.archived, vp: 0, died: false, items: m.sheet.items.map((i) => ({ ...i })) };
  }
  return { step: 1, scenario: '', objectiveAchieved: false, keepItems: true, participants, choices: {} };
}

/** The members who played, in the campaign's order (a member who left the campaign since is dropped). */
export function playingIds(form: EogForm, members: Members): string[] {
  return members.map((m) => m.characterId).filter((id) => form.participants[id]?.playing);
}

/** A fresh id for an item typed in by hand, unique on that character's list. */
export function newItemId(items: readonly SheetItem[]): string {
  let n = items.length + 1;
  while (items.some((i) => i.id === `item-${n}`)) n += 1;
  return `item-${n}`;
}

const p = (characterId: string | null, code: string, es: string, en: string): EogProblem => ({ characterId, code, message: { es, en } });

/** Step 1's problems: what the request schema and the rules would refuse, said before asking main. */
export function resultProblems(form: EogForm, members: Members): EogProblem[] {
  const out: EogProblem[] = [];
  if (form.scenario.trim() === '') out.push(p(null, 'eog_no_scenario', 'Falta el nombre del escenario.', "The scenario's name is missing."));
  const ids = playingIds(form, members);
  if (ids.length === 0) out.push(p(null, 'eog_no_participant', 'Marca al menos un personaje que haya jugado.', 'Tick at least one character who played.'));
  for (const id of ids) {
    const part = form.participants[id]!;
    const name = members.find((m) => m.characterId === id)!.sheet.name;
    if (!Number.isInteger(part.vp) || Math.abs(part.vp) > 999) {
      out.push(p(id, 'eog_bad_vp', `Los PV de ${name} deben ser un número entero entre −999 y 999.`, `${name}'s VP must be a whole number from −999 to 999.`));
    }
    part.items.forEach((item, n) => {
      const where = { es: `El objeto ${n + 1} de ${name}`, en: `${name}'s item ${n + 1}` };
      if (item.name.trim() === '') out.push(p(id, 'eog_item_name', `${where.es} no tiene nombre.`, `${where.en} has no name.`));
      if (!Number.isInteger(item.weight) || item.weight < 0 || item.weight > 99) {
        out.push(p(id, 'eog_item_weight', `${where.es}: el peso va de 0 a 99.`, `${where.en}: weight goes from 0 to 99.`));
      }
      if (!Number.isInteger(item.level) || item.level < 0 || item.level > 8) {
        out.push(p(id, 'eog_item_level', `${where.es}: el nivel de dificultad va de 0 a 8.`, `${where.en}: the difficulty level goes from 0 to 8.`));
      }
      if (!Number.isInteger(item.vp) || Math.abs(item.vp) > 99) out.push(p(id, 'eog_item_vp', `${where.es}: sus PV van de −99 a 99.`, `${where.en}: its VP go from −99 to 99.`));
    });
  }
  return out;
}

/** What the rules give, from the same pure plan main uses; null while the result has problems. */
export function planOf(form: EogForm, campaign: DarknessCampaign): EndOfGamePlan | null {
  if (resultProblems(form, campaign.members).length > 0) return null;
  const ids = playingIds(form, campaign.members);
  return endOfGamePlan({
    mode: campaign.mode,
    objectiveAchieved: form.objectiveAchieved,
    keepItems: form.keepItems,
    participants: ids.map((id) => {
      const { vp, died, items } = form.participants[id]!;
      return { characterId: id, vp, died, itemsHeld: items.map((i) => ({ ...i, name: i.name.trim() })) };
    }),
    sheets: Object.fromEntries(campaign.members.filter((m) => ids.includes(m.characterId)).map((m) => [m.characterId, m.sheet])),
    houseRules: campaign.houseRules,
  });
}

/** The choices that matter for this plan: a kind the plan does not ask about is dropped (D173). */
export function choicesFor(plan: EndOfGamePlan, choices: Record<string, CharacterChoices>): Record<string, CharacterChoices> {
  const out: Record<string, CharacterChoices> = {};
  for (const c of plan.perCharacter) {
    const mine = choices[c.characterId] ?? {};
    const kept: CharacterChoices = {};
    if (c.attributeDie && c.attributeDie.length > 0 && mine.attribute) kept.attribute = mine.attribute;
    if (c.skillLoss && c.skillLoss.length > 0 && mine.loseSkill) kept.loseSkill = mine.loseSkill;
    if (c.exempt === null && !c.died && mine.buy && mine.buy.length > 0) kept.buy = mine.buy;
    if (c.items && mine.keepItemIds) kept.keepItemIds = mine.keepItemIds.filter((id) => c.items!.held.some((i) => i.id === id));
    out[c.characterId] = kept;
  }
  return out;
}

/** Step 3's problems: R2's own check of each character's choices (one per character at most), in its words. */
export function choiceProblems(plan: EndOfGamePlan, choices: Record<string, CharacterChoices>): EogProblem[] {
  const wanted = choicesFor(plan, choices);
  return plan.perCharacter.flatMap((character) => {
    const result = tryPlanEntries({ ...plan, perCharacter: [character] }, wanted);
    if (result.ok) return [];
    return result.problems.map((problem: LedgerProblem) => ({
      characterId: character.characterId,
      code: problem.code,
      message: problem.cause ? { es: `${problem.message.es} ${problem.cause.message.es}`, en: `${problem.message.en} ${problem.cause.message.en}` } : problem.message,
    }));
  });
}

/** What main is asked: the result and the choices that matter, nothing else. */
export function requestOf(campaignId: string, form: EogForm, plan: EndOfGamePlan, who: string): Request<'darkness.endOfGame.preview'> {
  const choices = choicesFor(plan, form.choices);
  return {
    campaignId,
    scenario: form.scenario.trim(),
    objectiveAchieved: form.objectiveAchieved,
    keepItems: form.keepItems,
    participants: plan.perCharacter.map((c) => {
      const part = form.participants[c.characterId]!;
      return {
        characterId: c.characterId,
        vp: part.vp,
        died: part.died,
        itemsHeld: part.items.map((i) => ({ ...i, name: i.name.trim() })),
        choices: choices[c.characterId] ?? {},
      };
    }),
    who: who.trim(),
    ...(form.sessionId ? { sessionId: form.sessionId } : {}),
  };
}

/** A number field left empty in the form is kept as 0 rather than costing the whole draft. */
const num = z.number().catch(0);
const itemSchema = z.object({ id: z.string().min(1).max(64), name: z.string().max(80), weight: num, vp: num, level: num }).strict();
const draftSchema = z.object({
  version: z.literal(1),
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  scenario: z.string().max(80),
  objectiveAchieved: z.boolean(),
  keepItems: z.boolean(),
  sessionId: z.string().min(1).max(64).optional(),
  participants: z.record(z.string(), z.object({ playing: z.boolean(), vp: num, died: z.boolean(), items: z.array(itemSchema).max(40) }).strict()),
  choices: z.record(
    z.string(),
    z
      .object({
        attribute: z.enum(ATTRIBUTES).optional(),
        loseSkill: z.string().optional(),
        buy: z.array(z.object({ skill: z.string(), tier: z.enum(['basic', 'expert']) }).strict()).max(20).optional(),
        keepItemIds: z.array(z.string()).max(40).optional(),
      })
      .strict(),
  ),
});

export function draftRecord(form: EogForm): Record<string, unknown> {
  return { version: 1, ...form };
}

/**
 * D172: a stored draft back into the wizard over the campaign as it is now: members who left are
 * dropped, members who joined since start as in a new form; null when missing, from another version or malformed.
 */
export function draftFromRecord(record: Record<string, unknown> | null, members: Members): EogForm | null {
  if (!record) return null;
  const parsed = draftSchema.safeParse(record);
  if (!parsed.success) return null;
  const { version: _version, ...stored } = parsed.data;
  const fresh = startingForm(members);
  const participants = Object.fromEntries(members.map((m) => [m.characterId, stored.participants[m.characterId] ?? fresh.participants[m.characterId]!]));
  const choices = Object.fromEntries(Object.entries(stored.choices).filter(([id]) => id in participants)) as Record<string, CharacterChoices>;
  return { ...stored, participants, choices };
}

export function isAttribute(value: string): value is AttributeId {
  return (ATTRIBUTES as readonly string[]).includes(value);
}

/** The banked points a character has left after the purchases chosen so far (an unknown one costs nothing here: R2 refuses it). */
export function pointsLeft(character: CharacterPlan, buy: CharacterChoices['buy']): number {
  const spent = (buy ?? []).reduce((sum, b) => sum + (character.purchases.find((o) => o.skill === b.skill && o.tier === b.tier)?.cost ?? 0), 0);
  return character.bankAfter - spent;
}

/** Step 3 starts from the rules' own defaults: every held item kept (the player unticks what goes). */
export function withDefaultChoices(plan: EndOfGamePlan, choices: Record<string, CharacterChoices>): Record<string, CharacterChoices> {
  const out = { ...choices };
  for (const c of plan.perCharacter) {
    const mine = { ...(out[c.characterId] ?? {}) };
    if (c.items && mine.keepItemIds === undefined) mine.keepItemIds = c.items.held.map((i) => i.id);
    out[c.characterId] = mine;
  }
  return out;
}
