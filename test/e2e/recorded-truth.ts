/**
 * What the privacy tests record in the browser — every /api answer that carries a table and a
 * DOM snapshot after each click, labelled with the seat it is addressed to — and the truth to
 * search them against: the state after each seq, rebuilt from the saved log with the engine.
 */
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import type { AnyGameModule, Seat } from '../../shared/engine/contract';
import { gameModule } from '../../shared/games/registry';
import type { SilentesState } from '../../shared/games/silentes/types';
import { grizzledSecrets } from './grizzled-secrets';
import { onAnswers } from './answers';

export interface Recorded {
  what: string;
  /** The seq of the table this shows, and the seat it is addressed to (null: cover or public table). */
  seq: number;
  seat: Seat | null;
  /** JSON text of an answer, or the page's HTML. */
  text: string;
  kind: 'answer' | 'dom';
}

/** Records every answer that carries a table (a request's or the command socket's), with the seat it was addressed to. */
export function recordAnswers(page: Page, into: Recorded[]): { last: () => { seq: number; seat: Seat | null } } {
  let last = { seq: 0, seat: null as Seat | null };
  onAnswers(page, (command, text) => {
    let data: { seq?: number; seat?: Seat | null } | undefined;
    try {
      data = (JSON.parse(text) as { data?: { seq?: number; seat?: Seat | null } }).data;
    } catch {
      data = undefined;
    }
    const isTable = data !== undefined && data !== null && typeof data === 'object' && typeof data.seq === 'number' && 'seat' in data;
    if (isTable) last = { seq: data!.seq!, seat: data!.seat ?? null };
    into.push({ what: command, kind: 'answer', text, seq: isTable ? data!.seq! : last.seq, seat: isTable ? (data!.seat ?? null) : null });
  });
  return { last: () => last };
}

export async function snapshotDom(page: Page, into: Recorded[], last: { seq: number; seat: Seat | null }, what: string): Promise<void> {
  const mode = await page.getByTestId('play').getAttribute('data-mode');
  into.push({ what, kind: 'dom', text: await page.content(), seq: last.seq, seat: mode === 'handoff' || mode === 'moment' ? null : last.seat });
}

/** The state after each seq of a session's log, rebuilt from its seed with the engine (undo rows included). */
export interface Truth {
  module: AnyGameModule;
  at: (seq: number) => unknown;
  /** Every string the public table has shown up to `seq`: a card shown once (a hide card that went back to the hand) is no secret. */
  publicUpTo: (seq: number) => Set<string>;
}

function stringsIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, into);
}

export function statesOf(dataFile: string, sessionId: string): Truth {
  const db = new Database(dataFile, { readonly: true, fileMustExist: true });
  try {
    const session = db.prepare('SELECT game_id, seed, options_json FROM sessions WHERE id = ?').get(sessionId) as {
      game_id: string;
      seed: string;
      options_json: string;
    };
    const rows = db.prepare('SELECT seq, seat, kind, payload_json FROM actions WHERE session_id = ? ORDER BY seq').all(sessionId) as {
      seq: number;
      seat: number;
      kind: 'action' | 'undo';
      payload_json: string;
    }[];
    const module = gameModule(session.game_id)!;
    const stack: unknown[] = [module.setup(JSON.parse(session.options_json), session.seed)];
    const bySeq: unknown[] = [stack[0]];
    for (const row of rows) {
      if (row.kind === 'undo') stack.pop();
      else {
        const applied = module.apply(stack[stack.length - 1], row.seat, JSON.parse(row.payload_json));
        if (!applied.ok) throw new Error(`log does not replay at ${row.seq}: ${applied.error.code}`);
        stack.push(applied.state);
      }
      bySeq[row.seq] = stack[stack.length - 1];
    }
    const seen: Set<string>[] = [];
    let known = new Set<string>();
    bySeq.forEach((state, seq) => {
      if (state === undefined) return;
      known = new Set(known);
      stringsIn(module.view(state, { kind: 'public' }), known);
      seen[seq] = known;
    });
    const publicUpTo = (seq: number): Set<string> => {
      for (let at = seq; at >= 0; at--) if (seen[at]) return seen[at]!;
      return new Set();
    };
    return { module, at: (seq) => bySeq[seq], publicUpTo };
  } finally {
    db.close();
  }
}

/**
 * Where each recorded item shows a secret of a seat it is not addressed to (an item addressed to
 * nobody — a cover, the public table — may show none): in an answer the id as a JSON string, in the
 * DOM as a drawn card or tile. A secret the public table already showed is no longer one.
 */
export function leaksIn(recorded: readonly Recorded[], states: Truth, secretsOf: (state: unknown) => Map<Seat, string[]>): string[] {
  const found: string[] = [];
  for (const item of recorded) {
    const state = states.at(item.seq);
    if (state === undefined) continue;
    const shownPublicly = states.publicUpTo(item.seq);
    for (const [seat, secrets] of secretsOf(state)) {
      if (seat === item.seat) continue;
      for (const id of secrets) {
        if (shownPublicly.has(id)) continue;
        const pattern = item.kind === 'dom' ? [`data-card="${id}"`, `data-tile="${id}"`] : [`"${id}"`];
        const hit = pattern.map((p) => item.text.indexOf(p)).find((at) => at >= 0);
        if (hit !== undefined) {
          const context = item.text.slice(Math.max(0, hit - 80), hit + 20).replace(/\s+/g, ' ');
          found.push(`${item.kind} ${item.what} at seq ${item.seq}, addressed to ${item.seat ?? 'nobody'}: seat ${seat}'s ${id} in …${context}`);
        }
      }
    }
  }
  return found;
}

/** Every seat's secrets at one state of Silentes or The Grizzled: hand cards and support tiles (face-down tile included). */
export function secretsOf(gameId: string): (state: unknown) => Map<Seat, string[]> {
  if (gameId !== 'silentes') return grizzledSecrets;
  return (state) => {
    const out = new Map<Seat, string[]>();
    const s = state as SilentesState;
    if (s.result || s.options.openHands || s.effects.handsRevealedRound === s.round) return out;
    s.seats.forEach((p, seat) => out.set(seat, p.hand.slice()));
    return out;
  };
}

/** Where each recorded item of a Silentes or Grizzled game shows a secret of a seat it is not addressed to. */
export function leaks(gameId: string, recorded: Recorded[], states: Truth): string[] {
  return leaksIn(recorded, states, secretsOf(gameId));
}
