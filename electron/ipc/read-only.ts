/**
 * Read-only mode (a full disk, a read-only file): every command that writes answers `read_only`
 * with the reason, and everything else works, so the saves can still be listed, reviewed and
 * exported.
 */
import type { Result } from '../../shared/ipc/contract';
import type { ReadOnlyReason } from '../services/read-only-copy';
import { fail } from './dispatch';

/** Commands that write; in read-only mode they answer `read_only` with the reason. */
export const WRITE_COMMANDS: ReadonlySet<string> = new Set([
  'profiles.create',
  'profiles.rename',
  'profiles.delete',
  'sessions.create',
  'sessions.rename',
  'sessions.delete',
  'sessions.duplicate',
  'sessions.act',
  'sessions.undo',
  'sessions.botStep',
  'sessions.recover',
  'sessions.rematch',
  'sessions.import.confirm',
  'settings.set',
  'scripts.import',
  'scripts.delete',
  'notes.set',
  'darkness.characters.create',
  'darkness.characters.correct',
  'darkness.characters.revert',
  'darkness.characters.retire',
  'darkness.characters.archive',
  'darkness.campaigns.create',
  'darkness.campaigns.rename',
  'darkness.campaigns.archive',
  'darkness.campaigns.addCharacter',
  'darkness.campaigns.lend',
  'darkness.campaigns.recordPlayed',
  'darkness.drafts.save',
  'darkness.drafts.clear',
  'darkness.import.confirm',
  'darkness.endOfGame.confirm',
  'darkness.games.create',
  'backups.restore',
  // Staged beside the data file, then put in its place.
  'library.restore.preview',
  'library.restore.confirm',
  // Turning phones on, making or revoking a link and turning them off write the links' rows.
  'screens.start',
  'screens.link',
  'screens.revoke',
  'screens.stop',
  // A seat window is opened at a fresh link (SC33).
  'screens.openWindow',
]);

export function readOnlyError(readOnly: ReadOnlyReason): Result<never> {
  return fail('read_only', `Nothing can be saved this time: ${readOnly.detail}`, { reason: readOnly.reason });
}
