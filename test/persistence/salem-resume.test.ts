/**
 * Salem saved at its two most secret moments and opened again from the file: in the middle of a
 * Night (every witch has proposed on pass 1, the Constable has not yet answered pass 2) and in the
 * middle of a Conspiracy (the card drawn, the Black Cat's reveal pending). After closing and
 * reopening the database the same seat holds the device for the same decision with the same
 * choices already made, nothing of anybody's hand, face-down Tryals or the witches' picks shows on
 * the public table or on any other seat's screen, and the game goes on exactly as the engine's own
 * copy of it, to the end, with a replay identical to the live game.
 */
import { describe, expect, it } from 'vitest';
import { replayExport } from '../../electron/services/session-export';
import type { Seat } from '../../shared/engine/contract';
import type { NightState, SalemState } from '../../shared/games/salem/types';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import { viewLeaks } from '../e2e/salem-secrets';
import { expectInStep, knownTo, move, playUntil, salem, startGame, top, viewOf, type Game } from './salem-play';
import { expectServiceError, useSessionFile } from '../fixtures/session-file';

const store = useSessionFile('salem-resume');

const answeredThisPass = (n: NightState, seat: Seat) => (n.done ? n.done.includes(seat) : n.order.indexOf(seat) < n.answered);

/**
 * The moment issue 13 names: a Night on pass 2 where every witch proposed on pass 1, at least one
 * witch has already answered pass 2, and a Constable who is not a witch has yet to answer.
 */
function midNight(s: SalemState): boolean {
  const n = s.night;
  if (!n || n.kind !== 'night' || n.pass !== 2 || n.constable === null || n.witches.includes(n.constable)) return false;
  const allProposed = n.witches.every((w) => n.proposals.some((p) => p.seat === w && p.pass === 1));
  return allProposed && n.witches.some((w) => answeredThisPass(n, w)) && !answeredThisPass(n, n.constable);
}

function midConspiracy(s: SalemState): boolean {
  const d = top(s);
  return d?.t === 'reveal' && d.cause === 'cat';
}

/** Plays seed after seed (deterministically) until one reaches `stop`; the seat counts vary too. */
function reach(stop: (s: SalemState) => boolean, label: string): Game {
  for (let i = 1; i <= 40; i++) {
    const game = startGame(store.service, 5 + (i % 3), `salem-resume-${label}-${i}`);
    if (playUntil(store.service, game, stop)) return game;
  }
  throw new Error(`no seed reached ${label}`);
}

/** Every seat's screen and the public table at this moment, searched for what they may not show. */
function expectNothingShown(game: Game, snaps: SessionSnapshot[]): void {
  for (const snap of snaps) expect(viewLeaks(game.state, snap.seat, viewOf(snap), snap.legal, knownTo(game, snap.seat)), `answer for ${String(snap.seat)}`).toEqual([]);
  const module = salem();
  const seats = game.state.players.map((_, seat) => seat);
  for (const seat of [null, ...seats]) {
    const view = module.view(game.state, seat === null ? { kind: 'public' } : { kind: 'seat', seat });
    const legal = seat === null ? [] : module.legalActions(game.state, seat);
    expect(viewLeaks(game.state, seat, view, legal, knownTo(game, seat)), `view of ${String(seat)}`).toEqual([]);
  }
}

/** The search is not blind: another seat's face-down Tryal, hand card or a witch's pick planted in a screen is found. */
function expectPlantedLeaksFound(game: Game, own: SessionSnapshot): void {
  const seat = own.seat!;
  const other = game.state.players.findIndex((p, x) => x !== seat && p.tryals.some((t) => !t.up) && p.hand.some((c) => !game.known.has(c)));
  expect(other).toBeGreaterThanOrEqual(0);
  const p = game.state.players[other]!;
  const position = p.tryals.findIndex((t) => !t.up);
  const planted = structuredClone(viewOf(own));
  planted.players[other]!.tryals[position] = p.tryals[position]!.id.startsWith('witch') ? 'witch' : 'not';
  planted.log.push({ key: 'drew', params: { seat: other, card: p.hand.find((c) => !game.known.has(c))! }, to: other });
  const found = viewLeaks(game.state, seat, planted, own.legal, game.known);
  expect(found.some((f) => f.includes(`seat ${other}'s face-down Tryal ${position}`))).toBe(true);
  expect(found.some((f) => f.includes(`seat ${other}'s hand`))).toBe(true);
  expect(found.some((f) => f.includes('a log line drew'))).toBe(true);
  const n = game.state.night!;
  const awake = n.witches.includes(seat);
  if (!awake && planted.me?.night) {
    planted.me.night.prompts[0]!.proposals = [{ seat: n.witches[0]!, target: seat, pass: 1 }];
    expect(viewLeaks(game.state, seat, planted, own.legal, game.known).some((f) => f.includes('proposals'))).toBe(true);
  }
}

/**
 * The deciding seats, the public table and the refusals for every other seat, after a reopen.
 * `seat` is the one holding the device; in a night pass every seat still to answer it decides too
 * (rules version 3, S66) and may open its own screen; the others are refused.
 */
function openAfterRestart(game: Game, seat: Seat): { pub: SessionSnapshot; own: SessionSnapshot } {
  const pub = store.service.open(game.id, null);
  const deciding = salem().status(game.state).deciding;
  expect(deciding[0]).toBe(seat);
  expect(pub.status.deciding).toEqual(deciding);
  expect(pub.handoffTo).toBe(seat);
  expect(viewOf(pub).me).toBeNull();
  for (const other of game.state.players.map((_, s) => s).filter((s) => s !== seat)) {
    if (deciding.includes(other)) expect(viewOf(store.service.open(game.id, other)).me!.night).not.toBeNull();
    else expectServiceError(() => store.service.open(game.id, other), 'seat_not_deciding');
  }
  return { pub, own: store.service.open(game.id, seat) };
}

function finish(game: Game): void {
  playUntil(store.service, game, () => false);
  expect(game.state.result).not.toBeNull();
  expectInStep(store.service, game);
  const report = replayExport(store.service.export(game.id));
  expect(report.reproduces).toBe(true);
  expect(report.finalHash).toBe(report.expectedHash);
}

describe('Salem: save and resume at the secret moments (issue 13, persistence)', () => {
  it('S111 resumes a Night after the witches chose and before the Constable answered: same seat, same pass, same picks, nothing shown', async () => {
    const game = reach(midNight, 'night');
    const night = structuredClone(game.state.night!);
    const seat = top(game.state)!.seat;
    const before = store.service.open(game.id, seat);
    expect(viewOf(before).me!.night).not.toBeNull();

    await store.reopen();
    expectInStep(store.service, game);
    const { pub, own } = openAfterRestart(game, seat);
    // Who answered this pass so far is public (S66), what they answered is not.
    expect(viewOf(pub).decision).toEqual({ t: 'night', seat, kind: 'night', pass: 2, answered: night.done });
    expect(night.done!.length).toBeGreaterThan(0);
    expect(viewOf(own).me!.night).toEqual(viewOf(before).me!.night);
    expect(own.legal).toEqual(before.legal);
    expect(own.undoSeat).toBeNull();
    // The file kept every answer given so far: the witches' picks of both passes and who answered.
    const reopened = (store.service.load(game.id).state as SalemState).night!;
    expect(reopened).toEqual(night);
    expect(reopened.proposals.filter((p) => p.pass === 1).map((p) => p.seat).sort()).toEqual([...night.witches].sort());
    expect(reopened.gavel).toBeNull();
    expectNothingShown(game, [pub, own]);
    expectPlantedLeaksFound(game, own);

    // The night goes on from there: the remaining screens, then the morning on the picks made.
    const nightNo = game.state.counts.nights;
    while (game.state.night && !game.state.result) {
      const snap = move(store.service, game);
      expectNothingShown(game, [snap]);
    }
    // The morning followed from the answers kept in the file: the service's game is the engine's copy.
    expectInStep(store.service, game);
    if (!game.state.result) expect(game.state.morning?.night).toBe(nightNo);
    finish(game);
  });

  it('S112 resumes a Conspiracy with the Black Cat’s reveal pending: the same chooser, the same Tryals face down, then the same pass', async () => {
    const game = reach(midConspiracy, 'conspiracy');
    const decision = top(game.state)!;
    if (decision.t !== 'reveal') throw new Error('not a reveal');
    const holderTryals = game.state.players[decision.target]!.tryals.map((t) => t.up);
    const before = store.service.open(game.id, decision.seat);

    await store.reopen();
    expectInStep(store.service, game);
    const { pub, own } = openAfterRestart(game, decision.seat);
    expect(viewOf(pub).decision).toEqual(decision);
    expect(own.legal).toEqual(before.legal);
    expect(own.legal.length).toBe(holderTryals.filter((up) => !up).length);
    expect(viewOf(own).players[decision.target]!.tryals.filter((f) => f !== null).length).toBe(holderTryals.filter((up) => up).length);
    // Nobody has taken a Tryal from the left yet: the last Conspiracy line is the newest of the two.
    const keys = game.state.log.map((e) => e.key);
    expect(keys.lastIndexOf('conspiracyPass')).toBeLessThan(keys.lastIndexOf('conspiracy'));
    expectNothingShown(game, [pub, own]);

    // The reveal, then every living player's blind take: each learns only what they received.
    const after = move(store.service, game);
    expectInStep(store.service, game);
    expectNothingShown(game, [after]);
    const received = game.state.log.filter((e) => e.key === 'received');
    for (const line of received) expect(line.to).toBe(line.params.seat);
    finish(game);
  });
});
