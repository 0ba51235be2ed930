/**
 * The end screen's replay of each loop: the public log's key events (incidents that occurred or
 * not, deaths, reveals, loop losses, the Final Guess), grouped by the loop they happened in.
 * Only public lines are read, so every seat's end screen tells the same story.
 */
import type { LogEntry } from '../../../../shared/games/looper/types';

/** Log keys worth replaying at the end. */
const KEY_EVENTS = new Set([
  'incidentOccurred', 'noIncident', 'characterDied', 'characterRevived', 'protagonistsDied', 'protagonistsLost',
  'roleRevealed', 'culpritRevealed', 'loopLost', 'guessRight', 'guessWrong',
]);

export interface LoopEvents {
  /** The loop number; null for the Final Guess. */
  loop: number | null;
  /** The day each line happened on (0 before the loop's first day). */
  entries: { day: number; entry: LogEntry }[];
}

export function keyEventsByLoop(log: readonly LogEntry[]): LoopEvents[] {
  const groups: LoopEvents[] = [];
  let current: LoopEvents | null = null;
  let day = 0;
  const open = (loop: number | null): LoopEvents => {
    const g: LoopEvents = { loop, entries: [] };
    groups.push(g);
    return g;
  };
  for (const entry of log) {
    if (entry.to !== undefined) continue;
    if (entry.key === 'loopStarted') {
      current = open(Number(entry.params.loop));
      day = 0;
      continue;
    }
    if (entry.key === 'finalGuessStarted') {
      current = open(null);
      continue;
    }
    if (entry.key === 'dayStarted') day = Number(entry.params.day);
    if (!KEY_EVENTS.has(entry.key)) continue;
    // A log trimmed of its start (long games keep the newest lines) begins mid-loop.
    current ??= open(null);
    current.entries.push({ day, entry });
  }
  return groups;
}
