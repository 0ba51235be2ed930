/**
 * S31: a saved game's title is counted and cut in characters (what a person sees), by the
 * service and at the IPC door alike, and a NUL or half a surrogate pair is refused by name.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../electron/ipc/handlers';
import type { Result, SessionSummary } from '../../shared/ipc/contract';
import { TITLE_MAX_LENGTH } from '../../shared/text/characters';
import { gamesWithTally } from '../fixtures/tally-game';
import { MIGRATIONS_DIR } from '../fixtures/temp-data';
import { useSessionFile } from '../fixtures/session-file';

const FAMILY = '👨‍👩‍👧';
const ACCENTED = 'e\u0301';

const store = useSessionFile('session-titles', { games: gamesWithTally });

const create = (title?: string) => store.service.create('tally', title, [{ name: 'Ana' }, { name: 'Luis' }], {}, 'seed-1');
const storedTitle = (id: string): string => (store.db.prepare('SELECT title FROM sessions WHERE id = ?').get(id) as { title: string }).title;

describe('session titles (S31)', () => {
  it('S31 keeps a title of 80 emoji or accented letters whole, and cuts a longer one between characters', () => {
    const emoji = create(FAMILY.repeat(TITLE_MAX_LENGTH));
    expect(storedTitle(emoji.id)).toBe(FAMILY.repeat(TITLE_MAX_LENGTH));
    expect(store.service.rename(emoji.id, ACCENTED.repeat(TITLE_MAX_LENGTH)).title).toBe(ACCENTED.repeat(TITLE_MAX_LENGTH));
    expect(store.service.rename(emoji.id, '🐙'.repeat(TITLE_MAX_LENGTH + 5)).title).toBe('🐙'.repeat(TITLE_MAX_LENGTH));
    expect(storedTitle(emoji.id)).toBe('🐙'.repeat(TITLE_MAX_LENGTH));
  });

  it('S31 refuses a NUL or half a surrogate pair in a title, naming which, and leaves the title as it was', () => {
    const { id } = create('Noche del viernes');
    for (const [title, reason] of [
      ['Noche\u0000', 'nul'],
      ['Noche \uD83D', 'lone_surrogate'],
      ['\uDC19Noche', 'lone_surrogate'],
    ] as const) {
      expect(() => store.service.rename(id, title)).toThrow(expect.objectContaining({ code: 'invalid_title', params: { reason } }));
      expect(() => create(title)).toThrow(expect.objectContaining({ code: 'invalid_title', params: { reason } }));
    }
    expect(storedTitle(id)).toBe('Noche del viernes');
  });
});

describe('session titles at the IPC door (S31)', () => {
  let services: Services;
  beforeEach(async () => {
    store.db.close();
    services = createServices({ dataFile: store.file('ipc.db'), migrationsDir: MIGRATIONS_DIR, platform: 'web', appVersion: '0.1.0-test' });
    expect((await services.ready).ok).toBe(true);
  });
  afterEach(() => services.close());

  it('S31 the door counts characters like the service: 80 family emoji pass, 81 do not; a NUL gets its own refusal', async () => {
    const created = (await services.handle('sessions.create', { gameId: 'silentes', players: [{ name: 'Ana' }, { name: 'Luis' }], seed: 's' })) as Result<SessionSummary>;
    expect(created.ok).toBe(true);
    const sessionId = (created as { ok: true; data: SessionSummary }).data.id;
    const renamed = (await services.handle('sessions.rename', { sessionId, title: FAMILY.repeat(TITLE_MAX_LENGTH) })) as Result<SessionSummary>;
    expect(renamed.ok && renamed.data.title).toBe(FAMILY.repeat(TITLE_MAX_LENGTH));
    const long = (await services.handle('sessions.rename', { sessionId, title: FAMILY.repeat(TITLE_MAX_LENGTH + 1) })) as Result<SessionSummary>;
    expect(!long.ok && long.error.code).toBe('invalid_request');
    const nul = (await services.handle('sessions.rename', { sessionId, title: 'Noche\u0000' })) as Result<SessionSummary>;
    expect(!nul.ok && nul.error).toMatchObject({ code: 'invalid_title', params: { reason: 'nul' } });
  });
});
