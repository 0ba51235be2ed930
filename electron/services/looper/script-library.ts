/**
 * Tragedy Looper's script library: the scripts Velada ships (code, never stored) plus the
 * ones a family imports (table looper_scripts). The list is shown to protagonists as well,
 * so a summary carries the handbook title and the public card's figures only — never the
 * secret card, the story or the mastermind's hints. The full script leaves this service only
 * towards main's own callers (a new game's options, an export file written by main).
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../shared/engine/hash';
import type { Script } from '../../../shared/games/looper/script';
import { scriptFromJson, scriptToJson } from '../../../shared/games/looper/script-file';
import { SHIPPED_SCRIPTS } from '../../../shared/games/looper/scripts';
import type { ScriptProblem } from '../../../shared/games/looper/validate-script';
import type { LooperScriptSummary, ScriptImportResult } from '../../../shared/ipc/contract';
import { nowIso } from '../clock';
import type { Db } from '../database';
import { ServiceError } from '../errors';
import { exportFileName, type ExportDocument } from '../session-file';

const IMPORTED_PREFIX = 'user-';

interface ScriptRow {
  id: string;
  json: string;
  imported_at: string;
}

export class ScriptLibraryService {
  private readonly shipped: ReadonlyMap<string, Script>;

  constructor(
    private readonly db: Db,
    shipped: readonly Script[] = SHIPPED_SCRIPTS,
  ) {
    this.shipped = new Map(shipped.map((script) => [script.id, script]));
  }

  /** Shipped scripts first (in their own order), then imported ones, oldest first. */
  list(): LooperScriptSummary[] {
    const imported = this.rows().flatMap((row) => {
      const script = readStored(row);
      return script ? [summaryOf(script, false)] : [];
    });
    return [...[...this.shipped.values()].map((script) => summaryOf(script, true)), ...imported];
  }

  /**
   * Reads, validates and stores a script file. Any problem — too large, not JSON, not the
   * format, a broken authoring rule — is refused as `invalid_script` with every problem, and
   * nothing is written. The same content imported again is not an error (ruling S17).
   */
  import(text: string): ScriptImportResult {
    const script = parseOrRefuse(text);
    const shippedTwin = this.shippedTwin(script);
    if (shippedTwin) {
      throw new ServiceError('script_is_shipped', `This file is Velada's own script ${shippedTwin}, which is already in the list`, {
        scriptId: shippedTwin,
      });
    }
    const id = importedId(script);
    const existing = this.row(id);
    if (existing) {
      const stored = readStored(existing);
      if (stored) return { script: summaryOf(stored, false), added: false };
    }
    const stored: Script = { ...script, id };
    this.db
      .prepare('INSERT OR REPLACE INTO looper_scripts (id, json, imported_at) VALUES (?, ?, ?)')
      .run(id, scriptToJson(stored), nowIso());
    return { script: summaryOf(stored, false), added: true };
  }

  /** The whole script, secret card included: for main's own use (a new game's options). */
  get(id: string): Script {
    const shipped = this.shipped.get(id);
    if (shipped) return shipped;
    const row = this.row(id);
    const script = row ? readStored(row) : null;
    if (!script) throw notFound(id);
    return script;
  }

  /**
   * The whole script for the editor (scripts.get). Refused while an unfinished game plays it:
   * the editor's cover keeps protagonists away from the screen, not a caller away from the
   * secret card of the game on the table.
   */
  editorCopy(id: string): Script {
    const script = this.get(id);
    refuseInPlay(this.db, script);
    return script;
  }

  /**
   * The file an export writes: the stored text itself for an imported script, so it is
   * byte-stable. Refused like editorCopy while an unfinished game plays the script.
   */
  exportFile(id: string): ExportDocument {
    const shipped = this.shipped.get(id);
    if (shipped) {
      refuseInPlay(this.db, shipped);
      return { fileName: scriptFileName(shipped), json: scriptToJson(shipped) };
    }
    const row = this.row(id);
    const script = row ? readStored(row) : null;
    if (!row || !script) throw notFound(id);
    refuseInPlay(this.db, script);
    return { fileName: scriptFileName(script), json: row.json };
  }

  /** Imported scripts only. A game already started keeps its own copy of the script (options_json). */
  delete(id: string): void {
    if (this.shipped.has(id)) {
      throw new ServiceError('cannot_delete_shipped', `Script ${id} comes with Velada and cannot be deleted`, { scriptId: id });
    }
    const { changes } = this.db.prepare('DELETE FROM looper_scripts WHERE id = ?').run(id);
    if (changes === 0) throw notFound(id);
  }

  /** A shipped script with the same content (its id aside), e.g. an exported shipped script brought back. */
  private shippedTwin(script: Script): string | null {
    if (this.shipped.has(script.id)) return script.id;
    const hash = contentHash(script);
    for (const shipped of this.shipped.values()) if (contentHash(shipped) === hash) return shipped.id;
    return null;
  }

  private rows(): ScriptRow[] {
    return this.db.prepare('SELECT id, json, imported_at FROM looper_scripts ORDER BY imported_at, id').all() as ScriptRow[];
  }

  private row(id: string): ScriptRow | undefined {
    return this.db.prepare('SELECT id, json, imported_at FROM looper_scripts WHERE id = ?').get(id) as ScriptRow | undefined;
  }
}

/** What protagonists may read about a script before choosing it: no secret card, story or hints. */
export function summaryOf(script: Script, shipped: boolean): LooperScriptSummary {
  return {
    id: script.id,
    title: { es: script.handbook.title.es, en: script.handbook.title.en },
    tragedySet: script.public.tragedySet,
    loops: script.public.loops,
    days: script.public.days,
    difficulty: { ...script.handbook.difficulty },
    shipped,
  };
}

/** 'user-' and 16 hex digits of the content's SHA-256, the file's own id left out. */
export function importedId(script: Script): string {
  return `${IMPORTED_PREFIX}${contentHash(script).slice(0, 16)}`;
}

function contentHash(script: Script | Record<string, unknown>): string {
  const { id: _id, ...content } = script;
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

interface PlayedScriptRow {
  title: string;
  options_json: string;
}

/**
 * A new game copies the whole script into its options (`options.script`, its id kept), so a
 * game plays `script` when that copy has its id or its content. A row whose options no longer
 * read is skipped: it cannot be played until it is rescued.
 */
function refuseInPlay(db: Db, script: Script): void {
  const rows = db
    .prepare("SELECT title, options_json FROM sessions WHERE game_id = 'looper' AND status <> 'finished' ORDER BY created_at, id")
    .all() as PlayedScriptRow[];
  const hash = contentHash(script);
  for (const row of rows) {
    const played = playedScript(row.options_json);
    if (played && (played.id === script.id || contentHash(played) === hash)) {
      throw new ServiceError('script_in_play', `Script ${script.id} is being played in "${row.title}"; it stays hidden until that game ends`, {
        scriptId: script.id,
        title: row.title,
      });
    }
  }
}

function playedScript(optionsJson: string): Record<string, unknown> | null {
  try {
    const script = (JSON.parse(optionsJson) as { script?: unknown }).script;
    return typeof script === 'object' && script !== null && !Array.isArray(script) ? (script as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** scriptFromJson checks size, JSON, shape and every authoring rule, and reports them all. */
function parseOrRefuse(text: string): Script {
  const read = scriptFromJson(text);
  if (!read.ok) throw invalidScript(read.problems);
  return read.value;
}

/**
 * ServiceError params are flat strings and numbers (they cross IPC unchanged), so the list of
 * problems travels as JSON in `problems` (ruling S18; the renderer reads it with scriptProblemsOf).
 */
function invalidScript(problems: ScriptProblem[]): ServiceError {
  const first = problems[0];
  const list = problems.map((p) => ({ path: p.path, code: p.code, es: p.message.es, en: p.message.en }));
  return new ServiceError(
    'invalid_script',
    `The script file was refused (${problems.length} problem${problems.length === 1 ? '' : 's'})${first ? `: ${first.path || '(file)'}: ${first.message.en}` : ''}`,
    { count: problems.length, problems: JSON.stringify(list) },
  );
}

/** A stored row is re-read through the same parser; one that no longer passes is left out. */
function readStored(row: ScriptRow): Script | null {
  const read = scriptFromJson(row.json);
  return read.ok ? { ...read.value, id: row.id } : null;
}

/** "velada-looper-script-la-ultima-funcion.json", named like a session export. */
function scriptFileName(script: Script): string {
  return exportFileName('looper-script', script.handbook.title.es);
}

function notFound(id: string): ServiceError {
  return new ServiceError('script_not_found', `No script ${id} in the library`, { scriptId: id });
}
