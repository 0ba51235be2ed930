/**
 * Bot seats in the session service, on the tiny fixture game (whose bot always adds 1) and
 * on real Silentes: botStep writes exactly what act would, and the hidden-information
 * boundary holds with bots at the table (one person with bots keeps their own view; two or
 * more people see nothing while a bot decides; a bot's view never leaves main).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { botAction, botDecisionSeed } from '../../electron/services/bot-turn';
import { ServiceError } from '../../electron/services/errors';
import { replayExport } from '../../electron/services/session-export';
import type { PlayerEntry } from '../../electron/services/sessions';
import type { AnyGameModule } from '../../shared/engine/contract';
import { stateHash } from '../../shared/engine/hash';
import type { GrizzledView } from '../../shared/games/grizzled';
import { gameModule } from '../../shared/games/registry';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import { seededChooser } from '../fixtures/seeded-choice';
import { gamesWithTally, tally, type TallyState, type TallyView } from '../fixtures/tally-game';
import { rowCounts } from '../fixtures/temp-data';
import { expectServiceError, useSessionFile } from '../fixtures/session-file';

const store = useSessionFile('bots', { games: gamesWithTally });

/** Refuses and writes nothing. */
function refuses(run: () => unknown, code: string): ServiceError {
  const before = rowCounts(store.dataFile());
  const error = expectServiceError(run, code);
  expect(rowCounts(store.dataFile())).toEqual(before);
  return error;
}

const human = (name: string): PlayerEntry => ({ name });
const bot = (name: string): PlayerEntry => ({ name, bot: true });

function createTally(players: PlayerEntry[], options: Record<string, unknown> = {}, seed = 'bots-1') {
  return store.service.create('tally', undefined, players, options, seed);
}

function logRows(sessionId: string) {
  return store.db.prepare('SELECT seq, seat, kind, payload_json FROM actions WHERE session_id = ? ORDER BY seq').all(sessionId);
}

const secrets = (snap: SessionSnapshot) => (snap.view as TallyView).secrets;

describe('creating sessions with bot seats', () => {
  it('stores the bot flag per player and lists the bot seats', () => {
    const created = createTally([human('Ana'), bot('Robi'), human('Luis')]);
    expect(created).toMatchObject({ players: ['Ana', 'Robi', 'Luis'], bots: [1] });
    const stored = store.db.prepare('SELECT players_json FROM sessions WHERE id = ?').get(created.id) as { players_json: string };
    expect(JSON.parse(stored.players_json)).toEqual([{ name: 'Ana' }, { name: 'Robi', bot: true }, { name: 'Luis' }]);
    expect(store.service.list()[0]!.bots).toEqual([1]);
    expect(store.service.duplicate(created.id).bots).toEqual([1]);
    expect(createTally([human('Ana')]).bots).toEqual([]);
  });

  it('allows every seat to be a bot, and plays such a game to its end with botStep alone', () => {
    const { id } = createTally([bot('Uno'), bot('Dos')], { target: 6 });
    let snap = store.service.open(id, null);
    expect(snap).toMatchObject({ botToMove: 0, handoffTo: null });
    expectServiceError(() => store.service.open(id, 0), 'seat_is_bot');
    while (snap.status.result === null) {
      const next = store.service.botStep(id, snap.seq);
      expect(next).toMatchObject({ seat: null, legal: [], seq: snap.seq + 1, handoffTo: null, undoSeat: null });
      snap = next;
    }
    expect(snap.seq).toBe(6);
    expect(snap.botToMove).toBeNull();
    expect(logRows(id).map((r: any) => r.seat)).toEqual([0, 1, 0, 1, 0, 1]);
    // Once it is over, anyone may look, bots' seats included.
    expect(store.service.open(id, 1).seat).toBe(1);
  });
});

describe('botStep', () => {
  it('applies one bot move as a logged row of the bot seat, answering with the only human’s view', () => {
    const { id } = createTally([human('Ana'), bot('Robi')]);
    const afterAna = store.service.act(id, 0, 0, { type: 'draw' });
    // The only person keeps their own view while the bot decides.
    expect(afterAna).toMatchObject({ seat: 0, handoffTo: null, botToMove: 1, legal: [] });
    expect(secrets(afterAna)[0]).not.toBeNull();

    const before = rowCounts(store.dataFile());
    const afterBot = store.service.botStep(id, 1);
    expect(rowCounts(store.dataFile()).actions).toBe(before.actions + 1);
    expect(logRows(id)).toEqual([
      { seq: 1, seat: 0, kind: 'action', payload_json: '{"type":"draw"}' },
      { seq: 2, seat: 1, kind: 'action', payload_json: '{"type":"add","n":1}' },
    ]);
    expect(afterBot).toMatchObject({ seq: 2, seat: 0, handoffTo: null, botToMove: null, undoSeat: null });
    expect(afterBot.legal).toHaveLength(4);
    expect((afterBot.view as TallyView).total).toBe(1);
    expect(secrets(afterBot)).toEqual([secrets(afterAna)[0], null]);
    expect(store.db.prepare('SELECT head_seq, summary_json FROM sessions WHERE id = ?').get(id)).toEqual({ head_seq: 2, summary_json: '{"total":1}' });
  });

  it('answers with the public table when two or more people play beside the bot', () => {
    const { id } = createTally([human('Ana'), human('Luis'), bot('Robi')]);
    store.service.act(id, 0, 0, { type: 'draw' });
    const afterLuis = store.service.act(id, 1, 1, { type: 'draw' });
    expect(afterLuis).toMatchObject({ seat: null, legal: [], handoffTo: null, botToMove: 2 });
    const afterBot = store.service.botStep(id, 2);
    expect(afterBot).toMatchObject({ seq: 3, seat: null, legal: [], handoffTo: 0, botToMove: null, undoSeat: null });
    expect(secrets(afterBot)).toEqual([null, null, null]);
  });

  it('refuses while a person decides (not_bot_turn), on a stale seq and once the game is over, writing nothing', () => {
    const { id } = createTally([human('Ana'), bot('Robi')], { target: 2 });
    expect(refuses(() => store.service.botStep(id, 0), 'not_bot_turn').params).toEqual({ deciding: '0' });
    store.service.act(id, 0, 0, { type: 'add', n: 1 });
    expect(refuses(() => store.service.botStep(id, 0), 'stale_action').params).toEqual({ expected: 0, actual: 1 });
    expect(refuses(() => store.service.botStep(id, 2), 'stale_action').params).toEqual({ expected: 2, actual: 1 });
    const last = store.service.botStep(id, 1);
    expect(last.status.result).toEqual({ outcome: 'victory', reason: 'targetReached' });
    expect(last.session.status).toBe('finished');
    refuses(() => store.service.botStep(id, last.seq), 'game_finished');
    refuses(() => store.service.botStep('no-such-session', 0), 'session_not_found');
  });

  it('refuses in a game without bots', () => {
    const { id } = createTally([human('Ana'), human('Luis')]);
    store.service.act(id, 0, 0, { type: 'add', n: 1 });
    expect(refuses(() => store.service.botStep(id, 1), 'not_bot_turn').params).toEqual({ deciding: '1' });
  });

  it('lets the bot decide from its own seat’s view only, with a seed derived from the position', () => {
    const seen: { view: unknown; seat: number; legal: unknown[]; seed: number }[] = [];
    const spy: AnyGameModule = {
      ...tally,
      bot: (view, seat, legal, seed) => {
        seen.push({ view, seat, legal, seed });
        return legal[seed % legal.length];
      },
    };
    store.serveGames((id) => (id === 'tally' ? spy : gameModule(id)));
    const { id } = createTally([human('Ana'), bot('Robi')], {}, 'spy');
    store.service.act(id, 0, 0, { type: 'draw' });
    const state = store.service.load(id).state as TallyState;
    store.service.botStep(id, 1);

    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call!.seat).toBe(1);
    expect(call!.view).toEqual(tally.view(state, { kind: 'seat', seat: 1 }));
    expect((call!.view as TallyView).secrets[0]).toBeNull(); // Ana's drawn secret stays hers
    expect(call!.legal).toEqual(tally.legalActions(state, 1));
    expect(call!.seed).toBe(botDecisionSeed(call!.view, 1));
    const logged = JSON.parse((logRows(id)[1] as { payload_json: string }).payload_json);
    expect(logged).toEqual(call!.legal[call!.seed % call!.legal.length]);
  });
});

describe('the bot decision seed', () => {
  it('is a 32-bit integer fixed by the bot seat\'s view and the seq (S27)', () => {
    const view = tally.view(tally.setup({ players: ['A', 'B'], target: 10, open: false }, 'seed'), { kind: 'seat', seat: 1 });
    const other = { ...(view as TallyView), total: (view as TallyView).total + 1 };
    const seed = botDecisionSeed(view, 3);
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
    expect(botDecisionSeed(structuredClone(view), 3)).toBe(seed);
    expect(new Set([seed, botDecisionSeed(view, 4), botDecisionSeed(other, 3)]).size).toBe(3);
  });

  it('refuses a seat that must decide but has no legal action, as a typed error', () => {
    const stuck: AnyGameModule = { ...tally, legalActions: () => [] };
    const state = tally.setup({ players: ['A', 'B'], target: 10, open: false }, 'seed');
    expect(() => botAction(stuck, state, 0, 0)).toThrow(expect.objectContaining({ code: 'no_legal_action' }));
  });
});

describe('who may look, with bots at the table', () => {
  it('lets the only person open their own seat while a bot decides, never the bot’s', () => {
    const { id } = createTally([human('Ana'), bot('Robi')]);
    store.service.act(id, 0, 0, { type: 'draw' });
    const mine = store.service.open(id, 0);
    expect(mine).toMatchObject({ seat: 0, legal: [], handoffTo: null, botToMove: 1, undoSeat: null });
    expect(secrets(mine)[0]).not.toBeNull();
    expect(refuses(() => store.service.open(id, 1), 'seat_is_bot').params).toEqual({ seat: 1 });
    expect(store.service.open(id, null)).toMatchObject({ seat: null, botToMove: 1, handoffTo: null });
  });

  it('with two people, neither may open their seat while a bot decides', () => {
    const { id } = createTally([human('Ana'), bot('Robi'), human('Luis')]);
    store.service.act(id, 0, 0, { type: 'draw' });
    expect(expectServiceError(() => store.service.open(id, 0), 'seat_not_deciding').params).toEqual({ seat: 0, deciding: '1' });
    expectServiceError(() => store.service.open(id, 2), 'seat_not_deciding');
    expectServiceError(() => store.service.open(id, 1), 'seat_is_bot');
    // After the bot moved, Luis decides: the table hands the device to him, not to the bot.
    const afterBot = store.service.botStep(id, 1);
    expect(afterBot).toMatchObject({ seat: null, handoffTo: 2, botToMove: null });
    expect(store.service.open(id, 2)).toMatchObject({ seat: 2, handoffTo: null, botToMove: null });
    expectServiceError(() => store.service.open(id, 0), 'seat_not_deciding');
  });

  it('after a person’s move in a two-person game, the public table comes back while the bot decides', () => {
    const { id } = createTally([human('Ana'), bot('Robi'), human('Luis')]);
    const afterAna = store.service.act(id, 0, 0, { type: 'draw' });
    expect(afterAna).toMatchObject({ seat: null, legal: [], handoffTo: null, botToMove: 1 });
    expect(secrets(afterAna)).toEqual([null, null, null]);
  });

  it('shows a bot’s seat when information is open, and anyone’s once the game is over', () => {
    const open = createTally([human('Ana'), bot('Robi')], { open: true });
    store.service.act(open.id, 0, 0, { type: 'draw' });
    expect(store.service.open(open.id, 1)).toMatchObject({ seat: 1, openInformation: true, undoSeat: null });

    const over = createTally([human('Ana'), bot('Robi'), human('Luis')], { target: 2 });
    store.service.act(over.id, 0, 0, { type: 'add', n: 1 });
    const end = store.service.botStep(over.id, 1);
    expect(end.status.result).not.toBeNull();
    expect(end).toMatchObject({ seat: null, handoffTo: null, botToMove: null });
    expect(store.service.open(over.id, 1).seat).toBe(1);
    expect(store.service.open(over.id, 2).seat).toBe(2);
  });

  it('refuses a person’s act or undo in the name of a bot seat', () => {
    const { id } = createTally([human('Ana'), bot('Robi')]);
    store.service.act(id, 0, 0, { type: 'add', n: 1 });
    refuses(() => store.service.act(id, 1, 1, { type: 'add', n: 1 }), 'seat_is_bot');
    store.service.botStep(id, 1);
    refuses(() => store.service.undo(id, 1, 2), 'seat_is_bot');
  });
});

describe('undo with bots', () => {
  it('never offers or accepts an undo while a bot is deciding, nor after the bot answered', () => {
    const { id } = createTally([human('Ana'), bot('Robi')]);
    const afterAna = store.service.act(id, 0, 0, { type: 'add', n: 2 });
    expect(afterAna).toMatchObject({ botToMove: 1, undoSeat: null });
    const counts = rowCounts(store.dataFile());
    expect(refuses(() => store.service.undo(id, 0, 1), 'undo_not_allowed').params).toMatchObject({ reason: 'bot_deciding' });
    expect(rowCounts(store.dataFile())).toEqual(counts);

    const afterBot = store.service.botStep(id, 1);
    expect(afterBot.undoSeat).toBeNull();
    expect(refuses(() => store.service.undo(id, 0, 2), 'undo_not_allowed').params).toMatchObject({ reason: 'not_your_move' });
  });
});

describe('resume and replay of games with bot moves', () => {
  it('replays a tally log with bot moves to the same hash after reopening, and its export too', async () => {
    const { id } = createTally([human('Ana'), bot('Robi'), human('Luis')], { target: 1_000 }, 'long');
    const choose = seededChooser('bots-resume');
    let snap = store.service.open(id, null);
    while (snap.seq < 130) {
      if (snap.botToMove !== null) {
        snap = store.service.botStep(id, snap.seq);
      } else {
        const seat = snap.status.deciding[0]!;
        const own = store.service.open(id, seat);
        snap = store.service.act(id, seat, own.seq, choose(own.legal));
      }
    }
    const live = store.service.load(id);
    await store.reopen();
    const resumed = store.service.load(id);
    expect(resumed).toMatchObject({ seq: 130, hash: live.hash });
    const file = store.service.export(id);
    expect(file.session.bots).toEqual([1]);
    expect(file.actions.filter((a) => a.seat === 1)).toHaveLength(43);
    expect(replayExport(file, gamesWithTally)).toMatchObject({ reproduces: true, finalHash: live.hash });
    // Resumed from the file, the bot plays on.
    expect(store.service.open(id, null).botToMove).toBe(1);
    expect(store.service.botStep(id, 130).seq).toBe(131);
  });

  it('plays Silentes with one person against a bot seat to the end, and the log replays after reopening', async () => {
    store.serveGames(gameModule);
    await store.reopen();
    for (const seed of ['bot-night-1', 'bot-night-2']) {
      const { id, bots } = store.service.create('silentes', undefined, [human('Ana'), bot('Robi')], {}, seed);
      expect(bots).toEqual([1]);
      const choose = seededChooser(seed);
      let snap = store.service.open(id, 0);
      let botMoves = 0;
      while (snap.status.result === null) {
        // One person with a bot: the screen always shows Ana's own seat, never the bot's hand.
        expect(snap.seat).toBe(0);
        expect((snap.view as { seats: { hand: unknown }[] }).seats[1]!.hand).toBeNull();
        if (snap.botToMove !== null) {
          expect(snap.handoffTo).toBeNull();
          snap = store.service.botStep(id, snap.seq);
          botMoves++;
        } else {
          expect(snap.status.deciding).toEqual([0]);
          snap = store.service.act(id, 0, snap.seq, choose(snap.legal));
        }
      }
      expect(botMoves).toBeGreaterThan(0);
      const seats = (logRows(id) as { seat: number }[]).map((r) => r.seat);
      expect(seats.filter((s) => s === 1)).toHaveLength(botMoves);
      const live = store.service.load(id);
      await store.reopen();
      expect(store.service.load(id).hash).toBe(live.hash);
      expect(replayExport(store.service.export(id))).toMatchObject({ reproduces: true, finalHash: live.hash });
      expect(stateHash(store.service.load(id).state)).toBe(live.hash);
    }
  });
});

describe('bot seats through the export file format', () => {
  it('accepts files without bots and refuses bot seats outside the players list', () => {
    const { id } = createTally([human('Ana'), bot('Robi')]);
    store.service.act(id, 0, 0, { type: 'add', n: 1 });
    store.service.botStep(id, 1);
    const file = store.service.export(id);
    const { bots: _dropped, ...older } = file.session;
    expect(replayExport({ ...file, session: older }, gamesWithTally).reproduces).toBe(true);
    expect(() => replayExport({ ...file, session: { ...file.session, bots: [2] } }, gamesWithTally)).toThrow(
      expect.objectContaining({ code: 'invalid_export' }),
    );
  });
});

describe('The Grizzled with bot seats', () => {
  type Snap = SessionSnapshot & { view: GrizzledView };

  beforeEach(async () => {
    store.serveGames(gameModule);
    await store.reopen();
  });

  it('one person with three bots: their own view stays on through every bot move, and the log replays after a restart', async () => {
    const players = [human('Ana'), bot('Robi'), bot('Rita'), bot('Rufo')];
    const { id, bots } = store.service.create('grizzled', undefined, players, { variant: 'normal' }, 'grizzled-solo');
    expect(bots).toEqual([1, 2, 3]);
    const choose = seededChooser('grizzled-solo');
    let snap = store.service.open(id, 0) as Snap;
    let botMoves = 0;
    let humanMoves = 0;
    let restarted = false;
    while (snap.status.result === null) {
      expect(snap.seat).toBe(0);
      expect(snap.view.viewer).toBe(0);
      expect(snap.view.me).not.toBeNull();
      expect(snap.handoffTo).toBeNull();
      if (snap.botToMove !== null) {
        expect(bots).toContain(snap.botToMove);
        expectServiceError(() => store.service.open(id, snap.botToMove!), 'seat_is_bot');
        snap = store.service.botStep(id, snap.seq) as Snap;
        botMoves++;
      } else {
        expect(snap.status.deciding).toEqual([0]);
        expect(snap.legal.length).toBeGreaterThan(0);
        snap = store.service.act(id, 0, snap.seq, choose(snap.legal)) as Snap;
        humanMoves++;
      }
      if (!restarted && botMoves >= 10) {
        // Mid-game restart: the bots play on from the file.
        restarted = true;
        const hash = store.service.load(id).hash;
        await store.reopen();
        expect(store.service.load(id).hash).toBe(hash);
        snap = store.service.open(id, 0) as Snap;
      }
    }
    expect(restarted).toBe(true);
    expect(humanMoves).toBeGreaterThan(0);
    const rows = logRows(id) as { seat: number }[];
    expect(rows.filter((r) => r.seat !== 0)).toHaveLength(botMoves);
    const live = store.service.load(id);
    await store.reopen();
    expect(store.service.load(id).hash).toBe(live.hash);
    const file = store.service.export(id);
    expect(file.session.bots).toEqual([1, 2, 3]);
    expect(replayExport(file)).toMatchObject({ reproduces: true, finalHash: live.hash });
  });

  it('two people with two bots: the public table while a bot decides, a hand-off to the next person after', () => {
    const players = [human('Ana'), bot('Robi'), human('Luis'), bot('Rita')];
    const { id } = store.service.create('grizzled', undefined, players, { variant: 'rookie' }, 'grizzled-pair');
    const choose = seededChooser('grizzled-pair');
    let snap = store.service.open(id, null) as Snap;
    let botMoves = 0;
    let handoffs = 0;
    for (let steps = 0; snap.status.result === null && steps < 400; steps++) {
      const decider = snap.status.deciding[0]!;
      if (snap.botToMove !== null) {
        expect(snap.botToMove).toBe(decider);
        expect(snap.handoffTo).toBeNull();
        // Nobody's hand is on the screen while a bot thinks.
        expect(snap.seat).toBeNull();
        expect(snap.view.me).toBeNull();
        expectServiceError(() => store.service.open(id, 0), 'seat_not_deciding');
        expectServiceError(() => store.service.open(id, 2), 'seat_not_deciding');
        expectServiceError(() => store.service.open(id, decider), 'seat_is_bot');
        snap = store.service.botStep(id, snap.seq) as Snap;
        expect(snap.seat).toBeNull();
        expect(snap.view.me).toBeNull();
        botMoves++;
      } else {
        expect([0, 2]).toContain(decider);
        if (snap.seat !== decider) {
          expect(snap.handoffTo).toBe(decider);
          handoffs++;
        }
        const own = store.service.open(id, decider) as Snap;
        expect(own.view.viewer).toBe(decider);
        snap = store.service.act(id, decider, own.seq, choose(own.legal)) as Snap;
      }
    }
    expect(botMoves).toBeGreaterThan(0);
    expect(handoffs).toBeGreaterThan(0);
    expect(replayExport(store.service.export(id))).toMatchObject({ reproduces: true, finalHash: store.service.load(id).hash });
  });

  it('five bots play a whole game through the service alone', () => {
    const players = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'].map(bot);
    const { id } = store.service.create('grizzled', undefined, players, { variant: 'veteran' }, 'grizzled-bots');
    let snap = store.service.open(id, null);
    while (snap.status.result === null) {
      expect(snap.botToMove).toBe(snap.status.deciding[0]);
      snap = store.service.botStep(id, snap.seq);
      expect(snap.seat).toBeNull();
    }
    expect(snap.botToMove).toBeNull();
    expect(snap.session.status).toBe('finished');
    expect(replayExport(store.service.export(id))).toMatchObject({ reproduces: true });
  });
});
