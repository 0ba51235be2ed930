/**
 * The pieces every command's schema is built from, and the result every command answers with.
 * Shared by the per-concern command modules beside this one (contract.ts re-exports what the
 * rest of the app names).
 */
import { z } from 'zod';

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
/** A seat of a new game: a person (maybe with a profile) or the app's bot. */
export const player = z.object({ name, profileId: id.optional(), bot: z.boolean().optional() }).strict();

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
