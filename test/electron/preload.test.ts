/**
 * Runs the preload the way a sandboxed renderer does: compiled to CommonJS, wrapped in
 * Electron's preload function, with a `require` that knows only 'electron'. This catches
 * both a command list that drifted from the contract and an accidental local import.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../shared/ipc/contract';

function compiledPreload(): string {
  const configPath = path.resolve('tsconfig.electron.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(String(d.messageText)); } });
  if (!config) throw new Error('tsconfig.electron.json could not be read');
  const source = readFileSync(path.resolve('electron/preload.ts'), 'utf8');
  return ts.transpileModule(source, { compilerOptions: config.options, fileName: 'preload.ts' }).outputText;
}

function runSandboxed(code: string) {
  const exposed: Record<string, unknown> = {};
  const invocations: unknown[][] = [];
  const required: string[] = [];
  const channels = new Map<string, Set<(...args: unknown[]) => void>>();
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => { exposed[key] = api; } },
    ipcRenderer: {
      invoke: (...args: unknown[]) => {
        invocations.push(args);
        return Promise.resolve({ ok: true, data: args[1] });
      },
      on: (channel: string, listener: (...args: unknown[]) => void) => {
        if (!channels.has(channel)) channels.set(channel, new Set());
        channels.get(channel)!.add(listener);
      },
      removeListener: (channel: string, listener: (...args: unknown[]) => void) => {
        channels.get(channel)?.delete(listener);
      },
    },
  };
  const sandboxRequire = (name: string) => {
    required.push(name);
    if (name === 'electron') return electron;
    throw new Error(`module not found: ${name} (a sandboxed preload can only require electron)`);
  };
  const wrapper = `(function (require, process, Buffer, global, setImmediate, clearImmediate, exports, module) {\n${code}\n})`;
  const fn = runInNewContext(wrapper, {}) as (...args: unknown[]) => void;
  const module = { exports: {} };
  fn(sandboxRequire, {}, undefined, {}, undefined, undefined, module.exports, module);
  /** Main sending on a channel, as webContents.send does. */
  const send = (channel: string, payload: unknown) => channels.get(channel)?.forEach((l) => l({ sender: 'ipc-event' }, payload));
  return { exposed, invocations, required, send };
}

describe('preload (sandboxed)', () => {
  const code = compiledPreload();

  it('compiles to CommonJS that requires nothing but electron', () => {
    const { required } = runSandboxed(code);
    expect(new Set(required)).toEqual(new Set(['electron']));
    expect(code).not.toMatch(/\bimport\s/);
  });

  it('exposes window.velada with exactly one function per command of the contract', () => {
    const { exposed } = runSandboxed(code);
    const api = exposed.velada as Record<string, unknown>;
    expect(Object.keys(exposed)).toEqual(['velada', 'veladaEvents']);
    expect(Object.keys(api).sort()).toEqual([...COMMANDS].sort());
    for (const command of COMMANDS) expect(typeof api[command], command).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('sends each call over the single velada channel with its command name and request', async () => {
    const { exposed, invocations } = runSandboxed(code);
    const api = exposed.velada as Record<string, (r: unknown) => Promise<unknown>>;
    await expect(api['sessions.open']!({ sessionId: 's1', seat: 0 })).resolves.toEqual({ ok: true, data: 'sessions.open' });
    await api['settings.set']!({ locale: 'en' });
    expect(invocations).toEqual([
      ['velada', 'sessions.open', { sessionId: 's1', seat: 0 }],
      ['velada', 'settings.set', { locale: 'en' }],
    ]);
  });

  it('exposes the commit push as one function that hands on its public facts only, and stops when asked', () => {
    const { exposed, send } = runSandboxed(code);
    const events = exposed.veladaEvents as { onSessionCommitted(l: (push: unknown) => void): () => void };
    expect(Object.keys(events)).toEqual(['onSessionCommitted', 'onScreensChanged']);
    expect(Object.isFrozen(events)).toBe(true);
    const heard: unknown[] = [];
    const stop = events.onSessionCommitted((push) => heard.push(push));
    send('velada:session-committed', { sessionId: 's1', seq: 4 });
    send('velada:session-committed', { sessionId: 's1' });
    stop();
    send('velada:session-committed', { sessionId: 's1', seq: 5 });
    expect(heard).toEqual([{ sessionId: 's1', seq: 4 }]);
  });

  it('SC32: exposes the screens push as one function that hands on the game’s id only, and stops when asked', () => {
    const { exposed, send } = runSandboxed(code);
    const events = exposed.veladaEvents as { onScreensChanged(l: (push: unknown) => void): () => void };
    const heard: unknown[] = [];
    const stop = events.onScreensChanged((push) => heard.push(push));
    send('velada:screens-changed', { sessionId: 's1', seat: 2, url: 'http://192.168.1.20:4000/s/SECRET' });
    send('velada:screens-changed', { seat: 2 });
    stop();
    send('velada:screens-changed', { sessionId: 's1' });
    expect(heard).toEqual([{ sessionId: 's1' }]);
  });
});
