import { describe, expect, it } from 'vitest';
import type { DarknessAction } from '../../../../../shared/games/darkness/game/types';
import { translator } from '../../looper/test-translator';
import { actionId, isTurnAction, turnButtons, turnLeft } from './turn-actions';
import { tableNames } from './use-table-names';
import { game, legalOf, step, viewOf } from './test-game';

const es = translator('es');
const en = translator('en');

const EVERY: DarknessAction[] = [
  { type: 'rollMovement', cancelOhCrap: false }, { type: 'rollMovement', cancelOhCrap: true }, { type: 'explore', side: 'E' }, { type: 'explore', side: 'E', tile: 'bar' },
  { type: 'openDoor', door: '6,3', method: 'lockpick' }, { type: 'openDoor', door: '6,3', method: 'force' }, { type: 'climbWindow', window: '1,3' },
  { type: 'perception' }, { type: 'flipDisc' }, { type: 'healOther', target: 1 }, { type: 'healSelf' }, { type: 'give', disc: 'd1', to: 1 },
  { type: 'drop', disc: 'd1' }, { type: 'pickUp', disc: 'd2' }, { type: 'takeFrom', target: 1, disc: 'd3' }, { type: 'raiseCarry' },
  { type: 'scenarioAction', action: 'craft' }, { type: 'discardFailure' }, { type: 'searchBuilding' }, { type: 'endTurn' },
  { type: 'buySkillPoint', cost: 10 }, { type: 'learnSkill', skill: 'climbing', tier: 'basic', cost: 1 }, { type: 'learnSkill', skill: 'climbing', tier: 'expert', cost: 4 },
];

describe('turn buttons', () => {
  it('labels and explains every turn action in both languages, each button its own id', () => {
    const view = viewOf(game(), 0);
    for (const [tr, locale] of [[es, 'es'], [en, 'en']] as const) {
      const buttons = turnButtons(tr, EVERY, tableNames(tr, view, locale));
      expect(buttons).toHaveLength(EVERY.length);
      expect(new Set(buttons.map((b) => b.id)).size).toBe(EVERY.length);
      for (const b of buttons) {
        expect(b.label, b.id).not.toMatch(/darkness\.|\{/);
        expect(b.tip.length, b.id).toBeGreaterThan(10);
      }
      expect(new Set(buttons.map((b) => b.label)).size).toBe(EVERY.length);
    }
    const es0 = turnButtons(es, EVERY, tableNames(es, view, 'es'));
    expect(es0.find((b) => b.id === 'openDoor-6,3-lockpick')!.label).toBe('Abrir la puerta con ganzúa (cerraduras: 1)');
    expect(es0.find((b) => b.id === 'explore-E')!.label).toBe('Explorar al este');
    expect(es0.find((b) => b.id === 'explore-E-bar')!.label).toBe('Explorar al este con Bar El Farol');
    expect(es0.find((b) => b.id === 'healOther-1')!.label).toBe('Curar a Luis');
    // D403: the price shown is the one the engine's action carries.
    expect(es0.find((b) => b.id === 'buySkillPoint')!.label).toBe('Comprar un punto de habilidad (10 PV)');
    expect(turnButtons(es, [{ type: 'buySkillPoint', cost: 12 }], tableNames(es, view, 'es'))[0]!.label).toBe('Comprar un punto de habilidad (12 PV)');
    expect(es0.find((b) => b.id === 'learnSkill-climbing-basic')!.label).toBe('Aprender Escalar (coste 1)');
    expect(turnButtons(en, EVERY, tableNames(en, view, 'en')).find((b) => b.id === 'learnSkill-climbing-expert')!.label).toBe('Learn Climbing as an expert (cost 4)');
    expect(es0.filter((b) => b.primary).map((b) => b.id)).toEqual(['rollMovement']);
  });

  it('offers exactly the engine’s turn actions at the start of a real turn, and leaves moves and decisions to the map and panels', () => {
    const s = game();
    const legal = legalOf(s, 0);
    const view = viewOf(s, 0);
    const buttons = turnButtons(es, legal, tableNames(es, view, 'es'));
    expect(buttons.map((b) => b.action)).toEqual(legal.filter(isTurnAction));
    expect(isTurnAction({ type: 'moveTo', x: 1, y: 1 })).toBe(false);
    expect(isTurnAction({ type: 'keep' })).toBe(false);
    expect(actionId({ type: 'give', disc: 'd1', to: 2 })).toBe('give-d1-2');
  });

  it('says what is left of the turn', () => {
    const view = viewOf(game(), 0);
    expect(turnLeft(es, view)).toEqual(['Aún no has tirado movimiento', 'Te queda la acción']);
    const later = { ...view, turn: { ...view.turn, moved: true, movementLeft: 2.5, actionTaken: true, movementFactor: 2, vpDiceBought: 1 } };
    expect(turnLeft(en, later)).toEqual(['2.5 movement points left', 'Action taken', 'Movement ×2', 'This turn: 1 dice and 0 re-rolls bought']);
  });

  it('D342 with a Master: the turn opens with the squares within Speed and no movement roll, and says a turn is one thing', () => {
    const s = game({ master: true });
    const legal = legalOf(s, 0);
    expect(legal.some((a) => a.type === 'rollMovement')).toBe(false);
    expect(legal.some((a) => a.type === 'moveTo')).toBe(true);
    const view = viewOf(s, 0);
    const buttons = turnButtons(es, legal, tableNames(es, view, 'es'));
    expect(buttons.some((b) => b.id.startsWith('rollMovement'))).toBe(false);
    expect(turnLeft(es, view, true)).toEqual(['Con Máster tu turno es una sola cosa: moverte hasta tu Velocidad sin tirar (también en diagonal) o una acción']);
    // After the first step the move is the turn's action: what is left is squares, in squares.
    const move = legal.find((a): a is Extract<DarknessAction, { type: 'moveTo' }> => a.type === 'moveTo')!;
    const moved = viewOf(step(s, 0, move), 0);
    expect(turnLeft(en, moved, true)).toEqual([`${moved.turn.movementLeft} squares left`, 'Action taken']);
    // Without a Master the same words as ever.
    expect(turnLeft(es, viewOf(game(), 0), false)[0]).toBe('Aún no has tirado movimiento');
  });

  it('D343 the building search is a button of its own, named and explained in both languages', () => {
    const view = viewOf(game({ master: true }), 0);
    const [b] = turnButtons(es, [{ type: 'searchBuilding' }], tableNames(es, view, 'es'));
    expect(b!.id).toBe('searchBuilding');
    expect(b!.label).toBe('Registrar el edificio');
    expect(b!.tip).toMatch(/Máster/);
    const [e] = turnButtons(en, [{ type: 'searchBuilding' }], tableNames(en, view, 'en'));
    expect(e!.label).toBe('Search the building');
    expect(e!.tip).toMatch(/Master/);
  });
});
