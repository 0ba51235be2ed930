/**
 * The table offers exactly the engine's legal actions: every legal action of every state
 * reached in random games is reachable through one of the table's controls, and every
 * action a control produces is one of the legal ones. So the UI can never get stuck.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../../shared/engine/rng';
import { silentes } from '../../../../shared/games/silentes';
import type { SilentesAction, SilentesState } from '../../../../shared/games/silentes/types';
import {
  actionableCards,
  canonical,
  distractsFor,
  findGive,
  findLegal,
  groupLegal,
  hideTargets,
  hideVariantsFor,
  moveItem,
  provisionsFor,
  shelterActions,
  type LegalGroups,
} from './legal';

const NO_VARIANT = { multitool: false, grapple: false };

/** Can a player produce exactly `a` with the table's controls, given these groups? */
function reachable(g: LegalGroups, a: SilentesAction): boolean {
  switch (a.type) {
    case 'place':
    case 'moveTo':
      return shelterActions(g, null, NO_VARIANT).get(a.shelter) === a;
    case 'hide': {
      const variant = { multitool: a.multitool === true, grapple: a.grapple === true };
      const offered = hideVariantsFor(g, a.card);
      const togglesShown = (!variant.multitool || offered.multitool) && (!variant.grapple || offered.grapple);
      return actionableCards(g).has(a.card) && togglesShown && shelterActions(g, a.card, variant).get(a.shelter) === a;
    }
    case 'distract':
      return actionableCards(g).has(a.card) && distractsFor(g, a.card).includes(a);
    case 'provision':
      if (!actionableCards(g).has(a.card)) return false;
      return a.shelter === undefined ? provisionsFor(g, a.card).includes(a) : shelterActions(g, a.card, NO_VARIANT).get(a.shelter) === a;
    case 'order':
      return findLegal(g.order, { type: 'order', cards: a.cards.slice() }) === a;
    case 'give':
      return findGive(g.give, a.cards.slice().reverse()) === a;
    case 'distribute':
      return findLegal(g.distribute, { to: a.to.slice(), type: 'distribute' }) === a;
    default:
      return (g[a.type] as SilentesAction[]).includes(a);
  }
}

/** Plays one random game to its end, checking the controls at every decision. */
function checkGame(seed: string, openHands: boolean, seen: Set<string>): void {
  let s: SilentesState = silentes.setup({ players: ['Ana', 'Luis'], openHands }, seed);
  let rng = seedRng(`pick:${seed}`);
  for (let step = 0; !s.result; step++) {
    if (step > 5000) throw new Error(`game ${seed} did not end`);
    const seat = silentes.status(s).deciding[0]!;
    const legal = silentes.legalActions(s, seat);
    const view = silentes.view(s, { kind: 'seat', seat });
    const decision = view.decision!;
    seen.add(decision.t);
    const g = groupLegal(legal);
    expect(g.unknown, `${seed}@${step}`).toEqual([]);
    for (const a of legal) expect(reachable(g, a), `${seed}@${step} ${JSON.stringify(a)}`).toBe(true);
    // Whatever the map lights up for any card and variant is legal.
    for (const card of [null, ...actionableCards(g)]) {
      for (const variant of [NO_VARIANT, { multitool: true, grapple: false }, { multitool: false, grapple: true }, { multitool: true, grapple: true }]) {
        for (const a of shelterActions(g, card, variant).values()) expect(legal).toContain(a);
      }
    }
    // The pickers start on a legal choice, so their confirm button is never dead.
    if (decision.t === 'hierophant' || decision.t === 'mapOrder') expect(findLegal(g.order, { type: 'order', cards: decision.cards })).toBeDefined();
    if (decision.t === 'magician') expect(findGive(g.give, [])).toBeDefined();
    if (decision.t === 'empress') expect(findLegal(g.distribute, { type: 'distribute', to: decision.cards.map(() => seat) })).toBeDefined();

    let i: number;
    [i, rng] = nextInt(rng, legal.length);
    const r = silentes.apply(s, seat, legal[i]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}

describe('legal actions → table controls', () => {
  it('every legal action in random games is reachable, and nothing else is offered', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.boolean(), (seed, openHands) => {
        checkGame(seed, openHands, seen);
      }),
      { numRuns: 60 },
    );
    for (const t of ['place', 'act', 'window']) expect(seen.has(t), t).toBe(true);
  });

  it('sends anything it does not recognise to the generic buttons', () => {
    const odd = [{ type: 'teleport' }, { type: 'hide', card: 'B4' }, 'pass', null, { type: 'order', cards: 'B4' }];
    const g = groupLegal([...odd, { type: 'pass' }]);
    expect(g.unknown).toEqual(odd);
    expect(g.pass).toEqual([{ type: 'pass' }]);
  });

  it('offers the Multi-tool and Rope variants only for the cards that have them', () => {
    const g = groupLegal([
      { type: 'hide', card: 'B4', shelter: 1 },
      { type: 'hide', card: 'B4', shelter: 6, grapple: true },
      { type: 'hide', card: 'C9', shelter: 1, multitool: true },
    ]);
    expect(hideVariantsFor(g, 'B4')).toEqual({ multitool: false, grapple: true });
    expect(hideVariantsFor(g, 'C9')).toEqual({ multitool: true, grapple: false });
    expect([...hideTargets(g, 'B4', NO_VARIANT).keys()]).toEqual([1]);
    expect([...hideTargets(g, 'B4', { multitool: false, grapple: true }).keys()]).toEqual([6]);
    expect([...hideTargets(g, 'C9', NO_VARIANT).keys()]).toEqual([]);
  });
});

describe('canonical and moveItem', () => {
  it('compares actions regardless of key order and skips undefined fields', () => {
    expect(canonical({ b: 1, a: [2, { d: 3, c: undefined }] })).toBe(canonical({ a: [2, { d: 3 }], b: 1 }));
    expect(canonical({ cards: ['B4', 'C5'] })).not.toBe(canonical({ cards: ['C5', 'B4'] }));
  });

  it('moves an item one place and ignores moves past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('identical choices are offered once', () => {
  it('groups an action offered twice as one', () => {
    const g = groupLegal([{ type: 'search' }, { type: 'pass' }, { type: 'search' }, { type: 'place', shelter: 2 }, { shelter: 2, type: 'place' }]);
    expect(g.search).toEqual([{ type: 'search' }]);
    expect(g.place).toEqual([{ type: 'place', shelter: 2 }]);
    expect(g.pass).toHaveLength(1);
  });
});
