/**
 * Salem's dawn and night answered by everyone at once (rules version 3, S66) through the real
 * session service, two people and two bots: while several seats decide, the shared screen's cover
 * goes to the first person among them and `botToMove` names the first bot among them, so the bots
 * answer even when a person comes first in the pass; a person later in the pass may answer before
 * one earlier; the public table says who has answered; the game replays to its hash.
 */
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../electron/services/errors';
import { replayExport } from '../../electron/services/session-export';
import type { SalemAction, SalemView } from '../../shared/games/salem/types';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import { plain } from './salem-play';
import { useSessionFile } from '../fixtures/session-file';

const store = useSessionFile('salem-at-once');
const PLAYERS = [{ name: 'Ana' }, { name: 'Bot 1', bot: true }, { name: 'Luis' }, { name: 'Bot 3', bot: true }];
const answered = (snap: SessionSnapshot) => {
  const d = (snap.view as SalemView).decision;
  return d?.t === 'night' ? d.answered : undefined;
};

describe('S66 Salem passes answered at once through the session service', () => {
  it('S66 the bots answer the dawn while a person is first in it; the people answer in any order; the cover and the bots come from the deciding seats', () => {
    const { id } = store.service.create('salem', undefined, PLAYERS, { nightSeconds: 1 }, 'at-once-1');
    let snap = store.service.open(id, null);
    expect(snap.status.deciding).toEqual([0, 1, 2, 3]);
    expect(snap.handoffTo).toBe(0);
    expect(snap.botToMove).toBe(1);
    expect(answered(snap)).toEqual([]);
    // Both bots answer while Ana, first in the pass, has not: the public table shows who answered.
    snap = store.service.botStep(id, snap.seq);
    expect([snap.seat, snap.status.deciding, snap.handoffTo, snap.botToMove, answered(snap)]).toEqual([null, [0, 2, 3], 0, 3, [1]]);
    snap = store.service.botStep(id, snap.seq);
    expect([snap.status.deciding, snap.handoffTo, snap.botToMove, answered(snap)]).toEqual([[0, 2], 0, null, [1, 3]]);
    expect(() => store.service.botStep(id, snap.seq)).toThrow(ServiceError);
    // Luis, second in the pass, looks and answers before Ana: he does not keep his view (the device goes on).
    const luis = store.service.open(id, 2);
    expect((luis.view as SalemView).me!.night).not.toBeNull();
    snap = store.service.act(id, 2, luis.seq, plain(luis.legal as SalemAction[]));
    expect([snap.seat, snap.status.deciding, snap.handoffTo, answered(snap)]).toEqual([null, [0], 0, [1, 2, 3]]);
    expect(() => store.service.open(id, 2)).toThrow(ServiceError);
    const ana = store.service.open(id, 0);
    snap = store.service.act(id, 0, ana.seq, plain(ana.legal as SalemAction[]));
    // The second pass: everybody again, the bots first to move; Ana, the last to answer and the first
    // person of the new pass, keeps the device as a seat deciding next always did.
    expect([snap.seat, snap.status.deciding, snap.handoffTo, snap.botToMove, answered(snap)]).toEqual([0, [0, 1, 2, 3], null, 1, []]);
    // Play the game out: bots when one decides, else the first person deciding.
    let moves = 0;
    while (snap.status.result === null && moves++ < 3000) {
      if (snap.botToMove !== null) {
        snap = store.service.botStep(id, snap.seq);
        continue;
      }
      const seat = snap.handoffTo ?? snap.status.deciding[0]!;
      const own = store.service.open(id, seat);
      snap = store.service.act(id, seat, own.seq, plain(own.legal as SalemAction[]));
    }
    expect(snap.status.result).not.toBeNull();
    expect(replayExport(store.service.export(id)).reproduces).toBe(true);
  });

  it('S66 a person who answers a first pass last does not keep the device when the second pass starts with somebody else', () => {
    const { id } = store.service.create('salem', undefined, PLAYERS, { nightSeconds: 1 }, 'at-once-2');
    let snap = store.service.open(id, null);
    for (const seat of [0, 2]) {
      while (snap.botToMove !== null) snap = store.service.botStep(id, snap.seq);
      const own = store.service.open(id, seat);
      snap = store.service.act(id, seat, own.seq, plain(own.legal as SalemAction[]));
    }
    // Luis still decides (the second pass), but the shared screen goes round from Ana: his view is put away.
    expect(snap.status.deciding).toEqual([0, 1, 2, 3]);
    expect([snap.seat, snap.handoffTo, (snap.view as SalemView).me]).toEqual([null, 0, null]);
  });
});
