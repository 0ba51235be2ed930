/**
 * The games `npm run bench:ui` plays, each through its table the way a family clicks it, with the
 * e2e drivers' test ids. A game is played until it ends, then another is started, until the move
 * count is reached. What to play is chosen from the view on screen (the game's own bot, or the
 * driver's policy); what is timed is the click that sends the move (or lifts a cover).
 */
import type { Page } from 'playwright-core';
import type { Seat } from '../../shared/engine/contract';
import { PREGENS } from '../../shared/games/darkness/characters/pregens';
import type { DarknessAction, DarknessView } from '../../shared/games/darkness/game/types';
import type { SalemAction, SalemView } from '../../shared/games/salem/types';
import { gameModule } from '../../shared/games/registry';
import { createSilentesGame, decide, settled } from '../../test/e2e/driver';
import { createGrizzledGame, decideGrizzled, setBotSpeed, waitForGrizzled } from '../../test/e2e/grizzled-driver';
import { decideLooper, looperScreen } from '../../test/e2e/looper-driver';
import { clickAction as clickDarkness, darknessScreen } from '../../test/e2e/darkness-driver';
import { clickAction as clickSalem, createSalemGame, salemScreen } from '../../test/e2e/salem-driver';
import { createThroughApi, lastTable, moveRecorded, openTable, takeSamples, type MoveSample } from './probe';

export interface BenchGame {
  id: string;
  /** How the game is set (for the printed table). */
  setup: string;
  /** Opens game number `game` at its first screen. */
  start(page: Page, baseUrl: string, game: number): Promise<void>;
  /** One turn: a timed move (or a lifted cover), or the end of the game. */
  turn(page: Page): Promise<Turn>;
}

/** What one turn of the loop did: a timed move, or the game ended. */
type Turn = 'moved' | 'end';

/**
 * Plays games one after another and one turn at a time until `moves` moves are recorded. The
 * samples of a game's creation and first screen are dropped.
 */
export async function playGames(game: BenchGame, page: Page, baseUrl: string, moves: number): Promise<MoveSample[]> {
  const samples: MoveSample[] = [];
  for (let n = 0; samples.length < moves; n++) {
    await game.start(page, baseUrl, n);
    await takeSamples(page);
    const before = samples.length;
    while (samples.length < moves) {
      if ((await game.turn(page)) === 'end') break;
      samples.push(...(await takeSamples(page)));
    }
    if (samples.length === before) throw new Error(`${game.id} game ${n} ended without a move`);
  }
  return samples.slice(0, moves);
}

/** Lifts the hand-off cover ("Soy Ana"): a click that asks for that seat's view, timed like a move. */
async function reveal(page: Page): Promise<Turn> {
  await page.getByTestId('handoff-reveal').click();
  await moveRecorded(page);
  return 'moved';
}

/**
 * One turn of a game whose driver says which screen waits: the end, a cover (lifted, timed), or
 * the person's own decision (`decide` clicks it and waits for the probe).
 */
async function coverOrDecide(page: Page, screen: string, decide: () => Promise<unknown>): Promise<Turn> {
  if (screen === 'end') return 'end';
  if (screen === 'handoff') return reveal(page);
  await decide();
  return 'moved';
}

async function tableSeat(page: Page): Promise<{ seq: number; seat: Seat | null }> {
  const table = page.getByTestId('table');
  const seat = await table.getAttribute('data-seat');
  return { seq: Number(await table.getAttribute('data-seq')), seat: seat === null || seat === 'public' ? null : Number(seat) };
}

let silentesTurns = 0;

const silentes: BenchGame = {
  id: 'silentes',
  setup: '2 people, open hands',
  async start(page, url, game) {
    await page.goto(`${url}/`);
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: `bench-ui-${game}`, openHands: true });
  },
  async turn(page) {
    if ((await settled(page)) === 'end') return 'end';
    await decide(page, silentesTurns++ % 3 === 0 ? 'search' : 'hide', moveRecorded);
    await settled(page);
    return 'moved';
  },
};

const grizzled: BenchGame = {
  id: 'grizzled',
  setup: '1 person, 3 instant bots',
  async start(page, url, game) {
    await page.goto(`${url}/`);
    await createGrizzledGame(page, { seats: [{ name: 'Ana' }, { bot: true }, { bot: true }, { bot: true }], seed: `bench-ui-${game}` });
    await setBotSpeed(page, 0);
  },
  turn: async (page) => coverOrDecide(page, await waitForGrizzled(page), () => decideGrizzled(page, moveRecorded)),
};

const looper: BenchGame = {
  id: 'looper',
  setup: 'a person as mastermind, 3 protagonists',
  async start(page, url, game) {
    const players = [{ name: 'Marta' }, { name: 'Ana' }, { name: 'Luis' }, { name: 'Eva' }];
    const id = await createThroughApi(url, 'sessions.create', { gameId: 'looper', players, options: { scriptId: 'velada-bt-1' }, seed: `bench-ui-${game}` });
    await openTable(page, url, id);
  },
  turn: async (page) => coverOrDecide(page, await looperScreen(page), () => decideLooper(page, { afterClick: moveRecorded })),
};

/** The hero bot's choice from the view on screen, clicked through the table's controls. */
async function decideDarkness(page: Page): Promise<void> {
  const { seq, seat } = await tableSeat(page);
  const answer = await lastTable<DarknessView, DarknessAction>(page);
  if (seat === null || answer.seq !== seq || answer.seat !== seat) throw new Error(`the kept answer (${answer.seq}/${answer.seat}) is not the table's (${seq}/${seat})`);
  const action = gameModule('darkness')!.bot(answer.view, seat, answer.legal, seq * 7919 + seat) as DarknessAction;
  await clickDarkness(page, action);
  await moveRecorded(page);
}

const darkness: BenchGame = {
  id: 'darkness',
  setup: '2 heroes (people), Velada as the Master',
  async start(page, url, game) {
    const id = await createThroughApi(url, 'darkness.games.create', {
      scenarioId: 'curfew_radio', campaignId: null, master: false, seed: `bench-ui-${game}`,
      heroes: [{ pregenId: PREGENS[0]!.id }, { pregenId: PREGENS[1]!.id }],
      players: [{ name: 'Ana' }, { name: 'Luis' }],
    });
    await openTable(page, url, id);
  },
  turn: async (page) => coverOrDecide(page, await darknessScreen(page), () => decideDarkness(page)),
};

/** What the Salem driver can click: a red card with a target only, and never the variants' extra moves. */
function clickableSalem(a: SalemAction): boolean {
  if (a.type === 'play') return a.to === undefined && a.remove === undefined && !a.asWitness;
  return ['draw', 'end', 'reveal', 'offer', 'character', 'night'].includes(a.type);
}

/** The Salem bot's choice when the driver can click it, else the first clickable move. */
function salemChoice(answer: { view: SalemView; legal: SalemAction[]; seq: number }, seat: Seat): SalemAction {
  const bot = gameModule('salem')!.bot(answer.view, seat, answer.legal, answer.seq * 7919 + seat) as SalemAction;
  if (clickableSalem(bot)) return bot;
  const pick = answer.legal.find(clickableSalem);
  if (!pick) throw new Error(`no move the driver can click at seq ${answer.seq}`);
  return pick;
}

/** The seat's choice from the answer on screen, clicked through the table's controls. */
async function decideSalem(page: Page): Promise<void> {
  const answer = await lastTable<SalemView, SalemAction>(page);
  if (answer.seat === null) throw new Error(`a decision on the public table at seq ${answer.seq}`);
  await clickSalem(page, salemChoice(answer, answer.seat));
  await moveRecorded(page);
}

function salem(players: number): BenchGame {
  const names = ['Ana', 'Luis', 'Eva', 'Leo', 'Sara', 'Tomás', 'Nuria', 'Marta', 'Iker', 'Hugo', 'Alba', 'Pau'].slice(0, players);
  return {
    id: `salem-${players}`,
    setup: `${players} people`,
    async start(page, url, game) {
      await page.goto(`${url}/`);
      await createSalemGame(page, { seats: names.map((name) => ({ name })), seed: `bench-ui-${players}-${game}`, nightSeconds: 1 });
    },
    turn: async (page) => coverOrDecide(page, await salemScreen(page), () => decideSalem(page)),
  };
}

export const BENCH_GAMES: readonly BenchGame[] = [silentes, grizzled, looper, darkness, salem(5), salem(12)];
