/**
 * "Copia de la biblioteca" and the first half of "Restaurar biblioteca" (S35–S36). The copy goes
 * where the host says (`libraryExporter`: Electron's save dialog then main writes it; the web
 * host's download link). A file to restore is read by the host, never the page: Electron's main
 * copies the file its own open dialog chose (`pickLibraryFile`); the web host's upload route
 * streams the posted body through `stageLibraryFile`. The confirmation replaces the open file,
 * so createServices answers it itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LIBRARY_FILE_MAX_BYTES, type LibraryRestoreOutcome } from '../../shared/ipc/contract';
import { nowIso } from '../services/clock';
import { readMigrations, type Db } from '../services/database';
import { ServiceError } from '../services/errors';
import { libraryFileName, writeLibraryCopy, type LibraryStaging } from '../services/library-file';
import type { HandlersOf } from './dispatch';
import type { ServicesOptions } from './services-options';

type LibraryCommand = 'library.backup' | 'library.restore.preview' | 'library.restore.confirm';

export function libraryTooLarge(max = LIBRARY_FILE_MAX_BYTES): ServiceError {
  return new ServiceError('library_too_large', `A library file is at most ${max} bytes`, { max });
}

/** Writes the received file through `fill`, checks it and keeps it (a refused file is never kept); answers its preview. */
export async function stageLibraryFile(staging: LibraryStaging, options: ServicesOptions, fill: (target: string) => Promise<void>): Promise<LibraryRestoreOutcome> {
  const staged = await staging.stage(fill, readMigrations(options.migrationsDir));
  return { kind: 'preview', ...staged };
}

/** The file main's dialog chose, copied beside the data file; refused by its size before a byte is read. */
function copyChosen(chosen: string): (target: string) => Promise<void> {
  return async (target) => {
    const stat = fs.statSync(chosen, { throwIfNoEntry: false });
    if (!stat?.isFile()) throw new ServiceError('library_not_sqlite', `${path.basename(chosen)} is not a file`, {});
    if (stat.size > LIBRARY_FILE_MAX_BYTES) throw libraryTooLarge();
    fs.copyFileSync(chosen, target);
  };
}

export function libraryHandlers(db: Db, options: ServicesOptions, staging: LibraryStaging): HandlersOf<LibraryCommand> {
  return {
    'library.backup': () => {
      if (!options.libraryExporter) throw new ServiceError('export_unavailable', 'This host has nowhere to save a library copy');
      return options.libraryExporter(libraryFileName(nowIso()), (target) => writeLibraryCopy(db, target));
    },
    'library.restore.preview': async () => {
      if (!options.pickLibraryFile) throw new ServiceError('library_needs_upload', 'This host takes the library file as an upload (POST /import/library)');
      const chosen = await options.pickLibraryFile();
      return chosen ? stageLibraryFile(staging, options, copyChosen(chosen)) : { kind: 'cancelled' };
    },
    // Answered by createServices itself: the open file has to be closed first.
    'library.restore.confirm': () => {
      throw new ServiceError('file_replacement_refused', 'A library is restored by the services, not here', { state: 'open' });
    },
  };
}
