/** Issue 22 point 8: the replay names a Darkness seat by its hero, a bot's included. */
import { describe, expect, it } from 'vitest';
import { darkness } from '../../../../../shared/games/darkness/game';
import { darknessGame } from '../definition';
import { heroSeatNames } from './seat-names';
import { game, hero } from './test-game';

describe('Darkness seat names outside the table', () => {
  it('are the heroes’ names ("Ray Ortiz" for the bot seat), the Master keeping the player’s name', () => {
    const s = darkness.setup(
      { scenarioId: 'curfew_radio', heroes: [hero(0, { name: 'Dana Reyes' }), hero(1, { name: 'Ray Ortiz' })], master: true, houseRules: {}, campaignId: null, campaignFlags: {} },
      'seat-names',
    );
    const view = darkness.view(s, { kind: 'public' });
    expect(darknessGame.seatNames!(view, ['Ana', 'Bot 1', 'Marta'])).toEqual(['Dana Reyes', 'Ray Ortiz', 'Marta']);
  });

  it('fall back to the players’ names without a view', () => {
    expect(heroSeatNames(null, ['Ana', 'Bot 1'])).toEqual(['Ana', 'Bot 1']);
    expect(heroSeatNames(darkness.view(game(), { kind: 'public' }), ['x', 'y'])).toEqual(['Ana', 'Luis']);
  });
});
