/**
 * notes.get / notes.set as Electron and the web host call them: a notebook per session, kept
 * whole, validated at the door, gone with its session, and never part of the game's log.
 */
import { describe, expect, it } from 'vitest';
import { NOTES_MAX_CHARS } from '../../electron/services/session-notes';
import type { SessionNotes, SessionSummary } from '../../shared/ipc/contract';
import { useIpcServices } from '../fixtures/ipc-services';
import { readRows } from '../fixtures/temp-data';

const { ok, refused, dataFile } = useIpcServices('ipc-notes');

async function newGame(): Promise<SessionSummary> {
  return ok<SessionSummary>('sessions.create', { gameId: 'looper', players: [{ name: 'Mente' }, { name: 'Ana' }], options: { scriptId: 'velada-fs-1' }, seed: 'notes' });
}

const rows = () => readRows(dataFile(), 'SELECT session_id, notebook, json FROM session_notes');

describe('a session’s notebook', () => {
  it('is empty at first, then comes back exactly as written, replaced whole on each save', async () => {
    const game = await newGame();
    expect(await ok<SessionNotes>('notes.get', { sessionId: game.id, notebook: 'protagonists' })).toEqual({ notebook: 'protagonists', notes: null, updatedAt: null });
    const first = { marks: { doctor: { killer: 'ruledOut' } }, text: { doctor: 'Sospechoso' } };
    await ok('notes.set', { sessionId: game.id, notebook: 'protagonists', notes: first });
    const second = { marks: { nurse: { brain: 'certain' } } };
    const saved = await ok<SessionNotes>('notes.set', { sessionId: game.id, notebook: 'protagonists', notes: second });
    expect(saved.notes).toEqual(second);
    const back = await ok<SessionNotes>('notes.get', { sessionId: game.id, notebook: 'protagonists' });
    expect(back.notes).toEqual(second);
    expect(back.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(rows()).toHaveLength(1);
  });

  it('changes nothing in the game: same seq and the same view after notes are written', async () => {
    const game = await newGame();
    const before = await ok<{ seq: number; view: unknown }>('sessions.open', { sessionId: game.id, seat: null });
    await ok('notes.set', { sessionId: game.id, notebook: 'protagonists', notes: { general: 'Bucle 1: nada' } });
    const after = await ok<{ seq: number; view: unknown }>('sessions.open', { sessionId: game.id, seat: null });
    expect(after.seq).toBe(before.seq);
    expect(after.view).toEqual(before.view);
  });

  it('refuses an unknown notebook, an unknown session, prototype keys and an oversized document, storing nothing', async () => {
    const game = await newGame();
    expect((await refused('notes.set', { sessionId: game.id, notebook: 'mastermind', notes: {} })).code).toBe('invalid_request');
    expect((await refused('notes.get', { sessionId: 'nope', notebook: 'protagonists' })).code).toBe('session_not_found');
    expect((await refused('notes.set', { sessionId: 'nope', notebook: 'protagonists', notes: {} })).code).toBe('session_not_found');
    expect((await refused('notes.set', { sessionId: game.id, notebook: 'protagonists', notes: JSON.parse('{"__proto__": {"x": 1}}') })).code).toBe('invalid_request');
    const big = await refused('notes.set', { sessionId: game.id, notebook: 'protagonists', notes: { general: 'x'.repeat(NOTES_MAX_CHARS) } });
    expect(big.code).toBe('notes_too_large');
    expect(rows()).toEqual([]);
  });

  it('goes with its session when the save is deleted', async () => {
    const game = await newGame();
    await ok('notes.set', { sessionId: game.id, notebook: 'protagonists', notes: { general: 'x' } });
    await ok('sessions.delete', { sessionId: game.id });
    expect(rows()).toEqual([]);
  });
});

describe('scripts.get (the script editor)', () => {
  it('gives the whole script of a shipped one, and a clear refusal for an unknown id', async () => {
    const script = await ok<{ id: string; secret: { plots: unknown } }>('scripts.get', { scriptId: 'velada-fs-1' });
    expect(script.id).toBe('velada-fs-1');
    expect(script.secret).toBeTruthy();
    expect((await refused('scripts.get', { scriptId: 'nope' })).code).toBe('script_not_found');
  });
});
