/**
 * zod shapes of ledger entries, for what comes from outside (a character or campaign file, an IPC
 * request). They check form only — known kinds, attributes and tiers, whole numbers, sizes; whether
 * the history is allowed is the replay's decision (replay.ts).
 */
import { z } from 'zod';
import { limitedText } from '../../../text/characters';
import { ATTRIBUTES, BACKGROUND_MAX_LENGTH, CUSTOM_OCCUPATION_MAX_LENGTH, NAME_MAX_LENGTH, OCCUPATION_IDS, portraitSchema } from '../characters';
import type { CorrectionPatch, LedgerEntry } from './types';

const text = (max: number) => z.string().max(max);
/** What creation limits in characters is limited in characters here too, or its own export would not come back (S31). */
const name = limitedText(NAME_MAX_LENGTH, z.string().trim().min(1));
const background = limitedText(BACKGROUND_MAX_LENGTH);
const customOccupation = limitedText(CUSTOM_OCCUPATION_MAX_LENGTH);
const id = text(120).min(1);
const count = z.number().int().min(0).max(9999);
const signed = z.number().int().min(-9999).max(9999);
const tier = z.enum(['basic', 'expert']);
const attribute = z.enum(ATTRIBUTES);
const attributes = z.strictObject(Object.fromEntries(ATTRIBUTES.map((a) => [a, z.number().int()])) as Record<(typeof ATTRIBUTES)[number], z.ZodNumber>);
const skills = z.record(text(64), tier);

export const sheetItemSchema = z.strictObject({ id, name: text(80), weight: count, vp: signed, level: z.number().int().min(1).max(8) });
export const sheetAllySchema = z.strictObject({ id, name: text(80), dice: count, attributes: z.array(attribute).max(ATTRIBUTES.length), vp: signed });

export const correctionPatchSchema = z.strictObject({
  name: name.optional(),
  background: background.optional(),
  customOccupation: customOccupation.nullable().optional(),
  portrait: portraitSchema.optional(),
  attributes: z.strictObject(Object.fromEntries(ATTRIBUTES.map((a) => [a, z.number().int().optional()]))).optional(),
  skills: skills.optional(),
  permanentHealthLoss: count.optional(),
  bankedSkillPoints: count.optional(),
  bankedVp: count.optional(),
  startingVp: count.optional(),
  items: z.array(sheetItemSchema).max(200).optional(),
  allies: z.array(sheetAllySchema).max(100).optional(),
  failureDiscs: count.optional(),
  carryingLimit: count.optional(),
});

const createdSheetSchema = z.strictObject({
  id,
  name: limitedText(NAME_MAX_LENGTH, z.string().min(1)),
  background,
  occupation: z.enum(OCCUPATION_IDS),
  customOccupation: customOccupation.nullable(),
  portrait: portraitSchema,
  pregen: z.boolean(),
  attributes,
  skills,
  bankedSkillPoints: count,
  items: z.array(sheetItemSchema).max(200),
  allies: z.array(sheetAllySchema).max(100),
  carryingLimit: count,
});

export const ledgerChangeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('created'), sheet: createdSheetSchema }),
  z.strictObject({ kind: z.literal('attributeDie'), attribute }),
  z.strictObject({ kind: z.literal('skillBought'), skill: text(64), tier, cost: signed }),
  z.strictObject({ kind: z.literal('skillUpgraded'), skill: text(64), cost: signed }),
  z.strictObject({ kind: z.literal('skillLost'), skill: text(64), from: tier, to: z.literal('basic').nullable() }),
  z.strictObject({ kind: z.literal('vpConverted'), vp: signed, skillPoints: count, keepLeftover: z.boolean() }),
  z.strictObject({ kind: z.literal('itemsKept'), items: z.array(sheetItemSchema).max(200), countsForStartingVp: z.boolean(), startingVp: count }),
  z.strictObject({ kind: z.literal('healthLost'), amount: signed, causeCharacterId: id.nullable() }),
  z.strictObject({ kind: z.literal('died') }),
  z.strictObject({ kind: z.literal('retired') }),
  z.strictObject({ kind: z.literal('archived'), archived: z.boolean() }),
  z.strictObject({ kind: z.literal('correction'), patch: correctionPatchSchema }),
  z.strictObject({ kind: z.literal('revert'), target: id }),
]);

export const ledgerEntrySchema = z.strictObject({
  id,
  characterId: id,
  seq: z.number().int().min(1),
  at: text(40),
  who: text(80),
  why: text(2000),
  campaignId: id.optional(),
  gameRef: id.optional(),
  change: ledgerChangeSchema,
});

// What the schemas accept must be a valid LedgerEntry / CorrectionPatch; these fail to compile if they drift.
type Fits<A, B> = [A] extends [B] ? true : false;
const entryMatches: Fits<z.infer<typeof ledgerEntrySchema>, LedgerEntry> = true;
const patchMatches: Fits<z.infer<typeof correctionPatchSchema>, CorrectionPatch> = true;
void entryMatches;
void patchMatches;
