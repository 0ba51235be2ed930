/** The When Darkness Comes texts: Spanish and English carry the same keys and placeholders. */
import { describe, expect, it } from 'vitest';
import { darknessEn, darknessEs } from './messages';
import { expectSameKeysAndPlaceholders, leaves } from '../../../i18n/test-trees';

describe('darkness texts', () => {
  it('have the same keys and placeholders in Spanish and English', () => {
    expectSameKeysAndPlaceholders([[darknessEs, darknessEn]]);
  });

  it('name every ladder level in both languages', () => {
    for (const code of ['6H', '1P', '3S', '3K', '4S', '4K', '5S', '5K']) {
      expect(leaves(darknessEs).get(`ladder.${code}`), code).toBeTruthy();
      expect(leaves(darknessEn).get(`ladder.${code}`), code).toBeTruthy();
    }
  });
});
