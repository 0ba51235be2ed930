import { describe, expect, it } from 'vitest';
import { BASE_CARRYING_LIMIT, createdSheetOf } from './created-sheet';
import { creationSummary } from './creation';
import { DEFAULT_RULES } from './house-rules';
import { PREGENS, pregenChoice } from './pregens';

describe('the sheet a creation choice makes', () => {
  it('takes the chosen attributes and skills, banks what is left, and starts with nothing carried', () => {
    const choice = pregenChoice(PREGENS[0]!, 'es');
    const sheet = createdSheetOf('c1', { ...choice, name: `  ${choice.name}  ` }, DEFAULT_RULES, false);
    expect(sheet.id).toBe('c1');
    expect(sheet.name).toBe(choice.name);
    expect(sheet.attributes).toEqual(choice.attributes);
    expect(sheet.skills).toEqual(Object.fromEntries(choice.skills.map((s) => [s.skill, s.tier])));
    expect(sheet.bankedSkillPoints).toBe(Math.max(0, creationSummary(choice, DEFAULT_RULES).skillPointsLeft));
    expect(sheet).toMatchObject({ pregen: false, items: [], allies: [], carryingLimit: BASE_CARRYING_LIMIT, customOccupation: null });
  });

  it('keeps a custom occupation\'s name, trimmed', () => {
    const choice = { ...pregenChoice(PREGENS[0]!, 'en'), occupation: 'custom' as const, customOccupation: '  Bell ringer ' };
    expect(createdSheetOf('c2', choice, DEFAULT_RULES, true)).toMatchObject({ occupation: 'custom', customOccupation: 'Bell ringer', pregen: true });
  });
});
