/**
 * The shape of a family's correction (CorrectionPatch in the ledger's types), checked at the
 * door: only the sheet's editable parts, known attributes, skill tiers and well-formed items.
 * Whether the corrected sheet is allowed (ranges, floors) is the ledger replay's decision.
 */
import { z } from 'zod';
import { ATTRIBUTES, portraitSchema } from '../../../shared/games/darkness/characters';
import type { CorrectionPatch } from '../../../shared/games/darkness/ledger/types';
import { ServiceError } from '../errors';

const text = (max: number) => z.string().max(max);
const count = z.number().int().min(0).max(999);
const tier = z.enum(['basic', 'expert']);
const item = z.strictObject({ id: text(64).min(1), name: text(80).min(1), weight: count, vp: z.number().int().min(-999).max(999), level: z.number().int().min(0).max(8) });
const ally = z.strictObject({
  id: text(64).min(1),
  name: text(80).min(1),
  dice: z.number().int().min(1).max(12),
  attributes: z.array(z.enum(ATTRIBUTES)).max(ATTRIBUTES.length),
  vp: z.number().int().min(-999).max(999),
});

const patchSchema = z.strictObject({
  name: text(40).trim().min(1).optional(),
  background: text(2000).optional(),
  customOccupation: text(40).nullable().optional(),
  portrait: portraitSchema.optional(),
  attributes: z.strictObject(Object.fromEntries(ATTRIBUTES.map((a) => [a, z.number().int().min(1).max(6).optional()]))).optional(),
  skills: z.record(text(64), tier).optional(),
  permanentHealthLoss: count.optional(),
  bankedSkillPoints: count.optional(),
  bankedVp: count.optional(),
  startingVp: count.optional(),
  items: z.array(item).max(100).optional(),
  allies: z.array(ally).max(50).optional(),
  failureDiscs: z.number().int().min(0).max(3).optional(),
  carryingLimit: z.number().int().min(0).max(99).optional(),
});

export function parseCorrectionPatch(input: unknown): CorrectionPatch {
  const parsed = patchSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : '(patch)';
    throw new ServiceError('darkness_invalid_correction', `The correction was refused: ${where}: ${issue.message}`, { path: where });
  }
  if (Object.keys(parsed.data).length === 0) {
    throw new ServiceError('darkness_invalid_correction', 'The correction changes nothing', { path: '(patch)' });
  }
  return parsed.data as CorrectionPatch;
}
