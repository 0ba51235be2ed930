/**
 * The pieces every command's schema is built from, and the result every command answers with.
 * Shared by the per-concern command modules beside this one (contract.ts re-exports what the
 * rest of the app names).
 */
import { z } from 'zod';
import { BOT_LEVELS } from '../../engine/bot-level';

export const GAME_IDS = ['silentes', 'grizzled', 'salem', 'looper', 'darkness'] as const;
export type GameId = (typeof GAME_IDS)[number];

export interface IpcError {
  /** Stable code; the renderer translates `errors.<code>` with `params`. */
  code: string;
  params: Record<string, string | number>;
  message: string;
}
export type Result<T> = { ok: true; data: T } | { ok: false; error: IpcError };

export const id = z.string().min(1).max(64);
export const name = z.string().trim().min(1).max(40);
export const seat = z.number().int().min(0).max(11);
/** What the schema says when a level comes with a person's seat (checked by the IPC tests word for word). */
export const BOT_LEVEL_ON_PERSON = 'a bot level (botLevel) is only for a bot seat (bot: true); a person plays at their own level';

/**
 * A seat of a new game: a person (maybe with a profile) or the app's bot, at a level (issue 24:
 * easy, normal or hard; absent = normal). A level on a person's seat is refused, not dropped.
 */
export const player = z
  .object({ name, profileId: id.optional(), bot: z.boolean().optional(), botLevel: z.enum(BOT_LEVELS).optional() })
  .strict()
  .refine((entry) => entry.botLevel === undefined || entry.bot === true, { message: BOT_LEVEL_ON_PERSON, path: ['botLevel'] });

/**
 * Keys that would reach an object's prototype chain when a record is spread or merged
 * downstream: refused at the door rather than trusted to every later step.
 */
export const PROTOTYPE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

export const plainRecord = z
  // Checked on the raw input: parsing a record into a new object silently turns an own
  // __proto__ key into a prototype, after which no check on the output can see it.
  .custom<Record<string, unknown>>(
    (value) => typeof value !== 'object' || value === null || !Object.keys(value).some((key) => PROTOTYPE_KEYS.includes(key)),
    { message: 'keys __proto__, constructor and prototype are not allowed' },
  )
  .pipe(z.record(z.string(), z.unknown()));
