import { describe, expect, it } from 'vitest';
import { grizzled } from '../../../../shared/games/grizzled';
import { scenario } from '../../../../shared/games/grizzled/test-helpers';
import { createVeladaI18n } from '../../i18n';
import { grizzledMoveNotice } from './move-notice';

const g = createVeladaI18n('es').global;
const es = { t: (key: string, params?: Record<string, unknown>) => g.t(key, params ?? {}), te: (key: string) => g.te(key) };

describe('The Grizzled move notices', () => {
  it('list the threats a card leaves, and name the third one when the mission fails', () => {
    const s = scenario({ hands: [['TC01-1', 'TC03-2'], ['TC05-2'], ['TC05-3']], nml: ['TC03-1', 'TC05-1'] });
    const view = grizzled.view(s, { kind: 'seat', seat: 0 });
    const fails = grizzledMoveNotice(es, view, { type: 'play', card: 'TC01-1' });
    expect(fails.irreversible).toBe('Con esta carta hay tres Noche: la misión fracasa y se revelan los apoyos.');
    expect(fails.details).toEqual(['Amenazas en Tierra de Nadie después: Noche 3, Obús 1, Gas 1, Silbato 1']);
  });
});
