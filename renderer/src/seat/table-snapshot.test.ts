import { describe, expect, it } from 'vitest';
import type { SeatSnapshot } from '../../../shared/ipc/seat-protocol';
import { tableSnapshotOf, turnOf } from './table-snapshot';

function seatSnapshot(change: Partial<SeatSnapshot> = {}): SeatSnapshot {
  return {
    sessionId: 'g1', gameId: 'grizzled', title: 'Frente', seat: 1,
    players: [{ name: 'Ana', bot: false }, { name: 'Luis', bot: false }, { name: 'Bot', bot: true }],
    seq: 8, status: { phase: 'mission', round: 2, deciding: [1], result: null, summary: { morale: 10 } },
    deciding: true, view: { me: { hand: ['C01'] } }, legal: [{ t: 'withdraw' }], openInformation: false, undos: [{ seat: 0, at: 3 }],
    ...change,
  };
}

describe('the seat snapshot as a table’s props', () => {
  it('carries the seat’s own view, its legal list, its log’s undo notes and the players; no hand-off, bot pacing or undo', () => {
    const table = tableSnapshotOf(seatSnapshot(), true);
    expect(table).toMatchObject({
      seq: 8, seat: 1, view: { me: { hand: ['C01'] } }, legal: [{ t: 'withdraw' }], undos: [{ seat: 0, at: 3 }],
      handoffTo: null, botToMove: null, undoSeat: null,
      session: { id: 'g1', gameId: 'grizzled', players: ['Ana', 'Luis', 'Bot'], bots: [2], status: 'active', summary: { morale: 10 } },
    });
  });

  it('gives the table each bot’s level from the device’s players (issue 24), Normal when a bot has none', () => {
    const players = [{ name: 'Ana', bot: false }, { name: 'Bot 1', bot: true, botLevel: 'hard' as const }, { name: 'Bot 2', bot: true }];
    expect(tableSnapshotOf(seatSnapshot({ seat: 0, players }), true).session).toMatchObject({ bots: [1, 2], botLevels: ['hard', 'normal'] });
  });

  it('offers no legal move when the decision is not actionable (disconnected, or a move on its way)', () => {
    expect(tableSnapshotOf(seatSnapshot(), false).legal).toEqual([]);
  });

  it('names the turn: mine, someone else’s by name, or over', () => {
    expect(turnOf(seatSnapshot())).toEqual({ kind: 'mine' });
    expect(turnOf(seatSnapshot({ deciding: false, status: { ...seatSnapshot().status, deciding: [0] } }))).toEqual({ kind: 'waiting', names: ['Ana'] });
    const over = seatSnapshot({ deciding: false, status: { ...seatSnapshot().status, deciding: [], result: { outcome: 'win' } as never } });
    expect(turnOf(over)).toEqual({ kind: 'over' });
    expect(tableSnapshotOf(over, false).session.status).toBe('finished');
    // Allowed to act out of turn (status.interrupts) is not "Te toca": the decider is named.
    const interrupting = seatSnapshot({ deciding: true, status: { ...seatSnapshot().status, deciding: [0], interrupts: [1] } });
    expect(turnOf(interrupting)).toEqual({ kind: 'waiting', names: ['Ana'] });
  });
});
