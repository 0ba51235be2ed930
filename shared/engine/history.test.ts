import { describe, expect, it } from 'vitest';
import { silentes } from '../games/silentes';
import { replayHistory, survivingMoves, type LoggedRow } from './history';
import { botChooser, playGame } from './play';
import type { SilentesOptions } from '../games/silentes/types';

const row = (seq: number, kind: 'action' | 'undo', undoes: number | null = null): LoggedRow => ({ seq, seat: 0, kind, action: { n: seq }, undoes });

describe('survivingMoves', () => {
  it('drops the moves an undo took back, and keeps the ones played after it', () => {
    const rows = [row(1, 'action'), row(2, 'action'), row(3, 'undo', 2), row(4, 'action'), row(5, 'action'), row(6, 'undo', 5), row(7, 'undo', 4)];
    expect(survivingMoves(rows).map((m) => m.action)).toEqual([{ n: 1 }]);
  });

  it('keeps every move of a log without undos, in order', () => {
    expect(survivingMoves([row(1, 'action'), row(2, 'action')]).map((m) => m.action)).toEqual([{ n: 1 }, { n: 2 }]);
  });
});

describe('replayHistory', () => {
  const options: SilentesOptions = { players: ['Ana', 'Luis'], openHands: false };
  const moves: { seat: number; action: unknown }[] = [];
  const played = playGame(silentes, options, 'history', botChooser, { onStep: (_s, seat, action) => moves.push({ seat, action }) });

  it('reaches the same final state as the game that was played, one state per move', () => {
    const history = replayHistory(silentes, silentes.setup(options, 'history'), moves);
    expect(history.states).toHaveLength(moves.length + 1);
    expect(history.states[history.states.length - 1]).toEqual(played.state);
  });

  it('keeps every log line, even those the capped state log has dropped', () => {
    const start = silentes.setup(options, 'history');
    const history = replayHistory(silentes, start, moves);
    const lines = [...history.opening, ...history.steps.flatMap((s) => s.entries)];
    const finalLog = (played.state as { log: unknown[] }).log;
    expect(lines.length).toBeGreaterThan(finalLog.length);
    expect(lines.slice(-finalLog.length)).toEqual(finalLog);
  });

  it('refuses a move the rules refuse instead of returning a shorter history', () => {
    const start = silentes.setup(options, 'history');
    expect(() => replayHistory(silentes, start, [{ seat: 1, action: { type: 'search' } }])).toThrow(/move 1 does not replay/);
  });
});
