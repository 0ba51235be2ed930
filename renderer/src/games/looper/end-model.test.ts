import { describe, expect, it } from 'vitest';
import { playGame, randomChooser } from '../../../../shared/engine/play';
import { looper } from '../../../../shared/games/looper';
import { SHIPPED_SCRIPTS } from '../../../../shared/games/looper/scripts';
import type { LogEntry, LooperState } from '../../../../shared/games/looper/types';
import { view } from '../../../../shared/games/looper/view';
import { keyEventsByLoop } from './end-model';

describe('end screen key events', () => {
  it('groups the public key events by loop, the Final Guess apart, and reads the same for every seat', () => {
    let withGuess = 0;
    for (const script of SHIPPED_SCRIPTS) {
      const game = playGame(looper, { players: ['MM', 'A', 'B'], script }, `end-${script.id}`, randomChooser);
      const s = game.state as LooperState;
      const mm = keyEventsByLoop(view(s, { kind: 'seat', seat: 0 }).log);
      expect(keyEventsByLoop(view(s, { kind: 'public' }).log)).toEqual(mm);
      expect(keyEventsByLoop(view(s, { kind: 'seat', seat: 1 }).log)).toEqual(mm);
      // One group per loop played, in order; every entry is public.
      const loops = mm.filter((g) => g.loop !== null).map((g) => g.loop);
      expect(loops).toEqual(Array.from({ length: loops.length }, (_, i) => i + 1));
      expect(mm.flatMap((g) => g.entries).every(({ entry }) => entry.to === undefined)).toBe(true);
      // Every lost loop shows its loss.
      expect(mm.flatMap((g) => g.entries).filter(({ entry }) => entry.key === 'loopLost')).toHaveLength(s.loopsLost);
      if (s.finalGuess) {
        withGuess++;
        expect(mm.at(-1)!.loop).toBeNull();
        expect(mm.at(-1)!.entries.map(({ entry }) => entry.key).every((k) => k === 'guessRight' || k === 'guessWrong')).toBe(true);
      }
    }
    expect(withGuess).toBeGreaterThan(0);
  }, 60_000);

  it('keeps the day each event happened on and starts a trimmed log in an unnamed group', () => {
    const log: LogEntry[] = [
      { key: 'characterDied', params: { character: 'nurse' } },
      { key: 'loopStarted', params: { loop: 2, loops: 3 } },
      { key: 'dayStarted', params: { loop: 2, day: 3 } },
      { key: 'incidentOccurred', params: { incident: 'murder' } },
      { key: 'incidentCulprit', params: { incident: 'murder', character: 'doctor' }, to: 0 },
    ];
    expect(keyEventsByLoop(log)).toEqual([
      { loop: null, entries: [{ day: 0, entry: log[0] }] },
      { loop: 2, entries: [{ day: 3, entry: log[3] }] },
    ]);
  });
});
