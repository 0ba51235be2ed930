/**
 * Silentes' three levels (issue 24) over whole seeded games: every decision is legal, the same for
 * the same view, seed and level, and blind to what the seat cannot see (the partner's hidden hand,
 * the order of the hunt, provision and omen decks, the game's random stream): non-interference.
 * Then the win-rate ordering Difícil ≥ Normal ≥ Fácil over seeded games (Wilson 95% in docs/bots.md).
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract';
import type { BotLevel } from '../../../engine/bot-level';
import { canonicalJson } from '../../../engine/hash';
import { levelChooser, playGame } from '../../../engine/play';
import { seedRng, shuffle } from '../../../engine/rng';
import { wilson } from '../../../engine/wilson';
import { silentes } from '../index';
import type { SilentesAction, SilentesState } from '../types';
import { isHuntCard } from '../cards';

const OPTIONS = { players: ['Ana', 'Luis'] as [string, string], openHands: false };

/** The same table with what `seat` cannot see dealt again (the partner's hand only while it is hidden). */
function reshuffleHidden(s: SilentesState, seat: Seat, salt: string): SilentesState {
  const t: SilentesState = structuredClone(s);
  let rng = seedRng(`hidden:${salt}`);
  const partner = t.seats[1 - seat]!;
  const partnerSeen = silentes.view(s, { kind: 'seat', seat }).seats[1 - seat]!.hand !== null;
  const fromHand = partnerSeen ? [] : partner.hand;
  // The partner's hunt cards go back among the hunt deck's; its provisions stay (the count per kind shows).
  const huntInHand = fromHand.filter(isHuntCard);
  const keptInHand = fromHand.filter((c) => !isHuntCard(c));
  let hunt = [...huntInHand, ...t.huntDeck];
  [hunt, rng] = shuffle(hunt, rng);
  if (!partnerSeen) partner.hand = [...hunt.splice(0, huntInHand.length), ...keptInHand];
  t.huntDeck = hunt;
  [t.provisionDeck, rng] = shuffle(t.provisionDeck, rng);
  [t.omenDeck, rng] = shuffle(t.omenDeck, rng);
  t.rng = seedRng(`other-future:${salt}`);
  return t;
}

function decide(s: SilentesState, seat: Seat, seed: number, level: BotLevel): SilentesAction {
  return silentes.bot(silentes.view(s, { kind: 'seat', seat }), seat, silentes.legalActions(s, seat), seed, level);
}

describe('silentes bot levels', () => {
  for (const level of ['easy', 'normal', 'hard'] as const) {
    it(`${level}: legal, deterministic and blind to hidden state over whole games`, () => {
      let probed = 0;
      let changed = 0;
      for (let g = 0; g < 4; g++) {
        let n = 0;
        const game = playGame(silentes, OPTIONS, `lv-${level}-${g}`, (_m, c) => {
          const s = c.state as SilentesState;
          const action = decide(s, c.seat, c.seed, level);
          expect(c.legal).toContainEqual(action);
          if (c.legal.length > 1 && ++n % 2 === 0) {
            probed++;
            expect(decide(s, c.seat, c.seed, level)).toEqual(action);
            const other = reshuffleHidden(s, c.seat, `${g}:${n}`);
            expect(canonicalJson(silentes.view(other, { kind: 'seat', seat: c.seat }))).toBe(canonicalJson(silentes.view(s, { kind: 'seat', seat: c.seat })));
            if (canonicalJson(other) !== canonicalJson(s)) changed++;
            expect(decide(other, c.seat, c.seed, level)).toEqual(action);
          }
          return action;
        });
        expect(game.error).toBeNull();
      }
      expect(probed).toBeGreaterThan(40);
      expect(changed).toBe(probed);
    });
  }

  it('wins in the order Difícil ≥ Normal > Fácil over 300 seeded games each', () => {
    const wins = (level: BotLevel) => {
      let w = 0;
      for (let g = 0; g < 300; g++) if (playGame(silentes, OPTIONS, `order-${g}`, levelChooser(level)).result?.outcome === 'victory') w++;
      return w;
    };
    const [easy, normal, hard] = [wins('easy'), wins('normal'), wins('hard')];
    // Normal beats Fácil by more than noise: the intervals do not even touch.
    expect(wilson(normal, 300)[0]).toBeGreaterThan(wilson(easy, 300)[1]);
    // Difícil, on the very same seeds, wins at least as often as Normal.
    expect(hard).toBeGreaterThanOrEqual(normal);
  }, 60_000);
});
