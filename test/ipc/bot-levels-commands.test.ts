/**
 * sessions.create with bot levels (issue 24, ruling B1), through the handlers as every renderer
 * reaches them: a level for each bot seat goes through and comes back in the list; a level on a
 * person's seat is refused with its own words, and so is a level Velada does not know.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../electron/ipc/handlers';
import { BOT_LEVEL_ON_PERSON } from '../../shared/ipc/commands/fields';
import type { SessionSummary } from '../../shared/ipc/contract';
import { MIGRATIONS_DIR, makeTempDir, rowCounts } from '../fixtures/temp-data';

let temp: ReturnType<typeof makeTempDir>;
let services: Services;

beforeEach(() => {
  temp = makeTempDir('ipc-levels');
  services = createServices({ dataFile: temp.file('velada.db'), migrationsDir: MIGRATIONS_DIR, platform: 'web', appVersion: '0.1.0-test' });
});
afterEach(() => {
  services.close();
  temp.cleanup();
});

const create = (players: unknown[]) => services.handle('sessions.create', { gameId: 'grizzled', players, seed: 'levels' });

describe('sessions.create with bot levels', () => {
  it('takes a level for each bot seat and lists it', async () => {
    const result = await create([{ name: 'Ana' }, { name: 'Bot 1', bot: true, botLevel: 'easy' }, { name: 'Bot 2', bot: true, botLevel: 'hard' }]);
    expect(result).toMatchObject({ ok: true, data: { bots: [1, 2], botLevels: ['easy', 'hard'] } });
    const list = await services.handle('sessions.list', {});
    expect((list as { data: SessionSummary[] }).data[0]).toMatchObject({ bots: [1, 2], botLevels: ['easy', 'hard'] });
  });

  it('refuses a level on a person’s seat with its own message, writing nothing', async () => {
    const before = rowCounts(temp.file('velada.db'));
    const result = await create([{ name: 'Ana', botLevel: 'hard' }, { name: 'Bot 1', bot: true }, { name: 'Luis' }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request', params: { issues: `players.0.botLevel: ${BOT_LEVEL_ON_PERSON}` } } });
    const notBot = await create([{ name: 'Ana' }, { name: 'Luis', bot: false, botLevel: 'easy' }, { name: 'Eva' }]);
    expect(notBot).toMatchObject({ ok: false, error: { code: 'invalid_request', params: { issues: `players.1.botLevel: ${BOT_LEVEL_ON_PERSON}` } } });
    expect(rowCounts(temp.file('velada.db'))).toEqual(before);
  });

  it('refuses a level Velada does not know', async () => {
    const result = await create([{ name: 'Ana' }, { name: 'Bot 1', bot: true, botLevel: 'expert' }, { name: 'Luis' }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    if (result.ok) throw new Error('accepted');
    expect(result.error.params.issues).toMatch(/^players\.1\.botLevel: /);
    expect(result.error.message).toMatch(/easy|normal|hard/);
  });
});
