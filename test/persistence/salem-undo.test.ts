/**
 * Undo in Salem through the real session service: a draw and a night answer are final (the
 * barrier: going back would show what was drawn or answered again), an accusation that revealed
 * nothing may be taken back by the one who played it, and the table is then exactly as before —
 * with nothing in the undo's answer or any screen after it that another seat holds.
 */
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../shared/engine/hash';
import type { SalemAction, SalemState } from '../../shared/games/salem/types';
import { rowCounts } from '../fixtures/temp-data';
import { deciderSnap, expectInStep, knownTo, move, playUntil, startGame, top, viewOf } from './salem-play';
import { viewLeaks } from '../e2e/salem-secrets';
import { expectServiceError, useSessionFile } from '../fixtures/session-file';

const store = useSessionFile('salem-undo');

/** Refused with undo_not_allowed for revealed information, and nothing written. */
function undoRefused(id: string, seat: number, seq: number): void {
  const rows = rowCounts(store.dataFile());
  const refusal = expectServiceError(() => store.service.undo(id, seat, seq), 'undo_not_allowed');
  expect(refusal.params.reason).toBe('revealed_information');
  expect(rowCounts(store.dataFile())).toEqual(rows);
}

describe('Salem undo (issue 13)', () => {
  it('S110 refuses to take back a draw or a night screen’s answer, and allows an accusation that revealed nothing', () => {
    const game = startGame(store.service, 5, 'salem-undo-1');

    // A night (here dawn's) screen's answer: the next seat has the device and the answer stays.
    expect(top(game.state)!.t).toBe('night');
    const dawnSeat = top(game.state)!.seat;
    const answered = move(store.service, game);
    expect(answered.undoSeat).toBeNull();
    undoRefused(game.id, dawnSeat, answered.seq);

    // A draw: the cards are seen.
    playUntil(store.service, game, (s) => top(s)?.t === 'turn');
    const drawer = top(game.state)!.seat;
    const drawn = move(store.service, game, (legal) => legal.find((a) => a.type === 'draw')!);
    expect(drawn.undoSeat).toBeNull();
    undoRefused(game.id, drawer, drawn.seq);

    // An accusation under the threshold: nothing is revealed, so its player may take it back.
    const accusable = (s: SalemState): boolean => {
      const d = top(s);
      return d?.t === 'turn' && s.turn?.played === 0 && s.players[d.seat]!.hand.some((c) => c.startsWith('accusation-'));
    };
    for (let tries = 0; ; tries++) {
      expect(tries, 'a turn with an accusation in hand comes').toBeLessThan(20);
      playUntil(store.service, game, accusable);
      const snap = deciderSnap(store.service, game.id);
      const view = viewOf(snap);
      const play = (snap.legal as SalemAction[]).find(
        (a) => a.type === 'play' && a.card.startsWith('accusation-') && view.players[a.target]!.accusations + 2 < view.players[a.target]!.threshold,
      );
      if (!play) {
        move(store.service, game);
        continue;
      }
      const before = game.state;
      const seat = snap.seat!;
      const played = store.service.act(game.id, seat, snap.seq, play);
      expect(played.undoSeat).toBe(seat);
      expect(played.seat).toBe(seat); // Still their turn: they may play on or end it.
      const undone = store.service.undo(game.id, seat, played.seq);
      expect(undone.seq).toBe(played.seq + 1);
      // The undo's own answer, the mover's screen and the public table after it show nothing another seat holds.
      expect(viewLeaks(before, undone.seat, viewOf(undone), undone.legal, knownTo(game, undone.seat)), 'the undo answer').toEqual([]);
      for (const who of [seat, null]) {
        const opened = store.service.open(game.id, who);
        expect(opened.seat).toBe(who);
        expect(viewLeaks(before, who, viewOf(opened), opened.legal, knownTo(game, who)), `after the undo, ${String(who)}`).toEqual([]);
      }
      expect(store.service.load(game.id).hash).toBe(stateHash(before));
      expect(viewOf(store.service.open(game.id, seat)).me!.hand).toEqual(before.players[seat]!.hand);
      expectInStep(store.service, game);
      break;
    }
  });
});
