/** "Ana deshizo su jugada": undos reach the log through the session snapshot, public and durable. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/services/database';
import { SessionService } from '../../electron/services/sessions';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import { MIGRATIONS_DIR, makeTempDir } from '../fixtures/temp-data';

let temp: ReturnType<typeof makeTempDir>;
let db: Db;
let service: SessionService;

async function reopen(): Promise<void> {
  if (db?.open) db.close();
  db = await openDatabase(temp.file('velada.db'), { migrationsDir: MIGRATIONS_DIR, appVersion: 'test' });
  service = new SessionService(db);
}

beforeEach(async () => {
  temp = makeTempDir('undo-log');
  await reopen();
});
afterEach(() => {
  if (db.open) db.close();
  temp.cleanup();
});

const publicKeys = (snap: SessionSnapshot) =>
  (snap.view as { log: { key: string; to?: number }[] }).log.filter((e) => e.to === undefined).map((e) => e.key);

describe('undo lines in the log', () => {
  it('lists an undo with who made it, where it happened, and keeps it after later moves and a restart', async () => {
    const game = service.create('silentes', undefined, [{ name: 'Ana' }, { name: 'Luis' }], {}, 'undo-log');
    const start = service.open(game.id, 0);
    expect(start.undos).toEqual([]);
    const lines = publicKeys(start).length;

    const placed = service.act(game.id, 0, start.seq, { type: 'place', shelter: 0 });
    expect(publicKeys(placed).length).toBeGreaterThan(lines);
    const undone = service.undo(game.id, 0, placed.seq);
    expect(undone.undos).toEqual([{ seat: 0, at: lines }]);

    const again = service.act(game.id, 0, undone.seq, { type: 'place', shelter: 1 });
    expect(again.undos).toEqual([{ seat: 0, at: lines }]);
    expect(publicKeys(again).length).toBeGreaterThan(lines);

    await reopen();
    expect(service.open(game.id, null).undos).toEqual([{ seat: 0, at: lines }]);
  });

  it('says who undid, never what: the note is the same in the public view and the mover’s own', () => {
    const game = service.create('grizzled', undefined, [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Eva' }], {}, 'undo-who');
    let snap = service.open(game.id, 0);
    // Deal, then find a move the mover may take back.
    snap = service.act(game.id, 0, snap.seq, snap.legal[0] as Record<string, unknown>);
    const mover = snap.status.deciding[0]!;
    const view = service.open(game.id, mover);
    const played = service.act(game.id, mover, view.seq, view.legal.find((a) => (a as { type: string }).type === 'play' && !String((a as { card: string }).card).startsWith('TC02')) as Record<string, unknown>);
    // This seed's first playable card is not a trap, so the move can be taken back.
    expect(played.undoSeat).toBe(mover);
    const undone = service.undo(game.id, mover, played.seq);
    const note = undone.undos;
    expect(note).toHaveLength(1);
    expect(Object.keys(note![0]!).sort()).toEqual(['at', 'seat']);
    expect(service.open(game.id, null).undos).toEqual(note);
  });
});
