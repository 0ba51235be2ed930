/**
 * library.backup and library.restore.preview as Electron answers them (rulings S35–S36), with main's
 * dialogs supplied as functions (no Electron binary here): the save dialog decides where the copy
 * goes or cancels it, the open dialog's file is copied beside the data file and checked before the
 * page sees its counts, a closed dialog is `cancelled`, and only the newest chosen files wait.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_FILE_MAX_BYTES, type ExportOutcome, type LibraryRestoreOutcome } from '../../shared/ipc/contract';
import { STAGED_LIBRARIES_KEPT } from '../../electron/services/library-file';
import { useIpcServices } from '../fixtures/ipc-services';

let saveTo: string | null = null;
let picked: string | null = null;
const ipc = useIpcServices('library-ipc', () => ({
  platform: 'electron',
  libraryExporter: async (fileName, write) => {
    if (!saveTo) return { kind: 'cancelled' };
    await write(saveTo);
    return { kind: 'saved', fileName: path.basename(saveTo) || fileName };
  },
  pickLibraryFile: async () => picked,
}));

/** The staged library files (a read-only look may leave their -wal and -shm beside them until they go). */
const staged = () => fs.readdirSync(path.dirname(ipc.dataFile())).filter((n) => /\.library-in-[0-9a-f-]{36}$/.test(n));

describe('the library commands with main\'s dialogs', () => {
  it('S35 writes the copy where the save dialog says, and nothing when it is closed', async () => {
    saveTo = null;
    expect(await ipc.ok<ExportOutcome>('library.backup', {})).toEqual({ kind: 'cancelled' });
    saveTo = ipc.file('copia.db');
    expect(await ipc.ok<ExportOutcome>('library.backup', {})).toEqual({ kind: 'saved', fileName: 'copia.db' });
    expect(fs.readFileSync(saveTo).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    // Through `.partial` and renamed whole (S29): nothing else is left beside it.
    expect(fs.existsSync(`${saveTo}.partial`)).toBe(false);
  });

  it('S36 answers cancelled for a closed open dialog; a chosen file is staged, and only the newest wait', async () => {
    picked = null;
    expect(await ipc.ok('library.restore.preview', {})).toEqual({ kind: 'cancelled' });
    saveTo = ipc.file('copia.db');
    await ipc.ok('library.backup', {});
    picked = saveTo;
    const tokens: string[] = [];
    for (let n = 0; n <= STAGED_LIBRARIES_KEPT; n++) {
      const outcome = await ipc.ok<LibraryRestoreOutcome>('library.restore.preview', {});
      if (outcome.kind !== 'preview') throw new Error('expected a preview');
      tokens.push(outcome.token);
    }
    expect(staged()).toHaveLength(STAGED_LIBRARIES_KEPT);
    // The oldest was let go: it must be chosen again, and nothing was replaced.
    expect((await ipc.refused('library.restore.confirm', { token: tokens[0] })).code).toBe('library_expired');
    expect(fs.readdirSync(path.dirname(ipc.dataFile())).filter((n) => n.startsWith('velada-before-restore'))).toEqual([]);
    // The chosen file itself is only read.
    expect(fs.existsSync(saveTo)).toBe(true);
  });

  it('S36 refuses a chosen file past the size limit before reading it, staging nothing', async () => {
    const big = ipc.file('enorme.db');
    fs.writeFileSync(big, '');
    fs.truncateSync(big, LIBRARY_FILE_MAX_BYTES + 1);
    picked = big;
    expect(await ipc.refused('library.restore.preview', {})).toMatchObject({ code: 'library_too_large', params: { max: LIBRARY_FILE_MAX_BYTES } });
    expect(staged()).toEqual([]);
  });

  it('S36 removes the library files a crash left beside the data file when it opens, and nothing else', async () => {
    const dir = path.dirname(ipc.dataFile());
    const leftovers = ['velada.db.library-in-1b2c', 'velada.db.library-in-1b2c-shm', 'velada.db.library-out-9f8e'];
    for (const name of [...leftovers, 'velada.db.library-notes.txt', 'velada-library-in-x.db']) fs.writeFileSync(path.join(dir, name), 'x');
    ipc.restart();
    expect((await ipc.services().ready).ok).toBe(true);
    const names = fs.readdirSync(dir);
    for (const name of leftovers) expect(names).not.toContain(name);
    expect(names).toEqual(expect.arrayContaining(['velada.db.library-notes.txt', 'velada-library-in-x.db']));
  });

  it('answers export_unavailable where the host has nowhere to put the copy', async () => {
    ipc.restart({ libraryExporter: undefined });
    expect((await ipc.refused('library.backup', {})).code).toBe('export_unavailable');
  });
});
