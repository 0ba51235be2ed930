/**
 * The page's end of the web host's command socket (electron/web/command-socket.ts): commands go
 * as messages on one open WebSocket, which answers far sooner than a request per command. Until
 * the socket is open, after it closes, and where there is none, the bridge sends a request
 * instead, so a command never waits for the socket and never depends on it. The host also pushes
 * messages without an id (a game committed a move: issue 23); with someone listening to those,
 * a dropped socket is opened again by itself, since no command may come to reopen it.
 */

/** What the bridge needs of a WebSocket (the browser's own, or a test's). */
export interface SocketLike {
  readonly readyState: number;
  send(text: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export const SOCKET_OPEN = 1;
/** After a socket closes (or fails to open), requests carry the commands this long before the next try. */
export const RECONNECT_AFTER_MS = 1000;

export interface CommandSocket {
  /** Sends a command when the socket is open: the answer's `result` (not yet checked), or null if it closed first. `undefined`: not open, send a request instead. */
  call(command: string, request: unknown): Promise<unknown> | undefined;
}

/** What the page does with the host's pushes (messages without an id). */
export interface SocketPushes {
  push(message: unknown): void;
  /** Someone listens to pushes: a dropped socket is reopened after RECONNECT_AFTER_MS. */
  wanted(): boolean;
  /** The socket opened again after a drop: pushes may have been missed meanwhile. */
  reopened(): void;
}

export function createCommandSocket(open: () => SocketLike, now: () => number = () => Date.now(), pushes: SocketPushes | null = null): CommandSocket {
  let socket: SocketLike | null = null;
  let retryAt = 0;
  let nextId = 1;
  let everOpened = false;
  let reopenTimer: ReturnType<typeof setTimeout> | null = null;
  const pending = new Map<number, (result: unknown) => void>();

  function connect(): void {
    if (reopenTimer !== null) clearTimeout(reopenTimer);
    reopenTimer = null;
    const s = open();
    socket = s;
    s.onopen = () => {
      if (everOpened) pushes?.reopened();
      everOpened = true;
    };
    s.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let answer: { id?: unknown; result?: unknown };
      try {
        answer = JSON.parse(event.data) as { id?: unknown; result?: unknown };
      } catch {
        return;
      }
      if (typeof answer !== 'object' || answer === null) return;
      if (answer.id === undefined) {
        pushes?.push(answer);
        return;
      }
      const settle = typeof answer.id === 'number' ? pending.get(answer.id) : undefined;
      if (!settle) return;
      pending.delete(answer.id as number);
      settle(answer.result);
    };
    s.onclose = () => {
      if (socket === s) socket = null;
      retryAt = now() + RECONNECT_AFTER_MS;
      // Whether these commands were carried out is unknown, as with a request cut off mid-way.
      for (const settle of pending.values()) settle(null);
      pending.clear();
      if (pushes?.wanted() && reopenTimer === null) {
        reopenTimer = setTimeout(() => {
          reopenTimer = null;
          if (socket === null && pushes.wanted()) connect();
        }, RECONNECT_AFTER_MS);
      }
    };
    s.onerror = () => undefined;
  }

  // Opened at once, so the socket is usually ready by the first move.
  connect();
  return {
    call(command, request) {
      if (socket === null && now() >= retryAt) connect();
      if (socket === null || socket.readyState !== SOCKET_OPEN) return undefined;
      const id = nextId++;
      const answer = new Promise<unknown>((resolve) => pending.set(id, resolve));
      socket.send(JSON.stringify({ id, command, request }));
      return answer;
    },
  };
}

/** The page's own socket, on the host that served it; none where the browser has no WebSocket. */
export function pageCommandSocket(pushes: SocketPushes | null = null): CommandSocket | null {
  // Through globalThis: this module is also typechecked (and unit-tested) without the DOM.
  const page = globalThis as { location?: { protocol: string; host: string }; WebSocket?: new (url: string) => SocketLike };
  const { location, WebSocket } = page;
  if (!WebSocket || !location) return null;
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/socket`;
  return createCommandSocket(() => new WebSocket(url), undefined, pushes);
}
