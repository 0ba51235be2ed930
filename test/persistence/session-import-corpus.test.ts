/**
 * A save is a promise (S-R4) for imports too (S32–S34): every exported file an older Velada wrote
 * (the save corpus' exports, one per game, from before exports carried row hashes and dates) imports
 * into a fresh data file of today's Velada after a preview of its public facts, under its own id,
 * replays to the final hash it was exported with, and plays on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SessionImportService } from '../../electron/services/session-import';
import { stateHash } from '../../shared/engine/hash';
import { gameModule } from '../../shared/games/registry';
import { corpora } from '../fixtures/save-corpus/manifest';
import { useSessionFile } from '../fixtures/session-file';

const target = useSessionFile('import-corpus', { games: gameModule });

describe.each(corpora().map((c) => [c.manifest.madeWith.commit.slice(0, 7), c] as const))('exports of save corpus %s', (_commit, { dir, manifest }) => {
  it.each(manifest.exports.map((e) => [e.file, e] as const))('%s imports, replays to its final hash and plays on', async (_file, e) => {
    const text = fs.readFileSync(path.join(dir, e.file), 'utf8');
    const imports = new SessionImportService(target.db, target.dataFile(), gameModule);
    const preview = imports.preview(text);
    expect(preview).toMatchObject({ gameId: e.game, moves: e.actions, asCopy: false });
    expect(JSON.stringify(preview)).not.toContain('"seed"');
    const result = await imports.confirm(text);
    expect(result.session.id).toBe(e.sessionId);
    const loaded = target.service.load(e.sessionId);
    expect(stateHash(loaded.state)).toBe(e.finalHash);
    const table = target.service.open(e.sessionId, null);
    if (table.status.result) return;
    if (table.botToMove !== null) {
      expect(target.service.botStep(e.sessionId, table.seq).seq).toBe(table.seq + 1);
      return;
    }
    const seat = table.status.deciding[0]!;
    const mine = target.service.open(e.sessionId, seat);
    expect(target.service.act(e.sessionId, seat, mine.seq, mine.legal[0]).seq).toBe(table.seq + 1);
  });
});
