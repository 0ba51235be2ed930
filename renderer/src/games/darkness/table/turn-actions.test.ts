import { describe, expect, it } from 'vitest';
import type { DarknessAction } from '../../../../../shared/games/darkness/game/types';
import { translator } from '../../looper/test-translator';
import { actionId, isTurnAction, turnButtons, turnLeft } from './turn-actions';
import { tableNames } from './use-table-names';
import { game, legalOf, viewOf } from './test-game';

const es = translator('es');
const en = translator('en');

const EVERY: DarknessAction[] = [
  { type: 'rollMovement', cancelOhCrap: false }, { type: 'rollMovement', cancelOhCrap: true }, { type: 'explore', side: 'E' }, { type: 'explore', side: 'E', tile: 'bar' },
  { type: 'openDoor', door: '6,3', method: 'lockpick' }, { type: 'openDoor', door: '6,3', method: 'force' }, { type: 'climbWindow', window: '1,3' },
  { type: 'perception' }, { type: 'flipDisc' }, { type: 'healOther', target: 1 }, { type: 'healSelf' }, { type: 'give', disc: 'd1', to: 1 },
  { type: 'drop', disc: 'd1' }, { type: 'pickUp', disc: 'd2' }, { type: 'takeFrom', target: 1, disc: 'd3' }, { type: 'raiseCarry' },
  { type: 'scenarioAction', action: 'craft' }, { type: 'discardFailure' }, { type: 'endTurn' },
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
});
