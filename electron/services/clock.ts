/**
 * Timestamps for rows. Strictly increasing within the process, so "most recently played"
 * orders correctly even when two writes land in the same millisecond.
 */
let lastMs = 0;

export function nowIso(): string {
  lastMs = Math.max(Date.now(), lastMs + 1);
  return new Date(lastMs).toISOString();
}
