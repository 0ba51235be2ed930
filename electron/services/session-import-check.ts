/**
 * The one check of a session export being imported (ruling S32). The preview and the
 * confirmation both call `checkSessionImport`, and the confirmation writes only the rows it
 * returns, so a file the preview accepts is the file the confirmation writes, and every refusal
 * has its own code before any safety copy is taken.
 *
 * A file is accepted only when the whole log replays through this build's engine from setup:
 * under a rules version this Velada knows, row by row to the hash each row records (files from
 * before imports carry only the final hash), and to the file's final hash. The rows it returns
 * are the rows live play would have written: each move's parsed action, a snapshot at seq 0,
 * every SNAPSHOT_EVERY seqs, at the end and at every undo (the log invariants of live-sessions.ts).
 */
import { DEFAULT_BOT_LEVEL, type BotLevel } from '../../shared/engine/bot-level';
import type { AnyGameModule, GameResult, Seat } from '../../shared/engine/contract';
import { stateHash } from '../../shared/engine/hash';
import { SESSION_FILE_MAX_BYTES } from '../../shared/ipc/contract';
import { jsonDepth, JSON_MAX_DEPTH } from '../../shared/ipc/json-depth';
import { textLength, TITLE_MAX_LENGTH } from '../../shared/text/characters';
import { ServiceError } from './errors';
import { SNAPSHOT_EVERY } from './live-sessions';
import { exportFileSchema, replayExport, type ParsedExportFile } from './session-export';
import { storedPlayer } from './seat-roles';
import type { ActionRow, SessionRow, SnapshotRow } from './session-store';
import { refuseTextFault } from './text-faults';

/** Longest player name a new game accepts (shared/ipc/commands/fields.ts). */
const NAME_MAX_LENGTH = 40;

export interface CheckedSession {
  /** The id the file's game had; the row's id is decided when it is written (a copy when taken). */
  fileId: string;
  /** Every column but the id. */
  row: Omit<SessionRow, 'id'>;
  actions: ActionRow[];
  snapshots: SnapshotRow[];
  olderRules: boolean;
  bots: Seat[];
  /** Side by side with `bots`: Normal for a file without levels. */
  botLevels: BotLevel[];
}

/** Everything an import may write, or the ServiceError naming what is wrong with the file. */
export function checkSessionImport(text: string, games: (id: string) => AnyGameModule | undefined, now: string): CheckedSession {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > SESSION_FILE_MAX_BYTES) {
    throw new ServiceError('import_too_large', `The file has ${bytes} bytes; a save's file is at most ${SESSION_FILE_MAX_BYTES}`, { max: SESSION_FILE_MAX_BYTES });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ServiceError('import_not_json', `The file is not JSON: ${(error as Error).message}`);
  }
  // Before anything walks it recursively (S30).
  if (jsonDepth(raw) > JSON_MAX_DEPTH) throw new ServiceError('json_too_deep', `The file nests deeper than ${JSON_MAX_DEPTH} levels`, { max: JSON_MAX_DEPTH });
  // The format, the game and the whole replay to the final hash: the same re-run as `npm run replay`.
  const report = replayExport(raw, games);
  if (report.error?.code === 'rules_too_new') throw ServiceError.fromRule(report.error);
  if (!report.reproduces) {
    const seq = report.failedAtSeq ?? 'final';
    const why = report.error ? `${report.error.code}: ${report.error.message}` : 'the final hash differs';
    throw new ServiceError('import_replay_mismatch', `The file's log does not replay at row ${seq} (${why})`, { seq, reason: report.error?.code ?? 'hash' });
  }
  const file = exportFileSchema.parse(raw);
  const module = games(file.session.gameId)!;
  checkText(file);
  const { min, max } = module.seats;
  if (file.session.players.length < min || file.session.players.length > max) {
    throw new ServiceError('invalid_player_count', `${file.session.gameId} needs ${min}–${max} players, got ${file.session.players.length}`, {
      count: file.session.players.length,
      min,
      max,
    });
  }
  return rebuiltRows(file, module, report.rulesVersion, now, report.olderRules);
}

/** Title and names as a new game would take them: no NUL or half a surrogate pair (S31), within their lengths. */
function checkText(file: ParsedExportFile): void {
  const texts = [{ text: file.session.title, path: 'session.title', max: TITLE_MAX_LENGTH, min: 0 }];
  file.session.players.forEach((name, i) => texts.push({ text: name, path: `session.players.${i}`, max: NAME_MAX_LENGTH, min: 1 }));
  for (const { text, path, max, min } of texts) {
    refuseTextFault(text, 'import_bad_text', `The file's ${path}`, { path });
    const length = textLength(text.trim());
    if (length < min || length > max) throw new ServiceError('import_bad_text', `The file's ${path} has ${length} characters (${min}–${max})`, { path, reason: 'length' });
  }
}

/** The rows live play would have written, each row's state checked against the hash the file records. */
function rebuiltRows(file: ParsedExportFile, module: AnyGameModule, rulesVersion: number, now: string, olderRules: boolean): CheckedSession {
  const options = module.parseOptions(file.session.options);
  if (!options.ok) throw ServiceError.fromRule(options.error);
  const setup = module.setup(options.value, file.session.seed, rulesVersion);
  const snapshots: SnapshotRow[] = [{ seq: 0, state_json: JSON.stringify(setup), state_hash: stateHash(setup) }];
  const actions: ActionRow[] = [];
  // The surviving moves' states, newest last: an undo row restores the one below the top.
  const stack: unknown[] = [setup];
  for (const row of file.actions) {
    let state: unknown;
    let payloadJson = 'null';
    if (row.kind === 'action') {
      // replayExport has applied this very log: parse and apply cannot refuse here.
      const action = module.parseAction(row.payload);
      if (!action.ok) throw ServiceError.fromRule(action.error);
      const applied = module.apply(stack[stack.length - 1], row.seat, action.value);
      if (!applied.ok) throw ServiceError.fromRule(applied.error);
      state = applied.state;
      payloadJson = JSON.stringify(action.value);
      stack.push(state);
    } else {
      stack.pop();
      state = stack[stack.length - 1];
    }
    const hash = stateHash(state);
    if (row.hash !== undefined && row.hash !== hash) {
      throw new ServiceError('import_replay_mismatch', `Row ${row.seq} of the file records a state its move does not lead to`, { seq: row.seq, reason: 'hash' });
    }
    actions.push({ seq: row.seq, seat: row.seat, kind: row.kind, payload_json: payloadJson, undoes: row.undoes, state_hash: hash, created_at: row.createdAt ?? now });
    const finished = module.status(state).result !== null;
    if (row.kind === 'undo' || finished || row.seq % SNAPSHOT_EVERY === 0) snapshots.push({ seq: row.seq, state_json: JSON.stringify(state), state_hash: hash });
  }
  const final = stack[stack.length - 1];
  const status = module.status(final);
  const bots = file.session.bots ?? [];
  const levels = file.session.botLevels ?? [];
  return {
    fileId: file.session.id,
    row: {
      game_id: file.session.gameId,
      title: file.session.title.trim(),
      seed: file.session.seed,
      options_json: JSON.stringify(options.value),
      engine_version: file.session.engineVersion,
      rules_version: rulesVersion,
      // Profiles belong to the computer they were made on: the import keeps names and bot seats only.
      players_json: JSON.stringify(file.session.players.map((name, seat) => storedPlayer({ name: name.trim(), bot: bots.includes(seat), botLevel: levels[bots.indexOf(seat)] }))),
      created_at: file.session.createdAt ?? now,
      last_played_at: file.session.lastPlayedAt ?? now,
      status: status.result ? 'finished' : 'active',
      summary_json: JSON.stringify(status.summary),
      result_json: JSON.stringify(status.result as GameResult | null),
      head_seq: actions.length,
    },
    actions,
    snapshots,
    olderRules,
    bots,
    botLevels: bots.map((_, i) => levels[i] ?? DEFAULT_BOT_LEVEL),
  };
}
