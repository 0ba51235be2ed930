/**
 * Rules 3's doom clocks by party size (issue 24, D412–D414): new games take them at setup, games
 * begun under rules 1–2 keep the content's clock (so their saves replay from setup to the same
 * state), sizes and scenarios the table leaves out keep the content's clock, and campaign flags
 * still shift the clock in play.
 */
import { describe, expect, it } from 'vitest';
import { doomClockFor, SCENARIOS, scenarioById } from '../content';
import { BALANCED_CLOCKS, CLOCKS_FROM_RULES_3, doomClockInPlay, doomClockRangeInPlay } from './clocks';
import { darkness } from '.';
import { botGameOptions } from './bot/sim-options';
import { RULES_VERSION } from './rules-version';

const sc = (id: string) => scenarioById(id)!;

describe('D412–D414 the doom clock by party size from rules 3', () => {
  it('the table names shipped scenarios and sizes they take, and rules 3 is this build\'s version', () => {
    expect(RULES_VERSION).toBeGreaterThanOrEqual(BALANCED_CLOCKS);
    for (const [id, bySize] of Object.entries(CLOCKS_FROM_RULES_3)) {
      const s = sc(id);
      expect(s, id).toBeDefined();
      for (const n of Object.keys(bySize).map(Number)) expect(n >= s.players.min && n <= s.players.max, `${id} ${n}`).toBe(true);
    }
  });

  it('D412 Curfew Radio: 18 rounds alone, 14 for two, 6 for three, 5 for four; rules 2 keep 14 for all', () => {
    expect([1, 2, 3, 4].map((n) => doomClockInPlay(sc('curfew_radio'), n, 3))).toEqual([18, 14, 6, 5]);
    expect([1, 2, 3, 4].map((n) => doomClockInPlay(sc('curfew_radio'), n, 2))).toEqual([14, 14, 14, 14]);
    expect(doomClockRangeInPlay(sc('curfew_radio'), 3)).toEqual({ min: 5, max: 18 });
  });

  it('D413 Quiet Stacks alone: 40 rounds (20 under rules 2); the other sizes keep D318\'s clocks', () => {
    const stacks = sc('quiet_stacks');
    expect(doomClockInPlay(stacks, 1, 3)).toBe(40);
    expect(doomClockInPlay(stacks, 1, 2)).toBe(20);
    for (const n of [2, 3, 4]) expect(doomClockInPlay(stacks, n, 3)).toBe(doomClockFor(stacks, n));
  });

  it('D414 Chemistry Lesson alone: 28 rounds (22 under rules 2); scenarios out of the table keep theirs', () => {
    expect(doomClockInPlay(sc('chemistry_lesson'), 1, 3)).toBe(28);
    expect(doomClockInPlay(sc('chemistry_lesson'), 1, 2)).toBe(22);
    for (const s of SCENARIOS.filter((x) => !(x.id in CLOCKS_FROM_RULES_3))) {
      for (let n = s.players.min; n <= s.players.max; n++) expect(doomClockInPlay(s, n, 3)).toBe(doomClockFor(s, n));
    }
    expect(doomClockInPlay({ ...sc('curfew_radio'), doomClock: null }, 3, 3)).toBeNull();
  });

  it('a new game takes the rules-3 clock at setup; the same options and seed under rules 2 take the content\'s', () => {
    const options = botGameOptions('curfew_radio', 3, 0);
    expect(darkness.setup(options, 'clocks').scenario.doomClock).toBe(6);
    expect(darkness.setup(options, 'clocks', 2).scenario.doomClock).toBe(14);
    const flagged = { ...botGameOptions('quiet_stacks', 1, 0), campaignFlags: { radio_fixed: true } };
    expect(darkness.setup(flagged, 'clocks').scenario.doomClock).toBe(42);
    expect(darkness.setup(flagged, 'clocks', 2).scenario.doomClock).toBe(22);
  });
});
