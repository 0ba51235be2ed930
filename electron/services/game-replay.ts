/**
 * Finished games looked back on: the end-of-game summary and the step-by-step replay. Both
 * rebuild the game's whole line of play from its seq-0 snapshot and surviving moves, and
 * both refuse a game still in progress, since a replay with open hands would reveal it.
 */
import type { AnyGameModule } from '../../shared/engine/contract';
import { endStatsBuilder } from '../../shared/games/end-stats-registry';
import { replayHistory, survivingMoves, type GameHistory } from '../../shared/engine/history';
import type { EndOfGame, ReplayFrame } from '../../shared/ipc/history-types';
import type { GameId } from '../../shared/ipc/contract';
import type { Db } from './database';
import { ServiceError } from './errors';
import { LruCache } from './lru-cache';
import { SessionStore, type SessionRow } from './session-store';
import { readSnapshot, replayMismatch } from './session-integrity';
import { metaOf, summaryOf } from './session-meta';
import { resolveRulesVersion } from './session-rules';
import { damagedColumn, sessionDamaged } from './damaged-session';

interface Rebuilt {
  row: SessionRow;
  module: AnyGameModule;
  history: GameHistory;
}

export class GameReplayService {
  private readonly store: SessionStore;
  /** A replay asks for many steps of the same game in a row: its history is kept. */
  private readonly cache = new LruCache<string, Rebuilt>(2);

  constructor(
    db: Db,
    private readonly games: (id: string) => AnyGameModule | undefined,
  ) {
    this.store = new SessionStore(db);
  }

  endOfGame(sessionId: string): EndOfGame {
    const { row, history } = this.rebuild(sessionId);
    const builder = endStatsBuilder(row.game_id);
    if (!builder) throw new ServiceError('game_not_available', `No end-of-game summary for ${row.game_id}`, { gameId: row.game_id });
    return { sessionId, gameId: row.game_id as GameId, stats: builder.stats(history) };
  }

  replayAt(sessionId: string, step: number, allHands: boolean): ReplayFrame {
    const { row, module, history } = this.rebuild(sessionId);
    const steps = history.steps.length;
    if (step > steps) throw new ServiceError('invalid_step', `This game has ${steps} steps`, { step, steps });
    const state = history.states[step];
    const status = module.status(state);
    const hands = allHands ? (endStatsBuilder(row.game_id)?.hands(state) ?? null) : null;
    return {
      snapshot: {
        session: summaryOf(metaOf(row)),
        seq: step,
        seat: null,
        status,
        view: module.view(state, { kind: 'public' }),
        legal: [],
        handoffTo: null,
        botToMove: null,
        undoSeat: null,
        openInformation: false,
      },
      step,
      steps,
      mover: step === 0 ? null : history.steps[step - 1]!.seat,
      hands,
    };
  }

  private rebuild(sessionId: string): Rebuilt {
    const row = this.store.getSession(sessionId);
    if (!row) throw new ServiceError('session_not_found', `No saved session ${sessionId}`, { sessionId });
    const column = damagedColumn(row);
    if (column) throw sessionDamaged(sessionId, column);
    // Ruling R-1: only a finished game is looked back on; its hands are no longer secret.
    if (row.status !== 'finished') throw new ServiceError('game_not_finished', 'This game is still being played', { sessionId });
    const key = `${sessionId}@${row.head_seq}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const module = this.games(row.game_id);
    if (!module) throw new ServiceError('game_not_available', `This build cannot play ${row.game_id}`, { gameId: row.game_id });
    const start = this.store.snapshotAt(sessionId, 0);
    if (!start) throw replayMismatch(sessionId, 0, 'no snapshot');
    const rows = this.store.actionsBetween(sessionId, 0, row.head_seq + 1);
    let history: GameHistory;
    try {
      const moves = survivingMoves(rows.map((r) => ({ seq: r.seq, seat: r.seat, kind: r.kind, action: r.kind === 'action' ? parsedAction(module, r.payload_json) : null, undoes: r.undoes })));
      const rulesVersion = resolveRulesVersion(this.store, module, row, () => ({
        sessionId,
        module,
        headSeq: row.head_seq,
        actions: this.store.allActions(sessionId),
        snapshots: this.store.allSnapshots(sessionId),
      }));
      history = replayHistory(module, readSnapshot(start, sessionId, rulesVersion), moves);
    } catch (error) {
      if (error instanceof ServiceError) throw error;
      throw replayMismatch(sessionId, row.head_seq, (error as Error).message);
    }
    const rebuilt = { row, module, history };
    this.cache.set(key, rebuilt);
    return rebuilt;
  }
}

/** A logged move as the rules read it (the same parse a live move goes through). */
function parsedAction(module: AnyGameModule, json: string): unknown {
  const parsed = module.parseAction(JSON.parse(json));
  if (!parsed.ok) throw new Error(`a logged move does not parse: ${parsed.error.code}`);
  return parsed.value;
}
