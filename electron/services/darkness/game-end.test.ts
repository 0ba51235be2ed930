/** A finished board game read for the wizard: held items as sheet items (A21, A23), the flags a chapter sets, refusals. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discById, scenarioById } from '../../../shared/games/darkness/content';
import type { DarknessState, DiscInstance } from '../../../shared/games/darkness/game/types';
import { openDarknessDb } from '../../../test/persistence/darkness-fixtures';
import { serviceErrorOf } from '../../../test/persistence/looper-fixtures';
import type { Db } from '../database';
import { SessionService } from '../sessions';
import { DarknessGameEndService, itemsHeldBy } from './game-end';
import { flagsSetBy, scenarioOfPlayed } from './game-flags';

function disc(id: string, def: string, kind: DiscInstance['kind'], seat: number, awardedVp: number): DiscInstance {
  return { id, def, kind, where: { zone: 'held', seat }, awardedVp, usesLeft: null, damage: 0, lockedUntilTurn: null, following: null };
}

function stateWith(discs: DiscInstance[], extra: Partial<DarknessState> = {}): DarknessState {
  return { discs: Object.fromEntries(discs.map((d) => [d.id, d])), scenario: {}, result: null, ...extra } as DarknessState;
}

describe('itemsHeldBy', () => {
  it('D360 lists a hero’s items with the VP actually awarded (A21), the disc’s level (A23) and weight; copies get ~2; allies and parts are not items', () => {
    const flashlight = discById('flashlight')!;
    const state = stateWith([
      disc('d12', 'flashlight', 'item', 0, 3),
      disc('d3', 'flashlight', 'item', 0, 1),
      disc('d4', 'flashlight', 'item', 1, 1),
      disc('d5', 'numbered:1', 'numbered', 0, 0),
      disc('d6', 'no_such_ally', 'ally', 0, 2),
    ]);
    expect(itemsHeldBy(state, 0)).toEqual([
      { id: 'flashlight', name: flashlight.name.es, weight: flashlight.weight, vp: 1, level: flashlight.difficulty },
      { id: 'flashlight~2', name: flashlight.name.es, weight: flashlight.weight, vp: 3, level: flashlight.difficulty },
    ]);
    expect(itemsHeldBy(state, 1).map((i) => i.id)).toEqual(['flashlight']);
    expect(itemsHeldBy(state, 2)).toEqual([]);
  });
});

describe('flagsSetBy', () => {
  it('D363 the introductory chapter’s flags are the ones the engine recorded at its end', () => {
    const intro = scenarioById('curfew_radio')!;
    // What the engine recorded at the game's end (`flag.<name>`), every other flag of the chapter false.
    const won = stateWith([], { scenario: { 'flag.radio_fixed': true } });
    const lost = stateWith([], { scenario: { 'flag.radio_silent': true } });
    expect(flagsSetBy(intro, won)).toEqual({ radio_fixed: true, radio_silent: false });
    expect(flagsSetBy(intro, lost)).toEqual({ radio_fixed: false, radio_silent: true });
    expect(scenarioOfPlayed('Curfew Radio')?.id).toBe('curfew_radio');
    expect(scenarioOfPlayed(intro.name.es)?.id).toBe('curfew_radio');
    expect(scenarioOfPlayed('una partida cualquiera')).toBeUndefined();
  });
});

describe('DarknessGameEndService refusals', () => {
  let db: Db;
  let close: () => void;
  beforeEach(async () => {
    ({ db, close } = await openDarknessDb('darkness-game-end'));
  });
  afterEach(() => close());

  it('refuses a missing session and another game’s session', () => {
    const sessions = new SessionService(db);
    const ends = new DarknessGameEndService(db, sessions);
    expect(serviceErrorOf(() => ends.end('nope')).code).toBe('session_not_found');
    const silentes = sessions.create('silentes', undefined, [{ name: 'Ana' }, { name: 'Luis' }], {});
    expect(serviceErrorOf(() => ends.end(silentes.id))).toMatchObject({ code: 'darkness_not_a_board_game', params: { gameId: 'silentes' } });
  });
});
