/**
 * What the host tells the page without being asked (issue 23): a game committed a move somewhere
 * — a phone's move, a bot's, this screen's own —, a game's private screens changed (a phone
 * claimed its link, connected, dropped, was removed: SC32), and the page's command socket came
 * back after a drop (pushes may have been missed meanwhile). The transports feed this one list:
 * the web bridge's command socket, or Electron's preload events (api/client.ts wires them).
 */

export type SessionPush =
  | { kind: 'committed'; sessionId: string; seq: number }
  | { kind: 'screens'; sessionId: string }
  | { kind: 'reconnected' };
export type SessionPushListener = (push: SessionPush) => void;

const listeners = new Set<SessionPushListener>();

export function listenToSessionPushes(listener: SessionPushListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasPushListeners(): boolean {
  return listeners.size > 0;
}

/** A transport heard something: every listener is told (one failing listener stops no other). */
export function tellSessionPush(push: SessionPush): void {
  for (const listener of [...listeners]) {
    try {
      listener(push);
    } catch (err) {
      console.error(err);
    }
  }
}

/** The host's `{push: 'sessions.committed', sessionId, seq}` or `{push: 'screens.changed', sessionId}`, or null for anything else. */
export function hostPushOf(message: unknown): SessionPush | null {
  if (typeof message !== 'object' || message === null) return null;
  const m = message as Record<string, unknown>;
  if (typeof m.sessionId !== 'string') return null;
  if (m.push === 'screens.changed') return { kind: 'screens', sessionId: m.sessionId };
  if (m.push !== 'sessions.committed' || typeof m.seq !== 'number') return null;
  return { kind: 'committed', sessionId: m.sessionId, seq: m.seq };
}
