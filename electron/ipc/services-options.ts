/** How a host sets up the services (createServices): the data file, the platform, and where exports go. */
import type { AnyGameModule } from '../../shared/engine/contract';
import type { ExportOutcome } from '../../shared/ipc/contract';
import type { BotWorkerScript } from '../services/bot-runner';
import type { ExportDocument } from '../services/session-file';
import type { StagedFile } from '../services/session-import';
import type { ScreensOptions } from '../screens/screens-service';
import type { DarknessExporter } from './safety-handlers';

export interface ServicesOptions {
  dataFile: string;
  migrationsDir: string;
  platform: 'electron' | 'web';
  /** Shown by app.info and recorded in the database; defaults to the npm package version. */
  appVersion?: string;
  /** Game lookup; tests may add fixture games. Defaults to the shared registry. */
  games?: (id: string) => AnyGameModule | undefined;
  /**
   * Where an export goes, so its content never reaches the renderer: Electron writes it after
   * a save dialog, the web host hands back a link it serves itself.
   */
  exporter?: (sessionId: string, document: ExportDocument) => ExportOutcome | Promise<ExportOutcome>;
  /**
   * Where a Looper script export goes (its secret card must not reach the renderer either).
   * Defaults to `exporter`, which suits any exporter that writes the document it is given (a
   * save dialog, a folder); a host answering with id-based links passes its own (ruling S19).
   */
  scriptExporter?: (scriptId: string, document: ExportDocument) => ExportOutcome | Promise<ExportOutcome>;
  /** Where a When Darkness Comes character or campaign file goes; defaults to `exporter`, like scriptExporter. */
  darknessExporter?: DarknessExporter;
  /**
   * Electron's open dialog for "Importar partida": main reads the chosen file (null: cancelled).
   * A host without one (the web host) takes the file as an upload instead (S32).
   */
  pickImportFile?: () => Promise<StagedFile | null>;
  /**
   * Where "Copia de la biblioteca" goes (S35): Electron asks with its save dialog and calls `write`
   * with the chosen path (main makes the copy there); the web host answers its download link.
   */
  libraryExporter?: (fileName: string, write: (target: string) => Promise<void>) => ExportOutcome | Promise<ExportOutcome>;
  /** Electron's open dialog for "Restaurar biblioteca": the chosen file's path (null: cancelled); main copies it (S36). */
  pickLibraryFile?: () => Promise<string | null>;
  /** export_unfinished for a game still being played: set by a host whose export passes through a browser (S26). */
  refuseUnfinishedExports?: boolean;
  /** Private screens (issue 23): where the seat page is built and, for tests, the address to bind. Without it screens.start answers screens_unavailable. */
  screens?: ScreensOptions;
  /** The bot worker's script (ruling B6): bots decide in a worker thread; without it, in main, synchronously. */
  botWorker?: BotWorkerScript;
}
