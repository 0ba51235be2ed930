/** Counts read as words through vue-i18n's plural forms: "1 carta", "3 cartas", "1 Golpe Duro". */
import { describe, expect, it } from 'vitest';
import { createVeladaI18n } from './index';
import { logLine as grizzledLine } from '../games/grizzled/format';
import { logLine as silentesLine } from '../games/silentes/format';

const es = createVeladaI18n('es').global;
const en = createVeladaI18n('en').global;
const tr = (g: typeof es) => ({ t: (key: string, params?: Record<string, unknown>) => g.t(key, params ?? {}), te: (key: string) => g.te(key) });

describe('plurals', () => {
  it('say "1 carta" and "3 cartas" for a hidden hand, in Spanish and English', () => {
    expect(es.t('silentes.table.handCount', { count: 1 })).toBe('1 carta boca abajo');
    expect(es.t('silentes.table.handCount', { count: 3 })).toBe('3 cartas boca abajo');
    expect(en.t('silentes.table.handCount', { count: 1 })).toBe('1 card face down');
    expect(en.t('silentes.table.handCount', { count: 0 })).toBe('0 cards face down');
    expect(es.t('silentes.table.handCountProvisions', { count: 6, provisions: 1 })).toBe('6 cartas boca abajo, 1 de ellas provisiones');
  });

  it('say "1 Golpe Duro" and "2 Golpes Duros" in the Support reward', () => {
    expect(es.t('grizzled.action.reliefPick', { n: 1 })).toBe('Marca 1 Golpe Duro tuyo para descartar.');
    expect(es.t('grizzled.action.reliefPick', { n: 2 })).toBe('Marca 2 Golpes Duros tuyos para descartar.');
  });

  it('reach log lines too: a deal of one card, a refill of several', () => {
    const names = ['Ana', 'Luis'];
    expect(grizzledLine(tr(es), { key: 'dealt', params: { n: 1, trials: 4 } }, names)).toBe('Se reparte 1 carta; quedan 4 en las Pruebas.');
    expect(grizzledLine(tr(en), { key: 'dealt', params: { n: 6, trials: 0 } }, names)).toBe('6 cards dealt; 0 left in the Trials.');
    expect(silentesLine(tr(es), { key: 'refill', params: { seat: 1, count: 1 } }, names)).toBe('Luis repone su mano: roba 1 carta de caza.');
    expect(silentesLine(tr(en), { key: 'refill', params: { seat: 0, count: 2 } }, names)).toBe('Ana refills their hand: draws 2 hunt cards.');
  });
});
