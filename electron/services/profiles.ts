/**
 * Player profiles: a name and a colour that the new-game form offers again next time.
 * Sessions keep their own copy of player names, so deleting a profile never touches a save.
 */
import { randomUUID } from 'node:crypto';
import type { Profile } from '../../shared/ipc/contract';
import type { Db } from './database';
import { nowIso } from './clock';
import { ServiceError } from './errors';

/** Distinct, readable on dark and light tables; new profiles take the next one in turn. */
export const PROFILE_COLORS = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#a8c686', '#8e5572', '#2a9d8f', '#c1666b'] as const;

interface ProfileRow {
  id: string;
  name: string;
  color: string;
  created_at: string;
}

function prepareProfileStatements(db: Db) {
  return {
    list: db.prepare('SELECT * FROM profiles ORDER BY created_at, id'),
    get: db.prepare('SELECT * FROM profiles WHERE id = ?'),
    count: db.prepare('SELECT count(*) AS n FROM profiles'),
    byName: db.prepare('SELECT id FROM profiles WHERE lower(name) = lower(?) AND id <> ?'),
    insert: db.prepare('INSERT INTO profiles (id, name, color, created_at) VALUES (@id, @name, @color, @created_at)'),
    rename: db.prepare('UPDATE profiles SET name = ? WHERE id = ?'),
    remove: db.prepare('DELETE FROM profiles WHERE id = ?'),
  };
}

export class ProfileService {
  private readonly s: ReturnType<typeof prepareProfileStatements>;

  constructor(db: Db) {
    this.s = prepareProfileStatements(db);
  }

  list(): Profile[] {
    return (this.s.list.all() as ProfileRow[]).map(profileOf);
  }

  create(name: string, color?: string): Profile {
    const clean = this.checkName(name, '');
    const count = (this.s.count.get() as { n: number }).n;
    const row: ProfileRow = {
      id: randomUUID(),
      name: clean,
      color: color?.toLowerCase() ?? PROFILE_COLORS[count % PROFILE_COLORS.length]!,
      created_at: nowIso(),
    };
    this.s.insert.run(row);
    return profileOf(row);
  }

  rename(profileId: string, name: string): Profile {
    const clean = this.checkName(name, profileId);
    if (this.s.rename.run(clean, profileId).changes === 0) throw notFound(profileId);
    return profileOf(this.s.get.get(profileId) as ProfileRow);
  }

  delete(profileId: string): void {
    if (this.s.remove.run(profileId).changes === 0) throw notFound(profileId);
  }

  private checkName(name: string, exceptId: string): string {
    const clean = name.trim();
    if (!clean) throw new ServiceError('invalid_name', 'A profile needs a name');
    if (this.s.byName.get(clean, exceptId)) {
      throw new ServiceError('profile_name_taken', `There is already a profile called ${clean}`, { name: clean });
    }
    return clean;
  }
}

function profileOf(row: ProfileRow): Profile {
  return { id: row.id, name: row.name, color: row.color, createdAt: row.created_at };
}

function notFound(profileId: string): ServiceError {
  return new ServiceError('profile_not_found', `No profile ${profileId}`, { profileId });
}
