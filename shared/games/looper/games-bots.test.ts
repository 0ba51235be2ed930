/**
 * Every shipped script played to its end by the real bots (bot/index.ts: the AI mastermind
 * against the protagonist bot on every protagonist seat), with every check of property-checks.ts
 * on every step (cheap and deep), plus: each bot's choice is in its seat's legal list (playChecked
 * refuses any other), and what the protagonist bot is given — its seat's view, log included, and
 * legal list — passes the privacy scan. A run plays each script once, at 3 and 4 players in turn
 * (12 games, both counts on every kind of script); LOOPER_BOT_GAMES=all plays every script at both
 * counts (24 games, as the suite did before it was halved for `npm test`'s time).
 */
import { describe, expect, it } from 'vitest';
import { looperBot } from './bot/index';
import { playChecked, type Chooser } from './property-checks';
import { scanLegal, scanLogLine, scanView, secretsOf } from './privacy-scan';
import { SHIPPED_SCRIPTS } from './scripts';
import { MASTERMIND } from './types';

const ALL_COUNTS = process.env.LOOPER_BOT_GAMES === 'all';
const reasons = new Map<string, number>();

/** The bots, with the protagonist bot's inputs scanned before it reads them. */
function botsWithScan(seed: number, counts: { protagonistInputs: number }): Chooser {
  return ({ s, seat, view, legal, step }) => {
    const v = view();
    if (seat !== MASTERMIND) {
      const secrets = secretsOf(s);
      const found = [...scanView(s, v, secrets), ...scanLegal(s, legal, secrets), ...v.log.flatMap((l) => scanLogLine(s, l, secrets))];
      if (found.length > 0) throw new Error(`protagonist bot input at step ${step}: ${found.join('; ')}`);
      counts.protagonistInputs++;
    }
    return looperBot(v, seat, legal, seed * 7919 + step);
  };
}

describe('bot games on every shipped script', () => {
  SHIPPED_SCRIPTS.forEach((script, i) => {
    const playerCounts = ALL_COUNTS ? [3, 4] : [3 + (i % 2)];
    it(`${script.id}: the AI mastermind and the protagonist bots play ${playerCounts.length === 2 ? 'two games' : 'a game'} to the end, legally and without leaks`, () => {
      for (const players of playerCounts) {
        const counts = { protagonistInputs: 0 };
        const game = playChecked(script, players, `bots-${script.id}-${players}`, botsWithScan(players, counts), true);
        expect(game.final.result, `${script.id} ${players}p`).not.toBeNull();
        expect(counts.protagonistInputs).toBeGreaterThan(0);
        expect(game.scanned).toBeGreaterThan(0);
        reasons.set(game.final.result!.reason, (reasons.get(game.final.result!.reason) ?? 0) + 1);
      }
    }, 60_000);
  });

  it('the bot games ended in more than one way', () => {
    expect(reasons.size).toBeGreaterThan(1);
  });
});
