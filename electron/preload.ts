/**
 * Runs in a sandboxed preload, where `require` can load only 'electron' (no local modules),
 * so the command list is written out here instead of imported; test/electron/preload.test.ts
 * runs the compiled file under the same limits and fails as soon as the list drifts from
 * COMMANDS in shared/ipc/contract.ts. Type-only imports are erased at compile time.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { Command, VeladaApi } from '../shared/ipc/contract';

const PRELOAD_COMMANDS = [
  'app.info',
  'games.catalog',
  'profiles.list',
  'profiles.create',
  'profiles.rename',
  'profiles.delete',
  'sessions.list',
  'sessions.create',
  'sessions.rename',
  'sessions.delete',
  'sessions.duplicate',
  'sessions.open',
  'sessions.act',
  'sessions.undo',
  'sessions.botStep',
  'sessions.export',
  'sessions.import.preview',
  'sessions.import.confirm',
  'sessions.recover',
  'sessions.rematch',
  'sessions.endOfGame',
  'sessions.replayAt',
  'profiles.history',
  'data.startFresh',
  'data.restoreBackup',
  'settings.get',
  'settings.set',
  'scripts.list',
  'scripts.import',
  'scripts.export',
  'scripts.delete',
  'scripts.get',
  'notes.get',
  'notes.set',
  'darkness.characters.list',
  'darkness.characters.create',
  'darkness.characters.get',
  'darkness.characters.correct',
  'darkness.characters.revert',
  'darkness.characters.retire',
  'darkness.characters.archive',
  'darkness.campaigns.list',
  'darkness.campaigns.create',
  'darkness.campaigns.get',
  'darkness.campaigns.rename',
  'darkness.campaigns.archive',
  'darkness.campaigns.addCharacter',
  'darkness.campaigns.lend',
  'darkness.campaigns.recordPlayed',
  'darkness.drafts.get',
  'darkness.drafts.save',
  'darkness.drafts.clear',
  'darkness.export.character',
  'darkness.export.campaign',
  'darkness.import.preview',
  'darkness.import.confirm',
  'darkness.endOfGame.preview',
  'darkness.endOfGame.confirm',
  'darkness.games.create',
  'darkness.games.end',
  'backups.list',
  'backups.restore',
  'library.backup',
  'library.restore.preview',
  'library.restore.confirm',
  'screens.start',
  'screens.link',
  'screens.revoke',
  'screens.status',
  'screens.stop',
  'screens.openWindow',
] as const satisfies readonly Command[];

/** One function per command; every call goes through the single 'velada' channel. */
function buildApi(): VeladaApi {
  const api: Record<string, (request: unknown) => Promise<unknown>> = {};
  for (const command of PRELOAD_COMMANDS) {
    api[command] = (request: unknown) => ipcRenderer.invoke('velada', command, request);
  }
  return Object.freeze(api) as unknown as VeladaApi;
}

/** Main's channel for `{sessionId, seq}` after every commit (main.ts); written out here for the same reason as the list. */
const SESSION_COMMITTED_CHANNEL = 'velada:session-committed';
/** Main's channel for `{sessionId}` when a game's private screens change (SC32). */
const SCREENS_CHANGED_CHANNEL = 'velada:screens-changed';

/**
 * The host's pushes, one function per event: the listener gets the push's public facts only (never
 * Electron's event object), and the function returned stops it.
 */
function buildEvents() {
  return Object.freeze({
    onSessionCommitted(listener: (push: { sessionId: string; seq: number }) => void): () => void {
      const relay = (_event: unknown, push: { sessionId?: unknown; seq?: unknown }) => {
        if (typeof push?.sessionId === 'string' && typeof push.seq === 'number') listener({ sessionId: push.sessionId, seq: push.seq });
      };
      ipcRenderer.on(SESSION_COMMITTED_CHANNEL, relay);
      return () => {
        ipcRenderer.removeListener(SESSION_COMMITTED_CHANNEL, relay);
      };
    },
    onScreensChanged(listener: (push: { sessionId: string }) => void): () => void {
      const relay = (_event: unknown, push: { sessionId?: unknown }) => {
        if (typeof push?.sessionId === 'string') listener({ sessionId: push.sessionId });
      };
      ipcRenderer.on(SCREENS_CHANGED_CHANNEL, relay);
      return () => {
        ipcRenderer.removeListener(SCREENS_CHANGED_CHANNEL, relay);
      };
    },
  });
}

contextBridge.exposeInMainWorld('velada', buildApi());
contextBridge.exposeInMainWorld('veladaEvents', buildEvents());
