/**
 * The one way the renderer talks to Velada's services: the Electron preload's
 * `window.velada` when present, the fetch bridge otherwise. A throwing transport is turned
 * into a typed failure so no screen ever has to catch.
 */
import type { Command, LibraryRestoreOutcome, Request, ResponseMap, Result, SessionImportOutcome, VeladaApi } from '../../../shared/ipc/contract';
import { uploadLibraryFile, uploadSessionImport } from '../bridge/upload';
import { createWebBridge } from '../bridge/web';
import { listenToSessionPushes, tellSessionPush, type SessionPushListener } from '../bridge/session-pushes';

export type { SessionPush } from '../bridge/session-pushes';

/** Electron's preload exposes the host's pushes as `veladaEvents`, one function per event. */
interface VeladaEvents {
  onSessionCommitted(listener: (push: { sessionId: string; seq: number }) => void): () => void;
  /** SC32: a game's private screens changed; the game's id only. */
  onScreensChanged(listener: (push: { sessionId: string }) => void): () => void;
}
let electronPushesWired = false;

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

/**
 * Every push of the host from now on (a game committed a move anywhere, a game's screens changed: issue 23), whichever
 * transport carries it: Electron's preload event, or the web host's command socket (opened here if
 * it was not yet). Returns the function that stops listening.
 */
export function onSessionPush(listener: SessionPushListener): () => void {
  const stop = listenToSessionPushes(listener);
  const events = (globalThis as { veladaEvents?: VeladaEvents }).veladaEvents;
  if (events && !electronPushesWired) {
    electronPushesWired = true;
    events.onSessionCommitted(({ sessionId, seq }) => tellSessionPush({ kind: 'committed', sessionId, seq }));
    events.onScreensChanged(({ sessionId }) => tellSessionPush({ kind: 'screens', sessionId }));
  }
  // The web bridge's command socket opens with the API object.
  veladaApi();
  return stop;
}

/** Whether the host opens its own file dialog (Electron's main) rather than taking the page's upload. */
export function hostPicksFiles(): boolean {
  return injectedApi() !== undefined;
}

/** Whether the page runs in Electron's window (its preload's API): a seat opens in a window of main's, not a tab (SC33). */
export function hostOpensWindows(): boolean {
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
