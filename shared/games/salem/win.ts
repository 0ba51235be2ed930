/**
 * Both win conditions (B.5.8), checked after every event. The Town is checked first (S40): when
 * one event makes both true (every Witch Tryal face up and only witches alive), the Town wins.
 */
import type { SalemState } from './types';
import { log, tryalFace } from './state';

/** Every Witch Tryal dealt this game lies face up (dead players' rows included). */
export function townHasWon(s: SalemState): boolean {
  let up = 0;
  for (const p of s.players) for (const t of p.tryals) if (t.up && tryalFace(t.id) === 'witch') up++;
  return up >= s.witchCards;
}

/** Every living player has held a Witch at some moment (B.5.8; no parity rule). */
export function witchesHaveWon(s: SalemState): boolean {
  return s.players.every((p) => !p.alive || p.everWitch);
}

/**
 * Sets `result` and `winners` when a side has won and clears what was waiting. The table
 * speaks for the Town (S41): a Town win is a 'victory', the witches' a 'defeat'.
 */
export function checkWin(s: SalemState): boolean {
  if (s.result) return true;
  const town = townHasWon(s);
  if (!town && !witchesHaveWon(s)) return false;
  s.result = town ? { outcome: 'victory', reason: 'townWins' } : { outcome: 'defeat', reason: 'witchesWin' };
  s.winners = s.players.flatMap((p, seat) => (p.everWitch !== town ? [seat] : []));
  log(s, town ? 'townWins' : 'witchesWin');
  s.pending = [];
  s.queue = [];
  return true;
}
