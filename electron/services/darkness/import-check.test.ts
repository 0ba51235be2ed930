import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { darknessRows, openDarknessDb } from '../../../test/persistence/darkness-fixtures';
import { campaignWithThree, darknessServices, playFirstGame, transferOn, type DarknessFixture } from '../../../test/persistence/darkness-campaign-fixture';
import { listBackups, SAFETY_KEPT_LATEST, takeSafetyBackup } from '../backups';
import type { DarknessTransferService } from './export-import';
import { campaignDoc, characterDoc, withOwnKey, type CampaignDoc } from '../../../test/persistence/darkness-file-mutations';

type Opened = Awaited<ReturnType<typeof openDarknessDb>>;
let home: Opened;
let away: Opened;
let f: DarknessFixture;
const transferOf = (o: Opened): DarknessTransferService => transferOn(o.db, o.file);

beforeEach(async () => {
  home = await openDarknessDb('darkness-check-home');
  away = await openDarknessDb('darkness-check-away');
  f = campaignWithThree(home.db, home.file);
  await playFirstGame(f);
  f.campaigns.recordPlayed(f.campaignId, 'La torre', 'failed');
});
afterEach(() => {
  home.close();
  away.close();
});

const campaignFile = (): CampaignDoc => campaignDoc(transferOf(home).exportCampaign(f.campaignId).json);

/** Refused with `code` by the preview and by the confirmation, nothing written and no copy taken. */
async function refusedBoth(text: string, code: string, label: string): Promise<void> {
  const before = darknessRows(away.db);
  const copies = listBackups(away.file);
  expect(() => transferOf(away).previewImport(text), `${label} preview`).toThrow(expect.objectContaining({ code }));
  await expect(transferOf(away).confirmImport(text), `${label} confirm`).rejects.toMatchObject({ code });
  expect(darknessRows(away.db), label).toEqual(before);
  expect(listBackups(away.file), label).toEqual(copies);
}

describe('one check for the preview and the confirmation', () => {
  it('D123 duplicate members, played seqs, unknown outcomes and house rules are refused by name before any copy', async () => {
    const cases: [string, (d: CampaignDoc) => void, Record<string, unknown>][] = [
      ['darkness_file_duplicate_member', (d) => d.campaign.members.push({ ...d.campaign.members[1]! }), {}],
      ['darkness_file_duplicate_played', (d) => (d.campaign.played[1]!.seq = d.campaign.played[0]!.seq), { seq: 1 }],
      ['darkness_file_unknown_outcome', (d) => (d.campaign.played[0]!.outcome = 'won'), { seq: 1, outcome: 'won' }],
      ['darkness_file_unknown_house_rule', (d) => (d.campaign.houseRules.A99 = 'x'), { rule: 'A99', path: 'campaign.houseRules' }],
      ['darkness_file_house_rule_option', (d) => (d.campaign.played[1]!.houseRules.A7 = 'gratis'), { rule: 'A7', option: 'gratis', path: 'campaign.played.1.houseRules' }],
    ];
    for (const [code, mutate, params] of cases) {
      const doc = campaignFile();
      mutate(doc);
      const text = JSON.stringify(doc);
      await refusedBoth(text, code, code);
      expect(() => transferOf(away).previewImport(text)).toThrow(expect.objectContaining({ params: expect.objectContaining(params) }));
    }
  });

  it('D123 a refused import never evicts a safety copy, even with the rolling set full', async () => {
    const start = Date.now() - 60 * 60_000;
    for (let i = 0; i < SAFETY_KEPT_LATEST; i++) await takeSafetyBackup(away.db, away.file, 'import', new Date(start + i * 60_000).toISOString());
    const copies = listBackups(away.file);
    expect(copies).toHaveLength(SAFETY_KEPT_LATEST);
    const doc = campaignFile();
    doc.campaign.members.push({ ...doc.campaign.members[0]! });
    await expect(transferOf(away).confirmImport(JSON.stringify(doc))).rejects.toMatchObject({ code: 'darkness_file_duplicate_member' });
    expect(listBackups(away.file)).toEqual(copies);
  });

  it('D124 a ledger numbered with a gap is refused, naming where it jumps', async () => {
    const doc = characterDoc(transferOf(home).exportCharacter(f.characterIds[0]!).json);
    const ledger = doc.character.ledger;
    expect(ledger.length).toBeGreaterThan(2);
    for (const entry of ledger.slice(2)) entry.seq += 1;
    await refusedBoth(JSON.stringify(doc), 'darkness_file_ledger_gap', 'gap');
    expect(() => transferOf(away).previewImport(JSON.stringify(doc))).toThrow(expect.objectContaining({ params: expect.objectContaining({ seq: 4, expected: 3 }) }));
  });

  it('D124 __proto__, constructor and prototype as house-rule keys are refused, not dropped', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      for (const where of ['campaign', 'played'] as const) {
        const doc = campaignFile();
        const rules = where === 'campaign' ? doc.campaign.houseRules : doc.campaign.played[0]!.houseRules;
        withOwnKey(rules, key, 'paid_skill');
        const text = JSON.stringify(doc);
        expect(text).toContain(`"${key}"`);
        await refusedBoth(text, 'darkness_file_reserved_key', `${key} ${where}`);
        const path = where === 'campaign' ? `campaign.houseRules.${key}` : `campaign.played.0.houseRules.${key}`;
        expect(() => transferOf(away).previewImport(text)).toThrow(expect.objectContaining({ params: { key, path } }));
      }
    }
  });

  it('D123 two characters of one file sharing a ledger entry id are refused', async () => {
    const doc = campaignFile();
    doc.characters[1]!.ledger[0]!.id = doc.characters[0]!.ledger[0]!.id;
    await refusedBoth(JSON.stringify(doc), 'darkness_file_duplicate_entry', 'shared entry id');
  });
});

describe('names in a file (S31)', () => {
  it('S31 a NUL or half a surrogate pair in a campaign or character name is refused by path', async () => {
    const cases: [string, (d: CampaignDoc) => void, string][] = [
      ['nul', (d) => (d.campaign.name = 'La casa\u0000'), 'campaign.name'],
      ['lone_surrogate', (d) => (d.campaign.name = 'La casa \uD83D'), 'campaign.name'],
      ['lone_surrogate', (d) => (d.characters[0]!.name = '\uDC19Ana'), 'characters.0.name'],
      ['nul', (d) => ((d.characters[2]!.ledger[0]!.change as { sheet: { name: string } }).sheet.name = 'Eva\u0000'), 'characters.2.ledger.0.change.sheet.name'],
    ];
    for (const [reason, mutate, path] of cases) {
      const doc = campaignFile();
      mutate(doc);
      const text = JSON.stringify(doc);
      await refusedBoth(text, 'darkness_file_bad_text', path);
      expect(() => transferOf(away).previewImport(text)).toThrow(expect.objectContaining({ params: { path, reason } }));
    }
  });

  it('S31 a character and a campaign named in emoji and accents, as long as the limits allow, go out and come back', async () => {
    const { characters, campaigns } = darknessServices(home.db, home.file);
    const name = '🐙'.repeat(20) + 'e\u0301'.repeat(20);
    const original = characters.get(f.characterIds[0]!);
    const renamed = characters.correct(original.id, { name }, { who: 'Ana', why: 'Un nombre nuevo' });
    expect(renamed.sheet.name).toBe(name);
    const campaign = campaigns.create('👨‍👩‍👧'.repeat(80), 'standard', {});
    const file = transferOf(home).exportCharacter(original.id).json;
    expect(transferOf(away).previewImport(file).characters[0]!.name).toBe(name);
    await transferOf(away).confirmImport(file);
    expect(darknessServices(away.db, away.file).characters.get(original.id).sheet.name).toBe(name);
    const campaignText = transferOf(home).exportCampaign(campaign.id).json;
    const result = await transferOf(away).confirmImport(campaignText);
    expect(darknessServices(away.db, away.file).campaigns.get(result.campaignId!).name).toBe('👨‍👩‍👧'.repeat(80));
  });
});
