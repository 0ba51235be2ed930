/**
 * The protagonists' notebook of the open game: loaded and saved where it is kept (notes-keeper.ts:
 * with the game on the host, or on a seat's own device), a moment after the last change (typing
 * does not send a request per key) and at once when the table is left. Failures go through `request`, so they become notices; the notebook
 * keeps the edits and tries again on the next change.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { notesKeeper } from '../../../stores/notes-keeper';
import { blankNotebook, parseNotebook, type Notebook } from './notes-model';

export const NOTES_SAVE_DELAY_MS = 400;

const sameDocument = (a: Notebook, b: Notebook) => JSON.stringify(a) === JSON.stringify(b);

export const useNotebook = defineStore('looperNotebook', () => {
  const sessionId = ref<string | null>(null);
  const notebook = ref<Notebook>(blankNotebook());
  /** What the services last confirmed holding: a reload brings back exactly this. */
  const saved = ref<Notebook>(blankNotebook());
  /** A save is only sent over notes that were read first, never over a failed read. */
  const loaded = ref(false);
  const loadFailed = ref(false);
  const dirty = computed(() => loaded.value && !sameDocument(notebook.value, saved.value));
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Saves go one after another, so an older document never lands after a newer one. */
  let queue: Promise<void> = Promise.resolve();

  function stopTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  /**
   * Opens a game's notebook. The same game again (the table remounts the notebook at every
   * hand-off) keeps what is in memory, edits on their way included; another game first saves
   * the one that was open.
   */
  async function load(id: string): Promise<void> {
    if (sessionId.value === id && loaded.value) return;
    if (sessionId.value !== null && sessionId.value !== id) await saveNow();
    sessionId.value = id;
    loaded.value = false;
    loadFailed.value = false;
    const answer = await notesKeeper().get(id);
    if (sessionId.value !== id || loaded.value) return;
    if (answer === null) {
      loadFailed.value = true;
      return;
    }
    const nb = parseNotebook(answer.notes);
    notebook.value = nb;
    saved.value = nb;
    loaded.value = true;
  }

  function saveNow(): Promise<void> {
    stopTimer();
    queue = queue.then(async () => {
      const id = sessionId.value;
      if (id === null || !loaded.value) return;
      // A plain copy: a reactive proxy cannot cross Electron's IPC (structured clone).
      const sending = JSON.parse(JSON.stringify(notebook.value)) as Notebook;
      if (sameDocument(sending, saved.value)) return;
      const answer = await notesKeeper().set(id, sending as unknown as Record<string, unknown>);
      if (answer !== null && sessionId.value === id) saved.value = parseNotebook(answer.notes ?? sending);
    });
    return queue;
  }

  /** Every change goes through here: a pure function of the notebook, then a debounced save. */
  function change(edit: (nb: Notebook) => Notebook): void {
    notebook.value = edit(notebook.value);
    stopTimer();
    timer = setTimeout(() => void saveNow(), NOTES_SAVE_DELAY_MS);
  }

  /**
   * Leaving the table (or the notebook being hidden at a hand-off): what is pending is saved
   * now. The notebook stays in memory, so coming back to the same game shows it at once.
   */
  async function leave(): Promise<void> {
    if (timer !== null || dirty.value) await saveNow();
    else await queue;
  }

  return { sessionId, notebook, saved, loaded, loadFailed, dirty, load, change, saveNow, leave };
});
