/** The end-of-game, replay and profile texts: same keys and placeholders in both languages, plurals that count. */
import { describe, expect, it } from 'vitest';
import { createVeladaI18n } from '.';
import { en as endOfGameEn, es as endOfGameEs } from './end-of-game.json';
import { en as silentesStatsEn, es as silentesStatsEs } from '../games/silentes/i18n/stats.json';
import { en as grizzledStatsEn, es as grizzledStatsEs } from '../games/grizzled/i18n/stats.json';
import { expectSameKeysAndPlaceholders } from './test-trees';

describe('end-of-game texts', () => {
  it('have the same keys and placeholders in Spanish and English', () => {
    expectSameKeysAndPlaceholders([[endOfGameEs, endOfGameEn], [silentesStatsEs, silentesStatsEn], [grizzledStatsEs, grizzledStatsEn]]);
  });

  it('name every figure the stats builders produce, for both games', () => {
    expect(Object.keys(silentesStatsEs)).toEqual(expect.arrayContaining(['noise', 'cards', 'provisions', 'rounds']));
    expect(Object.keys(grizzledStatsEs)).toEqual(expect.arrayContaining(['missionsLed', 'knocks', 'support', 'speeches', 'rounds']));
  });

  it('count rounds, missions and moves with plurals', () => {
    const es = createVeladaI18n('es').global;
    expect(es.t('silentes.stats.rounds', { n: 1 }, 1)).toBe('1 ronda');
    expect(es.t('grizzled.stats.rounds', { n: 3 }, 3)).toBe('3 misiones');
    expect(es.t('endOfGame.moves', { n: 1 }, 1)).toBe('1 jugada');
    const en = createVeladaI18n('en').global;
    expect(en.t('endOfGame.moves', { n: 42 }, 42)).toBe('42 moves');
    expect(en.t('grizzled.stats.rounds', { n: 1 }, 1)).toBe('1 mission');
  });
});
