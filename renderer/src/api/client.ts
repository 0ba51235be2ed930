/**
 * The one way the renderer talks to Velada's services: the Electron preload's
 * `window.velada` when present, the fetch bridge otherwise. A throwing transport is turned
 * into a typed failure so no screen ever has to catch.
 */
import type { Command, Request, ResponseMap, Result, VeladaApi } from '../../../shared/ipc/contract';
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
