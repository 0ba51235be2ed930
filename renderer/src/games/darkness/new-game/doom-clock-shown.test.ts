import { describe, expect, it } from 'vitest';
import { doomClockFor, scenarioById } from '../../../../../shared/games/darkness/content';
import { doomClockShown } from './doom-clock-shown';
import { newGameTexts } from './i18n';

describe('D318 the doom clock on the new-game screen', () => {
  const stacks = scenarioById('quiet_stacks')!;
  const curfew = scenarioById('curfew_radio')!;
  const night = scenarioById('long_night')!;

  it('D318 the chosen scenario shows the clock for the chosen party size, the others their range', () => {
    expect(doomClockShown(stacks, true, 2)).toEqual({ key: 'doomClock', rounds: doomClockFor(stacks, 2) });
    expect(doomClockShown(stacks, true, 4)).toEqual({ key: 'doomClock', rounds: doomClockFor(stacks, 4) });
    expect(doomClockShown(stacks, true, 3)).toEqual({ key: 'doomClock', rounds: 20 });
    // D413: from rules 3 a lone hero's clock is the longest.
    expect(doomClockShown(stacks, true, 1)).toEqual({ key: 'doomClock', rounds: 40 });
    expect(doomClockShown(stacks, false, 3)).toEqual({ key: 'doomClockRange', min: doomClockFor(stacks, 4), max: 40 });
  });

  it('D412 Curfew Radio shows the rules-3 clock for the party, its range otherwise', () => {
    expect([1, 2, 3, 4].map((n) => doomClockShown(curfew, true, n))).toEqual([18, 14, 6, 5].map((rounds) => ({ key: 'doomClock', rounds })));
    expect(doomClockShown(curfew, false, 2)).toEqual({ key: 'doomClockRange', min: 5, max: 18 });
  });

  it('D318 a scenario with one clock shows it whatever the party; no clock says so', () => {
    expect(doomClockShown(night, false, 4)).toEqual({ key: 'doomClock', rounds: 16 });
    expect(doomClockShown({ ...curfew, doomClock: null }, true, 2)).toEqual({ key: 'noDoomClock' });
  });

  it('D318 every key it returns has a text in both languages', () => {
    for (const lang of ['es', 'en'] as const) {
      const texts = newGameTexts[lang].newGame as Record<string, unknown>;
      for (const key of ['doomClock', 'doomClockRange', 'noDoomClock']) expect(typeof texts[key]).toBe('string');
    }
  });
});
