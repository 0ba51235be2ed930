/**
 * sessions.import.preview / confirm as Electron answers them (ruling S32): main's own file dialog
 * (`pickImportFile`) reads the file, the command answers the preview and a token, a closed dialog
 * is `cancelled`, and a file that fails the check is refused by name and never kept.
 */
import { describe, expect, it } from 'vitest';
import type { StagedFile } from '../../electron/services/session-import';
import type { SessionImportOutcome, SessionImportResult, SessionSummary } from '../../shared/ipc/contract';
import { useIpcServices } from '../fixtures/ipc-services';
import { useSessionFile } from '../fixtures/session-file';

let picked: StagedFile | null = null;
const ipc = useIpcServices('session-import-ipc', () => ({ platform: 'electron', pickImportFile: async () => picked }));
const elsewhere = useSessionFile('session-import-ipc-source');

describe('importing a save through the commands', () => {
  it('answers the picked file\'s preview and token, then writes it on confirm', async () => {
    const created = elsewhere.service.create('silentes', 'Desde el portátil', [{ name: 'Ana' }, { name: 'Luis' }], {}, 'ipc-import');
    picked = { fileName: 'velada-silentes.json', text: elsewhere.service.exportDocument(created.id).json };
    const outcome = await ipc.ok<SessionImportOutcome>('sessions.import.preview', {});
    if (outcome.kind !== 'preview') throw new Error('expected a preview');
    expect(outcome.preview).toMatchObject({ title: 'Desde el portátil', moves: 0, asCopy: false });
    const result = await ipc.ok<SessionImportResult>('sessions.import.confirm', { token: outcome.token });
    expect(result.session.id).toBe(created.id);
    const list = await ipc.ok<SessionSummary[]>('sessions.list', {});
    expect(list.map((s) => s.id)).toEqual([created.id]);
  });

  it('answers cancelled when the dialog is closed, and refuses a broken file by name without keeping it', async () => {
    picked = null;
    expect(await ipc.ok('sessions.import.preview', {})).toEqual({ kind: 'cancelled' });
    picked = { fileName: 'roto.json', text: '{"format":"velada-session","version":1}' };
    expect(await ipc.refused('sessions.import.preview', {})).toMatchObject({ code: 'invalid_export' });
    expect(await ipc.ok<SessionSummary[]>('sessions.list', {})).toEqual([]);
  });
});
