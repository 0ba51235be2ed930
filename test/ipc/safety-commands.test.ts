/**
 * The safety commands as Electron and the web host call them: an end of game previewed and
 * confirmed (with its safety copy), a character exported to a folder and imported back as a copy,
 * a bad file refused with nothing written, the copies listed, and a copy restored in place of the
 * open file (the current file moved aside, the services answering from the restored one).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderExporter } from '../../electron/services/export-sink';
import { PREGENS, pregenChoice } from '../../shared/games/darkness/characters';
import type {
  BackupInfo,
  DarknessCampaign,
  DarknessCharacterDetail,
  DarknessCharacterSummary,
  DarknessEndOfGamePreview,
  DarknessEndOfGameResult,
  DarknessImportPreview,
  DarknessImportResult,
  IpcError,
  Result,
} from '../../shared/ipc/contract';
import { useIpcServices } from '../fixtures/ipc-services';
import { fillDisk, mountTmpfs, remountReadOnly } from '../persistence/tmpfs';

const ipc = useIpcServices('ipc-safety', (dir) => ({ exporter: folderExporter(path.join(dir, 'exports')) }));
const { ok, refused, file } = ipc;

async function campaignOfTwo(): Promise<{ campaignId: string; ids: [string, string] }> {
  const campaign = await ok<DarknessCampaign>('darkness.campaigns.create', { name: 'El molino', mode: 'standard' });
  const ids: string[] = [];
  for (const pregen of PREGENS.slice(0, 2)) {
    const detail = await ok<DarknessCharacterDetail>('darkness.characters.create', { choice: pregenChoice(pregen, 'es'), campaignId: campaign.id, who: 'Ana' });
    ids.push(detail.id);
  }
  return { campaignId: campaign.id, ids: ids as [string, string] };
}

/** An end-of-game request where the objective was missed and nobody earned, died or kept anything. */
function quietEnd(campaignId: string, ids: string[], scenario: string) {
  return { campaignId, scenario, objectiveAchieved: false, who: 'Ana', participants: ids.map((characterId) => ({ characterId, vp: 0, died: false, itemsHeld: [] })) };
}

describe('safety commands', () => {
  it('D117 previews and confirms an end of game; a bad request is refused at the door', async () => {
    const { campaignId, ids } = await campaignOfTwo();
    const request = {
      campaignId,
      scenario: 'El molino en llamas',
      objectiveAchieved: true,
      who: 'Ana',
      participants: [
        { characterId: ids[0], vp: 15, died: false, itemsHeld: [], choices: { attribute: 'defense' } },
        { characterId: ids[1], vp: 2, died: false, itemsHeld: [] },
      ],
    };
    expect((await refused('darkness.endOfGame.confirm', { ...request, participants: [] })).code).toBe('invalid_request');
    expect((await refused('darkness.endOfGame.preview', { ...request, participants: [{ ...request.participants[0], choices: { attribute: 'luck' } }] })).code).toBe(
      'invalid_request',
    );
    const preview = await ok<DarknessEndOfGamePreview>('darkness.endOfGame.preview', request);
    expect(preview.characters[0]!.after.attributes.defense).toBe(preview.characters[0]!.before.attributes.defense + 1);
    expect(await ok<BackupInfo[]>('backups.list', {})).toEqual([expect.objectContaining({ reason: 'daily' })]);
    const result = await ok<DarknessEndOfGameResult>('darkness.endOfGame.confirm', request);
    expect(result.campaign.played).toHaveLength(1);
    expect((await ok<BackupInfo[]>('backups.list', {}))[0]).toEqual(result.backup);
  });

  it('D120 exports a character to the exporter and imports it back as a copy; a bad file writes nothing', async () => {
    const { ids } = await campaignOfTwo();
    expect(await ok('darkness.export.character', { characterId: ids[0] })).toMatchObject({ kind: 'saved' });
    const [fileName] = fs.readdirSync(file('exports'));
    const json = fs.readFileSync(file(`exports/${fileName}`), 'utf8');
    const preview = await ok<DarknessImportPreview>('darkness.import.preview', { json });
    expect(preview.characters).toEqual([expect.objectContaining({ fileId: ids[0], asCopy: true })]);
    const imported = await ok<DarknessImportResult>('darkness.import.confirm', { json });
    expect(imported.characterIds[0]).not.toBe(ids[0]);
    expect(await ok<DarknessCharacterSummary[]>('darkness.characters.list', {})).toHaveLength(3);
    expect((await refused('darkness.import.confirm', { json: json.slice(0, 100) })).code).toBe('darkness_file_truncated');
    expect(await ok<DarknessCharacterSummary[]>('darkness.characters.list', {})).toHaveLength(3);
    expect((await refused('darkness.export.campaign', { campaignId: 'nope' })).code).toBe('darkness_campaign_not_found');
  });

  it('D114 restores a listed copy in place of the open file and keeps answering from it', async () => {
    const { campaignId, ids } = await campaignOfTwo();
    const json = '{"format":"velada-darkness-character","version":1,"character":{"id":"x","name":"X","ledger":[]}}';
    expect((await refused('darkness.import.confirm', { json })).code).toBe('darkness_file_invalid');
    const result = await ok<DarknessEndOfGameResult>('darkness.endOfGame.confirm', {
      campaignId,
      scenario: 'Después de la copia',
      objectiveAchieved: false,
      who: 'Luis',
      participants: ids.map((characterId) => ({ characterId, vp: 1, died: false, itemsHeld: [] })),
    });
    expect(result.campaign.played).toHaveLength(1);
    expect((await refused('backups.restore', { file: '../velada.db' })).code).toBe('backup_not_found');
    const restored = await ok<{ restoredFrom: string; movedTo: string }>('backups.restore', { file: result.backup.file });
    expect(restored).toEqual({ restoredFrom: result.backup.file, movedTo: expect.stringMatching(/^velada-before-restore-.*\.db$/) });
    expect(fs.existsSync(file(restored.movedTo))).toBe(true);
    const campaign = await ok<DarknessCampaign>('darkness.campaigns.get', { campaignId });
    expect(campaign.played).toEqual([]);
    expect(campaign.members).toHaveLength(2);
  });
});

describe('safety commands while the file cannot be opened', () => {
  it('D114 lists the copies and restores a chosen one in place of a damaged file', async () => {
    const { campaignId } = await campaignOfTwo();
    // A safety copy holding the campaign, then the file is damaged behind Velada's back.
    const copy = (await ok<DarknessImportResult>('darkness.import.confirm', {
      json: JSON.stringify({ format: 'velada-darkness-campaign', version: 1, campaign: { id: 'c2', name: 'Otra', mode: 'standard', createdAt: '2026-01-01T00:00:00.000Z', houseRules: {}, members: [], played: [] }, characters: [] }),
    })).backup;
    ipc.services().close();
    fs.writeFileSync(file('velada.db'), Buffer.alloc(8192, 0x5a));
    fs.rmSync(file('velada.db-wal'), { force: true });
    fs.rmSync(file('velada.db-shm'), { force: true });
    ipc.restart();
    expect((await ipc.services().ready).ok).toBe(false);
    expect((await refused('darkness.campaigns.list', {})).code).toBe('db_corrupt');
    const listed = await ok<BackupInfo[]>('backups.list', {});
    expect(listed.map((b) => b.file)).toContain(copy.file);
    expect(await ok('backups.restore', { file: copy.file })).toMatchObject({ restoredFrom: copy.file });
    const campaign = await ok<DarknessCampaign>('darkness.campaigns.get', { campaignId });
    expect(campaign.members).toHaveLength(2);
  });
});

describe('safety commands in read-only mode', () => {
  it('D114 previews and lists answer; confirmations and restores answer read_only and change nothing', async () => {
    const dir = file('ro');
    const unmount = mountTmpfs(dir, 4096);
    try {
      const dataFile = `${dir}/velada.db`;
      ipc.restart({ dataFile });
      const { campaignId, ids } = await campaignOfTwo();
      const request = quietEnd(campaignId, ids, 'Sin disco');
      const [daily] = await ok<BackupInfo[]>('backups.list', {});
      ipc.services().close();
      remountReadOnly(dir);
      ipc.restart({ dataFile });
      expect(await ok<DarknessEndOfGamePreview>('darkness.endOfGame.preview', request)).toMatchObject({ characters: [{}, {}] });
      expect((await refused('darkness.endOfGame.confirm', request)).code).toBe('read_only');
      expect((await refused('darkness.import.confirm', { json: '{}' })).code).toBe('read_only');
      expect((await refused('backups.restore', { file: daily!.file })).code).toBe('read_only');
      expect(await ok<BackupInfo[]>('backups.list', {})).toEqual([daily]);
      expect((await ok<DarknessCampaign>('darkness.campaigns.get', { campaignId })).played).toEqual([]);
    } finally {
      ipc.services().close();
      unmount();
    }
  });
});

describe('safety commands on a full disk', () => {
  it('D112 an end of game whose safety copy does not fit is refused and writes nothing', async () => {
    const dir = file('full');
    const unmount = mountTmpfs(dir, 4096);
    try {
      ipc.restart({ dataFile: `${dir}/velada.db` });
      const { campaignId, ids } = await campaignOfTwo();
      const before = await ok<DarknessCampaign>('darkness.campaigns.get', { campaignId });
      fillDisk(dir);
      const error = await refused('darkness.endOfGame.confirm', quietEnd(campaignId, ids, 'Disco lleno'));
      expect(error.code).toBe('backup_failed');
      expect(await ok<DarknessCampaign>('darkness.campaigns.get', { campaignId })).toEqual(before);
      expect((await ok<BackupInfo[]>('backups.list', {})).filter((b) => b.reason === 'end_of_game')).toEqual([]);
    } finally {
      ipc.services().close();
      unmount();
    }
  });
});

describe('copies left half-written by a crash (S29)', () => {
  it('removes the data file\'s stale .partial copies when it opens, and nothing else', async () => {
    ipc.services().close();
    const stale = ['velada.db.safety-2026-11-20T00-00-00-000Z-import.partial', 'velada.db.auto-2026-11-20.partial'];
    const others = ['otro.db.auto-2026-11-20.partial', 'velada.db.safety-2026-11-19T00-00-00-000Z-import', 'notas.partial'];
    for (const name of [...stale, ...others]) fs.writeFileSync(file(name), Buffer.alloc(64 * 1024, 1));
    ipc.restart();
    expect((await ipc.services().ready).ok).toBe(true);
    const left = fs.readdirSync(path.dirname(ipc.dataFile()));
    for (const name of stale) expect(left, name).not.toContain(name);
    for (const name of others) expect(left, name).toContain(name);
    expect(left.filter((name) => name.endsWith('.partial')).sort()).toEqual(['notas.partial', 'otro.db.auto-2026-11-20.partial']);
  });
});
