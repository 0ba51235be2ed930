/**
 * Ruling F6: in a game with sides a profile's record counts the side it sat on. An all-bot Tragedy
 * Looper game (a profile as the mastermind, two as protagonists) and an all-bot Salem game (a profile
 * on every seat) are played to their end through the session service; each profile's win or loss is
 * its seat's, read from the game's final state — never the table's "victory" for everyone.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { resolveLooperOptions } from '../../electron/services/looper/game-options';
import { ScriptLibraryService } from '../../electron/services/looper/script-library';
import { profileHistory } from '../../electron/services/profile-history';
import { ProfileService } from '../../electron/services/profiles';
import type { PlayerEntry } from '../../electron/services/sessions';
import { gameModule } from '../../shared/games/registry';
import type { SalemState } from '../../shared/games/salem/types';
import { useSessionFile } from '../fixtures/session-file';

const store = useSessionFile('profile-sides', { games: gameModule });
let profiles: ProfileService;
beforeEach(() => {
  profiles = new ProfileService(store.db);
});

/** Every seat a bot with a profile of its own; the game played to its end; answers the session id and the seats' profiles. */
function playedToEnd(gameId: 'looper' | 'salem', names: string[], options: Record<string, unknown>, seed: string): { id: string; ids: string[] } {
  const ids = names.map((name) => profiles.create(name).id);
  const players: PlayerEntry[] = names.map((name, seat) => ({ name, profileId: ids[seat], bot: true }));
  const created = store.service.create(gameId, undefined, players, options, seed);
  let snap = store.service.open(created.id, null);
  for (let steps = 0; !snap.status.result; steps++) {
    expect(steps).toBeLessThan(20_000);
    snap = store.service.botStep(created.id, snap.seq);
  }
  return { id: created.id, ids };
}

function recordOf(profileId: string, gameId: string) {
  return profileHistory(store.db, profiles.list(), profileId).games.find((g) => g.gameId === gameId);
}

describe('F6 a profile’s record in a game with sides', () => {
  it('F6 Tragedy Looper: the mastermind’s win is the protagonists’ loss, and the other way round', () => {
    const library = new ScriptLibraryService(store.db);
    const outcomes = new Set<string>();
    for (const seed of ['sides-1', 'sides-2', 'sides-3', 'sides-4']) {
      const { id, ids } = playedToEnd('looper', [`Mente ${seed}`, `Ana ${seed}`, `Luis ${seed}`], resolveLooperOptions(library, { scriptId: 'velada-fs-1' }), seed);
      const result = store.service.open(id, null).status.result!;
      outcomes.add(result.outcome);
      const protagonistsWon = result.outcome === 'victory';
      expect(recordOf(ids[0]!, 'looper')).toEqual({ gameId: 'looper', played: 1, wins: protagonistsWon ? 0 : 1, losses: protagonistsWon ? 1 : 0, unfinished: 0 });
      for (const protagonist of ids.slice(1)) {
        expect(recordOf(protagonist, 'looper')).toEqual({ gameId: 'looper', played: 1, wins: protagonistsWon ? 1 : 0, losses: protagonistsWon ? 0 : 1, unfinished: 0 });
      }
    }
    // Both ways round over these seeds: the mastermind's win and the protagonists'.
    expect([...outcomes].sort()).toEqual(['defeat', 'victory']);
  });

  it('F6 Salem 1692: the winning side’s seats win (dead ones too), the others lose, whoever the town is', () => {
    const names = ['Ana', 'Luis', 'Eva', 'Leo', 'Sara'];
    const { id, ids } = playedToEnd('salem', names, { nightSeconds: 1 }, 'sides-salem');
    const snap = store.service.open(id, 0);
    const view = snap.view as { winners: number[]; reveal: { everWitch: boolean[] } };
    expect(view.winners.length).toBeGreaterThan(0);
    expect(view.winners.length).toBeLessThan(names.length);
    for (const [seat, profileId] of ids.entries()) {
      const won = view.winners.includes(seat);
      expect(recordOf(profileId, 'salem'), names[seat]).toEqual({ gameId: 'salem', played: 1, wins: won ? 1 : 0, losses: won ? 0 : 1, unfinished: 0 });
    }
    // The winners are one side: all ever-witches, or all who never were.
    const sides = new Set(view.winners.map((seat) => view.reveal.everWitch[seat]));
    expect(sides.size).toBe(1);
  });

  it('F6 the module says who won from the final state, and nothing while a game is played', () => {
    const salem = gameModule('salem')!;
    const options = salem.parseOptions({ players: ['A', 'B', 'C', 'D'], nightSeconds: 1 });
    if (!options.ok) throw new Error(options.error.code);
    const started = salem.setup(options.value, 'x');
    expect(salem.winners!(started)).toBeNull();
    const over = { ...(started as SalemState), result: { outcome: 'defeat' as const, reason: 'witchesWin' }, winners: [2] };
    expect(salem.winners!(over)).toEqual([2]);
    const looper = gameModule('looper')!;
    expect(looper.winners!({ result: { outcome: 'defeat', reason: 'x' }, players: ['M', 'A', 'B'] })).toEqual([0]);
    expect(looper.winners!({ result: { outcome: 'victory', reason: 'x' }, players: ['M', 'A', 'B'] })).toEqual([1, 2]);
    expect(looper.winners!({ result: null, players: ['M', 'A'] })).toBeNull();
  });
});
