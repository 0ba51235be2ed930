/** Shape validation of untrusted options and actions (legality is apply()'s job, legal.ts). */
import { z } from 'zod';
import { ruleError } from '../../engine/errors';
import { parseActionWith, parseOptionsWith, type Parsed } from '../../engine/parse';
import { MASTERMIND_HAND, PROTAGONIST_HAND } from './cards';
import { CHARACTERS, COUNTERS, LOCATIONS, PLOTS, ROLES } from './ids';
import { parseScript } from './script-file';
import type { LooperAction, LooperOptions } from './types';

const character = z.enum(CHARACTERS);
const location = z.enum(LOCATIONS);
const target = z.enum([...CHARACTERS, ...LOCATIONS]);
const card = z.enum([...new Set([...MASTERMIND_HAND, ...PROTAGONIST_HAND].map((c) => c.id))] as [string, ...string[]]);
const sign = z.union([z.literal(1), z.literal(-1)]);
const day = z.number().int().min(1).max(8);

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('henchmanStart'), location }),
  z.strictObject({ type: z.literal('continueLoops') }),
  z.strictObject({ type: z.literal('goToFinalGuess') }),
  z.strictObject({ type: z.literal('placeCard'), card, target }),
  z.strictObject({ type: z.literal('cultist'), ignore: z.boolean() }),
  z.strictObject({
    type: z.literal('mastermindAbility'),
    ability: z.enum(['brain', 'conspiracyTheorist', 'unsettlingRumor', 'doctor']),
    source: character.nullable(),
    target,
    sign: sign.optional(),
  }),
  z.strictObject({ type: z.literal('endMastermindAbilities') }),
  z.strictObject({
    type: z.literal('useGoodwill'),
    character,
    ability: z.number().int().min(0).max(3),
    target: target.optional(),
    sign: sign.optional(),
    day: day.optional(),
    plot: z.enum(PLOTS).optional(),
    card: card.optional(),
  }),
  z.strictObject({ type: z.literal('endGoodwill') }),
  z.strictObject({ type: z.literal('refusal'), refuse: z.boolean() }),
  z.strictObject({ type: z.literal('informerAnswer'), plot: z.enum(PLOTS).nullable() }),
  z.strictObject({
    type: z.literal('incidentChoice'),
    target: character.optional(),
    second: character.optional(),
    location: location.optional(),
    counter: z.enum(COUNTERS).optional(),
  }),
  z.strictObject({
    type: z.literal('dayEnd'),
    effect: z.enum(['killerKillsKeyPerson', 'killerKillsProtagonists', 'lovedOneKillsProtagonists', 'timeTravelerLoss']),
    source: character,
  }),
  z.strictObject({ type: z.literal('endDay') }),
  z.strictObject({ type: z.literal('guess'), character, role: z.enum(ROLES) }),
]);

const optionsSchema = z.strictObject({
  players: z.array(z.string().trim().min(1).max(40)).min(2).max(4),
  script: z.unknown(),
  loops: z.number().int().min(1).optional(),
});

export function parseAction(raw: unknown): Parsed<LooperAction> {
  return parseActionWith<LooperAction>(actionSchema, raw);
}

export function parseOptions(raw: unknown): Parsed<LooperOptions> {
  return parseOptionsWith(optionsSchema, raw, withScript);
}

/** The script is checked as an imported one is, then the loops asked for against what it offers. */
function withScript(raw: z.output<typeof optionsSchema>): Parsed<LooperOptions> {
  const parsed = parseScript(raw.script);
  if (!parsed.ok) {
    const first = parsed.problems[0];
    const path = first?.path ?? '';
    return { ok: false, error: ruleError('invalid_script', `Invalid script: ${first?.message.en ?? 'unknown problem'}`, { path, problems: parsed.problems.length }) };
  }
  const script = parsed.value;
  const loops = raw.loops;
  if (loops !== undefined && loops !== script.public.loops && !Object.hasOwn(script.handbook.difficulty, String(loops))) {
    const offered = [...new Set([String(script.public.loops), ...Object.keys(script.handbook.difficulty)])].join(', ');
    return { ok: false, error: ruleError('invalid_loops', `This script is played with ${offered} loops, not ${loops}`, { loops, offered }) };
  }
  const value: LooperOptions = { players: raw.players, script };
  if (loops !== undefined) value.loops = loops;
  return { ok: true, value };
}
