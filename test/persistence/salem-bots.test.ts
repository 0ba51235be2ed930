/**
 * Salem with one person and five bots through the real session service: the bots answer their own
 * dawn and night screens and turns in main (botStep), every answer the person's screen receives
 * is their own view, never a bot's, and none of them shows a bot's face-down Tryals, hand or the
 * witches' picks; the game ends and its export replays to the same hash.
 */
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../electron/services/errors';
import { replayExport } from '../../electron/services/session-export';
import { stateHash } from '../../shared/engine/hash';
import type { SalemAction, SalemState } from '../../shared/games/salem/types';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import { viewLeaks } from '../e2e/salem-secrets';
import { plain, salem, stringsIn, viewOf } from './salem-play';
import { useSessionFile } from '../fixtures/session-file';

const store = useSessionFile('salem-bots');

describe('Salem, one person and five bots through the session service', () => {
  it('plays to the end with the bots deciding in main; the person only ever receives their own view, with nothing of the bots', () => {
    const players = [{ name: 'Marta' }, ...[1, 2, 3, 4, 5].map((n) => ({ name: `Bot ${n}`, bot: true }))];
    const { id } = store.service.create('salem', undefined, players, { nightSeconds: 1 }, 'salem-bots-1');
    for (const bot of [1, 2, 3, 4, 5]) {
      expect(() => store.service.open(id, bot)).toThrow(ServiceError);
    }
    const answers: SessionSnapshot[] = [store.service.open(id, 0)];
    let botMoves = 0;
    let personMoves = 0;
    for (let snap = answers[0]!; snap.status.result === null; ) {
      expect(answers.length).toBeLessThan(5000);
      if (snap.botToMove !== null) {
        snap = store.service.botStep(id, snap.seq);
        botMoves++;
      } else {
        snap = store.service.act(id, 0, snap.seq, plain(snap.legal as SalemAction[]));
        personMoves++;
      }
      answers.push(snap);
    }
    expect(botMoves).toBeGreaterThan(personMoves);
    const report = replayExport(store.service.export(id));
    expect(report.reproduces).toBe(true);

    // The true state after each seq, from the saved log, and each answer searched against its own.
    const states: SalemState[] = [salem().setup(store.service.export(id).session.options as never, store.service.export(id).session.seed) as SalemState];
    for (const row of store.service.export(id).actions) {
      const applied = salem().apply(states[states.length - 1], row.seat, row.payload);
      if (!applied.ok) throw new Error(applied.error.code);
      states[row.seq] = applied.state as SalemState;
    }
    expect(stateHash(states[states.length - 1])).toBe(store.service.load(id).hash);
    // A card the public table has shown (played, discarded), or one the person held (a Robbery
    // may pass their hand to a bot), is no secret in a hand later.
    const known = new Set<string>();
    let learned = -1;
    for (const snap of answers) {
      for (; learned < snap.seq; learned++) {
        const state = states[learned + 1]!;
        stringsIn(salem().view(state, { kind: 'public' }), known);
        for (const card of state.players[0]!.hand) known.add(card);
      }
      expect(snap.seat, 'every answer is the person’s view').toBe(0);
      expect(viewLeaks(states[snap.seq]!, 0, viewOf(snap), snap.legal, known), `answer at seq ${snap.seq}`).toEqual([]);
    }
  });
});
