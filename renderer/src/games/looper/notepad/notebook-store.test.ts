/** The notebook store against an in-memory notes service (the same answers as notes.get/notes.set). */
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VeladaApi } from '../../../../../shared/ipc/contract';
import { useApi } from '../../../api/client';
import { useNotices } from '../../../stores/notices';
import { useNotebook, NOTES_SAVE_DELAY_MS } from './notebook-store';
import { cycleMark, setCharacterText, setHintsOn } from './notes-model';

interface FakeNotes {
  stored: Map<string, Record<string, unknown>>;
  sets: number;
  failSet: boolean;
  failGet: boolean;
}

function fakeApi(): FakeNotes {
  const fake: FakeNotes = { stored: new Map(), sets: 0, failSet: false, failGet: false };
  const fail = { ok: false, error: { code: 'disk_full', params: {}, message: 'full' } };
  const api = {
    'notes.get': async ({ sessionId }: { sessionId: string }) =>
      fake.failGet ? fail : { ok: true, data: { notebook: 'protagonists', notes: structuredClone(fake.stored.get(sessionId) ?? null), updatedAt: null } },
    'notes.set': async ({ sessionId, notes }: { sessionId: string; notes: Record<string, unknown> }) => {
      fake.sets++;
      if (fake.failSet) return fail;
      fake.stored.set(sessionId, structuredClone(notes));
      return { ok: true, data: { notebook: 'protagonists', notes: structuredClone(notes), updatedAt: 'now' } };
    },
  };
  useApi(new Proxy({}, { get: (_t, name: string) => api[name as keyof typeof api] }) as unknown as VeladaApi);
  return fake;
}

beforeEach(() => {
  vi.useFakeTimers();
  setActivePinia(createPinia());
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the notebook store', () => {
  it('a new game starts with the blank notebook, hints off', async () => {
    fakeApi();
    const nb = useNotebook();
    await nb.load('s1');
    expect(nb.loaded).toBe(true);
    expect(nb.notebook.marks).toEqual({});
    expect(nb.notebook.hintsOn).toBe(false);
  });

  it('saves once, NOTES_SAVE_DELAY_MS after the last of several quick changes', async () => {
    const fake = fakeApi();
    const nb = useNotebook();
    await nb.load('s1');
    for (const text of ['a', 'ab', 'abc']) {
      nb.change((d) => setCharacterText(d, 'doctor', text));
      await vi.advanceTimersByTimeAsync(NOTES_SAVE_DELAY_MS / 2);
    }
    expect(fake.sets).toBe(0);
    await vi.advanceTimersByTimeAsync(NOTES_SAVE_DELAY_MS);
    expect(fake.sets).toBe(1);
    expect(fake.stored.get('s1')).toMatchObject({ texts: { doctor: 'abc' } });
    expect(nb.dirty).toBe(false);
  });

  it('a reload brings back exactly what was there', async () => {
    const fake = fakeApi();
    const first = useNotebook();
    await first.load('s1');
    first.change((d) => setHintsOn(cycleMark(cycleMark(d, 'nurse', 'killer'), 'nurse', 'killer'), true));
    first.change((d) => setCharacterText(d, 'nurse', 'mintió el día 2'));
    await vi.advanceTimersByTimeAsync(NOTES_SAVE_DELAY_MS);
    const before = JSON.parse(JSON.stringify(first.notebook));
    setActivePinia(createPinia());
    const again = useNotebook();
    await again.load('s1');
    expect(again.notebook).toEqual(before);
    expect(again.notebook.marks.nurse).toEqual({ killer: 'ruledOut' });
    expect(fake.sets).toBe(1);
  });

  it('leaving saves at once what is still waiting', async () => {
    const fake = fakeApi();
    const nb = useNotebook();
    await nb.load('s1');
    nb.change((d) => setCharacterText(d, 'boss', 'territorio: ciudad'));
    await nb.leave();
    expect(fake.stored.get('s1')).toMatchObject({ texts: { boss: 'territorio: ciudad' } });
  });

  it('a hand-off (the notebook hidden, then shown again for the same game) loses no edit on its way', async () => {
    const fake = fakeApi();
    const nb = useNotebook();
    await nb.load('s1');
    nb.change((d) => setCharacterText(d, 'boss', 'uno'));
    const leaving = nb.leave();
    const opening = nb.load('s1');
    nb.change((d) => setCharacterText(d, 'boss', 'uno dos'));
    await Promise.all([leaving, opening]);
    expect(nb.loaded).toBe(true);
    expect(nb.notebook.texts.boss).toBe('uno dos');
    await vi.advanceTimersByTimeAsync(NOTES_SAVE_DELAY_MS);
    expect(fake.stored.get('s1')).toMatchObject({ texts: { boss: 'uno dos' } });
  });

  it('a failed save becomes a notice, keeps the edit and is retried with the next change', async () => {
    const fake = fakeApi();
    const nb = useNotebook();
    await nb.load('s1');
    fake.failSet = true;
    nb.change((d) => setCharacterText(d, 'popIdol', 'uno'));
    await vi.advanceTimersByTimeAsync(NOTES_SAVE_DELAY_MS);
    expect(useNotices().notices.map((n) => n.error.code)).toContain('disk_full');
    expect(nb.dirty).toBe(true);
    expect(nb.notebook.texts.popIdol).toBe('uno');
    fake.failSet = false;
    nb.change((d) => setCharacterText(d, 'popIdol', 'uno y dos'));
    await vi.advanceTimersByTimeAsync(NOTES_SAVE_DELAY_MS);
    expect(fake.stored.get('s1')).toMatchObject({ texts: { popIdol: 'uno y dos' } });
    expect(nb.dirty).toBe(false);
  });

  it('a failed read is a notice and never overwrites the stored notes', async () => {
    const fake = fakeApi();
    fake.stored.set('s1', { version: 1, marks: { doctor: { brain: 'certain' } } });
    fake.failGet = true;
    const nb = useNotebook();
    await nb.load('s1');
    expect(nb.loadFailed).toBe(true);
    expect(useNotices().notices.length).toBe(1);
    nb.change((d) => setCharacterText(d, 'doctor', 'x'));
    await vi.advanceTimersByTimeAsync(NOTES_SAVE_DELAY_MS);
    await nb.leave();
    expect(fake.sets).toBe(0);
    expect(fake.stored.get('s1')).toEqual({ version: 1, marks: { doctor: { brain: 'certain' } } });
  });

  it('opening another game first saves the one that was open, and each keeps its own notes', async () => {
    const fake = fakeApi();
    const nb = useNotebook();
    await nb.load('s1');
    nb.change((d) => setCharacterText(d, 'doctor', 'uno'));
    await nb.load('s2');
    expect(nb.notebook.texts).toEqual({});
    expect(fake.stored.get('s1')).toMatchObject({ texts: { doctor: 'uno' } });
  });
});
