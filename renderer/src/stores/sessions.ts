/** The game catalog and the saved sessions list of the home screen. */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { CatalogEntry, ExportOutcome, IpcError, Request, ResponseMap, SessionImportOutcome, SessionImportResult, SessionSummary } from '../../../shared/ipc/contract';
import { call, previewSessionImport } from '../api/client';
import { request } from './request';
import { useNotices } from './notices';

/** Opening errors the home screen answers with its own screen rather than a passing notice. */
export const FILE_PROBLEMS: readonly string[] = ['db_corrupt', 'db_foreign', 'db_is_folder', 'db_open_failed', 'db_in_use', 'db_locked', 'read_only'];
/** Of those, the ones where the file may be moved aside or replaced by the newest automatic copy. */
export const REPLACEABLE_FILE_PROBLEMS: readonly string[] = ['db_corrupt', 'db_foreign', 'db_is_folder'];

/** Most recently played first: that is the game a family most likely wants to continue. */
function byLastPlayed(a: SessionSummary, b: SessionSummary): number {
  return b.lastPlayedAt.localeCompare(a.lastPlayedAt);
}

export const useSessions = defineStore('sessions', () => {
  const catalog = ref<CatalogEntry[]>([]);
  const sessions = ref<SessionSummary[]>([]);
  const loaded = ref(false);
  /** Why the data file could not be opened at all, when that is the case. */
  const fileProblem = ref<IpcError | null>(null);
  /** Why nothing can be saved this run (full disk, read-only file), or null. */
  const readOnly = ref<ResponseMap['app.info']['readOnly']>(null);
  /** The new name of a damaged file the person moved aside, said once on the home screen. */
  const movedAside = ref('');

  const healthy = computed(() => sessions.value.filter((s) => !s.damaged));
  const active = computed(() => healthy.value.filter((s) => s.status === 'active').sort(byLastPlayed));
  const finished = computed(() => healthy.value.filter((s) => s.status === 'finished').sort(byLastPlayed));
  const damaged = computed(() => sessions.value.filter((s) => s.damaged).sort(byLastPlayed));

  async function loadCatalog(): Promise<void> {
    const data = await request('games.catalog', {});
    if (data) catalog.value = data;
  }

  async function load(): Promise<void> {
    const result = await call('sessions.list', {});
    if (!result.ok && FILE_PROBLEMS.includes(result.error.code)) {
      fileProblem.value = result.error;
      return;
    }
    if (!result.ok) {
      useNotices().report(result.error);
      return;
    }
    fileProblem.value = null;
    sessions.value = result.data;
    loaded.value = true;
    const info = await call('app.info', {});
    if (info.ok) readOnly.value = info.data.readOnly;
  }

  function upsert(summary: SessionSummary): void {
    const others = sessions.value.filter((s) => s.id !== summary.id);
    sessions.value = [summary, ...others];
  }

  async function create(payload: Request<'sessions.create'>): Promise<SessionSummary | null> {
    const created = await request('sessions.create', payload);
    if (created) upsert(created);
    return created;
  }

  async function rename(sessionId: string, title: string): Promise<boolean> {
    const renamed = await request('sessions.rename', { sessionId, title });
    if (renamed) sessions.value = sessions.value.map((s) => (s.id === renamed.id ? renamed : s));
    return renamed !== null;
  }

  async function duplicate(sessionId: string): Promise<SessionSummary | null> {
    const copy = await request('sessions.duplicate', { sessionId });
    if (copy) upsert(copy);
    return copy;
  }

  async function remove(sessionId: string): Promise<boolean> {
    const done = await request('sessions.delete', { sessionId });
    if (done) sessions.value = sessions.value.filter((s) => s.id !== sessionId);
    return done !== null;
  }

  /** Where the export went; its content never comes here (see sessions.export). */
  async function exportSave(sessionId: string): Promise<ExportOutcome | null> {
    return request('sessions.export', { sessionId });
  }

  /** "Importar partida": the file's public facts and its token (null: closed dialog or a refusal, reported). */
  async function previewImport(file: Blob | null): Promise<Extract<SessionImportOutcome, { kind: 'preview' }> | null> {
    const result = await previewSessionImport(file);
    if (!result.ok) useNotices().report(result.error);
    return result.ok && result.data.kind === 'preview' ? result.data : null;
  }

  /** Writes the previewed file; the new save joins the list. */
  async function confirmImport(token: string): Promise<SessionImportResult | null> {
    const done = await request('sessions.import.confirm', { token });
    if (done) upsert(done.session);
    return done;
  }

  /** Rebuilds a save's damaged snapshots from its moves; on success it is listed as healthy again. */
  async function recover(sessionId: string): Promise<boolean> {
    const summary = await request('sessions.recover', { sessionId });
    if (summary) sessions.value = sessions.value.map((s) => (s.id === summary.id ? summary : s));
    return summary !== null;
  }

  /** "Empezar con un archivo nuevo" or "Restaurar la última copia automática"; answers the damaged file's new name. */
  async function replaceDataFile(how: 'data.startFresh' | 'data.restoreBackup'): Promise<string | null> {
    const done = await request(how, {});
    if (!done) return null;
    movedAside.value = done.movedTo;
    await load();
    return done.movedTo;
  }

  return {
    catalog,
    sessions,
    loaded,
    active,
    finished,
    damaged,
    fileProblem,
    readOnly,
    movedAside,
    loadCatalog,
    load,
    create,
    rename,
    duplicate,
    remove,
    exportSave,
    previewImport,
    confirmImport,
    recover,
    replaceDataFile,
  };
});
