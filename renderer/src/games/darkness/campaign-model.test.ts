import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HOUSE_RULES } from '../../../../shared/games/darkness/characters';
import type { CharacterSheet } from '../../../../shared/games/darkness/ledger';
import type { DarknessCampaign, DarknessCampaignSummary, DarknessCharacterSummary } from '../../../../shared/ipc/contract';
import { changedCount, houseRuleRows, houseRulesRequest, joinableCharacters, lendable, lendTargets, optionName } from './campaign-model';

function character(id: string, name: string, status: CharacterSheet['status'] = 'alive', archived = false): DarknessCharacterSummary {
  return { id, createdAt: '2026-01-01T00:00:00Z', pregen: false, campaignIds: [], lentFrom: null, entries: 1, sheet: { id, name, status, archived } as CharacterSheet, endedAt: null };
}
function summary(id: string, archived = false): DarknessCampaignSummary {
  return { id, name: id, mode: 'standard', createdAt: '2026-01-01T00:00:00Z', archived, memberCount: 0, playedCount: 0 };
}
function campaign(id: string, memberIds: string[]): DarknessCampaign {
  const members = memberIds.map((characterId) => ({ characterId, joinedAt: '2026-01-01T00:00:00Z', lentFrom: null, sheet: character(characterId, characterId).sheet, endedAt: null }));
  return { ...summary(id), houseRules: {}, members, played: [] };
}

describe('campaign house rules', () => {
  it('D150 every rule A1–A49 is a row with its title, text and named options; the default is chosen unless changed', () => {
    const rows = houseRuleRows({ A3: 'status_quo_only' }, 'es');
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 49 }, (_, i) => `A${i + 1}`));
    for (const row of rows) {
      expect(row.title, row.id).not.toBe('');
      expect(row.text, row.id).not.toBe('');
      for (const o of row.options) expect(o.name, `${row.id} ${o.id}`).not.toBe(o.id);
    }
    const a3 = rows.find((r) => r.id === 'A3')!;
    expect(a3).toMatchObject({ chosen: 'status_quo_only', defaultOption: 'top_face_then_rest', changed: true, title: 'Empates en tiradas enfrentadas' });
    expect(rows.filter((r) => r.changed).map((r) => r.id)).toEqual(['A3']);
    expect(houseRuleRows({}, 'en').find((r) => r.id === 'A3')!.options.map((o) => o.name)).toEqual(['Top face, then the rest', 'A tie keeps things as they are']);
  });

  it('D150 an option a rule does not offer falls back to its default instead of showing a stray value', () => {
    const a2 = houseRuleRows({ A2: 'any_six', A99: 'x' }, 'es').find((r) => r.id === 'A2')!;
    expect(a2).toMatchObject({ chosen: 'highest_pattern', changed: false });
    expect(optionName('no_such_option', 'es')).toBe('no_such_option');
  });

  it('D151 the create request carries only the rules changed from their default', () => {
    const all = Object.fromEntries(HOUSE_RULES.map((r) => [r.id, r.default]));
    expect(houseRulesRequest(all)).toEqual({});
    expect(houseRulesRequest({ ...all, A9: 'physical_ten', A2: 'not_an_option', A77: 'x' })).toEqual({ A9: 'physical_ten' });
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: HOUSE_RULES.length, maxLength: HOUSE_RULES.length }), (picks) => {
        const chosen = Object.fromEntries(HOUSE_RULES.map((r, i) => [r.id, r.options[picks[i]! % r.options.length]!]));
        const sent = houseRulesRequest(chosen);
        expect(changedCount(chosen)).toBe(houseRuleRows(chosen, 'es').filter((r) => r.changed).length);
        // Sending the changes and filling in the defaults gives back every choice.
        expect(houseRuleRows(sent, 'es').map((r) => r.chosen)).toEqual(houseRuleRows(chosen, 'es').map((r) => r.chosen));
      }),
    );
  });
});

describe('campaign roster', () => {
  it('D152 only living, unarchived characters not already in the campaign may join, by name', () => {
    const list = [character('1', 'Zoe'), character('2', 'Ana'), character('3', 'Bea', 'dead'), character('4', 'Cris', 'retired'), character('5', 'Dani', 'alive', true), character('6', 'Eva')];
    expect(joinableCharacters(list, campaign('c', ['6']), 'es').map((c) => c.sheet.name)).toEqual(['Ana', 'Zoe']);
  });

  it('D153 a living member may be lent to any other campaign that is not archived', () => {
    const c = campaign('c', ['1']);
    expect(lendable(c.members[0]!)).toBe(true);
    expect(lendable({ ...c.members[0]!, sheet: { ...c.members[0]!.sheet, status: 'dead' } })).toBe(false);
    expect(lendTargets([summary('c'), summary('d'), summary('e', true)], 'c').map((t) => t.id)).toEqual(['d']);
  });
});
