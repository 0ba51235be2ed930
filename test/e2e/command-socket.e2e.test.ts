/**
 * The page's commands travel on the web host's command socket once it is open (the bench's
 * click → table figures depend on it), with the page's CSP allowing it, and a page whose socket
 * is cut goes on by requests without losing a move.
 */
import { describe, expect, it } from 'vitest';
import { useApp } from './harness';
import { createSilentesGame, decide, readTable, settled } from './driver';

const app = useApp();

describe('the command socket in the page', () => {
  it('carries the moves of a game, and no move goes as a request', async () => {
    const { page } = app;
    const onSocket: string[] = [];
    const asRequests: string[] = [];
    page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => onSocket.push((JSON.parse(String(payload)) as { command: string }).command)));
    page.on('request', (request) => {
      if (request.url().includes('/api/sessions.act')) asRequests.push(request.url());
    });
    await page.goto(`${app.host.url}/`);
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: 'e2e-socket', openHands: true });
    await settled(page);
    for (let i = 0; i < 4; i++) await decide(page, 'search');
    expect(onSocket.filter((c) => c === 'sessions.act').length).toBeGreaterThanOrEqual(4);
    expect(asRequests).toEqual([]);
    expect(app.problems).toEqual([]);
  });

  it('goes on by requests when the socket is cut, and every move is kept', async () => {
    const { page } = app;
    const before = (await readTable(page)).seq;
    // The host closes the page's socket (as a restart would): the next moves go as requests.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/sessions.act')) requests.push(request.url());
    });
    app.host.dropSockets();
    for (let i = 0; i < 2; i++) await decide(page, 'search');
    expect(requests.length).toBeGreaterThanOrEqual(1);
    expect((await readTable(page)).seq).toBeGreaterThanOrEqual(before + 2);
    expect(app.problems).toEqual([]);
  });
});
