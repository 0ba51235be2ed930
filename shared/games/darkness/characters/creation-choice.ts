/**
 * What the creation wizard collects (digest §1.16): the shape only. The rules it must meet are in
 * creation.ts; this zod schema is for untrusted input (IPC, drafts, files) before those rules run.
 */
import { z } from 'zod';
import type { Attributes } from './attributes';
import type { OccupationId } from './occupations';
import type { SkillTier } from './skills';

export interface ChosenSkill {
  skill: string;
  tier: SkillTier;
}

/** Initials drawn from the name, or an original generated picture made from a seed. */
export type Portrait = { kind: 'initials' } | { kind: 'generated'; seed: number };

export interface CreationChoice {
  name: string;
  background: string;
  occupation: OccupationId;
  /** The invented occupation's name, when `occupation` is 'custom'. */
  customOccupation?: string;
  /** Which of the occupation's grant skills was taken (doctor and military officer choose). */
  grantSkill?: string;
  attributes: Attributes;
  /** Every skill the character starts with, the occupation's granted one included. */
  skills: ChosenSkill[];
  portrait: Portrait;
}

export const NAME_MAX_LENGTH = 40;
export const BACKGROUND_MAX_LENGTH = 2000;
export const CUSTOM_OCCUPATION_MAX_LENGTH = 40;
export const PORTRAIT_SEED_MAX = 0xffffffff;

export const portraitSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('initials') }),
  z.strictObject({ kind: z.literal('generated'), seed: z.number().int().min(0).max(PORTRAIT_SEED_MAX) }),
]);

/** Shape only: strings, integers, known tiers; the game's limits are validateCreation's job. */
export const creationChoiceSchema = z.strictObject({
  name: z.string().max(1000),
  background: z.string().max(20000),
  occupation: z.string().max(100),
  customOccupation: z.string().max(1000).optional(),
  grantSkill: z.string().max(100).optional(),
  attributes: z.record(z.string().max(100), z.number().int()),
  skills: z.array(z.strictObject({ skill: z.string().max(100), tier: z.enum(['basic', 'expert']) })).max(100),
  portrait: portraitSchema,
});
