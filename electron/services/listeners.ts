/**
 * A set of listeners told of each event in turn, for the services' live news (session commits,
 * private-screen changes). A listener's failure is its own: the event has already happened (a
 * move is saved, a link is made) whatever a screen does with the news, and the other listeners
 * are still told. The set is copied before telling, so a listener may remove itself meanwhile.
 */
export class Listeners<E> {
  private readonly listeners = new Set<(event: E) => void>();

  /** Adds a listener; the function returned removes it. */
  on(listener: (event: E) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: E): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch {
        // A screen catches up on its next hello or status read.
      }
    }
  }
}
