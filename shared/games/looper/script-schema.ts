/**
 * The shape of a script file (script.ts's `Script`), strict: unknown keys, wrong ids, out-of-range
 * numbers and overlong texts are refused here. Whether the script obeys the authoring rules is
 * validate-script.ts's job; an empty text passes here so that rule has one message.
 */
import { z } from 'zod';
import { CHARACTERS, INCIDENTS, LOCATIONS, PLOTS, ROLES, TRAGEDY_SETS } from './ids';

export const TEXT_LIMITS = { title: 80, story: 1200, hint: 800, specialRule: 400, hints: 12, specialRules: 6 } as const;
export const SCRIPT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

const loopCount = z.number().int().min(1).max(8);
const dayNumber = z.number().int().min(1).max(8);

function localized(max: number) {
  return z.strictObject({ es: z.string().max(max), en: z.string().max(max) });
}

const castMember = z.strictObject({
  character: z.enum(CHARACTERS),
  role: z.enum(ROLES),
  entryLoop: loopCount.optional(),
  turf: z.enum(LOCATIONS).optional(),
});

export const scriptSchema = z.strictObject({
  id: z.string().regex(SCRIPT_ID),
  handbook: z.strictObject({
    title: localized(TEXT_LIMITS.title),
    story: localized(TEXT_LIMITS.story),
    hints: z.array(localized(TEXT_LIMITS.hint)).max(TEXT_LIMITS.hints),
    difficulty: z.record(z.string().regex(/^[1-8]$/), z.number().int().min(1).max(8)),
  }),
  public: z.strictObject({
    tragedySet: z.enum(TRAGEDY_SETS),
    loops: loopCount,
    days: dayNumber,
    incidents: z.array(z.strictObject({ day: dayNumber, incident: z.enum(INCIDENTS) })).max(8),
    specialRules: z.array(localized(TEXT_LIMITS.specialRule)).max(TEXT_LIMITS.specialRules),
  }),
  secret: z.strictObject({
    mainPlot: z.enum(PLOTS),
    subPlots: z.array(z.enum(PLOTS)).max(3),
    cast: z.array(castMember).min(1).max(CHARACTERS.length + 2),
    culprits: z.array(z.strictObject({ day: dayNumber, culprit: z.enum(CHARACTERS) })).max(8),
  }),
});
