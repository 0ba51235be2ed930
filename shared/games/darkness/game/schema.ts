/** Shape validation of untrusted options and actions (legality is the reducer's job). */
import { z } from 'zod';
import { ruleError } from '../../../engine/errors';
import { parseActionWith, parseOptionsWith, type Parsed } from '../../../engine/parse';
import { ATTRIBUTES } from '../characters/attributes';
import { houseRuleSettingsSchema } from '../characters/house-rules';
import { SKILLS } from '../characters/skills';
import { discById, scenarioById } from '../content';
import type { DarknessAction, DarknessOptions } from './types';

export const MAX_HEROES = 6;

const seat = z.number().int().min(0).max(MAX_HEROES);
const side = z.enum(['N', 'E', 'S', 'W']);
const rotation = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const discId = z.string().min(1).max(40);
const key = z.string().regex(/^-?\d+,-?\d+$/, 'not a square key "x,y"');
const coord = z.number().int().min(-1000).max(1000);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rollMovement'), cancelOhCrap: z.boolean() }).strict(),
  z.object({ type: z.literal('moveTo'), x: coord, y: coord }).strict(),
  z.object({ type: z.literal('explore'), side, tile: z.string().min(1).max(40).optional() }).strict(),
  z.object({ type: z.literal('orientTile'), rotation }).strict(),
  z.object({ type: z.literal('openDoor'), door: key, method: z.enum(['lockpick', 'force']) }).strict(),
  z.object({ type: z.literal('climbWindow'), window: key }).strict(),
  z.object({ type: z.literal('perception') }).strict(),
  z.object({ type: z.literal('flipDisc') }).strict(),
  z.object({ type: z.literal('healOther'), target: seat }).strict(),
  z.object({ type: z.literal('healSelf') }).strict(),
  z.object({ type: z.literal('give'), disc: discId, to: seat }).strict(),
  z.object({ type: z.literal('drop'), disc: discId }).strict(),
  z.object({ type: z.literal('pickUp'), disc: discId }).strict(),
  z.object({ type: z.literal('takeFrom'), target: seat, disc: discId }).strict(),
  z.object({ type: z.literal('raiseCarry') }).strict(),
  z.object({ type: z.literal('scenarioAction'), action: z.string().min(1).max(60) }).strict(),
  z.object({ type: z.literal('discardFailure') }).strict(),
  z.object({ type: z.literal('buySkillPoint'), cost: z.number().int().min(0).max(1000) }).strict(),
  z.object({ type: z.literal('learnSkill'), skill: z.string().min(1).max(40), tier: z.enum(['basic', 'expert']), cost: z.number().int().min(0).max(12) }).strict(),
  z.object({ type: z.literal('searchBuilding') }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
  z.object({
    type: z.literal('roll'),
    skill: z.string().min(1).max(40).nullable(),
    items: z.array(discId).max(20),
    ally: discId.nullable(),
    vpDice: z.number().int().min(0).max(3),
    helpers: z.array(seat).max(MAX_HEROES),
  }).strict(),
  z.object({ type: z.literal('reroll'), dice: z.array(z.number().int().min(0).max(60)).min(1).max(3) }).strict(),
  z.object({ type: z.literal('addDice'), count: z.number().int().min(1).max(3) }).strict(),
  z.object({ type: z.literal('keep') }).strict(),
  z.object({ type: z.literal('fateChoice'), option: z.number().int().min(0).max(200) }).strict(),
  z.object({ type: z.literal('securityApproach'), how: z.enum(['social', 'fight']) }).strict(),
  z.object({ type: z.literal('combatChoice'), choice: z.enum(['attack', 'retreat']) }).strict(),
  z.object({ type: z.literal('absorb'), option: z.number().int().min(0).max(20) }).strict(),
  z.object({ type: z.literal('assist'), accept: z.boolean() }).strict(),
  z.object({ type: z.literal('invite'), seats: z.array(seat).max(MAX_HEROES) }).strict(),
  z.object({ type: z.literal('masterPlaceTile'), tile: z.string().min(1).max(40), tx: coord, ty: coord, rotation }).strict(),
  z.object({ type: z.literal('masterSetTarget'), level: z.number().int().min(1).max(8) }).strict(),
  z.object({ type: z.literal('masterRollTable') }).strict(),
  z.object({ type: z.literal('masterEnvironment'), light: z.enum(['day', 'night']), weather: z.enum(['clear', 'lightRain', 'storm']) }).strict(),
  z.object({ type: z.literal('masterAdversary'), disc: discId, to: z.object({ x: coord, y: coord }).strict().nullable() }).strict(),
  z.object({ type: z.literal('masterReveal'), disc: discId }).strict(),
  z.object({ type: z.literal('masterDone') }).strict(),
]);

const attributeValue = z.number().int().min(1).max(6);
const skillIds = SKILLS.map((s) => s.id) as [string, ...string[]];

const heroSchema = z.object({
  characterId: z.string().min(1).max(80).nullable(),
  pregenId: z.string().min(1).max(80).nullable(),
  name: z.string().trim().min(1).max(40),
  attributes: z.object(Object.fromEntries(ATTRIBUTES.map((a) => [a, attributeValue])) as Record<(typeof ATTRIBUTES)[number], typeof attributeValue>).strict(),
  skills: z.partialRecord(z.enum(skillIds), z.enum(['basic', 'expert'])),
  maxHealth: z.number().int().min(1).max(6),
  startingVp: z.number().int().min(0).max(200),
  keptItems: z.array(z.string().refine((id) => discById(id)?.kind === 'item', 'not an item disc')).max(20),
  health: z.number().int().min(1).max(6).optional(),
}).strict();

export const optionsSchema = z.object({
  scenarioId: z.string().refine((id) => scenarioById(id) !== undefined, 'unknown scenario'),
  heroes: z.array(heroSchema).min(1).max(MAX_HEROES),
  master: z.boolean(),
  houseRules: houseRuleSettingsSchema,
  campaignId: z.string().min(1).max(80).nullable(),
  campaignFlags: z.record(z.string().max(60), z.boolean()),
  players: z.array(z.string().trim().min(1).max(40)).optional(),
}).strict();

export function parseAction(raw: unknown): Parsed<DarknessAction> {
  return parseActionWith<DarknessAction>(actionSchema, raw);
}

export function parseOptions(raw: unknown): Parsed<DarknessOptions> {
  return parseOptionsWith(optionsSchema, raw, checkOptions);
}

/** The scenario's hero count, and one seat a hero (plus the Master's). */
function checkOptions(value: DarknessOptions): Parsed<DarknessOptions> {
  const scenario = scenarioById(value.scenarioId)!;
  const n = value.heroes.length;
  if (n < scenario.players.min || n > scenario.players.max) {
    return { ok: false, error: ruleError('hero_count_for_scenario', `${scenario.id} is for ${scenario.players.min}-${scenario.players.max} heroes, not ${n}`, { min: scenario.players.min, max: scenario.players.max, heroes: n }) };
  }
  if (value.players !== undefined && value.players.length !== n + (value.master ? 1 : 0)) {
    return { ok: false, error: ruleError('seat_count_mismatch', `${n} heroes${value.master ? ' and the Master' : ''} need ${n + (value.master ? 1 : 0)} seats, not ${value.players.length}`, { heroes: n, players: value.players.length }) };
  }
  return { ok: true, value };
}
