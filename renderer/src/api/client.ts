/**
 * The one way the renderer talks to Velada's services: the Electron preload's
 * `window.velada` when present, the fetch bridge otherwise. A throwing transport is turned
 * into a typed failure so no screen ever has to catch.
 */
import type { Command, LibraryRestoreOutcome, Request, ResponseMap, Result, SessionImportOutcome, VeladaApi } from '../../../shared/ipc/contract';
import { uploadLibraryFile, uploadSessionImport } from '../bridge/upload';
import { createWebBridge } from '../bridge/web';

let api: VeladaApi | null = null;

/** The preload exposes `velada` on the page's global object (`window` in a browser). */
function injectedApi(): VeladaApi | undefined {
  return (globalThis as { velada?: VeladaApi }).velada;
}

export function veladaApi(): VeladaApi {
  api ??= injectedApi() ?? createWebBridge();
  return api;
}

/** Tests and the web e2e can point the client at a specific API object. */
export function useApi(custom: VeladaApi): void {
  api = custom;
}

export async function call<C extends Command>(command: C, request: Request<C>): Promise<Result<ResponseMap[C]>> {
  try {
    const fn = veladaApi()[command] as (r: Request<C>) => Promise<Result<ResponseMap[C]>>;
    return await fn(request);
  } catch (err) {
    return { ok: false, error: { code: 'transport_error', params: { command }, message: (err as Error)?.message ?? String(err) } };
  }
}

/** Whether the host opens its own file dialog (Electron's main) rather than taking the page's upload. */
export function hostPicksFiles(): boolean {
  return injectedApi() !== undefined;
}

/** "Importar partida": main's dialog reads the file, or the page posts the File it was given, unread (S32). */
export function previewSessionImport(file: Blob | null): Promise<Result<SessionImportOutcome>> {
  return file ? uploadSessionImport(file) : call('sessions.import.preview', {});
}

/** "Restaurar biblioteca": main's dialog takes the file, or the page posts the File it was given, unread (S36). */
export function previewLibraryRestore(file: Blob | null): Promise<Result<LibraryRestoreOutcome>> {
  return file ? uploadLibraryFile(file) : call('library.restore.preview', {});
}
