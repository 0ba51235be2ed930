/**
 * A move, a person's or a bot's: parsed, applied by the game's rules, and logged with the hash
 * of the state it led to in one transaction, before anyone is answered. Bot seats are played
 * here, in main, from their own view (bot-turn.ts), and their moves are logged like any other.
 */
import type { GameStatus, Seat } from '../../shared/engine/contract';
import { stateHash } from '../../shared/engine/hash';
import { decideHere, type BotJob } from './bot-runner';
import { botJob } from './bot-turn';
import { nowIso } from './clock';
import { ServiceError } from './errors';
import { SNAPSHOT_EVERY, type LiveSession, type LiveSessions } from './live-sessions';
import { botLevelOf, firstBotDeciding } from './seat-roles';

/**
 * Parses, applies and logs one move by `seat` in one transaction, then advances the cached
 * session. The caller has already checked that the move may be made now.
 */
export function commitMove(lives: LiveSessions, live: LiveSession, seat: Seat, rawAction: unknown): GameStatus {
  const sessionId = live.meta.id;
  const parsed = live.module.parseAction(rawAction);
  if (!parsed.ok) throw ServiceError.fromRule(parsed.error);
  const applied = live.module.apply(live.state, seat, parsed.value);
  if (!applied.ok) throw ServiceError.fromRule(applied.error);

  const next = applied.state;
  const status = live.module.status(next);
  const seq = live.headSeq + 1;
  const hash = stateHash(next);
  const now = nowIso();
  const finished = status.result !== null;
  lives.append(
    live,
    { session_id: sessionId, seq, seat, kind: 'action', payload_json: JSON.stringify(parsed.value), undoes: null, state_hash: hash, created_at: now },
    {
      id: sessionId,
      head_seq: seq,
      last_played_at: now,
      status: finished ? 'finished' : 'active',
      summary_json: JSON.stringify(status.summary),
      result_json: JSON.stringify(status.result),
    },
    finished || seq % SNAPSHOT_EVERY === 0 ? { session_id: sessionId, seq, state_json: JSON.stringify(next), state_hash: hash } : null,
  );

  // Only after the commit: a failed write leaves the cached session as it was.
  Object.assign(live.meta, { lastPlayedAt: now, status: finished ? 'finished' : 'active', summary: status.summary, result: status.result });
  live.before = { state: live.state };
  live.state = next;
  live.headSeq = seq;
  live.last = { seq, seat };
  return status;
}

/**
 * One move of the bot whose turn it is, decided from its own seat's view; refused with
 * not_bot_turn when a person (or nobody) decides. The caller has checked the game is current.
 */
export function commitBotMove(lives: LiveSessions, live: LiveSession): GameStatus {
  const { seat, job } = botTurnOf(live);
  return commitMove(lives, live, seat, decideHere(live.module, job));
}

/**
 * The bot whose turn it is and what it is given to decide, or not_bot_turn when a person (or
 * nobody) decides. The decision itself may be made elsewhere (bot-runner.ts) and committed later.
 */
export function botTurnOf(live: LiveSession): { seat: Seat; job: BotJob } {
  const deciding = live.module.status(live.state).deciding;
  // The first bot among the seats deciding: with several at once (Salem's passes, S66) it need not be the first seat.
  const seat = firstBotDeciding(live.meta.players, deciding);
  if (seat === null) {
    throw new ServiceError('not_bot_turn', `No bot decides now (deciding: ${deciding.join(',') || 'nobody'})`, {
      deciding: deciding.join(','),
    });
  }
  // The seat's level as stored with the game: a game resumed tomorrow plays its bots as chosen today.
  return { seat, job: botJob(live.module, live.state, seat, live.headSeq, botLevelOf(live.meta.players[seat])) };
}
