/**
 * The Grizzled saved in the middle of a secret support choice: a player has withdrawn and
 * must now pick a tile face down. After closing the file and opening it again, that very
 * decision is waiting, only that player may look at it, the public table does not list the
 * tiles, and the game goes on to the end with a replay identical to the live game.
 */
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../electron/services/errors';
import { replayExport } from '../../electron/services/session-export';
import type { GrizzledAction, GrizzledView } from '../../shared/games/grizzled';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import { useSessionFile } from '../fixtures/session-file';

const store = useSessionFile('grizzled-resume');

const view = (snap: SessionSnapshot) => snap.view as GrizzledView;

/** The deciding seat's own snapshot (three people: every decision needs a hand-off). */
function decider(sessionId: string): SessionSnapshot {
  const pub = store.service.open(sessionId, null);
  return pub.status.result ? pub : store.service.open(sessionId, pub.status.deciding[0]);
}

/** Plays plainly (a low intensity, then the first card, else withdraw) until `stop` says so. */
function playUntil(sessionId: string, stop: (snap: SessionSnapshot) => boolean, limit = 400): SessionSnapshot {
  for (let i = 0; i < limit; i++) {
    const snap = decider(sessionId);
    if (snap.status.result || stop(snap)) return snap;
    const legal = snap.legal as GrizzledAction[];
    const withdraw = legal.find((a) => a.type === 'withdraw');
    const choice =
      legal.find((a) => a.type === 'intensity') ??
      (view(snap).me!.hand.length <= 1 && withdraw ? withdraw : legal.find((a) => a.type === 'play')) ??
      withdraw ??
      legal[0];
    store.service.act(sessionId, snap.seat!, snap.seq, choice);
  }
  throw new Error(`no stop after ${limit} decisions`);
}

describe('The Grizzled: save and resume in the middle of a secret support choice', () => {
  it('resumes the same tile choice for the same seat after a restart, hidden from everyone else', async () => {
    const session = store.service.create('grizzled', 'Trinchera', [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Eva' }], { variant: 'normal' }, 'resume-support');
    const waiting = playUntil(session.id, (snap) => snap.status.phase === 'support');
    expect(waiting.status.result).toBeNull();
    const seat = waiting.seat!;
    const tiles = view(waiting).me!.tiles;
    expect(tiles.length).toBeGreaterThan(0);
    expect(view(waiting).players[seat].withdrawn).toBe(true);

    await store.reopen();
    const pub = store.service.open(session.id, null);
    expect(pub.seq).toBe(waiting.seq);
    expect(pub.status.phase).toBe('support');
    expect(pub.status.deciding).toEqual([seat]);
    expect(pub.handoffTo).toBe(seat);
    expect(view(pub).me).toBeNull();
    expect(JSON.stringify(pub.view)).not.toMatch(/"(L|R|LL|RR)\d"/);
    for (const other of [0, 1, 2].filter((s) => s !== seat)) {
      expect(() => store.service.open(session.id, other)).toThrow(ServiceError);
    }

    const resumed = store.service.open(session.id, seat);
    expect(view(resumed).me!.tiles).toEqual(tiles);
    expect(resumed.legal).toEqual(tiles.map((tile) => ({ type: 'support', tile })));
    const after = store.service.act(session.id, seat, resumed.seq, { type: 'support', tile: tiles[0] });
    // The move hands the device on: the answer is the public table, where the tile shows only
    // face down, or, if that was the last withdrawal, revealed with the rest of the support.
    expect(view(after).me).toBeNull();
    const table = view(after);
    if (table.support?.mission === view(waiting).mission) {
      expect(table.support.given).toContainEqual(expect.objectContaining({ from: seat, tile: tiles[0] }));
    } else {
      expect(table.players[seat].tilePlaced).toBe(true);
      expect(JSON.stringify(table)).not.toContain(`"${tiles[0]}"`);
    }

    const end = playUntil(session.id, () => false, 2000);
    expect(end.status.result).not.toBeNull();
    const report = replayExport(store.service.export(session.id));
    expect(report.reproduces).toBe(true);
    expect(report.finalHash).toBe(report.expectedHash);
  });
});
