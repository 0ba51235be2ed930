/** The notes service called directly: a document nested too deep is a typed refusal, not a stack overflow (S30). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH } from '../../shared/ipc/json-depth';
import { MIGRATIONS_DIR, makeTempDir } from '../../test/fixtures/temp-data';
import { serviceErrorOf } from '../../test/persistence/looper-fixtures';
import { openDatabase, type Db } from './database';
import { SessionNotesService } from './session-notes';
import { SessionService } from './sessions';
import { gameModule } from '../../shared/games/registry';

let temp: ReturnType<typeof makeTempDir>;
let db: Db;
let notes: SessionNotesService;
let sessionId: string;

beforeEach(async () => {
  temp = makeTempDir('session-notes');
  db = await openDatabase(temp.file('velada.db'), { migrationsDir: MIGRATIONS_DIR, appVersion: 'test' });
  notes = new SessionNotesService(db);
  sessionId = new SessionService(db, { games: gameModule }).create('silentes', 'Notas', [{ name: 'Ana' }, { name: 'Luis' }], {}, 'notes').id;
});
afterEach(() => {
  db.close();
  temp.cleanup();
});

const nestedNotes = (depth: number): Record<string, unknown> =>
  JSON.parse(`{"general":${'['.repeat(depth)}${']'.repeat(depth)}}`) as Record<string, unknown>;

describe('SessionNotesService.set', () => {
  it('S30 refuses notes nested 100,000 deep as json_too_deep and keeps what was written before', () => {
    notes.set(sessionId, 'protagonists', { general: 'Bucle 1' });
    expect(serviceErrorOf(() => notes.set(sessionId, 'protagonists', nestedNotes(100_000)))).toMatchObject({
      code: 'json_too_deep',
      params: { max: JSON_MAX_DEPTH },
    });
    expect(notes.get(sessionId, 'protagonists').notes).toEqual({ general: 'Bucle 1' });
  });

  it('keeps a document exactly at the depth limit', () => {
    const atLimit = nestedNotes(JSON_MAX_DEPTH - 1);
    expect(notes.set(sessionId, 'protagonists', atLimit).notes).toEqual(atLimit);
    expect(serviceErrorOf(() => notes.set(sessionId, 'protagonists', nestedNotes(JSON_MAX_DEPTH)))).toMatchObject({ code: 'json_too_deep' });
  });
});
