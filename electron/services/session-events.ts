/**
 * What happened to a session, for whoever shows it live (the seat screens, issue 23): a commit
 * (a move, a bot's move or an undo, already written) or the session's deletion. Told after the
 * write and before the caller is answered, so a push leaves within the same tick as the answer.
 * A listener's failure is its own: it never turns a committed move into an error.
 */
export type SessionEvent = { kind: 'committed'; sessionId: string; seq: number } | { kind: 'deleted'; sessionId: string };
export type SessionListener = (event: SessionEvent) => void;

export class SessionEvents {
  private readonly listeners = new Set<SessionListener>();

  /** Adds a listener; the function returned removes it. */
  on(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: SessionEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // The move is saved whatever a screen does with the news; the screen catches up on its next hello.
      }
    }
  }
}
