/** Shape validation of untrusted options and actions (legality is the reducer's job). */
import { z } from 'zod';
import { parseActionWith, parseOptionsWith, type Parsed } from '../../engine/parse';
import type { SilentesAction, SilentesOptions } from './types';

const card = z.string().regex(/^[BCEO](1[0-4]|[1-9])$/, 'not a card id');
const shelter = z.number().int().min(0).max(7);
const suit = z.enum(['B', 'C', 'E', 'O']);
const seat = z.number().int().min(0).max(1);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('place'), shelter }).strict(),
  z.object({ type: z.literal('hide'), shelter, card, multitool: z.boolean().optional(), grapple: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('entrench') }).strict(),
  z.object({ type: z.literal('search') }).strict(),
  z.object({ type: z.literal('distract'), suit, card }).strict(),
  z.object({ type: z.literal('provision'), card, shelter: shelter.optional(), pick: card.optional() }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('sacrifice') }).strict(),
  z.object({ type: z.literal('deflect'), suit }).strict(),
  z.object({ type: z.literal('order'), cards: z.array(z.string().regex(/^([BCEO]|M)\d{1,2}$/)).max(3) }).strict(),
  z.object({ type: z.literal('give'), cards: z.array(card).max(12) }).strict(),
  z.object({ type: z.literal('distribute'), to: z.array(seat).max(2) }).strict(),
  z.object({ type: z.literal('moveTo'), shelter }).strict(),
  z.object({ type: z.literal('recover'), card }).strict(),
  z.object({ type: z.literal('discard'), card }).strict(),
  z.object({ type: z.literal('accept') }).strict(),
]);

export const optionsSchema = z
  .object({
    players: z.tuple([z.string().trim().min(1).max(40), z.string().trim().min(1).max(40)]),
    openHands: z.boolean().default(false),
  })
  .strict();

export function parseAction(raw: unknown): Parsed<SilentesAction> {
  const r = parseActionWith<SilentesAction>(actionSchema, raw);
  if (!r.ok) return r;
  const value = Object.fromEntries(Object.entries(r.value).filter(([, v]) => v !== undefined)) as SilentesAction;
  return { ok: true, value };
}

export function parseOptions(raw: unknown): Parsed<SilentesOptions> {
  return parseOptionsWith<SilentesOptions>(optionsSchema, raw);
}
