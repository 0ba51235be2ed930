import { describe, expect, it } from 'vitest';
import { oddsAtLeast } from '../../../../shared/games/darkness/dice';
import { oddsRows, percentText } from './odds-rows';

describe('odds rows', () => {
  it('one hand shows the engine odds of each level, in ladder order', () => {
    const rows = oddsRows([3])!;
    expect(rows.map((r) => r.code)).toEqual(['6H', '1P', '3S', '3K', '4S', '4K', '5S', '5K']);
    rows.forEach((row, i) => expect(row.chance).toBeCloseTo(oddsAtLeast(3)[i]!, 12));
    // Level 1 or more with 3 dice: anything but three different faces without a 6 or a run.
    expect(rows[0]!.chance).toBeCloseTo(174 / 216, 12);
  });

  it('D141 separate hands (A4): a level is missed only when every hand misses it', () => {
    const [a, b] = [oddsAtLeast(2), oddsAtLeast(3)];
    const rows = oddsRows([2, 3])!;
    rows.forEach((row, i) => expect(row.chance).toBeCloseTo(1 - (1 - a[i]!) * (1 - b[i]!), 12));
    expect(rows[1]!.chance).toBeGreaterThan(Math.max(a[1]!, b[1]!));
  });

  it('gives no table for no hands or a hand beyond the exact table', () => {
    expect(oddsRows([])).toBeNull();
    expect(oddsRows([3, 21])).toBeNull();
  });

  it('D134 never rounds a possible level to 0 % nor a possible miss to 100 %', () => {
    expect(percentText(0, 'es')).toBe('0 %');
    expect(percentText(1, 'es')).toBe('100 %');
    expect(percentText(0.001, 'es')).toBe('< 1 %');
    expect(percentText(0.9995, 'en')).toBe('> 99 %');
    expect(percentText(0.4213, 'es')).toBe('42 %');
  });
});
