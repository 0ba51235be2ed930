/**
 * Plays Salem through the real session service with a plain, deterministic policy (every seat a
 * person, so each decision is opened for its own seat as the table would), keeping the engine's
 * own copy of the state beside it: the truth the service's answers are searched against, and the
 * game the reopened save must go on to match move for move.
 */
import { expect } from 'vitest';
import type { SessionService } from '../../electron/services/sessions';
import type { Seat } from '../../shared/engine/contract';
import { stateHash } from '../../shared/engine/hash';
import { gameModule } from '../../shared/games/registry';
import type { SalemAction, SalemState, SalemView } from '../../shared/games/salem/types';
import type { SessionSnapshot } from '../../shared/ipc/contract';

export const salem = () => gameModule('salem')!;

export interface Game {
  id: string;
  state: SalemState;
  /** Every string the public table has shown so far: a card seen once (played, discarded) is no secret in a hand later. */
  known: Set<string>;
  /** The cards each seat has held: a Robbery may pass a hand on, and its old owner knows it. */
  held: Set<string>[];
}

/** What `seat` may already know of the cards: the public table's and its own past hands. */
export function knownTo(game: Game, seat: Seat | null): Set<string> {
  return seat === null ? game.known : new Set([...game.known, ...game.held[seat]!]);
}

export function stringsIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, into);
}

function learn(game: Game): void {
  stringsIn(salem().view(game.state, { kind: 'public' }), game.known);
  game.state.players.forEach((p, seat) => {
    for (const card of p.hand) game.held[seat]!.add(card);
  });
}

export const top = (s: SalemState) => s.pending[s.pending.length - 1];
export const viewOf = (snap: SessionSnapshot) => snap.view as SalemView;

/**
 * The plain policy: draw whenever a turn may (the deck runs to its black cards), keep the first
 * offered character, confess nothing, decline optional draws, reveal the first position offered,
 * and answer every night prompt with its first option.
 */
export function plain(legal: SalemAction[]): SalemAction {
  const draw = legal.find((a) => a.type === 'draw');
  if (draw) return draw;
  const night = legal.find((a) => a.type === 'night' && a.confess === null && !a.timedOut);
  if (night) return night;
  const decline = legal.find((a) => a.type === 'offer' && !a.use);
  if (decline) return decline;
  const end = legal.find((a) => a.type === 'end');
  if (end) return end;
  return legal[0]!;
}

/** The deciding seat's own snapshot (every seat a person: each decision is opened for itself). */
export function deciderSnap(service: SessionService, id: string): SessionSnapshot {
  const pub = service.open(id, null);
  return pub.status.result ? pub : service.open(id, pub.status.deciding[0]!);
}

/** One move by the deciding seat, through the service and on the engine's copy alike. */
export function move(service: SessionService, game: Game, choose: (legal: SalemAction[], snap: SessionSnapshot) => SalemAction = plain): SessionSnapshot {
  const snap = deciderSnap(service, game.id);
  const seat = snap.seat as Seat;
  const action = choose(snap.legal as SalemAction[], snap);
  const after = service.act(game.id, seat, snap.seq, action);
  const applied = salem().apply(game.state, seat, action);
  if (!applied.ok) throw new Error(`the engine refused what the service took: ${applied.error.code}`);
  game.state = applied.state as SalemState;
  learn(game);
  return after;
}

/** Moves until `stop` holds on the true state (checked before each move), or the game ends. */
export function playUntil(service: SessionService, game: Game, stop: (s: SalemState) => boolean, limit = 3000): boolean {
  for (let i = 0; i < limit; i++) {
    if (game.state.result) return false;
    if (stop(game.state)) return true;
    move(service, game);
  }
  throw new Error(`no stop and no end after ${limit} moves`);
}

export function startGame(service: SessionService, players: number, seed: string, options: Record<string, unknown> = {}): Game {
  const names = ['Ana', 'Luis', 'Eva', 'Leo', 'Sara', 'Tomás', 'Inés', 'Raúl', 'Nuria', 'Pablo', 'Olga', 'Iker'].slice(0, players);
  const summary = service.create('salem', undefined, names.map((name) => ({ name })), { nightSeconds: 1, ...options }, seed);
  const game: Game = { id: summary.id, state: service.load(summary.id).state as SalemState, known: new Set(), held: names.map(() => new Set<string>()) };
  learn(game);
  return game;
}

/** The service's state (rebuilt from the file when the cache is cold) is the engine's copy. */
export function expectInStep(service: SessionService, game: Game): void {
  expect(service.load(game.id).hash).toBe(stateHash(game.state));
}
