/**
 * A session's export file: the row and its whole log, as `sessions.export` writes it (the
 * re-run of such a file is session-export.ts), and the name offered for it.
 */
import type { ExportFile, GameId } from '../../shared/ipc/contract';
import { damagedColumn, rawSessionDocument } from './damaged-session';
import type { LiveSessions } from './live-sessions';
import { DEFAULT_BOT_LEVEL } from '../../shared/engine/bot-level';
import { botLevels, botSeats } from './seat-roles';
import { notFound } from './session-errors';
import { metaOf } from './session-meta';

export interface ExportDocument {
  fileName: string;
  json: string;
}

/** "velada-grizzled-ana-luis-y-robi.json": readable, and safe on every file system. */
export function exportFileName(gameId: string, title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `velada-${gameId}${slug ? `-${slug}` : ''}.json`;
}

/** The export file as it is written to disk, with the name offered for it. */
export function sessionExportDocument(lives: LiveSessions, sessionId: string): ExportDocument {
  // A session whose own row no longer reads is exported as its stored rows, for rescue by hand.
  const stored = lives.store.getSession(sessionId);
  if (stored && damagedColumn(stored)) return rawSessionDocument(lives.store, sessionId);
  const file = sessionExportFile(lives, sessionId);
  return { fileName: exportFileName(file.session.gameId, file.session.title), json: `${JSON.stringify(file, null, 2)}\n` };
}

export function sessionExportFile(lives: LiveSessions, sessionId: string): ExportFile {
  const row = lives.store.getSession(sessionId);
  if (!row) throw notFound(sessionId);
  const module = lives.games(row.game_id);
  const meta = metaOf(row, module);
  // A row from before versions were recorded is worked out from its log, so the file says the truth.
  if (module) meta.rulesVersion = lives.rulesOf(row, module);
  const rows = lives.store.actionsBetween(sessionId, 0, row.head_seq + 1);
  const levels = botLevels(meta.players);
  const finalHash = rows.length > 0 ? rows[rows.length - 1]!.state_hash : lives.store.snapshotAt(sessionId, 0)!.state_hash;
  return {
    format: 'velada-session',
    version: 1,
    session: {
      id: meta.id,
      gameId: meta.gameId as GameId,
      title: meta.title,
      seed: meta.seed,
      options: meta.options,
      engineVersion: meta.engineVersion,
      rulesVersion: meta.rulesVersion,
      players: meta.players.map((p) => p.name),
      bots: botSeats(meta.players),
      // Only when a bot plays at another level than Normal: a file of a game without levels reads as before (B1).
      ...(levels.some((level) => level !== DEFAULT_BOT_LEVEL) ? { botLevels: levels } : {}),
      // The dates and each row's hash let an import rebuild the rows as they were (S32).
      createdAt: meta.createdAt,
      lastPlayedAt: meta.lastPlayedAt,
    },
    actions: rows.map((r) => ({
      seq: r.seq,
      seat: r.seat,
      kind: r.kind,
      payload: JSON.parse(r.payload_json),
      undoes: r.undoes,
      hash: r.state_hash,
      createdAt: r.created_at,
    })),
    finalHash,
  };
}
