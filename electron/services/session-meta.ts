/**
 * A session row read as a session (`SessionMeta`), and the summary the list and every snapshot
 * show of it. Plain functions over a row: the replay viewer, the rematch, the profile history
 * and the darkness end-of-game read saves through them too.
 */
import type { AnyGameModule, GameResult } from '../../shared/engine/contract';
import { gameModule } from '../../shared/games/registry';
import type { GameId, SessionSummary } from '../../shared/ipc/contract';
import { listedSummary } from './catalog';
import { botLevels, botSeats, type PlayerEntry } from './seat-roles';
import { rowRulesVersion } from './session-rules';
import type { SessionRow } from './session-store';

export interface SessionMeta {
  id: string;
  gameId: string;
  title: string;
  seed: string;
  options: unknown;
  engineVersion: number;
  /** The rules version the game plays by (session-rules.ts). */
  rulesVersion: number;
  /** The rules version new games of this kind get, when this build plays the game. */
  currentRulesVersion: number | null;
  players: PlayerEntry[];
  createdAt: string;
  lastPlayedAt: string;
  status: 'active' | 'finished';
  summary: Record<string, number | string>;
  result: GameResult | null;
}

/** A row read as a session; `module` (by default this build's game of that id) gives the rules figures. */
export function metaOf(row: SessionRow, module: AnyGameModule | undefined = gameModule(row.game_id)): SessionMeta {
  return {
    id: row.id,
    gameId: row.game_id,
    title: row.title,
    seed: row.seed,
    options: JSON.parse(row.options_json),
    engineVersion: row.engine_version,
    rulesVersion: rowRulesVersion(row, module),
    currentRulesVersion: module?.rulesVersion ?? null,
    players: JSON.parse(row.players_json) as PlayerEntry[],
    createdAt: row.created_at,
    lastPlayedAt: row.last_played_at,
    status: row.status,
    summary: JSON.parse(row.summary_json) as Record<string, number | string>,
    result: JSON.parse(row.result_json) as GameResult | null,
  };
}

export function summaryOf(meta: SessionMeta): SessionSummary {
  return {
    id: meta.id,
    gameId: meta.gameId as GameId,
    title: meta.title,
    players: meta.players.map((p) => p.name),
    bots: botSeats(meta.players),
    botLevels: botLevels(meta.players),
    createdAt: meta.createdAt,
    lastPlayedAt: meta.lastPlayedAt,
    status: meta.status,
    summary: listedSummary(meta.summary, meta.status === 'finished'),
    result: meta.result,
    ...(meta.currentRulesVersion !== null && meta.rulesVersion < meta.currentRulesVersion
      ? { olderRules: { version: meta.rulesVersion, current: meta.currentRulesVersion } }
      : {}),
  };
}
