import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { darknessRows, openDarknessDb } from '../../../test/persistence/darkness-fixtures';
import { campaignWithThree, darknessServices, playFirstGame, transferOn, type DarknessFixture } from '../../../test/persistence/darkness-campaign-fixture';
import { listBackups } from '../backups';
import { COPY_REF_PREFIX, type DarknessTransferService } from './export-import';

type Opened = Awaited<ReturnType<typeof openDarknessDb>>;
let home: Opened;
let away: Opened;
let f: DarknessFixture;
const transferOf = (o: Opened): DarknessTransferService => transferOn(o.db, o.file);

beforeEach(async () => {
  home = await openDarknessDb('darkness-export');
  away = await openDarknessDb('darkness-import');
  f = campaignWithThree(home.db, home.file);
  // Some history worth carrying: a game played, a correction, and a revert of it.
  const [ana] = f.characterIds as [string];
  await playFirstGame(f);
  const corrected = f.characters.correct(ana, { background: 'Farera jubilada' }, { who: 'Luis', why: 'Lo escribimos mal' });
  f.characters.revert(ana, corrected.ledger.at(-1)!.id, { who: 'Luis', why: 'Estaba bien' });
});
afterEach(() => {
  home.close();
  away.close();
});

/** A character's ledger without what is local to this file (ids), for comparing across files. */
const portable = (ledger: { seq: number; at: string; who: string; why: string; change: { kind: string } }[]) =>
  ledger.map(({ seq, at, who, why, change }) => ({ seq, at, who, why, kind: change.kind }));

describe('export and import', () => {
  it('D120 a character goes to another computer whole: same id, ledger entry for entry, same sheet', async () => {
    const [ana] = f.characterIds as [string];
    const file = transferOf(home).exportCharacter(ana);
    expect(file.fileName).toMatch(/^velada-darkness-personaje-.+\.json$/);
    const preview = transferOf(away).previewImport(file.json);
    expect(preview).toEqual({ kind: 'character', campaign: null, characters: [expect.objectContaining({ fileId: ana, asCopy: false, status: 'alive' })] });
    expect(darknessRows(away.db).darkness_characters).toEqual([]);
    const result = await transferOf(away).confirmImport(file.json);
    expect(result.characterIds).toEqual([ana]);
    expect(result.backup.reason).toBe('import');
    const there = darknessServices(away.db, away.file).characters.get(ana);
    const here = f.characters.get(ana);
    expect(there.ledger).toEqual(here.ledger);
    expect(there.sheet).toEqual(here.sheet);
  });

  it('D121 an id already here comes in as a copy: new ids, reverts still pointing at their entries, provenance on its creation', async () => {
    const [ana] = f.characterIds as [string];
    const file = transferOf(home).exportCharacter(ana);
    expect(transferOf(home).previewImport(file.json).characters[0]!.asCopy).toBe(true);
    const result = await transferOf(home).confirmImport(file.json);
    const copyId = result.characterIds[0]!;
    expect(copyId).not.toBe(ana);
    const copy = f.characters.get(copyId);
    const original = f.characters.get(ana);
    expect(portable(copy.ledger)).toEqual(portable(original.ledger));
    expect(copy.sheet).toEqual({ ...original.sheet, id: copyId });
    expect(copy.ledger[0]!.gameRef).toBe(`${COPY_REF_PREFIX}${ana}`);
    const revert = copy.ledger.at(-1)!.change as { kind: 'revert'; target: string };
    expect(revert.kind).toBe('revert');
    expect(copy.ledger.map((e) => e.id)).toContain(revert.target);
    expect(original.ledger.map((e) => e.id)).not.toContain(revert.target);
  });

  it('D120 a campaign goes whole: members, played scenarios with their rules, every ledger', async () => {
    const file = transferOf(home).exportCampaign(f.campaignId);
    const preview = transferOf(away).previewImport(file.json);
    expect(preview.campaign).toEqual({ fileId: f.campaignId, name: 'La casa del faro', asCopy: false, members: 3, played: 1 });
    const result = await transferOf(away).confirmImport(file.json);
    expect(result.campaignId).toBe(f.campaignId);
    const { campaigns, characters } = darknessServices(away.db, away.file);
    expect(campaigns.get(f.campaignId)).toEqual(f.campaigns.get(f.campaignId));
    for (const id of f.characterIds) expect(characters.get(id).ledger).toEqual(f.characters.get(id).ledger);
  });

  it('D121 a campaign imported where it exists is a copy whose members are lent copies, entries following the new campaign', async () => {
    const file = transferOf(home).exportCampaign(f.campaignId);
    const result = await transferOf(home).confirmImport(file.json);
    expect(result.campaignId).not.toBe(f.campaignId);
    const copy = f.campaigns.get(result.campaignId!);
    expect(copy.played.map((p) => p.scenario)).toEqual(['El pozo']);
    expect(copy.members.map((m) => m.lentFrom)).toEqual(f.characterIds.map((characterId) => ({ characterId, campaignId: f.campaignId })));
    const ledger = f.characters.get(result.characterIds[0]!).ledger;
    expect(ledger.filter((e) => e.campaignId !== undefined).every((e) => e.campaignId === result.campaignId)).toBe(true);
    expect(f.campaigns.list()).toHaveLength(2);
  });

  it('D122 malformed, truncated, foreign, future-version, misshapen and unreplayable files are refused by name, writing nothing', async () => {
    const [ana] = f.characterIds as [string];
    const good = transferOf(home).exportCharacter(ana).json;
    const doc = JSON.parse(good) as { version: number; character: { ledger: { change: unknown }[]; name: unknown } };
    const cases: [string, string][] = [
      ['darkness_file_malformed', 'esto no es json }'],
      ['darkness_file_truncated', good.slice(0, Math.floor(good.length / 2))],
      ['darkness_file_wrong_format', JSON.stringify({ format: 'velada-session', version: 1 })],
      ['darkness_file_future_version', JSON.stringify({ ...doc, version: 2 })],
      ['darkness_file_invalid', JSON.stringify({ ...doc, character: { ...doc.character, name: 7 } })],
      ['darkness_file_ledger_invalid', JSON.stringify({ ...doc, character: { ...doc.character, ledger: doc.character.ledger.slice(1) } })],
    ];
    const before = darknessRows(away.db);
    for (const [code, text] of cases) {
      for (const step of ['preview', 'confirm'] as const) {
        const attempt = async () => (step === 'preview' ? transferOf(away).previewImport(text) : transferOf(away).confirmImport(text));
        await expect(attempt(), `${code} ${step}`).rejects.toMatchObject({ code });
      }
    }
    expect(darknessRows(away.db)).toEqual(before);
    expect(listBackups(away.file)).toEqual([]);
  });
});
