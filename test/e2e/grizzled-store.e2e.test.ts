/**
 * The table store's bot loop against the real services in-process (SQLite, Grizzled engine,
 * bot seats): it waits the settings' delay, plays one bot move per call until a person
 * decides, keeps the only person's view open, watches bots on the public view when several
 * people play, leaves no timer behind when the table is left, and reloads quietly when a
 * bot move lost a race.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Request } from '../../shared/ipc/contract';
import type { GrizzledView } from '../../shared/games/grizzled/types';
import { useApi } from '../../renderer/src/api/client';
import { useTable } from '../../renderer/src/stores/table';
import { useNotices } from '../../renderer/src/stores/notices';
import { useBotPace } from '../../renderer/src/stores/bot-speed';
import { useInProcessServices } from './in-process';

let botSteps: number;

const { api } = useInProcessServices('grizzled-store', (command) => {
  if (command === 'sessions.botStep') botSteps++;
});

async function newGame(players: Request<'sessions.create'>['players'], seed: string): Promise<string> {
  const created = await api['sessions.create']({ gameId: 'grizzled', players, options: { variant: 'normal' }, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.data.id;
}

async function headSeq(id: string): Promise<number> {
  const open = await api['sessions.open']({ sessionId: id, seat: null });
  if (!open.ok) throw new Error(open.error.message);
  return open.data.seq;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `done` holds (the loop runs on timers), failing after `ms`. */
async function until(done: () => boolean, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting for the table');
    await sleep(5);
  }
}

beforeEach(() => {
  setActivePinia(createPinia());
  useApi(api);
  botSteps = 0;
  useBotPace().delayMs = 0;
});

describe('table store bot loop', () => {
  it('plays the bots until the only person decides, on that person’s own view, never a cover', async () => {
    const table = useTable();
    // Seat 0 leads mission 1: a bot starts, the person sits at seat 2.
    const id = await newGame([{ name: 'Bot 1', bot: true }, { name: 'Bot 2', bot: true }, { name: 'Marta' }], 'store-bots-1');
    const modes = new Set<string>();
    const seats = new Set<number | null>();
    const stop = setInterval(() => {
      modes.add(table.mode);
      if (table.snapshot) seats.add(table.snapshot.seat);
    }, 1);
    await table.load(id);
    expect(table.mode).toBe('table');
    expect(table.snapshot!.seat).toBe(2);
    await until(() => table.snapshot?.status.deciding[0] === 2 && !table.busy);
    clearInterval(stop);

    expect(botSteps).toBeGreaterThan(0);
    expect(modes.has('handoff')).toBe(false);
    expect([...seats]).toEqual([2]);
    expect(table.botThinking).toBeNull();
    expect(table.snapshot!.legal.length).toBeGreaterThan(0);
    expect((table.snapshot!.view as GrizzledView).me!.hand.length).toBeGreaterThan(0);
    expect(useNotices().notices).toEqual([]);

    // The person moves; the loop picks the bots up again by itself.
    const seq = table.snapshot!.seq;
    expect(await table.act(table.snapshot!.legal[0])).toBe(true);
    await until(() => table.snapshot!.seq > seq + 1 || table.snapshot!.status.deciding[0] === 2);
    expect(table.snapshot!.seat).toBe(2);
    table.reset();
  });

  it('waits the bot delay before each move and leaves no timer behind when the table is left', async () => {
    const table = useTable();
    useBotPace().delayMs = 150;
    const id = await newGame([{ name: 'Bot 1', bot: true }, { name: 'Ana' }, { name: 'Bot 2', bot: true }], 'store-bots-2');
    await table.load(id);
    expect(table.botThinking).toBe(0);
    await sleep(60);
    expect(botSteps, 'still inside the delay').toBe(0);
    await until(() => botSteps === 1 && !table.busy, 2000);

    const before = await headSeq(id);
    table.reset();
    await sleep(400);
    expect(await headSeq(id)).toBe(before);
    expect(botSteps).toBe(1);
  });

  it('shows bot turns on the public view when two people share the screen, then covers for the next person', async () => {
    const table = useTable();
    const id = await newGame([{ name: 'Ana' }, { name: 'Bot 1', bot: true }, { name: 'Luis' }], 'store-bots-3');
    await table.load(id);
    expect(table.mode).toBe('handoff');
    expect(table.handoffSeat).toBe(0);
    await table.reveal();
    // Ana deals; the bot (seat 1) plays next, watched on the public table.
    const deal = table.snapshot!.legal[0];
    useBotPace().delayMs = 100;
    expect(await table.act(deal)).toBe(true);
    // Ana leads the mission too: play her turn, then the bot is up.
    if (table.snapshot!.seat === 0) expect(await table.act(table.snapshot!.legal[0])).toBe(true);
    expect(table.mode).toBe('table');
    expect(table.snapshot!.seat).toBeNull();
    expect(table.botThinking).toBe(1);
    expect((table.snapshot!.view as GrizzledView).me).toBeNull();
    await until(() => table.mode === 'handoff' || table.snapshot!.status.result !== null, 3000);
    if (table.mode === 'handoff') expect([0, 2]).toContain(table.handoffSeat);
    table.reset();
  });

  it('reloads quietly when its bot move lost a race, and stops with a notice on a real failure', async () => {
    const table = useTable();
    useBotPace().delayMs = 200;
    const id = await newGame([{ name: 'Bot 1', bot: true }, { name: 'Ana' }], 'store-bots-4');
    await table.load(id);
    const seq = table.snapshot!.seq;
    // The same bot move made elsewhere first (another window).
    const elsewhere = await api['sessions.botStep']({ sessionId: id, expectedSeq: seq });
    expect(elsewhere.ok).toBe(true);
    await until(() => (table.snapshot?.seq ?? 0) > seq && !table.busy, 3000);
    expect(useNotices().notices).toEqual([]);
    table.reset();

    // A session deleted behind the table's back: the loop stops and says why.
    const gone = await newGame([{ name: 'Bot 1', bot: true }, { name: 'Ana' }], 'store-bots-5');
    await table.load(gone);
    expect(table.botThinking).toBe(0);
    expect((await api['sessions.delete']({ sessionId: gone })).ok).toBe(true);
    await until(() => useNotices().notices.length > 0, 3000);
    expect(useNotices().notices[0]!.error.code).toBe('session_not_found');
    const steps = botSteps;
    await sleep(400);
    expect(botSteps).toBe(steps);
    table.reset();
  });
});
