/**
 * "Importar partida" (ruling S32): the host reads the file, never the renderer. Electron's main
 * reads it after its own open dialog (`pickImportFile`); the web host's upload route hands the
 * posted body to `stageSessionImport`. Either way the file is checked, kept in main under a token,
 * and only the preview's public facts are answered; the confirmation names the token.
 */
import type { AnyGameModule } from '../../shared/engine/contract';
import type { SessionImportOutcome } from '../../shared/ipc/contract';
import type { Db } from '../services/database';
import { ServiceError } from '../services/errors';
import { SessionImportService, type ImportStaging, type StagedFile } from '../services/session-import';
import type { HandlersOf } from './dispatch';
import type { ServicesOptions } from './services-options';

type ImportCommand = 'sessions.import.preview' | 'sessions.import.confirm';

/** Checks the file first (a refused file is never kept), then keeps it and answers its preview. */
export function stageSessionImport(imports: SessionImportService, staging: ImportStaging, file: StagedFile): SessionImportOutcome {
  const preview = imports.preview(file.text);
  return { kind: 'preview', token: staging.stage(file), preview };
}

export function importHandlers(db: Db, games: (id: string) => AnyGameModule | undefined, options: ServicesOptions, staging: ImportStaging): HandlersOf<ImportCommand> {
  const imports = new SessionImportService(db, options.dataFile, games);
  return {
    'sessions.import.preview': async () => {
      if (!options.pickImportFile) throw new ServiceError('import_needs_upload', 'This host takes the file as an upload (POST /import/session)');
      const file = await options.pickImportFile();
      return file ? stageSessionImport(imports, staging, file) : { kind: 'cancelled' };
    },
    'sessions.import.confirm': async (r) => {
      const result = await imports.confirm(staging.get(r.token).text);
      // Kept until it is written, so a refusal (a full disk) can be retried without choosing it again.
      staging.drop(r.token);
      return result;
    },
  };
}
