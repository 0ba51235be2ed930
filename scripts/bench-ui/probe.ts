/**
 * The Node side of the in-page probe (scripts/bench-ui-page.js): takes the moves it recorded and
 * the newest table answer it kept. Every call is made between moves, never while one is timed.
 */
import type { Page } from 'playwright-core';
import type { Seat } from '../../shared/engine/contract';

export interface MoveSample {
  total: number;
  request: number;
  /** Of `request`: from sending to the first byte of the answer (the host working, mostly). */
  host: number;
  json: number;
  requests: number;
  bytes: number;
  /** A lifted hand-off cover (the table is drawn anew for the next person), not a move on the table. */
  fromCover: boolean;
}

/** The newest answer that carried a table, as the page received it. */
export interface TableAnswer<V = unknown, A = unknown> {
  seq: number;
  seat: Seat | null;
  view: V;
  legal: A[];
}

export async function takeSamples(page: Page): Promise<MoveSample[]> {
  // A string, as the page's globals are not Node's (scripts are typechecked without the DOM).
  return page.evaluate('(() => { const out = window.__bench.samples; window.__bench.samples = []; return out; })()') as Promise<MoveSample[]>;
}

/** Waits for the probe to record the move just clicked (samples are taken, so it is the first). */
export async function moveRecorded(page: Page): Promise<void> {
  await page.evaluate('window.__bench.waitSamples(1)');
}

export async function lastTable<V, A>(page: Page): Promise<TableAnswer<V, A>> {
  const text = (await page.evaluate('window.__bench.lastTable')) as string | null;
  if (!text) throw new Error('no table answer yet');
  return (JSON.parse(text) as { data: TableAnswer<V, A> }).data;
}

/** Creates a game through the host's own API (the new-game forms have their own tests). */
export async function createThroughApi(baseUrl: string, command: string, body: unknown): Promise<string> {
  const response = await fetch(`${baseUrl}/api/${command}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const result = (await response.json()) as { ok: boolean; data?: { id: string }; error?: unknown };
  if (!result.ok || !result.data) throw new Error(`${command} failed: ${JSON.stringify(result.error)}`);
  return result.data.id;
}

/** A full page load of a table (a hash-only goto could race the app's own first navigation). */
export async function openTable(page: Page, baseUrl: string, sessionId: string): Promise<void> {
  await page.goto(`${baseUrl}/?open=${encodeURIComponent(sessionId)}#/play/${sessionId}`);
}
