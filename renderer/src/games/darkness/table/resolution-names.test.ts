/** Issue 22 point 8: the resolution player names a hero as the table does, a bot's hero included. */
import { describe, expect, it } from 'vitest';
import { darkness } from '../../../../../shared/games/darkness/game';
import { translator } from '../../looper/test-translator';
import { darknessSteps } from './resolution';
import { hero } from './test-game';

const es = translator('es');

describe('darkness resolution steps name heroes by their character', () => {
  it('reads a bot seat’s hero as "Ray Ortiz", not as the seat’s player "Bot 1"', () => {
    const s = darkness.setup(
      { scenarioId: 'curfew_radio', heroes: [hero(0), hero(1, { name: 'Ray Ortiz' })], master: false, houseRules: { A20: 'lobby_order_first_seat' }, campaignId: null, campaignFlags: {} },
      'names-1',
    );
    const view = darkness.view(s, { kind: 'public' });
    const ctx = { tr: es, names: ['Ana', 'Bot 1'], bots: [1], view };
    const [died] = darknessSteps([{ key: 'heroDied', params: { seat: 1 } }], ctx);
    expect(died!.label).toBe('Ray Ortiz');
    expect(died!.caption).toContain('Ray Ortiz');
    expect(died!.caption).not.toContain('Bot 1');
  });

  it('still names the seat by its player when no view came with the lines', () => {
    const [died] = darknessSteps([{ key: 'heroDied', params: { seat: 1 } }], { tr: es, names: ['Ana', 'Bot 1'], bots: [1] });
    expect(died!.label).toBe('Bot 1');
  });
});
