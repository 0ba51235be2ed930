/**
 * A bot's move depends only on what its seat may know (ruling S27): two states that differ only
 * in cards the bot's seat cannot see — another seat's hand — give the bot the same seed and the
 * same move. Checked on The Grizzled and Salem along seeded games, at every few decisions.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGameModule, Seat } from '../../shared/engine/contract';
import { canonicalJson, stateHash } from '../../shared/engine/hash';
import { gameModule } from '../../shared/games/registry';
import { seededChooser } from '../../test/fixtures/seeded-choice';
import { botAction } from './bot-turn';

interface WithHands {
  players: { hand: string[] }[];
}

/** The module with its bot's seeds recorded, the bot itself unchanged. */
function recording(module: AnyGameModule): { module: AnyGameModule; seeds: number[] } {
  const seeds: number[] = [];
  return { seeds, module: { ...module, bot: (view, seat, legal, seed) => (seeds.push(seed), module.bot(view, seat, legal, seed)) } };
}

/** `state` with one card swapped between the hands of two seats other than `bot`, or null when none differ. */
function twinOf(state: WithHands, bot: Seat): WithHands | null {
  const others = state.players.map((p, seat) => ({ hand: p.hand, seat })).filter((p) => p.seat !== bot && p.hand.length > 0);
  for (const a of others) {
    for (const b of others) {
      if (a.seat >= b.seat || a.hand[0] === b.hand[0]) continue;
      const twin = structuredClone(state);
      twin.players[a.seat]!.hand[0] = b.hand[0]!;
      twin.players[b.seat]!.hand[0] = a.hand[0]!;
      return twin;
    }
  }
  return null;
}

function checkGame(gameId: string, options: Record<string, unknown>, seed: string): number {
  const real = gameModule(gameId)!;
  const parsed = real.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state = real.setup(parsed.value, seed);
  const choose = seededChooser(`${seed}-moves`);
  let checked = 0;
  for (let seq = 0; seq < 400 && !real.status(state).result; seq++) {
    const seat = real.status(state).deciding[0]!;
    const twin = seq % 3 === 0 ? twinOf(state as WithHands, seat) : null;
    if (twin) {
      expect(stateHash(twin)).not.toBe(stateHash(state));
      expect(canonicalJson(real.view(twin, { kind: 'seat', seat }))).toBe(canonicalJson(real.view(state, { kind: 'seat', seat })));
      const a = recording(real);
      const b = recording(real);
      const moveA = botAction(a.module, state, seat, seq);
      const moveB = botAction(b.module, twin, seat, seq);
      expect(b.seeds, `${gameId} seq ${seq}`).toEqual(a.seeds);
      expect(canonicalJson(moveB), `${gameId} seq ${seq}`).toBe(canonicalJson(moveA));
      checked++;
    }
    const next = real.apply(state, seat, choose(real.legalActions(state, seat)));
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  return checked;
}

describe('a bot decides from its own seat only (S27)', () => {
  it('The Grizzled: swapping cards between two other hands changes neither the seed nor the move', () => {
    expect(checkGame('grizzled', { players: ['Ana', 'Luis', 'Marta', 'Pablo'] }, 'bot-seed-grizzled')).toBeGreaterThan(5);
  });

  it('Salem: swapping cards between two other hands changes neither the seed nor the move', () => {
    expect(checkGame('salem', { players: ['Ana', 'Luis', 'Marta', 'Pablo', 'Sara'] }, 'bot-seed-salem')).toBeGreaterThan(5);
  });
});
