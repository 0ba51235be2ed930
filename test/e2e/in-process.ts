/**
 * The renderer's stores against the real services in-process (SQLite, engines, session log), with
 * no host and no browser: a data folder for the test file, and the VeladaApi the preload would hand
 * the store, each answer copied as JSON as it is when it crosses the process boundary in the app.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createServices, type Services } from '../../electron/ipc/handlers';
import { COMMANDS, type VeladaApi } from '../../shared/ipc/contract';

export interface InProcess {
  /** The services the file's tests share (started before the first test, closed after the last). */
  services: () => Services;
  /** The store's API over them. */
  api: VeladaApi;
}

/** `beforeCall` sees each command as the store sends it (a test counting bot steps, say). */
export function useInProcessServices(prefix: string, beforeCall: (command: string) => void = () => {}): InProcess {
  let dir: string;
  let services: Services | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), `velada-${prefix}-`));
    services = createServices({ dataFile: path.join(dir, 'velada.db'), migrationsDir: path.resolve('migrations'), platform: 'web' });
  });
  afterAll(async () => {
    services?.close();
    await rm(dir, { recursive: true, force: true });
  });
  const running = (): Services => {
    if (!services) throw new Error('the services start in beforeAll');
    return services;
  };
  const out: Record<string, (request: unknown) => Promise<unknown>> = {};
  for (const command of COMMANDS) {
    out[command] = async (request) => {
      beforeCall(command);
      return JSON.parse(JSON.stringify(await running().handle(command, request)));
    };
  }
  return { services: running, api: out as unknown as VeladaApi };
}
