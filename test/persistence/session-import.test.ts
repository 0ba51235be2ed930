/**
 * "Importar partida" (ruling S32): a game exported from one data file and imported into another
 * fresh one comes back as the very rows it was (sessions, actions, snapshots), then opens, replays
 * and plays on; a second import is a copy under a new id; a tampered file, or one from newer rules,
 * is refused by name before any safety copy and writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { listBackups } from '../../electron/services/backups';
import { SessionImportService } from '../../electron/services/session-import';
import type { SessionService } from '../../electron/services/sessions';
import type { Seat } from '../../shared/engine/contract';
import { gameModule } from '../../shared/games/registry';
import type { ExportFile } from '../../shared/ipc/contract';
import { seededChooser } from '../fixtures/seeded-choice';
import { expectServiceError, useSessionFile, type SessionFile } from '../fixtures/session-file';
import { readRows } from '../fixtures/temp-data';

const source = useSessionFile('import-from');
const target = useSessionFile('import-to');

/** Plays `rows` log rows of a game with people and a bot, undoing now and then where the rules allow. */
function playWithUndos(service: SessionService, sessionId: string, rows: number, seed: string): void {
  const choose = seededChooser(seed);
  let chances = 0;
  for (let done = 0; done < rows; done++) {
    const table = service.open(sessionId, null);
    if (table.status.result) return;
    if (table.botToMove !== null) {
      service.botStep(sessionId, table.seq);
      continue;
    }
    if (table.undoSeat !== null && chances++ % 3 === 1) {
      service.undo(sessionId, table.undoSeat, table.seq);
      continue;
    }
    const seat: Seat = table.status.deciding[0]!;
    const mine = service.open(sessionId, seat);
    service.act(sessionId, seat, mine.seq, choose(mine.legal));
  }
}

function unfinishedGame(): { id: string; file: ExportFile; json: string } {
  const players = [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Eva' }, { name: 'Robi', bot: true }];
  const created = source.service.create('salem', 'Noche de prueba', players, {}, 'import-seed-1');
  playWithUndos(source.service, created.id, 75, 'import-moves');
  const json = source.service.exportDocument(created.id).json;
  return { id: created.id, file: JSON.parse(json) as ExportFile, json };
}

type Row = Record<string, unknown>;
function tableRows(file: SessionFile, sessionId: string): { sessions: Row[]; actions: Row[]; snapshots: Row[] } {
  const data = file.dataFile();
  return {
    sessions: readRows(data, 'SELECT * FROM sessions WHERE id = ?', sessionId) as Row[],
    actions: readRows(data, 'SELECT * FROM actions WHERE session_id = ? ORDER BY seq', sessionId) as Row[],
    snapshots: readRows(data, 'SELECT * FROM snapshots WHERE session_id = ? ORDER BY seq', sessionId) as Row[],
  };
}

/** The rows with the session's id (and, for a copy, its title) set aside. */
function withoutId(rows: ReturnType<typeof tableRows>, keepTitle = true) {
  return {
    sessions: rows.sessions.map(({ id: _id, title, ...rest }) => (keepTitle ? { ...rest, title } : rest)),
    actions: rows.actions.map(({ session_id: _s, ...rest }) => rest),
    snapshots: rows.snapshots.map(({ session_id: _s, ...rest }) => rest),
  };
}

const importer = () => new SessionImportService(target.db, target.dataFile(), gameModule);
const everything = () => readRows(target.dataFile(), "SELECT (SELECT count(*) FROM sessions) + (SELECT count(*) FROM actions) + (SELECT count(*) FROM snapshots) AS n");

describe('importing a saved game into another data file', () => {
  it('writes back every row of sessions, actions and snapshots exactly, and the game plays on', async () => {
    const game = unfinishedGame();
    // Past SNAPSHOT_EVERY, so a snapshot between seq 0 and the head is rebuilt too.
    expect(game.file.actions.length).toBeGreaterThan(50);

    const preview = importer().preview(game.json);
    expect(preview).toMatchObject({ gameId: 'salem', title: 'Noche de prueba', players: ['Ana', 'Luis', 'Eva', 'Robi'], bots: [3], status: 'active', asCopy: false });
    expect(preview.moves).toBe(game.file.actions.length);
    // Public facts only: nothing of the seed, options or moves that rebuild the hands.
    expect(JSON.stringify(preview)).not.toContain('import-seed-1');
    expect(Object.keys(preview).sort()).toEqual(['asCopy', 'botLevels', 'bots', 'gameId', 'lastPlayedAt', 'moves', 'olderRules', 'players', 'result', 'rulesVersion', 'status', 'summary', 'title']);

    const result = await importer().confirm(game.json);
    expect(result).toMatchObject({ asCopy: false, session: { id: game.id, title: 'Noche de prueba' }, backup: { reason: 'import' } });
    const imported = tableRows(target, game.id);
    expect(imported.snapshots.length).toBeGreaterThan(2);
    expect(imported).toEqual(tableRows(source, game.id));

    // Opens from the database alone, to the same state, and takes the next move like any other save.
    await target.reopen();
    expect(target.service.load(game.id).hash).toBe(source.service.load(game.id).hash);
    const table = target.service.open(game.id, null);
    const seat = table.status.deciding[0]!;
    const mine = table.botToMove === null ? target.service.open(game.id, seat) : null;
    const next = mine ? target.service.act(game.id, seat, mine.seq, mine.legal[0]) : target.service.botStep(game.id, table.seq);
    expect(next.seq).toBe(table.seq + 1);
  });

  it('writes back a finished game with undos in its log row for row, its end and undo snapshots included', async () => {
    const created = source.service.create('silentes', undefined, [{ name: 'Ana' }, { name: 'Luis' }], {}, 'silentes-import');
    playWithUndos(source.service, created.id, 200, 'silentes-moves');
    const file = JSON.parse(source.service.exportDocument(created.id).json) as ExportFile;
    expect(file.actions.filter((a) => a.kind === 'undo').length).toBeGreaterThan(0);
    expect(source.service.open(created.id, null).status.result).not.toBeNull();

    expect(importer().preview(JSON.stringify(file))).toMatchObject({ status: 'finished', asCopy: false });
    await importer().confirm(JSON.stringify(file));
    expect(tableRows(target, created.id)).toEqual(tableRows(source, created.id));
  });

  it('imports the same file again as a copy with a new id and the copy\'s title, leaving the first as it was', async () => {
    const game = unfinishedGame();
    await importer().confirm(game.json);
    const first = tableRows(target, game.id);

    expect(importer().preview(game.json)).toMatchObject({ asCopy: true, title: 'Noche de prueba (copia)' });
    const second = await importer().confirm(game.json);
    expect(second.asCopy).toBe(true);
    expect(second.session.id).not.toBe(game.id);
    expect(second.session.title).toBe('Noche de prueba (copia)');
    expect(tableRows(target, game.id)).toEqual(first);
    expect(withoutId(tableRows(target, second.session.id), false)).toEqual(withoutId(first, false));
    expect(target.service.load(second.session.id).hash).toBe(target.service.load(game.id).hash);
  });

  it('imports a file written before imports (no row hashes or dates) under the final hash, dated now', async () => {
    const game = unfinishedGame();
    const old = {
      ...game.file,
      session: { ...game.file.session, createdAt: undefined, lastPlayedAt: undefined },
      actions: game.file.actions.map(({ hash: _h, createdAt: _c, ...row }) => row),
    };
    await importer().confirm(JSON.stringify(old));
    const imported = withoutId(tableRows(target, game.id));
    const original = withoutId(tableRows(source, game.id));
    const undated = (rows: typeof imported) => ({
      sessions: rows.sessions.map(({ created_at: _c, last_played_at: _l, ...rest }) => rest),
      actions: rows.actions.map(({ created_at: _c, ...rest }) => rest),
      snapshots: rows.snapshots,
    });
    expect(undated(imported)).toEqual(undated(original));
  });

  it.each([
    ['a move credited to another seat', (file: ExportFile) => void (file.actions[4]!.seat = (file.actions[4]!.seat + 1) % 4)],
    ['a move that is no move', (file: ExportFile) => void (file.actions[4]!.payload = { type: 'steal-the-deck' })],
    ['a row hash changed', (file: ExportFile) => void (file.actions[10]!.hash = '0'.repeat(64))],
    ['the final hash changed', (file: ExportFile) => void (file.finalHash = '0'.repeat(64))],
    ['a row missing', (file: ExportFile) => void file.actions.splice(3, 1)],
  ])('refuses a file with %s, by name, before any safety copy, writing nothing', async (_what, tamper) => {
    const game = unfinishedGame();
    tamper(game.file);
    const json = JSON.stringify(game.file);
    expect(() => importer().preview(json)).toThrow(/does not replay|records a state/);
    await expect(importer().confirm(json)).rejects.toMatchObject({ code: 'import_replay_mismatch' });
    expect(everything()).toEqual([{ n: 0 }]);
    expect(listBackups(target.dataFile())).toEqual([]);
  });

  it('refuses a game played under rules newer than this Velada knows', async () => {
    const game = unfinishedGame();
    game.file.session.rulesVersion = gameModule('salem')!.rulesVersion + 1;
    const json = JSON.stringify(game.file);
    expectServiceError(() => importer().preview(json), 'rules_too_new');
    await expect(importer().confirm(json)).rejects.toMatchObject({ code: 'rules_too_new' });
    expect(everything()).toEqual([{ n: 0 }]);
    expect(listBackups(target.dataFile())).toEqual([]);
  });

  it.each([
    ['not JSON', '{"format": "velada-session", ', 'import_not_json'],
    ['another file', JSON.stringify({ format: 'velada-darkness-character', version: 1 }), 'invalid_export'],
    ['an unknown game', JSON.stringify({ format: 'velada-session', version: 1, session: { id: 'x', gameId: 'chess', title: 't', seed: 's', options: {}, engineVersion: 1, players: ['A'] }, actions: [], finalHash: '' }), 'game_not_available'],
    ['nesting past the cap', `${'['.repeat(100)}${']'.repeat(100)}`, 'json_too_deep'],
  ])('refuses %s by name', (_what, text, code) => {
    expectServiceError(() => importer().preview(text), code);
    expect(everything()).toEqual([{ n: 0 }]);
  });

  it('refuses a title or name holding a NUL, and drops profile links, which belong to the other computer', async () => {
    const game = unfinishedGame();
    const nul = { ...game.file, session: { ...game.file.session, players: ['Ana\u0000', 'Luis', 'Eva', 'Robi'] } };
    expectServiceError(() => importer().preview(JSON.stringify(nul)), 'import_bad_text');

    const linked = source.service.create('silentes', 'Con perfil', [{ name: 'Ana', profileId: 'p-1' }, { name: 'Luis' }], {}, 'profile-seed');
    const result = await importer().confirm(source.service.exportDocument(linked.id).json);
    const players = readRows(target.dataFile(), 'SELECT players_json FROM sessions WHERE id = ?', result.session.id) as { players_json: string }[];
    expect(JSON.parse(players[0]!.players_json)).toEqual([{ name: 'Ana' }, { name: 'Luis' }]);
  });
});
