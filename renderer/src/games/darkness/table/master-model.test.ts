import { describe, expect, it } from 'vitest';
import type { DarknessAction, ViewDisc } from '../../../../../shared/games/darkness/game/types';
import { discDefOf, scenarioOf } from './content-names';
import { tileById } from '../../../../../shared/games/darkness/content';
import type { DarknessState } from '../../../../../shared/games/darkness/game/types';
import { fighters, isMasterGame, isMasterSeat, lootRows, masterTools, whereKey } from './master-model';
import { game, legalOf, step, viewOf } from './test-game';

/** A Master game with the first hero standing inside a building where the search is offered. */
function insideABuilding(seed: string): DarknessState {
  const s = game({ master: true, seed });
  for (let i = 0; i < s.tiles.length; i++) {
    const { tx, ty } = s.tiles[i]!;
    for (let y = ty * 8; y < ty * 8 + 8; y++) {
      for (let x = tx * 8; x < tx * 8 + 8; x++) {
        const moved: DarknessState = { ...s, heroes: s.heroes.map((h) => (h.seat === 0 ? { ...h, at: { x, y } } : h)) };
        if (legalOf(moved, 0).some((a) => a.type === 'searchBuilding')) return moved;
      }
    }
  }
  throw new Error('no square where the search is offered');
}

/** Searches with the first hero until something is found (the engine's own rolls, seed by seed). */
function afterAFind(): { before: DarknessState; after: DarknessState } {
  for (let i = 0; i < 40; i++) {
    const before = insideABuilding(`loot-${i}`);
    let s = step(before, 0, { type: 'searchBuilding' });
    s = step(s, 0, { type: 'roll', skill: null, items: [], ally: null, vpDice: 0, helpers: [] });
    if (s.pending?.kind === 'rolled') s = step(s, 0, { type: 'keep' });
    if (s.log.some((e) => e.key === 'lootFound')) return { before, after: s };
  }
  throw new Error('no search found anything in 40 seeds');
}

describe('the Master’s screen', () => {
  it('groups the Master’s legal tools and keeps each engine action as it is', () => {
    const legal: DarknessAction[] = [
      { type: 'masterEnvironment', light: 'night', weather: 'storm' },
      { type: 'masterReveal', disc: 'd2' },
      { type: 'masterAdversary', disc: 'd7', to: { x: 1, y: 2 } },
      { type: 'masterAdversary', disc: 'd7', to: null },
      { type: 'masterSetTarget', level: 4 },
      { type: 'masterSetTarget', level: 2 },
      { type: 'masterRollTable' },
      { type: 'masterPlaceTile', tile: 'bar', tx: 0, ty: 1, rotation: 0 },
      { type: 'masterDone' },
      { type: 'endTurn' },
    ];
    const t = masterTools(legal);
    expect(t.environment).toEqual([legal[0]]);
    expect(t.reveal[0]).toBe(legal[1]);
    expect(t.moveAdversary.get('d7')).toEqual([legal[2], legal[3]]);
    expect(t.setTarget.map((a) => a.level)).toEqual([2, 4]);
    expect(t.rollTable).toBe(legal[6]);
    expect(t.placeTile).toEqual([legal[7]]);
    expect(t.done).toBe(legal[8]);
  });

  it('shows the Master every adversary and security disc with its stats, and nobody else the hidden ones', () => {
    const s = game({ master: true });
    const masterView = viewOf(s, 2);
    expect(masterView.isMaster).toBe(true);
    const scenario = scenarioOf(masterView.scenarioId);
    const defOf = (d: ViewDisc) => discDefOf(scenario, d.def);
    const rows = fighters(masterView, defOf);
    const known = masterView.discs.filter((d) => (d.kind === 'adversary' || d.kind === 'security') && d.where.zone !== 'removed' && d.where.zone !== 'held');
    expect(known.some((d) => d.where.zone === 'board' && !d.where.faceUp)).toBe(true);
    expect(rows.length).toBe(known.length);
    for (const r of rows) expect(['adversary', 'security']).toContain(r.def.kind);
    const heroView = viewOf(s, 0);
    const hidden = fighters(heroView, defOf).filter((r) => !r.faceUp);
    expect(hidden).toEqual([]);
    expect(legalOf(s, 2).every((a) => a.type.startsWith('master'))).toBe(true);
  });

  it('D338 knows the Master’s seat from the public view: the seat after the heroes, when there is one more player', () => {
    const view = viewOf(game({ heroes: 2, master: true }), null);
    expect(isMasterSeat(view, ['Ana', 'Luis', 'Eva'], 2)).toBe(true);
    expect(isMasterSeat(view, ['Ana', 'Luis', 'Eva'], 1)).toBe(false);
    expect(isMasterSeat(view, ['Ana', 'Luis'], 2)).toBe(false);
    expect(isMasterSeat(view, ['Ana', 'Luis', 'Eva'], null)).toBe(false);
    expect(isMasterSeat(null, ['Ana'], 0)).toBe(false);
  });

  it('says where a disc is', () => {
    expect(whereKey({ zone: 'board', at: { x: 3, y: -2 }, faceUp: true })).toBe('3,-2');
    expect(whereKey({ zone: 'underFigure', seat: 1 })).toBe('seat:1');
    expect(whereKey({ zone: 'waiting' })).toBe('waiting');
  });

  it('D346 shows the Master the loot still to find where the heroes stand, and nobody else', () => {
    const { before, after } = afterAFind();
    const rows = lootRows(viewOf(before, 2));
    expect(rows.length).toBeGreaterThan(0);
    const here = rows[0]!;
    expect(here.items).toEqual(tileById(before.tiles[here.tile]!.tile)!.loot.map((e) => ({ item: e.item, target: e.target })));
    // What a search found is no longer listed.
    const found = after.log.find((e) => e.key === 'lootFound')!.params.item;
    const left = lootRows(viewOf(after, 2)).find((r) => r.tile === here.tile)?.items ?? [];
    expect(left.map((e) => e.item)).not.toContain(found);
    expect(left.length).toBe(here.items.length - 1);
    expect(lootRows(viewOf(before, 0))).toEqual([]);
    expect(lootRows(viewOf(before, null))).toEqual([]);
  });

  it('D342 knows a game has a Master from its seats', () => {
    const view = viewOf(game({ heroes: 2, master: true }), null);
    expect(isMasterGame(view, ['Ana', 'Luis', 'Eva'])).toBe(true);
    expect(isMasterGame(view, ['Ana', 'Luis'])).toBe(false);
    expect(isMasterGame(null, ['Ana'])).toBe(false);
  });
});
