/**
 * The Looper privacy scan over what a browser recorded (recorded-truth.ts): every answer and DOM
 * snapshot addressed to a protagonist or the public table, searched with the engine's own privacy
 * scan against the true state of that moment. Shared by the Looper e2e tests that record.
 */
import type { GameStatus } from '../../shared/engine/contract';
import { scanLegal, scanLogLine, scanStatus, scanView, secretsOf } from '../../shared/games/looper/privacy-scan';
import { MASTERMIND, type LooperAction, type LooperState, type LooperView } from '../../shared/games/looper/types';
import type { Recorded, Truth } from './recorded-truth';

/** The leaks found, and how many records were searched. */
export function looperLeaks(recorded: readonly Recorded[], truth: Truth): { leaks: string[]; searched: number } {
  const leaks: string[] = [];
  let searched = 0;
  for (const item of recorded) {
    if (item.seat === MASTERMIND) continue;
    const state = truth.at(item.seq) as LooperState | undefined;
    if (!state || state.result) continue;
    const secrets = secretsOf(state);
    if (item.kind === 'answer') {
      // An answer cut short (a request a reload aborted) has no JSON: its text is searched as it is.
      let parsed: { data?: { view?: LooperView; legal?: LooperAction[]; status?: GameStatus; session?: unknown } };
      try {
        parsed = JSON.parse(item.text) as typeof parsed;
      } catch {
        searched++;
        const held = [...[...item.text.matchAll(secrets.quoted)].map((m) => m[1]!), ...secrets.texts.filter((text) => item.text.includes(text))];
        for (const text of held) leaks.push(`${item.what} at ${item.seq}: unparsed answer holds "${text.slice(0, 20)}"`);
        continue;
      }
      const data = parsed.data;
      if (!data?.view) continue;
      searched++;
      leaks.push(...scanView(state, data.view, secrets), ...scanLegal(state, data.legal ?? [], secrets));
      if (data.status) leaks.push(...scanStatus(state, data.status, secrets));
      // L120: the save's summary (the table's header, the save list) does not name the script either.
      for (const text of secrets.texts) if (JSON.stringify(data.session ?? null).includes(text)) leaks.push(`${item.what} at ${item.seq}: session summary`);
      for (const line of data.view.log) leaks.push(...scanLogLine(state, line, secrets));
    } else {
      searched++;
      if (item.text.includes('data-testid="mastermind-screen"')) leaks.push(`${item.what} at ${item.seq}: the mastermind's screen`);
      for (const [, character, role] of item.text.matchAll(/data-testid="character-([a-zA-Z]+)"[^>]*data-role="([a-zA-Z]+)"/g)) {
        if (state.revealedRoles[character as keyof typeof state.revealedRoles] !== role) leaks.push(`${item.what} at ${item.seq}: ${character} shown as ${role}`);
      }
      // The handbook — title, story and hints — is the mastermind's until the end (L120).
      const handbook = [state.script.handbook.title, state.script.handbook.story, ...state.script.handbook.hints].flatMap((t) => [t.es, t.en]).filter((t) => t.trim().length >= 4);
      for (const text of handbook) if (item.text.includes(text)) leaks.push(`${item.what} at ${item.seq}: handbook text`);
    }
  }
  return { leaks, searched };
}
