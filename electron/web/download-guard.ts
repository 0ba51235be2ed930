/**
 * Who may receive an export file from the web host (ruling S25). The file of an unfinished game
 * rebuilds every hand, and a script's holds its secret card, so only the browser itself may take
 * it, as a download or a page: never a script of any page, Velada's own included. Browsers say
 * which it is in the Fetch Metadata headers, which a page cannot set. Chromium sends, measured:
 *   `<a download>` click          Sec-Fetch-Mode navigate, Sec-Fetch-Dest empty
 *   link click, window.location   Sec-Fetch-Mode navigate, Sec-Fetch-Dest document
 *   fetch(), XMLHttpRequest       Sec-Fetch-Mode cors,     Sec-Fetch-Dest empty
 *   an iframe                     Sec-Fetch-Mode navigate, Sec-Fetch-Dest iframe (readable by its parent)
 * A request without the headers (an old browser, another program) is refused too.
 */
import type http from 'node:http';
import type { IpcError } from '../../shared/ipc/contract';

/** Sec-Fetch-Dest of a top-level navigation ('document') and of an `<a download>` click ('empty'). */
const DOWNLOAD_DESTS: ReadonlySet<string> = new Set(['document', 'empty']);
/** Our own page, or the person typing the address. */
const DOWNLOAD_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

/** Why this request may not have the file, or null when it may. */
export function downloadRefusal(headers: http.IncomingHttpHeaders): IpcError | null {
  const site = String(headers['sec-fetch-site'] ?? '');
  const mode = String(headers['sec-fetch-mode'] ?? '');
  const dest = String(headers['sec-fetch-dest'] ?? '');
  if (!DOWNLOAD_SITES.has(site)) {
    return { code: 'forbidden_origin', params: { site }, message: `Exports start from Velada's own page (Sec-Fetch-Site: ${site || 'missing'})` };
  }
  if (mode !== 'navigate' || !DOWNLOAD_DESTS.has(dest)) {
    return {
      code: 'download_only',
      params: { mode, dest },
      message: `Exports are served only to the browser's own download or navigation (Sec-Fetch-Mode: ${mode || 'missing'}, Sec-Fetch-Dest: ${dest || 'missing'})`,
    };
  }
  return null;
}

const NOT_FOUND: ReadonlySet<string> = new Set([
  'session_not_found',
  'script_not_found',
  'darkness_character_not_found',
  'darkness_campaign_not_found',
  'darkness_export_not_found',
]);
/** Refusals the person can act on (finish the game first), not faults of the host. */
const CONFLICT: ReadonlySet<string> = new Set(['export_unfinished', 'script_in_play']);

export function downloadErrorStatus(code: string): number {
  if (NOT_FOUND.has(code)) return 404;
  if (CONFLICT.has(code)) return 409;
  return 500;
}
