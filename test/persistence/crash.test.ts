/**
 * Durability under a hard kill: a child process appends moves as fast as it can and is
 * SIGKILLed mid-stream; afterwards the file must be intact and hold every move the child
 * acknowledged (it only acknowledges after the commit).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/services/database';
import { SessionService } from '../../electron/services/sessions';
import { runTsChild, type ChildEnd } from '../fixtures/child-process';
import { MIGRATIONS_DIR, makeTempDir } from '../fixtures/temp-data';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'crash-child.ts');

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir('crash');
});
afterEach(() => temp.cleanup());

interface CrashRun extends ChildEnd {
  acked: Map<string, number>;
  created: string[];
}

/** Runs the child and SIGKILLs it once it has acknowledged `killAfter` moves. */
async function runAndKill(dataFile: string, choiceSeed: string, killAfter: number): Promise<CrashRun> {
  const acked = new Map<string, number>();
  const created: string[] = [];
  let acks = 0;
  // Only whole lines count as acknowledged.
  const end = await runTsChild(CHILD, [dataFile, MIGRATIONS_DIR, choiceSeed], (line, kill) => {
    const [word, id, seq] = line.split(' ');
    if (word === 'created') created.push(id!);
    if (word === 'ack') {
      acked.set(id!, Number(seq));
      if (++acks === killAfter) kill();
    }
  });
  return { acked, created, ...end };
}

describe('crash safety', () => {
  it('keeps every acknowledged move across SIGKILLs at random points', async () => {
    const dataFile = temp.file('velada.db');
    // Several kills on the same file: each restart must also cope with the previous crash.
    for (let round = 0; round < 3; round++) {
      const killAfter = 10 + Math.floor(Math.random() * 120);
      const run = await runAndKill(dataFile, `crash-${round}`, killAfter);
      const context = `round ${round}, killed after ${killAfter} acks; child stderr: ${run.stderr}`;
      expect(run.signal, context).toBe('SIGKILL');
      expect(run.acked.size, context).toBeGreaterThan(0);

      const db = await openDatabase(dataFile, { migrationsDir: MIGRATIONS_DIR, appVersion: 'test' });
      try {
        expect(db.pragma('integrity_check'), context).toEqual([{ integrity_check: 'ok' }]);
        const service = new SessionService(db);
        for (const [sessionId, seq] of run.acked) {
          const stored = db.prepare('SELECT count(*) AS n, max(seq) AS top FROM actions WHERE session_id = ?').get(sessionId) as {
            n: number;
            top: number;
          };
          expect(stored.top, context).toBeGreaterThanOrEqual(seq);
          expect(stored.n, context).toBe(stored.top); // no gaps: seqs 1..top all present
          expect(service.load(sessionId).seq, context).toBe(stored.top);
        }
        // Sessions created but never acknowledged may or may not exist; those that do load.
        for (const sessionId of run.created) {
          if (db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(sessionId)) service.load(sessionId);
        }
      } finally {
        db.close();
      }
    }
  }, 120_000);
});
