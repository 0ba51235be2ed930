/**
 * Rules 3's objective by party size in words (D416–D418): read back from what setup recorded in a
 * real game, for the parties whose objective differs from the goal's text, and nothing for a game
 * begun under rules 2 or a party that plays the goal as written.
 */
import { describe, expect, it } from 'vitest';
import { createVeladaI18n, type Locale } from '../../i18n';
import { darkness } from '../../../../shared/games/darkness/game';
import { botGameOptions } from '../../../../shared/games/darkness/game/bot/sim-options';
import { scenarioById } from '../../../../shared/games/darkness/content';
import { partyObjectiveNote, partyObjectiveRecorded } from './party-objective-note';

function noteOf(scenarioId: string, heroes: number, rulesVersion: number, locale: Locale = 'es'): string | null {
  const i18n = createVeladaI18n(locale);
  const t = (k: string, p: Record<string, unknown>, n?: number) => (n === undefined ? i18n.global.t(k, p) : i18n.global.t(k, p, n));
  const state = darkness.setup(botGameOptions(scenarioId, heroes, 0), 'note', rulesVersion);
  const sc = scenarioById(scenarioId)!;
  const view = darkness.view(state, { kind: 'seat', seat: 0 });
  const boss = sc.bosses[0] ? sc.bosses[0].name[locale] : '';
  return partyObjectiveNote(t, partyObjectiveRecorded(view.scenario, sc), heroes, boss);
}

describe('the party objective note (rules 3)', () => {
  it('Last Bus Out: all four on the edge with four heroes, the bus in round 12 with three', () => {
    expect(noteOf('last_bus', 4, 3)).toBe('Con 4 héroes en esta versión de las reglas: deben estar los 4 héroes a la vez en el borde.');
    expect(noteOf('last_bus', 3, 3)).toBe('Con 3 héroes en esta versión de las reglas: el autobús llega en la ronda 12.');
    expect(noteOf('last_bus', 4, 3, 'en')).toBe('With 4 heroes under this version of the rules: all 4 heroes must stand on the edge at once.');
  });

  it('The Longest Night: the Bell-Ringer takes 1 wound alone and 4 with four heroes', () => {
    expect(noteOf('long_night', 1, 3)).toBe('Con 1 héroe en esta versión de las reglas: El Campanero aguanta 1 herida.');
    expect(noteOf('long_night', 4, 3)).toBe('Con 4 héroes en esta versión de las reglas: El Campanero aguanta 4 heridas.');
    expect(noteOf('long_night', 1, 3, 'en')).toBe('With 1 hero under this version of the rules: The Bell-Ringer takes 1 wound.');
  });

  it('says nothing where the goal is played as written, or for a game begun under rules 2', () => {
    expect(noteOf('last_bus', 2, 3)).toBeNull();
    expect(noteOf('long_night', 2, 3)).toBeNull();
    expect(noteOf('quiet_stacks', 1, 3)).toBeNull();
    expect(noteOf('last_bus', 4, 2)).toBeNull();
    expect(noteOf('long_night', 1, 2)).toBeNull();
  });
});
