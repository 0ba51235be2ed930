/** Shape validation of untrusted options and actions (legality is the reducer's job). */
import { z } from 'zod';
import { ruleError, type RuleError } from '../../engine/errors';
import { THREATS, VARIANTS, type GrizzledAction, type GrizzledOptions } from './types';
import { CHARACTERS } from './cards';

const card = z.string().regex(/^(TC\d{2}-\d|HK\d{2}|X01)$/, 'not a trial card id');
const tile = z.string().regex(/^(L|R|LL|RR)\d$/, 'not a support tile id');
const threat = z.enum(THREATS);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('intensity'), n: z.number().int().min(1).max(59) }).strict(),
  z.object({ type: z.literal('play'), card }).strict(),
  z.object({ type: z.literal('charm'), card }).strict(),
  z.object({ type: z.literal('speech'), threat }).strict(),
  z.object({ type: z.literal('withdraw') }).strict(),
  z.object({ type: z.literal('support'), tile }).strict(),
  z.object({ type: z.literal('forsake'), tile }).strict(),
  z.object({ type: z.literal('discard'), card }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('heal'), cards: z.array(card).min(1).max(2) }).strict(),
  z.object({ type: z.literal('recover') }).strict(),
]);

const characterId = z.enum(CHARACTERS.map((c) => c.id) as [string, ...string[]]);

export const optionsSchema = z
  .object({
    players: z.array(z.string().trim().min(1).max(40)).min(2).max(5),
    variant: z.enum(VARIANTS).default('normal'),
    characters: z.array(characterId).optional(),
  })
  .strict();

function issue(e: z.ZodError): string {
  const first = e.issues[0];
  return first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'invalid';
}

export function parseAction(raw: unknown): { ok: true; value: GrizzledAction } | { ok: false; error: RuleError } {
  const r = actionSchema.safeParse(raw);
  if (r.success) return { ok: true, value: r.data as GrizzledAction };
  return { ok: false, error: ruleError('invalid_action', `Malformed action: ${issue(r.error)}`, { issue: issue(r.error) }) };
}

export function parseOptions(raw: unknown): { ok: true; value: GrizzledOptions } | { ok: false; error: RuleError } {
  const r = optionsSchema.safeParse(raw);
  if (!r.success) return { ok: false, error: ruleError('invalid_options', `Invalid options: ${issue(r.error)}`, { issue: issue(r.error) }) };
  const value = r.data as GrizzledOptions;
  if (value.variant === 'twoPlayer' && value.players.length !== 2) {
    return { ok: false, error: ruleError('variant_needs_two_players', 'The 2-player rule (Chaplain) is for exactly 2 players', { players: value.players.length }) };
  }
  if (value.characters) {
    if (value.characters.length !== value.players.length || new Set(value.characters).size !== value.characters.length) {
      return { ok: false, error: ruleError('characters_mismatch', 'Give each player a different Grizzled', { players: value.players.length }) };
    }
  } else delete value.characters;
  return { ok: true, value };
}
