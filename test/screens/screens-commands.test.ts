/**
 * The shared screen's screens.* commands through the services' one door (issue 23): a host that
 * cannot serve phones says so, and the shared screen never receives a token's hash or a device's
 * credential — a link's URL is the only secret it ever gets.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScreensStatus, SeatLinkIssued, SessionSummary } from '../../shared/ipc/contract';
import { useIpcServices } from '../fixtures/ipc-services';
import { openLink } from './seat-client';

const ipc = useIpcServices('screens-commands', (dir) => {
  mkdirSync(`${dir}/seat`, { recursive: true });
  writeFileSync(`${dir}/seat/index.html`, '<!doctype html>');
  return { screens: { pageDir: `${dir}/seat`, bindAddress: '127.0.0.1' } };
});

async function newGame(): Promise<string> {
  return (await ipc.ok<SessionSummary>('sessions.create', { gameId: 'grizzled', players: [{ name: 'Ana' }, { name: 'Luis' }] })).id;
}

describe('screens commands', () => {
  it('answer screens_unavailable on a host without a seat page, and status says off', async () => {
    const sessionId = await newGame();
    const bare = ipc.restart({ screens: undefined });
    await bare.ready;
    expect(await ipc.refused('screens.start', { sessionId })).toMatchObject({ code: 'screens_unavailable' });
    expect(await ipc.ok<ScreensStatus>('screens.status', { sessionId })).toEqual({
      sessionId,
      on: false,
      baseUrl: null,
      seats: [{ seat: 0, link: 'none', connected: false }, { seat: 1, link: 'none', connected: false }],
    });
  });

  it('validate their requests like every command', async () => {
    expect(await ipc.refused('screens.link', { sessionId: 'x', seat: 12 })).toMatchObject({ code: 'invalid_request' });
    expect(await ipc.refused('screens.start', { sessionId: 'x', extra: 1 })).toMatchObject({ code: 'invalid_request' });
  });

  it('never hand the shared screen a token hash or a device credential, only the link’s URL', async () => {
    const sessionId = await newGame();
    const answers: unknown[] = [await ipc.ok('screens.start', { sessionId })];
    const link = await ipc.ok<SeatLinkIssued>('screens.link', { sessionId, seat: 0 });
    const token = link.url.slice(link.url.lastIndexOf('/') + 1);
    const { cookie } = await openLink(link.url);
    const credential = cookie!.split('=')[1]!;
    answers.push(await ipc.ok('screens.status', { sessionId }), await ipc.ok('screens.revoke', { sessionId, seat: 0 }), await ipc.ok('screens.stop', { sessionId }));
    const text = JSON.stringify(answers);
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    for (const secret of [token, sha(token), credential, sha(credential)]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/[0-9a-f]{64}/);
  });
});
