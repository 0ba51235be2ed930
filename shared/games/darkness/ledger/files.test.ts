import { describe, expect, it } from 'vitest';
import { ledgerOf, sampleCreated } from './builder';
import { campaignFileText, characterFileText, looksTruncated, parseCampaignFile, parseCharacterFile, type CampaignFile } from './files';
import { replayLedger } from './replay';
import { DEFAULT_RULES, changedRules, effectiveRules } from '../characters/house-rules';

const ana = ledgerOf(sampleCreated('ana', { name: 'Ana' }), [
  { kind: 'attributeDie', attribute: 'speed' },
  { kind: 'vpConverted', vp: 12, skillPoints: 1, keepLeftover: false },
  { kind: 'skillBought', skill: 'climbing', tier: 'basic', cost: 1 },
  [{ kind: 'correction', patch: { portrait: { kind: 'generated', seed: 7 } } }, { why: 'nuevo retrato' }],
  { kind: 'revert', target: 'ana#5' },
]);
const luis = ledgerOf(sampleCreated('luis', { name: 'Luis' }), [{ kind: 'died' }]);

const campaign: CampaignFile['campaign'] = {
  id: 'camp-1',
  name: 'Noches de Halloween',
  mode: 'standard',
  createdAt: '2026-01-01T00:00:00.000Z',
  houseRules: { A40: 'bank_leftover' },
  members: [
    { characterId: 'ana', joinedAt: '2026-01-01T00:00:00.000Z', lentFrom: null },
    { characterId: 'luis', joinedAt: '2026-01-01T00:00:00.000Z', lentFrom: { characterId: 'luis-0', campaignId: null } },
  ],
  played: [{ seq: 1, scenario: 'curfew-radio', outcome: 'achieved', houseRules: {}, playedAt: '2026-01-02T00:00:00.000Z' }],
};

const characterText = characterFileText({ id: 'ana', name: 'Ana', ledger: ana });
const campaignText = campaignFileText(campaign, [
  { id: 'ana', name: 'Ana', ledger: ana },
  { id: 'luis', name: 'Luis', ledger: luis },
]);

function codeOf(result: { ok: boolean; problem?: { code: string } }): string | undefined {
  return result.ok ? undefined : result.problem!.code;
}

function edited(text: string, edit: (file: Record<string, unknown>) => void): string {
  const file = JSON.parse(text) as Record<string, unknown>;
  edit(file);
  return JSON.stringify(file);
}

describe('character file', () => {
  it('round trip: export → parse gives the same ledger and the same sheet', () => {
    const parsed = parseCharacterFile(characterText);
    if (!parsed.ok) throw new Error(parsed.problem.code);
    expect(parsed.value.ledger).toEqual(ana);
    expect(parsed.value.sheet).toEqual(replayLedger(ana));
    expect(parsed.value.sheet.portrait).toEqual({ kind: 'initials' });
  });

  it('refuses text that is not JSON', () => {
    expect(codeOf(parseCharacterFile('hola, esto no es un personaje'))).toBe('darkness_file_malformed');
    expect(codeOf(parseCharacterFile('{"format": "velada-darkness-character"]}'))).toBe('darkness_file_malformed');
  });

  it('D74 refuses a truncated file, wherever it was cut, apart from one that is not JSON', () => {
    for (const cut of [0, 1, 40, Math.floor(characterText.length / 2), characterText.length - 1]) {
      expect(codeOf(parseCharacterFile(characterText.slice(0, cut))), `cut at ${cut}`).toBe('darkness_file_truncated');
    }
    expect(looksTruncated('{"a": "b')).toBe(true);
    expect(looksTruncated('{"a": ]')).toBe(false);
  });

  it('refuses another kind of file: a campaign, an array, a Looper script', () => {
    expect(codeOf(parseCharacterFile(campaignText))).toBe('darkness_file_wrong_format');
    expect(codeOf(parseCharacterFile('[1, 2, 3]'))).toBe('darkness_file_wrong_format');
    expect(codeOf(parseCharacterFile('{"format": "velada-looper-script", "version": 1}'))).toBe('darkness_file_wrong_format');
    expect(codeOf(parseCharacterFile('null'))).toBe('darkness_file_wrong_format');
  });

  it('D76 refuses a file from a newer Velada, naming its version', () => {
    const future = parseCharacterFile(edited(characterText, (f) => (f.version = 2)));
    expect(future).toMatchObject({ ok: false, problem: { code: 'darkness_file_future_version', params: { version: 2 } } });
  });

  it('refuses a field of the wrong shape, naming where', () => {
    const bad = edited(characterText, (f) => {
      ((f.character as { ledger: { change: { attribute: string } }[] }).ledger[1]!.change.attribute = 'luck');
    });
    expect(parseCharacterFile(bad)).toMatchObject({ ok: false, problem: { code: 'darkness_file_invalid', params: { path: 'character.ledger.1.change.attribute' } } });
    expect(codeOf(parseCharacterFile(edited(characterText, (f) => (f.version = 0))))).toBe('darkness_file_invalid');
    expect(codeOf(parseCharacterFile(edited(characterText, (f) => (f.extra = true))))).toBe('darkness_file_invalid');
    expect(codeOf(parseCharacterFile(edited(characterText, (f) => ((f.character as { ledger: unknown[] }).ledger = []))))).toBe('darkness_file_invalid');
  });

  it('refuses entries that belong to another character', () => {
    const bad = edited(characterText, (f) => ((f.character as { id: string }).id = 'someone'));
    expect(codeOf(parseCharacterFile(bad))).toBe('darkness_file_invalid');
  });

  it('refuses a ledger that does not replay, with the reason', () => {
    const bad = edited(characterText, (f) => {
      ((f.character as { ledger: { change: { cost: number } }[] }).ledger[3]!.change.cost = 5);
    });
    const result = parseCharacterFile(bad);
    expect(result).toMatchObject({ ok: false, problem: { code: 'darkness_file_ledger_invalid', params: { character: 'Ana', reason: 'ledger_skill_points_short' } } });
    if (!result.ok) expect(result.problem.message.es).toContain('Faltan puntos de habilidad');
  });
});

describe('campaign file', () => {
  it('round trip: the campaign, its members and every character with its sheet (D407: a file without A41 meant one tier)', () => {
    const parsed = parseCampaignFile(campaignText);
    if (!parsed.ok) throw new Error(parsed.problem.code);
    const oneTier = { A41: 'lose_one_tier' };
    expect(parsed.value.campaign).toEqual({ ...campaign, houseRules: { ...campaign.houseRules, ...oneTier }, played: campaign.played.map((p) => ({ ...p, houseRules: { ...p.houseRules, ...oneTier } })) });
    expect(parsed.value.characters.map((c) => [c.id, c.sheet.status])).toEqual([
      ['ana', 'alive'],
      ['luis', 'dead'],
    ]);
  });

  it('D407 a file written now carries A41 whatever its option, and reads back exactly', () => {
    const rules = effectiveRules({ A40: 'bank_leftover' });
    const now = { ...campaign, houseRules: { ...changedRules(rules) } as Record<string, string>, played: [{ ...campaign.played[0]!, houseRules: { ...changedRules(DEFAULT_RULES) } as Record<string, string> }] };
    expect(now.houseRules).toEqual({ A40: 'bank_leftover', A41: 'lose_whole_skill' });
    const parsed = parseCampaignFile(campaignFileText(now, [{ id: 'ana', name: 'Ana', ledger: ana }, { id: 'luis', name: 'Luis', ledger: luis }]));
    if (!parsed.ok) throw new Error(parsed.problem.code);
    expect(parsed.value.campaign).toEqual(now);
    expect(effectiveRules(parsed.value.campaign.played[0]!.houseRules)).toEqual(DEFAULT_RULES);
  });

  it('refuses every bad-file case: not JSON, truncated, a character file, a newer version, a bad field', () => {
    expect(codeOf(parseCampaignFile('{{'))).toBe('darkness_file_truncated');
    expect(codeOf(parseCampaignFile('}'))).toBe('darkness_file_malformed');
    expect(codeOf(parseCampaignFile(campaignText.slice(0, campaignText.length - 3)))).toBe('darkness_file_truncated');
    expect(codeOf(parseCampaignFile(characterText))).toBe('darkness_file_wrong_format');
    expect(codeOf(parseCampaignFile(edited(campaignText, (f) => (f.version = 3))))).toBe('darkness_file_future_version');
    expect(codeOf(parseCampaignFile(edited(campaignText, (f) => ((f.campaign as { mode: string }).mode = 'chaos'))))).toBe('darkness_file_invalid');
  });

  it('D75 refuses a member without its character, and a character twice: the whole file, nothing half-read', () => {
    const orphan = campaignFileText(campaign, [{ id: 'ana', name: 'Ana', ledger: ana }]);
    expect(parseCampaignFile(orphan)).toMatchObject({ ok: false, problem: { code: 'darkness_file_invalid', params: { path: 'campaign.members.1.characterId' } } });
    const twice = campaignFileText(campaign, [
      { id: 'ana', name: 'Ana', ledger: ana },
      { id: 'ana', name: 'Ana', ledger: ana },
      { id: 'luis', name: 'Luis', ledger: luis },
    ]);
    expect(codeOf(parseCampaignFile(twice))).toBe('darkness_file_invalid');
  });

  it("refuses the campaign when one character's ledger does not replay", () => {
    const broken = ledgerOf(sampleCreated('luis', { name: 'Luis' }), [{ kind: 'died' }, { kind: 'attributeDie', attribute: 'speed' }]);
    const text = campaignFileText(campaign, [
      { id: 'ana', name: 'Ana', ledger: ana },
      { id: 'luis', name: 'Luis', ledger: broken },
    ]);
    expect(parseCampaignFile(text)).toMatchObject({ ok: false, problem: { code: 'darkness_file_ledger_invalid', params: { character: 'Luis', reason: 'ledger_character_dead' } } });
  });
});
