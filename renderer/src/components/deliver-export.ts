/**
 * Finishes an export the way the host answered it: main already wrote the file (Electron's save
 * dialog), the person cancelled, or the web host has a same-origin download ready, which the page
 * starts with a link click. Every export (a save, a script, a character) ends here, so a new kind of
 * file writes no delivery code of its own.
 */
import type { ExportOutcome } from '../../../shared/ipc/contract';

export function deliverExport(outcome: ExportOutcome): ExportOutcome['kind'] {
  if (outcome.kind === 'download') {
    const link = document.createElement('a');
    link.href = outcome.url;
    link.download = '';
    link.click();
  }
  return outcome.kind;
}
