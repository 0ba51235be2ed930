/**
 * Child process for darkness-end-of-game-crash.test.ts: confirms an end of game on a data file.
 * With pauseAt = n > 0 it stops inside the confirmation's transaction, right after its n-th row
 * (ledger entry or played scenario) was written, prints `paused n` and waits to be SIGKILLed;
 * the pause is a temporary SQL trigger calling back into this process, so the service itself
 * runs exactly as in the app. With pauseAt = 0 it prints `confirmed <entries>` after the commit.
 * Usage: node --import tsx darkness-end-of-game-child.ts <dataFile> <migrationsDir> <requestFile> <pauseAt>
 */
import fs from 'node:fs';
import { openDatabase } from '../../electron/services/database';
import { DarknessCampaignService } from '../../electron/services/darkness/campaigns';
import { DarknessCharacterService } from '../../electron/services/darkness/characters';
import { DarknessEndOfGameService, type EndOfGameRequest } from '../../electron/services/darkness/end-of-game';

const [dataFile, migrationsDir, requestFile, pauseArg = '0'] = process.argv.slice(2);
if (!dataFile || !migrationsDir || !requestFile) {
  process.stderr.write('usage: darkness-end-of-game-child.ts <dataFile> <migrationsDir> <requestFile> <pauseAt>\n');
  process.exit(2);
}
const pauseAt = Number(pauseArg);
const request = JSON.parse(fs.readFileSync(requestFile, 'utf8')) as EndOfGameRequest;

const db = await openDatabase(dataFile, { migrationsDir, appVersion: 'crash-test' });
if (pauseAt > 0) {
  let written = 0;
  db.function('velada_test_pause', () => {
    written += 1;
    if (written === pauseAt) {
      fs.writeSync(1, `paused ${written}\n`);
      // Blocks this thread inside the open transaction until the parent kills the process.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
    }
    return 0;
  });
  for (const table of ['darkness_ledger', 'darkness_played']) {
    db.exec(`CREATE TEMP TRIGGER pause_${table} AFTER INSERT ON main.${table} BEGIN SELECT velada_test_pause(); END`);
  }
}
const characters = new DarknessCharacterService(db);
const service = new DarknessEndOfGameService(db, dataFile, characters, new DarknessCampaignService(db, characters));
const result = await service.confirm(request);
fs.writeSync(1, `confirmed ${result.appended}\n`);
db.close();
