/** The bot: it only ever picks from the legal actions it is given, and bot games always end. */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/contract';
import { silentes } from './index';
import type { SilentesAction, SilentesState } from './types';
import { A, act, decision, play, scenario, viewOf } from './test-helpers';

const MAX_ACTIONS = 3000;

type Game = { final: SilentesState; actions: number; choices: { legal: SilentesAction[]; chosen: SilentesAction }[] };

function botGame(seed: string, openHands = false): Game {
  let s = silentes.setup({ players: ['Ana', 'Luis'], openHands }, seed);
  const choices: Game['choices'] = [];
  let n = 0;
  while (!s.result) {
    if (n >= MAX_ACTIONS) throw new Error(`bot game ${seed} did not end in ${MAX_ACTIONS} actions`);
    const seat = silentes.status(s).deciding[0] as Seat;
    const legal = silentes.legalActions(s, seat);
    const chosen = silentes.bot(silentes.view(s, { kind: 'seat', seat }), seat, legal, n);
    choices.push({ legal, chosen });
    const r = silentes.apply(s, seat, chosen);
    if (!r.ok) throw new Error(`bot move rejected in ${seed}: ${JSON.stringify(chosen)} → ${r.error.code}`);
    s = r.state;
    n++;
  }
  return { final: s, actions: n, choices };
}

describe('bot', () => {
  it('returns one of the legal actions it was given', () => {
    const { choices } = botGame('bot-legal-1');
    expect(choices.length).toBeGreaterThan(10);
    for (const { legal, chosen } of choices) expect(legal).toContainEqual(chosen);
  });

  it('picks from a narrowed list only, whatever the full set would be', () => {
    const s = scenario();
    const v = viewOf(s, 0);
    expect(silentes.bot(v, 0, [A.search], 1)).toEqual(A.search);
    expect(silentes.bot(v, 0, [A.hide(4, 'C9'), A.distract('B', 'B5')], 1)).toSatisfy(
      (a: SilentesAction) => a.type === 'hide' || a.type === 'distract',
    );
  });

  it('R35 answers a response window from its own view: water before El Loco lands at 14, a plain pass when nothing applies', () => {
    let s = scenario({
      noise: 14, provisionDeck: [], huntTop: ['O14', 'O4'], omenTop: ['M0'],
      hands: [['B5', 'C9', 'E8', 'O11', 'B13', 'C1'], ['C4', 'E5', 'O8', 'B10', 'C13', 'E1']],
    });
    s = play(s, [0, A.hide(4, 'C9')], [1, A.hide(0, 'B10')], [0, A.pass], [1, A.pass]);
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'omenNoise', subject: 0 });
    const water = silentes.bot(viewOf(s, 0), 0, silentes.legalActions(s, 0), 3);
    expect(water).toEqual(A.provision('C1'));
    s = act(act(s, 0, water), 0, A.pass);
    expect(decision(s)).toEqual({ t: 'window', seat: 1, window: 'omenNoise', subject: 1 });
    expect(silentes.bot(viewOf(s, 1), 1, silentes.legalActions(s, 1), 3)).toEqual(A.pass);
  });

  it('refuses to move with no legal action', () => {
    const s = scenario();
    expect(() => silentes.bot(viewOf(s, 0), 0, [], 0)).toThrow(/no legal action/);
  });

  it('is deterministic for the same view, list and seed', () => {
    const s = scenario();
    const legal = silentes.legalActions(s, 0);
    const a = silentes.bot(viewOf(s, 0), 0, legal, 42);
    const b = silentes.bot(viewOf(s, 0), 0, legal, 42);
    expect(a).toEqual(b);
  });

  it('across 200 seeded bot-vs-bot games every game ends, with a legal move at every step', () => {
    for (let i = 0; i < 200; i++) {
      const { final, choices } = botGame(`bot-${i}`, i % 4 === 0);
      expect(final.result).not.toBeNull();
      expect(final.stage).toEqual({ s: 'ended' });
      for (const { legal, chosen } of choices) expect(legal).toContainEqual(chosen);
    }
  });
});
