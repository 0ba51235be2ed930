/**
 * The end-of-game confirmation under a hard kill: a child process confirms on a data file and is
 * SIGKILLed inside the transaction, after a random number of its rows were written (see the
 * child's pause trigger). Afterwards the file is intact and holds none of the game: every ledger,
 * the played scenarios and the draft exactly as before, with the safety copy taken first. A child
 * left to finish leaves all of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listBackups } from '../../electron/services/backups';
import { openDatabase, type Db } from '../../electron/services/database';
import { DarknessDraftService } from '../../electron/services/darkness/drafts';
import type { EndOfGameRequest } from '../../electron/services/darkness/end-of-game';
import { campaignWithThree, darknessServices } from './darkness-campaign-fixture';
import { darknessRows } from './darkness-fixtures';
import { runTsChild, type ChildEnd } from '../fixtures/child-process';
import { MIGRATIONS_DIR, makeTempDir } from '../fixtures/temp-data';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'darkness-end-of-game-child.ts');

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir('darkness-crash');
});
afterEach(() => temp.cleanup());

const open = (file: string): Promise<Db> => openDatabase(file, { migrationsDir: MIGRATIONS_DIR, appVersion: 'test' });

interface ChildRun extends ChildEnd {
  lines: string[];
}

/** Runs the child; kills it as soon as it reports the pause. */
async function runChild(dataFile: string, requestFile: string, pauseAt: number): Promise<ChildRun> {
  const lines: string[] = [];
  const end = await runTsChild(CHILD, [dataFile, MIGRATIONS_DIR, requestFile, String(pauseAt)], (line, kill) => {
    lines.push(line);
    if (line.startsWith('paused')) kill();
  });
  return { lines, ...end };
}

/** A campaign of three, its pending wizard draft, and a game where one wins, one loses VP and one dies. */
async function prepare(): Promise<{ dataFile: string; requestFile: string; rows: number }> {
  const dataFile = temp.file('velada.db');
  const db = await open(dataFile);
  const f = campaignWithThree(db, dataFile);
  const [ana, luis, eva] = f.characterIds as [string, string, string];
  new DarknessDraftService(db).save('endOfGame', f.campaignId, { step: 4 });
  const request: EndOfGameRequest = {
    campaignId: f.campaignId,
    scenario: 'La mina',
    objectiveAchieved: true,
    who: 'Luis',
    participants: [
      { characterId: ana, vp: 31, died: false, itemsHeld: [{ id: 'rope', name: 'Cuerda', weight: 1, vp: 1, level: 2 }], choices: { attribute: 'attack' } },
      { characterId: luis, vp: -1, died: false, itemsHeld: [], choices: { loseSkill: Object.keys(f.characters.get(luis).sheet.skills)[0]! } },
      { characterId: eva, vp: 0, died: true, itemsHeld: [] },
    ],
  };
  const preview = f.endOfGame.preview(request);
  db.close();
  const requestFile = temp.file('request.json');
  fs.writeFileSync(requestFile, JSON.stringify(request));
  // Every ledger entry and the played scenario: the rows the transaction writes.
  return { dataFile, requestFile, rows: preview.characters.reduce((n, c) => n + c.changes.length, 0) + 1 };
}

describe('end-of-game crash safety', () => {
  it('D119 a kill in the middle of the confirmation leaves all of the game or none of it', async () => {
    const { dataFile, requestFile, rows } = await prepare();
    expect(rows).toBeGreaterThan(6);
    let db = await open(dataFile);
    const before = darknessRows(db);
    db.close();

    // Killed after each possible number of rows: the first, one in the middle, the played row (the last).
    for (const pauseAt of [1, 1 + Math.floor(Math.random() * (rows - 1)), rows]) {
      const run = await runChild(dataFile, requestFile, pauseAt);
      const context = `paused at ${pauseAt} of ${rows}; child stderr: ${run.stderr}`;
      expect(run.signal, context).toBe('SIGKILL');
      expect(run.lines, context).toEqual([`paused ${pauseAt}`]);
      db = await open(dataFile);
      try {
        expect(db.pragma('integrity_check'), context).toEqual([{ integrity_check: 'ok' }]);
        expect(darknessRows(db), context).toEqual(before);
      } finally {
        db.close();
      }
    }
    // Each attempt copied the file before writing anything.
    expect(listBackups(dataFile).filter((b) => b.reason === 'end_of_game')).toHaveLength(3);

    const finished = await runChild(dataFile, requestFile, 0);
    expect(finished.signal, finished.stderr).toBeNull();
    expect(finished.lines).toEqual([`confirmed ${rows - 1}`]);
    db = await open(dataFile);
    try {
      const after = darknessRows(db);
      expect(after.darkness_ledger!.length).toBe(before.darkness_ledger!.length + rows - 1);
      expect(after.darkness_played!.length).toBe(1);
      expect(after.darkness_drafts).toEqual([]);
      const { characters } = darknessServices(db, dataFile);
      expect(characters.list().map((c) => c.sheet.status).sort()).toEqual(['alive', 'alive', 'dead']);
    } finally {
      db.close();
    }
  }, 120_000);
});
