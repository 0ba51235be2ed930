/**
 * Child process for crash.test.ts: plays Silentes games back to back on a data file and
 * prints `ack <sessionId> <seq>` only after act() has returned, i.e. after the commit.
 * The parent SIGKILLs it at an arbitrary moment and then checks nothing acknowledged is lost.
 * Usage: node --import tsx crash-child.ts <dataFile> <migrationsDir> <choiceSeed>
 */
import { openDatabase } from '../../electron/services/database';
import { SessionService } from '../../electron/services/sessions';
import { seededChooser } from '../fixtures/seeded-choice';

const [dataFile, migrationsDir, choiceSeed = 'crash'] = process.argv.slice(2);
if (!dataFile || !migrationsDir) {
  process.stderr.write('usage: crash-child.ts <dataFile> <migrationsDir> [choiceSeed]\n');
  process.exit(2);
}

const db = await openDatabase(dataFile, { migrationsDir, appVersion: 'crash-test' });
const service = new SessionService(db);
const choose = seededChooser(choiceSeed);

for (let game = 1; game <= 200; game++) {
  const { id } = service.create('silentes', undefined, [{ name: 'Ana' }, { name: 'Luis' }], {}, `${choiceSeed}-${game}`);
  process.stdout.write(`created ${id}\n`);
  let snap = service.open(id, null);
  while (snap.status.result === null) {
    const seat = snap.status.deciding[0]!;
    const own = service.open(id, seat);
    snap = service.act(id, seat, own.seq, choose(own.legal));
    // Written after the transaction committed: every printed seq must survive the kill.
    process.stdout.write(`ack ${id} ${snap.seq}\n`);
  }
}
process.stdout.write('done\n');
db.close();
