/** "Ana deshizo su jugada": undos reach the log through the session snapshot, public and durable. */
import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import { useSessionFile } from '../fixtures/session-file';

const store = useSessionFile('undo-log');

const publicKeys = (snap: SessionSnapshot) =>
  (snap.view as { log: { key: string; to?: number }[] }).log.filter((e) => e.to === undefined).map((e) => e.key);

describe('undo lines in the log', () => {
  it('lists an undo with who made it, where it happened, and keeps it after later moves and a restart', async () => {
    const game = store.service.create('silentes', undefined, [{ name: 'Ana' }, { name: 'Luis' }], {}, 'undo-log');
    const start = store.service.open(game.id, 0);
    expect(start.undos).toEqual([]);
    const lines = publicKeys(start).length;

    const placed = store.service.act(game.id, 0, start.seq, { type: 'place', shelter: 0 });
    expect(publicKeys(placed).length).toBeGreaterThan(lines);
    const undone = store.service.undo(game.id, 0, placed.seq);
    expect(undone.undos).toEqual([{ seat: 0, at: lines }]);

    const again = store.service.act(game.id, 0, undone.seq, { type: 'place', shelter: 1 });
    expect(again.undos).toEqual([{ seat: 0, at: lines }]);
    expect(publicKeys(again).length).toBeGreaterThan(lines);

    await store.reopen();
    expect(store.service.open(game.id, null).undos).toEqual([{ seat: 0, at: lines }]);
  });

  it('says who undid, never what: the note is the same in the public view and the mover’s own', () => {
    const game = store.service.create('grizzled', undefined, [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Eva' }], {}, 'undo-who');
    let snap = store.service.open(game.id, 0);
    // Deal, then find a move the mover may take back.
    snap = store.service.act(game.id, 0, snap.seq, snap.legal[0] as Record<string, unknown>);
    const mover = snap.status.deciding[0]!;
    const view = store.service.open(game.id, mover);
    const played = store.service.act(game.id, mover, view.seq, view.legal.find((a) => (a as { type: string }).type === 'play' && !String((a as { card: string }).card).startsWith('TC02')) as Record<string, unknown>);
    // This seed's first playable card is not a trap, so the move can be taken back.
    expect(played.undoSeat).toBe(mover);
    const undone = store.service.undo(game.id, mover, played.seq);
    const note = undone.undos;
    expect(note).toHaveLength(1);
    expect(Object.keys(note![0]!).sort()).toEqual(['at', 'seat']);
    expect(store.service.open(game.id, null).undos).toEqual(note);
  });
});
