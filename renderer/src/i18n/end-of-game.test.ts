/** The end-of-game, replay and profile texts: same keys and placeholders in both languages, plurals that count. */
import { describe, expect, it } from 'vitest';
import { createVeladaI18n } from '.';
import { en as endOfGameEn, es as endOfGameEs } from './end-of-game.json';
import { en as silentesStatsEn, es as silentesStatsEs } from '../games/silentes/i18n/stats.json';
import { en as grizzledStatsEn, es as grizzledStatsEs } from '../games/grizzled/i18n/stats.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else for (const [p, s] of leaves(v, path)) out.set(p, s);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('end-of-game texts', () => {
  it('have the same keys and placeholders in Spanish and English', () => {
    for (const [es, en] of [[endOfGameEs, endOfGameEn], [silentesStatsEs, silentesStatsEn], [grizzledStatsEs, grizzledStatsEn]] as [Tree, Tree][]) {
      const left = leaves(es);
      const right = leaves(en);
      expect([...right.keys()].sort()).toEqual([...left.keys()].sort());
      for (const [key, text] of left) expect(placeholders(right.get(key)!), key).toEqual(placeholders(text));
    }
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
