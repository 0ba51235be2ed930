import { describe, expect, it } from 'vitest';
import type { DarknessAction, ViewDisc } from '../../../../../shared/games/darkness/game/types';
import { discDefOf, scenarioOf } from './content-names';
import { fighters, isMasterSeat, masterTools, whereKey } from './master-model';
import { game, legalOf, viewOf } from './test-game';

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
});
