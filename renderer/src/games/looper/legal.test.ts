/**
 * Legal-action grouping against the real engine: on every shipped script, in random games,
 * every legal action is reachable through exactly the groups the controls are built from, and
 * the pickers (card then target, character then role) only ever produce legal actions.
 */
import { describe, expect, it } from 'vitest';
import { playGame, randomChooser } from '../../../../shared/engine/play';
import { looper } from '../../../../shared/games/looper';
import { SHIPPED_SCRIPTS } from '../../../../shared/games/looper/scripts';
import type { LooperAction, LooperState } from '../../../../shared/games/looper/types';
import {
  canPlace,
  cultistAnswer,
  groupLegal,
  guessAction,
  guessCharacters,
  guessRoles,
  henchmanLocations,
  nextSelection,
  placementAction,
  placementTargets,
  refusalAnswer,
} from './legal';

const key = (a: unknown): string => JSON.stringify(a, Object.keys(a as object).sort());

/** Every action the panel's and board's controls can send for this legal list. */
function reachable(legal: LooperAction[]): LooperAction[] {
  const g = groupLegal(legal);
  const out: LooperAction[] = [];
  for (const card of g.placements.keys()) {
    for (const target of placementTargets(legal, card)) out.push(placementAction(legal, card, target)!);
  }
  for (const loc of henchmanLocations(g)) out.push(g.henchmanStarts.find((a) => a.location === loc)!);
  for (const c of guessCharacters(g)) for (const r of guessRoles(g, c)) out.push(guessAction(g, c, r)!);
  for (const b of [true, false]) {
    const r = refusalAnswer(g, b);
    if (r) out.push(r);
    const c = cultistAnswer(g, b);
    if (c) out.push(c);
  }
  for (const list of g.goodwillByCharacter.values()) out.push(...list);
  out.push(...g.mastermindAbilities, ...g.informer, ...g.incidentChoices, ...g.dayEnd, ...g.unknown);
  for (const one of [g.continueLoops, g.goToFinalGuess, g.endMastermindAbilities, g.endGoodwill, g.endDay]) if (one) out.push(one);
  return out;
}

describe('Looper legal grouping', () => {
  it('offers every legal action through the controls, and nothing else, in random games on every shipped script', () => {
    const kinds = new Set<string>();
    for (const script of SHIPPED_SCRIPTS) {
      for (const players of [2, 4]) {
        const names = ['MM', 'A', 'B', 'C'].slice(0, players);
        playGame(looper, { players: names, script }, `legal-${script.id}-${players}`, (module, choice) => {
          const legal = choice.legal as LooperAction[];
          kinds.add((choice.state as LooperState).pending!.t);
          const sent = reachable(legal).map(key).sort();
          expect(sent).toEqual(legal.map(key).sort());
          expect(groupLegal(legal).unknown).toEqual([]);
          return randomChooser(module, choice);
        });
      }
    }
    // The random games went through the decisions the panel draws.
    for (const k of ['henchmanStart', 'mastermindCards', 'protagonistCard', 'mastermindAbility', 'goodwill', 'incident', 'dayEnd', 'timeSpiral', 'finalGuess', 'refusal']) {
      expect(kinds).toContain(k);
    }
  }, 60_000);

  it('lists a card\'s targets once and nothing for an unselected card', () => {
    const legal: LooperAction[] = [
      { type: 'placeCard', card: 'paranoiaPlus1', target: 'school' },
      { type: 'placeCard', card: 'paranoiaPlus1', target: 'boyStudent' },
      { type: 'placeCard', card: 'forbidGoodwill', target: 'school' },
    ];
    expect(placementTargets(legal, null)).toEqual(new Set());
    expect(placementTargets(legal, 'paranoiaPlus1')).toEqual(new Set(['school', 'boyStudent']));
    expect(groupLegal(legal).placements.get('forbidGoodwill')).toEqual(['school']);
    expect(placementTargets(legal, 'intriguePlus2')).toEqual(new Set());
  });

  it('selects a placeable card, unselects on a second click and ignores a card with no target', () => {
    const legal: LooperAction[] = [{ type: 'placeCard', card: 'paranoiaPlus1', target: 'school' }];
    expect(nextSelection(legal, null, 'paranoiaPlus1')).toBe('paranoiaPlus1');
    expect(nextSelection(legal, 'paranoiaPlus1', 'paranoiaPlus1')).toBeNull();
    expect(nextSelection(legal, null, 'forbidIntrigue')).toBeNull();
    expect(canPlace(legal, 'forbidIntrigue')).toBe(false);
  });

  it('groups goodwill uses by character, in the engine\'s order', () => {
    const legal: LooperAction[] = [
      { type: 'useGoodwill', character: 'shrineMaiden', ability: 0, target: 'shrine' },
      { type: 'useGoodwill', character: 'boyStudent', ability: 0, target: 'girlStudent' },
      { type: 'useGoodwill', character: 'shrineMaiden', ability: 1, target: 'boyStudent' },
      { type: 'endGoodwill' },
    ];
    const g = groupLegal(legal);
    expect([...g.goodwillByCharacter.keys()]).toEqual(['shrineMaiden', 'boyStudent']);
    expect(g.goodwillByCharacter.get('shrineMaiden')!.map((a) => a.ability)).toEqual([0, 1]);
    expect(g.endGoodwill).toEqual({ type: 'endGoodwill' });
  });
});
