/**
 * Every answer the page gets from the host, whichever way it came: a response to `POST /api/…`
 * or a message on the command socket (renderer/src/bridge/command-socket.ts). The privacy tests
 * search these, so no answer may slip past by its transport.
 */
import type { Page } from 'playwright-core';

const SOCKET_PATH = '/api/socket';
const RESULT_KEY = ',"result":';

type Listener = (command: string, text: string) => void;
const listeners = new WeakMap<Page, Set<Listener>>();

/**
 * Starts listening to a page's answers. The command socket lives as long as the page, so this
 * runs when the page is made (harness.ts): a recorder added later still hears the socket that
 * was opened before it.
 */
export function tapAnswers(page: Page): void {
  if (listeners.has(page)) return;
  const own = new Set<Listener>();
  listeners.set(page, own);
  const tell = (command: string, text: string): void => own.forEach((listener) => listener(command, text));
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.includes('/api/') || url.endsWith(SOCKET_PATH)) return;
    tell(url.split('/api/')[1]!, await response.text().catch(() => ''));
  });
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith(SOCKET_PATH)) return;
    const commands = new Map<number, string>();
    socket.on('framesent', ({ payload }) => {
      try {
        const call = JSON.parse(String(payload)) as { id: number; command: string };
        commands.set(call.id, call.command);
      } catch {
        // Not a call of ours: the host answers it with an error, heard below.
      }
    });
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      const id = Number(/^\{"id":(\d+)/.exec(text)?.[1]);
      const at = text.indexOf(RESULT_KEY);
      tell(commands.get(id) ?? 'socket', at > 0 ? text.slice(at + RESULT_KEY.length, -1) : text);
      commands.delete(id);
    });
  });
}

/** Calls `listener` with the command's name and the Result's JSON text of every answer from now on. */
export function onAnswers(page: Page, listener: Listener): void {
  tapAnswers(page);
  listeners.get(page)!.add(listener);
}
