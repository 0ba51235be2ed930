/** The game catalog and the saved sessions list of the home screen. */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { CatalogEntry, ExportOutcome, Request, SessionSummary } from '../../../shared/ipc/contract';
import { request } from '../api/request';

/** Most recently played first: that is the game a family most likely wants to continue. */
function byLastPlayed(a: SessionSummary, b: SessionSummary): number {
  return b.lastPlayedAt.localeCompare(a.lastPlayedAt);
}

export const useSessions = defineStore('sessions', () => {
  const catalog = ref<CatalogEntry[]>([]);
  const sessions = ref<SessionSummary[]>([]);
  const loaded = ref(false);

  const active = computed(() => sessions.value.filter((s) => s.status === 'active').sort(byLastPlayed));
  const finished = computed(() => sessions.value.filter((s) => s.status === 'finished').sort(byLastPlayed));

  async function loadCatalog(): Promise<void> {
    const data = await request('games.catalog', {});
    if (data) catalog.value = data;
  }

  async function load(): Promise<void> {
    const data = await request('sessions.list', {});
    if (data) {
      sessions.value = data;
      loaded.value = true;
    }
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

  return { catalog, sessions, loaded, active, finished, loadCatalog, load, create, rename, duplicate, remove, exportSave };
});
