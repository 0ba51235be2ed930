/** Shape validation of untrusted Salem options and actions (legality is the reducer's job). */
import { z } from 'zod';
import { ruleError } from '../../engine/errors';
import { parseActionWith, parseOptionsWith, type Parsed } from '../../engine/parse';
import { CHARACTER_IDS, type SalemAction, type SalemOptions } from './types';

/** Playing-card ids as the state writes them ('accusation-12', 'black_cat', 'night'). */
const card = z
  .string()
  .regex(/^((accusation|evidence|witness|alibi|stocks|scapegoat|arson|curse|robbery|matchmaker|piety|asylum)-\d{1,2}|black_cat|conspiracy|night)$/, 'not a card id');
const seat = z.number().int().min(0).max(11);
/** A position in a row of Tryals (a row can grow past 5 when a Conspiracy passes cards to a player who gives none). */
const position = z.number().int().min(0).max(35);
const character = z.enum(CHARACTER_IDS);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('character'), character }).strict(),
  z
    .object({
      type: z.literal('night'),
      answers: z.array(seat).min(1).max(2),
      confess: z.union([position, z.literal('phips'), z.null()]),
      timedOut: z.boolean().optional(),
    })
    .strict(),
  z.object({ type: z.literal('draw') }).strict(),
  z
    .object({
      type: z.literal('play'),
      card,
      target: seat,
      to: seat.optional(),
      remove: z.array(card).min(1).max(3).optional(),
      asWitness: z.boolean().optional(),
    })
    .strict(),
  z.object({ type: z.literal('end') }).strict(),
  z.object({ type: z.literal('hourglass') }).strict(),
  z.object({ type: z.literal('reveal'), tryal: position }).strict(),
  z.object({ type: z.literal('point'), tryals: z.tuple([position, position]) }).strict(),
  z.object({ type: z.literal('offer'), use: z.boolean() }).strict(),
  z.object({ type: z.literal('parris'), cards: z.array(card).max(2) }).strict(),
  z.object({ type: z.literal('tituba') }).strict(),
  z.object({ type: z.literal('arrange'), order: z.array(card).max(59) }).strict(),
]);

const variants = z
  .object({
    shortGame: z.boolean().default(false),
    moreWitches: z.boolean().default(false),
    hardConspiracy: z.boolean().default(false),
    silentDeaths: z.boolean().default(false),
    pointTwo: z.boolean().default(false),
    pietyDoubles: z.boolean().default(false),
  })
  .strict();

export const optionsSchema = z
  .object({
    players: z.array(z.string().trim().min(1).max(40)).min(4).max(12),
    characterChoice: z.boolean().default(false),
    characters: z.array(character).optional(),
    hourglass: z.boolean().default(false),
    hourglassSeconds: z.number().int().min(10).max(120).default(30),
    nightSeconds: z.number().int().min(1).max(30).default(5),
    sounds: z.boolean().default(false),
    variants: variants.default({
      shortGame: false,
      moreWitches: false,
      hardConspiracy: false,
      silentDeaths: false,
      pointTwo: false,
      pietyDoubles: false,
    }),
  })
  .strict();

/** Deal 2 keep 1 is the box's rule for small tables only (B.3: "7 o menos jugadores"). */
export const CHARACTER_CHOICE_MAX_PLAYERS = 7;

export function parseAction(raw: unknown): Parsed<SalemAction> {
  return parseActionWith<SalemAction>(actionSchema, raw);
}

export function parseOptions(raw: unknown): Parsed<SalemOptions> {
  return parseOptionsWith(optionsSchema, raw, checkOptions);
}

/** Dealing 2 to keep 1 is for small tables; given characters are one each and all different. */
function checkOptions(value: SalemOptions): Parsed<SalemOptions> {
  if (value.characterChoice && value.players.length > CHARACTER_CHOICE_MAX_PLAYERS) {
    return {
      ok: false,
      error: ruleError('character_choice_too_many', 'Dealing 2 characters to keep 1 is for 7 players or fewer', {
        players: value.players.length,
        max: CHARACTER_CHOICE_MAX_PLAYERS,
      }),
    };
  }
  if (value.characters) {
    if (value.characters.length !== value.players.length || new Set(value.characters).size !== value.characters.length) {
      return { ok: false, error: ruleError('salem_characters_mismatch', 'Give each player a different character', { players: value.players.length }) };
    }
    // Fixed characters leave nothing to choose.
    value.characterChoice = false;
  } else delete value.characters;
  return { ok: true, value };
}
