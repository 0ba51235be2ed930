/**
 * A cheap win-rate ordering of the bot levels for `npm test` (seconds; the real figures, with
 * their Wilson intervals and Difícil included, are `npm run sim -- --level …` in docs/bots.md):
 * on the introductory script, *Normal* protagonists win at least as often as *Fácil* ones
 * against the *Normal* mastermind, and the protagonists win at least as often against the *Fácil*
 * mastermind as against the *Normal* one — there, and on velada-fs-3, where its four-favourites
 * version beat the protagonist bot in 10 of 10 (L200); and *Difícil* protagonists win more than
 * *Normal* ones on velada-bt-9, where its loop-end rollouts gain most (L201). Seeded: the same
 * games every run.
 */
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../../engine/bot-level';
import { playGame } from '../../../engine/play';
import { looper } from '../index';
import { INTRODUCTORY_SCRIPT_ID, shippedScript } from '../scripts';
import { MASTERMIND, type LooperAction, type LooperState, type LooperView } from '../types';
import { looperBot } from './index';

const GAMES = 8;

function protagonistWins(protagonists: BotLevel, mastermind: BotLevel, scriptId = INTRODUCTORY_SCRIPT_ID, games = GAMES): number {
  const options = looper.parseOptions({ players: ['M', 'A', 'B'], script: shippedScript(scriptId)! });
  if (!options.ok) throw new Error(options.error.message);
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const game = playGame(looper, options.value, `levels-strength:${g}`, (m, c) =>
      looperBot(m.view(c.state, { kind: 'seat', seat: c.seat }) as LooperView, c.seat, c.legal as LooperAction[], c.seed, c.seat === MASTERMIND ? mastermind : protagonists),
    );
    expect(game.error).toBeNull();
    if ((game.state as LooperState).result?.outcome === 'victory') wins++;
  }
  return wins;
}

describe('looper bot levels: win-rate ordering (cheap)', () => {
  it('Normal protagonists ≥ Fácil protagonists, and Fácil mastermind ≤ Normal mastermind', () => {
    const normal = protagonistWins('normal', 'normal');
    const easyP = protagonistWins('easy', 'normal');
    const easyM = protagonistWins('normal', 'easy');
    expect(normal).toBeGreaterThanOrEqual(easyP);
    expect(easyM).toBeGreaterThanOrEqual(normal);
    // The orderings are not vacuous: the levels differ somewhere on these games.
    expect(easyM - easyP).toBeGreaterThan(0);
  }, 120_000);

  it('the Fácil mastermind is gentler than the Normal one where the heuristic alone used to win (velada-fs-3, L200)', () => {
    const normal = protagonistWins('normal', 'normal', 'velada-fs-3', 10);
    const easyM = protagonistWins('normal', 'easy', 'velada-fs-3', 10);
    expect(easyM).toBeGreaterThanOrEqual(normal + 3);
  }, 120_000);

  it('Difícil protagonists beat Normal ones where the loop-end search gains most (velada-bt-9, L201)', () => {
    // Measured: Normal 0 of these 4 games, Difícil 3 (on seed paired3, 40 games: 9/40 and 34/40).
    const normal = protagonistWins('normal', 'normal', 'velada-bt-9', 4);
    const hard = protagonistWins('hard', 'normal', 'velada-bt-9', 4);
    expect(hard).toBeGreaterThanOrEqual(normal + 2);
  }, 120_000);
});
