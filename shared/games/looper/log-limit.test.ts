/**
 * L160: the log keeps a whole long game. The AI mastermind plays an 8-loop × 8-day generated
 * script against protagonists that never cut the game short (seeded random choices, never the
 * early Final Guess), so every loop is played; the first line written must still be there at the end.
 */
import { describe, expect, it } from 'vitest';
import { looperBot } from './bot/index';
import { generateScript } from './generate-script';
import { CHARACTERS } from './ids';
import { looper } from './index';
import { randomLegal } from './random-bot';
import { LOG_LIMIT, LOG_LIMIT_V1, log } from './state';
import { MASTERMIND, type LooperState } from './types';

function longGame(seed: number): LooperState {
  const script = generateScript({ tragedySet: 'basicTragedy', castSize: CHARACTERS.length, days: 8, loops: 8, seed });
  let s = looper.setup({ players: ['Mente', 'Ana', 'Luis', 'Eva'], script, loops: 8 }, `log-limit-${seed}`);
  for (let n = 0; !s.result; n++) {
    if (n > 5000) throw new Error('game did not end');
    const seat = looper.status(s).deciding[0]!;
    const legal = looper.legalActions(s, seat);
    const stayIn = legal.filter((a) => a.type !== 'goToFinalGuess');
    const action = seat === MASTERMIND ? looperBot(looper.view(s, { kind: 'seat', seat }), seat, legal, seed * 31 + n) : randomLegal(stayIn.length > 0 ? stayIn : legal, seed * 7919 + n);
    const r = looper.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

describe('the log of a whole game', () => {
  it('L160 a full long bot game (8 loops × 8 days) keeps its first line and every loop', () => {
    const s = longGame(1);
    expect(s.loop).toBe(8);
    expect(s.log.length).toBeGreaterThan(400);
    expect(s.log.length).toBeLessThan(LOG_LIMIT);
    expect(s.log[0]).toEqual({ key: 'loopStarted', params: { loop: 1, loops: 8 } });
    const started = s.log.filter((l) => l.key === 'loopStarted').map((l) => l.params.loop);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // The protagonists' view reads the same whole public history.
    const view = looper.view(s, { kind: 'seat', seat: 1 });
    expect(view.log[0]).toEqual(s.log[0]);
  }, 60_000);

  it('L165 a game of rules version 1 keeps its last 400 lines, exactly as that version did', () => {
    const script = generateScript({ tragedySet: 'firstSteps', castSize: 4, days: 4, loops: 2, seed: 3 });
    const old = looper.setup({ players: ['Mente', 'Ana'], script }, 'cap', 1);
    const now = looper.setup({ players: ['Mente', 'Ana'], script }, 'cap', 2);
    const first = now.log[0];
    expect(old.log).toEqual(now.log);
    const written = old.log.length + 450;
    for (let n = 0; n < 450; n++) {
      log(old, 'nothingHappens', { n });
      log(now, 'nothingHappens', { n });
    }
    expect(old.log.length).toBe(LOG_LIMIT_V1);
    expect(old.log).toEqual(now.log.slice(written - LOG_LIMIT_V1));
    expect(old.log[LOG_LIMIT_V1 - 1]).toEqual({ key: 'nothingHappens', params: { n: 449 } });
    expect(now.log.length).toBe(written);
    expect(now.log[0]).toEqual(first);
  });

  it('L160 a cap still holds: past LOG_LIMIT lines the oldest is dropped', () => {
    const s = looper.setup({ players: ['Mente', 'Ana'], script: generateScript({ tragedySet: 'firstSteps', castSize: 4, days: 4, loops: 2, seed: 3 }) }, 'cap');
    const first = s.log[0];
    while (s.log.length < LOG_LIMIT) log(s, 'nothingHappens');
    expect(s.log[0]).toEqual(first);
    log(s, 'nothingHappens');
    expect(s.log.length).toBe(LOG_LIMIT);
    expect(s.log[0]).not.toEqual(first);
  });
});
