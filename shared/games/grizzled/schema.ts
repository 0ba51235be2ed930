/** Shape validation of untrusted options and actions (legality is the reducer's job). */
import { z } from 'zod';
import { ruleError } from '../../engine/errors';
import { parseActionWith, parseOptionsWith, type Parsed } from '../../engine/parse';
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

export function parseAction(raw: unknown): Parsed<GrizzledAction> {
  return parseActionWith<GrizzledAction>(actionSchema, raw);
}

export function parseOptions(raw: unknown): Parsed<GrizzledOptions> {
  return parseOptionsWith(optionsSchema, raw, checkOptions);
}

/** The 2-player rule needs two players; given characters are one each and all different. */
function checkOptions(value: GrizzledOptions): Parsed<GrizzledOptions> {
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
