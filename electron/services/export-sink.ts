/**
 * Where export files go. An export of an unfinished game holds every hidden card, so its
 * content never crosses to the renderer: Electron writes it where the save dialog says, the
 * web host serves it as a download, and tests and scripts write it into a folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ExportOutcome } from '../../shared/ipc/contract';
import type { ExportDocument } from './session-file';

/** Written in one go; a file of the same name is replaced, as a save dialog would after asking. */
export function writeExportFile(filePath: string, document: ExportDocument): void {
  writeFileSync(filePath, document.json, 'utf8');
}

/** An exporter that saves every export into `dir` under its offered name. */
export function folderExporter(dir: string): (sessionId: string, document: ExportDocument) => ExportOutcome {
  return (_sessionId, document) => {
    mkdirSync(dir, { recursive: true });
    writeExportFile(path.join(dir, document.fileName), document);
    return { kind: 'saved', fileName: document.fileName };
  };
}

/** The web host's exporter: the file stays in main, the page gets a same-origin link to it. */
export function downloadLink(sessionId: string): ExportOutcome {
  return { kind: 'download', url: `/export/${encodeURIComponent(sessionId)}` };
}

/** Where the web host serves a Tragedy Looper script file (see electron/web/host.ts). */
export const SCRIPT_EXPORT_PREFIX = '/export-script/';

/** The web host's script exporter: like downloadLink, the file stays in main. */
export function scriptDownloadLink(scriptId: string): ExportOutcome {
  return { kind: 'download', url: `${SCRIPT_EXPORT_PREFIX}${encodeURIComponent(scriptId)}` };
}

/** Where the web host serves a When Darkness Comes character or campaign file. */
export const DARKNESS_EXPORT_PREFIX = '/export-darkness/';

/** The web host's darkness exporter: the key (`character:<id>`, `campaign:<id>`) names the file. */
export function darknessDownloadLink(key: string): ExportOutcome {
  return { kind: 'download', url: `${DARKNESS_EXPORT_PREFIX}${encodeURIComponent(key)}` };
}
