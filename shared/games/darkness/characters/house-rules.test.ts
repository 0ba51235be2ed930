import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HOUSE_RULE_OPTION_IDS } from './house-rule-options';
import { houseRuleOptionName, DEFAULT_RULES, HOUSE_RULES, changedRules, effectiveRules, houseRuleById, houseRuleSettingsSchema, parseHouseRuleSettings, withLegacyDefaults } from './house-rules';

describe('house rules', () => {
  it('cover exactly A1–A49, in order, each with Spanish and English title and text', () => {
    expect(HOUSE_RULES.map((r) => r.id)).toEqual(Array.from({ length: 49 }, (_, i) => `A${i + 1}`));
    for (const r of HOUSE_RULES) {
      for (const t of [r.title, r.text]) {
        expect(t.es.trim().length, r.id).toBeGreaterThan(0);
        expect(t.en.trim().length, r.id).toBeGreaterThan(0);
        expect(t.es, r.id).not.toBe(t.en);
      }
    }
  });

  it('default to the digest\'s resolution, always one of their options, options unique', () => {
    for (const r of HOUSE_RULES) {
      expect(r.options, r.id).toContain(r.default);
      expect(r.options[0], r.id).toBe(r.default);
      expect(new Set(r.options).size, r.id).toBe(r.options.length);
    }
    expect(houseRuleById('A7')!.default).toBe('free_basic_skill');
    expect(houseRuleById('A4')!.default).toBe('separate_hands');
  });

  it('D42 every rule but A1 can be switched to an alternative; A1 has no other reasonable reading', () => {
    const single = HOUSE_RULES.filter((r) => r.options.length < 2).map((r) => r.id);
    expect(single).toEqual(['A1']);
  });

  it('D41 missing ids take the default; unknown ids and unknown options are refused', () => {
    expect(effectiveRules({})).toEqual(DEFAULT_RULES);
    expect(Object.keys(DEFAULT_RULES).length).toBe(49);
    const parsed = parseHouseRuleSettings({ A7: 'paid_skill' });
    expect(parsed.ok && parsed.rules.A7).toBe('paid_skill');
    expect(parsed.ok && parsed.rules.A4).toBe('separate_hands');
    expect(parseHouseRuleSettings({ A50: 'x' }).ok).toBe(false);
    expect(parseHouseRuleSettings({ a7: 'paid_skill' }).ok).toBe(false);
    expect(parseHouseRuleSettings({ A7: 'free' }).ok).toBe(false);
    expect(parseHouseRuleSettings('A7').ok).toBe(false);
    expect(houseRuleSettingsSchema.safeParse({}).success).toBe(true);
  });

  it('D41 a campaign stores only what it changed, and that restores the same rules (property)', () => {
    const choice = fc.tuple(...HOUSE_RULES.map((r) => fc.constantFrom(...r.options)));
    fc.assert(
      fc.property(choice, (picked) => {
        const rules = Object.fromEntries(HOUSE_RULES.map((r, i) => [r.id, picked[i]!]));
        const stored = changedRules(rules);
        // D407: a rule whose default changed is written whatever its option.
        for (const [id, value] of Object.entries(stored)) if (!houseRuleById(id)!.legacyDefault) expect(value).not.toBe(houseRuleById(id)!.default);
        const back = parseHouseRuleSettings(JSON.parse(JSON.stringify(stored)));
        expect(back.ok && back.rules).toEqual(rules);
      }),
      { numRuns: 100 },
    );
  });

  it('D407 A41 defaults to the seed\'s whole skill (l.298); files that leave it out were written under one tier', () => {
    const a41 = houseRuleById('A41')!;
    expect([a41.default, a41.legacyDefault]).toEqual(['lose_whole_skill', 'lose_one_tier']);
    expect(a41.options).toEqual(['lose_whole_skill', 'lose_one_tier']);
    expect(changedRules(DEFAULT_RULES)).toEqual({ A41: 'lose_whole_skill' });
    expect(withLegacyDefaults({ A7: 'paid_skill' })).toEqual({ A7: 'paid_skill', A41: 'lose_one_tier' });
    expect(withLegacyDefaults({ A41: 'lose_whole_skill' })).toEqual({ A41: 'lose_whole_skill' });
    expect(HOUSE_RULES.filter((r) => r.legacyDefault !== undefined).map((r) => r.id)).toEqual(['A41']);
  });

  it('name every option in both languages, and no label is left without a rule offering it', () => {
    const offered = new Set(HOUSE_RULES.flatMap((r) => r.options));
    for (const option of offered) {
      const name = houseRuleOptionName(option);
      expect(name, option).toBeDefined();
      expect(name!.es.length * name!.en.length, option).toBeGreaterThan(0);
    }
    expect([...HOUSE_RULE_OPTION_IDS].sort()).toEqual([...offered].sort());
    expect(houseRuleOptionName('toString')).toBeUndefined();
  });
});
