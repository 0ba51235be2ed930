/**
 * A Tragedy Looper game on a generated script, started as the new-game screen starts it: the
 * renderer sends a seed and a set, main generates the script (L180), and no answer the renderer
 * gets — the new save, the public table — carries its secret card.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../electron/ipc/handlers';
import { GENERATED_DEFAULTS } from '../../electron/services/looper/game-options';
import { generateScript } from '../../shared/games/looper/generate-script';
import type { SessionSnapshot, SessionSummary } from '../../shared/ipc/contract';
import { MIGRATIONS_DIR, makeTempDir } from '../fixtures/temp-data';
import { secretNeedles } from '../persistence/looper-fixtures';

let temp: ReturnType<typeof makeTempDir>;
let services: Services;

beforeEach(async () => {
  temp = makeTempDir('ipc-looper-generated');
  services = createServices({ dataFile: temp.file('velada.db'), migrationsDir: MIGRATIONS_DIR, platform: 'web', appVersion: '0.1.0-test' });
  expect(await services.ready).toEqual({ ok: true, data: undefined });
});
afterEach(() => {
  services.close();
  temp.cleanup();
});

async function ok<T>(command: string, request: unknown): Promise<T> {
  const result = await services.handle(command, request);
  if (!result.ok) throw new Error(`${command} failed: ${result.error.code} ${result.error.message}`);
  return result.data as T;
}

describe('sessions.create with a generated Tragedy Looper script', () => {
  it('L180 main generates the script from the seed and set; the save and the public table hold no secret of it', async () => {
    const players = [{ name: 'Velada', bot: true }, { name: 'Ana' }];
    const created = await ok<SessionSummary>('sessions.create', {
      gameId: 'looper',
      players,
      options: { generate: { seed: 'martes', tragedySet: 'basicTragedy', loops: 5 } },
      seed: 'mesa',
    });
    const script = generateScript({ tragedySet: 'basicTragedy', seed: 'martes', ...GENERATED_DEFAULTS.basicTragedy, loops: 5 });
    // L120: the title is the secret card's, like the rest of it, until the game is over.
    expect(created.summary).toEqual({ loop: 1, day: 1, loops: 5, days: script.public.days });
    expect(secretNeedles(script, false).length).toBeGreaterThan(3);
    const table = await ok<SessionSnapshot>('sessions.open', { sessionId: created.id, seat: null });
    const listed = await ok<SessionSummary[]>('sessions.list', {});
    for (const answer of [created, table, listed]) {
      const text = JSON.stringify(answer);
      for (const needle of [...secretNeedles(script, false), script.handbook.title.es, script.handbook.title.en]) expect(text, needle).not.toContain(needle);
    }
  });

  it('L180 a set the generator does not know is refused at the door and nothing is saved', async () => {
    const result = await services.handle('sessions.create', { gameId: 'looper', players: [{ name: 'Velada', bot: true }, { name: 'Ana' }], options: { generate: { seed: 'x', tragedySet: 'cosmicHorror' } } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('invalid_options');
    expect(await ok<SessionSummary[]>('sessions.list', {})).toEqual([]);
  });
});
