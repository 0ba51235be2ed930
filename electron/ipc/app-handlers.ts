/** The app's own commands, the family's profiles and the settings. */
import type { AnyGameModule } from '../../shared/engine/contract';
import type { Command } from '../../shared/ipc/contract';
import { gameCatalog } from '../services/catalog';
import type { Db } from '../services/database';
import { ServiceError } from '../services/errors';
import { profileHistory } from '../services/profile-history';
import type { ProfileService } from '../services/profiles';
import type { ReadOnlyReason } from '../services/read-only-copy';
import type { SettingsService } from '../services/settings';
import type { HandlersOf } from './dispatch';

type AppCommand = Extract<Command, 'app.info' | 'games.catalog' | `profiles.${string}` | `settings.${string}` | `data.${string}`>;

export interface AppContext {
  db: Db;
  appVersion: string;
  platform: 'electron' | 'web';
  readOnly: ReadOnlyReason | null;
  games: (id: string) => AnyGameModule | undefined;
  profiles: ProfileService;
  settings: SettingsService;
}

function refuseWhileOpen(): never {
  throw new ServiceError('file_replacement_refused', 'The data file is open; it stays as it is', { state: 'open' });
}

export function appHandlers({ db, appVersion, platform, readOnly, games, profiles, settings }: AppContext): HandlersOf<AppCommand> {
  return {
    // No data path here: the page has no use for where the file lives on this computer.
    'app.info': () => ({ version: appVersion, platform, readOnly: readOnly && { reason: readOnly.reason } }),
    'games.catalog': () => gameCatalog(games),
    'profiles.list': () => profiles.list(),
    'profiles.create': (r) => profiles.create(r.name, r.color),
    'profiles.rename': (r) => profiles.rename(r.profileId, r.name),
    'profiles.delete': (r) => {
      profiles.delete(r.profileId);
      return { deleted: true };
    },
    'profiles.history': (r) => profileHistory(db, profiles.list(), r.profileId),
    // Answered by createServices itself, since they must work while the file cannot be opened.
    'data.startFresh': refuseWhileOpen,
    'data.restoreBackup': refuseWhileOpen,
    'settings.get': () => settings.get(),
    'settings.set': (r) => settings.set(r),
  };
}
