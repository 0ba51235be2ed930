/**
 * `npm run replay -- <session-id | export-file.json> [--data-dir D]`
 * Re-runs a saved game from its seed and action log and checks that it reproduces the
 * recorded final state. Prints one JSON line {sessionId, actions, reproduces, finalHash,
 * expectedHash} (+ failedAtSeq and error when the log stopped applying). Exit code 0 when it
 * reproduces, 1 when it does not, 2 when the input cannot be read at all.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../electron/services/database';
import { SessionService } from '../electron/services/sessions';
import { replayExport } from '../electron/services/session-export';
import type { ExportFile } from '../shared/ipc/contract';
import { UsageError } from './lib/cli';

const USAGE = 'usage: npm run replay -- <session-id | export-file.json> [--data-dir <dir>]';
const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

class InputError extends Error {}

function readExportFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new InputError(`cannot read ${file}: ${(err as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new InputError(`${file} is not JSON: ${(err as Error).message}`);
  }
}

async function exportFromDatabase(sessionId: string, dataDir: string): Promise<ExportFile> {
  const dataFile = path.join(dataDir, 'velada.db');
  if (!existsSync(dataFile)) throw new InputError(`no data file at ${dataFile} (use --data-dir)`);
  let db: Awaited<ReturnType<typeof openDatabase>>;
  try {
    db = await openDatabase(dataFile, { migrationsDir: MIGRATIONS_DIR, appVersion: 'replay' });
  } catch (err) {
    throw new InputError(`cannot open ${dataFile}: ${(err as Error).message}`);
  }
  try {
    return new SessionService(db).export(sessionId);
  } catch (err) {
    const code = (err as { code?: string }).code;
    throw new InputError(`${code ?? 'error'}: ${(err as Error).message}`);
  } finally {
    db.close();
  }
}

function looksLikeFile(arg: string): boolean {
  return arg.toLowerCase().endsWith('.json') || (existsSync(arg) && statSync(arg).isFile());
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { 'data-dir': { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new UsageError(USAGE);
  const target = positionals[0]!;
  const raw = looksLikeFile(target)
    ? readExportFile(target)
    : await exportFromDatabase(target, path.resolve(values['data-dir'] ?? '.velada-data'));

  const report = replayExport(raw);
  const file = raw as ExportFile;
  const line: Record<string, unknown> = {
    sessionId: file.session.id,
    actions: file.actions.length,
    reproduces: report.reproduces,
    finalHash: report.finalHash,
    expectedHash: report.expectedHash,
  };
  if (report.failedAtSeq !== null) line.failedAtSeq = report.failedAtSeq;
  if (report.error) line.error = report.error;
  // A game that began under older rules replays under them (shared/engine/rules-version.ts).
  if (report.olderRules) line.rulesVersion = report.rulesVersion;
  process.stdout.write(JSON.stringify(line) + '\n');
  return report.reproduces ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    // Bad arguments, unreadable input, or a file that is not an export (ServiceError) alike.
    const e = err as { code?: unknown; message?: unknown };
    const prefix = typeof e?.code === 'string' && !e.code.startsWith('ERR_') ? `${e.code}: ` : '';
    process.stderr.write(`replay: ${prefix}${typeof e?.message === 'string' ? e.message : String(err)}\n`);
    process.exitCode = 2;
  },
);
