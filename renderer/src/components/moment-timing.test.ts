import { describe, expect, it } from 'vitest';
import { momentMayShow, momentNext, type MomentScreen } from './moment-timing';

const TABLE: MomentScreen = { mode: 'table', handoffSeat: null, seat: null, over: false, botThinking: null, onDevice: [] };

describe('when a public moment shows, and whom it names next (SC23)', () => {
  it('shows before a cover, a person’s own decision, and a seat deciding on its phone; waits while a bot decides', () => {
    expect(momentMayShow({ ...TABLE, mode: 'handoff', handoffSeat: 1 })).toBe(true);
    expect(momentMayShow({ ...TABLE, seat: 1 })).toBe(true);
    expect(momentMayShow({ ...TABLE, onDevice: [0] })).toBe(true);
    expect(momentMayShow({ ...TABLE, botThinking: 2 })).toBe(false);
    // A bot and a phone deciding at once: the phone's person is waited for, so the moment shows.
    expect(momentMayShow({ ...TABLE, botThinking: 2, onDevice: [0] })).toBe(true);
    expect(momentMayShow({ ...TABLE, mode: 'loading' })).toBe(false);
  });

  it('names the cover’s seat, the seat at the screen, or the seat deciding on its phone (said as such)', () => {
    expect(momentNext({ ...TABLE, mode: 'handoff', handoffSeat: 2 })).toEqual({ seat: 2, onDevice: false });
    expect(momentNext({ ...TABLE, seat: 1 })).toEqual({ seat: 1, onDevice: false });
    expect(momentNext({ ...TABLE, onDevice: [0] })).toEqual({ seat: 0, onDevice: true });
    expect(momentNext(TABLE)).toEqual({ seat: null, onDevice: false });
    expect(momentNext({ ...TABLE, onDevice: [0], over: true })).toEqual({ seat: null, onDevice: false });
  });
});
