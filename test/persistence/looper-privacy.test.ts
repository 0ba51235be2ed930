/**
 * Tragedy Looper through the session service, the way the app serves it: every answer a
 * protagonist seat or the public table receives (sessions.open, act, undo — the undo's cover
 * and its undo notes included) is searched for the secrets of the game at that moment, with the
 * engine's privacy scan (shared/games/looper/privacy-scan.ts), the status and the session's
 * summary included (L120: not even the script's title). Undos are taken whenever the
 * service offers one, so the states an undo restores are checked too.
 */
import { describe, expect, it } from 'vitest';
import { resolveLooperOptions } from '../../electron/services/looper/game-options';
import { ScriptLibraryService } from '../../electron/services/looper/script-library';
import type { Seat } from '../../shared/engine/contract';
import { gameModule } from '../../shared/games/registry';
import { scanLegal, scanStatus, scanView, secretsOf } from '../../shared/games/looper/privacy-scan';
import { MASTERMIND, type LooperAction, type LooperState, type LooperView } from '../../shared/games/looper/types';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import { seededChooser } from '../fixtures/seeded-choice';
import { useSessionFile } from '../fixtures/session-file';

const PLAYERS = ['Marta', 'Ana', 'Luis', 'Robi'].map((name) => ({ name }));

const store = useSessionFile('looper-privacy', { games: gameModule });
/** The script library over the file open now. */
const library = () => new ScriptLibraryService(store.db);

/** What a seat other than the mastermind was just given, searched against the true state now. */
function leaks(snapshot: SessionSnapshot, truth: LooperState): string[] {
  if (snapshot.seat === MASTERMIND) return [];
  const secrets = secretsOf(truth);
  const view = snapshot.view as LooperView;
  const found = [...scanView(truth, view, secrets), ...scanLegal(truth, snapshot.legal as LooperAction[], secrets), ...scanStatus(truth, snapshot.status, secrets)];
  // L120: the save's own summary row (the table's header and the save list) names no script while the game lasts.
  if (truth.result === null) for (const text of secrets.texts) if (JSON.stringify(snapshot.session).includes(text)) found.push(`session summary holds "${text.slice(0, 20)}"`);
  // Undo notes say who undid, never what: no secret id and no handbook text in them.
  const notes = JSON.stringify(snapshot.undos ?? []);
  for (const id of secrets.ids) if (notes.includes(`"${id}"`)) found.push(`undo notes hold ${id}`);
  return found;
}

async function playWithUndos(scriptId: string, seed: string): Promise<{ checked: number; undos: number; finished: boolean }> {
  const game = store.service.create('looper', 'Privacidad', PLAYERS, resolveLooperOptions(library(), { scriptId }), seed);
  const choose = seededChooser(`${seed}-choices`);
  const coin = seededChooser(`${seed}-undo`);
  const truth = (): LooperState => store.service.load(game.id).state as LooperState;
  let checked = 0;
  let undos = 0;
  const check = (snapshot: SessionSnapshot): void => {
    expect(leaks(snapshot, truth()), `seq ${snapshot.seq}, seat ${snapshot.seat}`).toEqual([]);
    checked++;
  };
  for (let guard = 0; guard < 1500; guard++) {
    const state = truth();
    if (state.result || !state.pending) return { checked, undos, finished: state.result !== null };
    const seat: Seat = state.pending.seat;
    check(store.service.open(game.id, null));
    const mine = store.service.open(game.id, seat);
    check(mine);
    const after = store.service.act(game.id, seat, mine.seq, choose(mine.legal));
    check(after);
    if (after.undoSeat !== null && coin([true, false, false])) {
      check(store.service.undo(game.id, after.undoSeat, after.seq));
      undos++;
    }
  }
  return { checked, undos, finished: false };
}

describe('Tragedy Looper answers through the session service', () => {
  it.each(['velada-bt-2', 'velada-fs-2'])('never give a protagonist seat or the public table a secret, after undos too (%s)', async (scriptId) => {
    const run = await playWithUndos(scriptId, `privacy-${scriptId}`);
    expect(run.undos).toBeGreaterThan(5);
    expect(run.checked).toBeGreaterThan(100);
    expect(run.finished).toBe(true);
  });

  it('the scan is not vacuous: the mastermind view of the same moment would fail it', () => {
    const game = store.service.create('looper', 'Control', PLAYERS, resolveLooperOptions(library(), { scriptId: 'velada-bt-2' }), 'control');
    const snapshot = store.service.open(game.id, MASTERMIND);
    const truth = store.service.load(game.id).state as LooperState;
    expect(scanView(truth, snapshot.view as LooperView).length).toBeGreaterThan(0);
  });
});
