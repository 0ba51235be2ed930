/**
 * How far each game's public log has been acknowledged on a moment screen, kept in the tab's
 * session storage so a reload neither shows a moment twice nor loses one not yet seen. Only a
 * count of public lines is stored: nothing of the table.
 */
const PREFIX = 'velada.moments.';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The count of public lines acknowledged in this session, or null when this tab never showed it. */
export function readMark(sessionId: string): number | null {
  const raw = storage()?.getItem(PREFIX + sessionId);
  if (raw === null || raw === undefined) return null;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

export function writeMark(sessionId: string, count: number): void {
  try {
    storage()?.setItem(PREFIX + sessionId, String(count));
  } catch {
    // A full or blocked storage only means a moment may show again after a reload.
  }
}
