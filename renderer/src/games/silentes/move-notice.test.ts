import { describe, expect, it } from 'vitest';
import { silentes } from '../../../../shared/games/silentes';
import { scenario } from '../../../../shared/games/silentes/test-helpers';
import { createVeladaI18n } from '../../i18n';
import { silentesMoveNotice } from './move-notice';

const g = createVeladaI18n('es').global;
const es = { t: (key: string, params?: Record<string, unknown>) => g.t(key, params ?? {}), te: (key: string) => g.te(key) };

describe('Silentes move notices', () => {
  it('say why a search cannot be undone, and the noise Agua Potable leaves', () => {
    const s = scenario({ noise: 5, hands: [['C1', 'B5', 'C6', 'E7', 'O8'], ['B9', 'C9', 'E9', 'O9', 'B10']] });
    const view = silentes.view(s, { kind: 'seat', seat: 0 });
    expect(silentesMoveNotice(es, view, { type: 'search' })).toEqual({
      irreversible: 'Buscar provisiones roba una carta del mazo de provisiones.',
      details: [],
    });
    expect(silentesMoveNotice(es, view, { type: 'provision', card: 'C1' })).toEqual({ irreversible: null, details: ['El ruido pasará de 5 a 3.'] });
  });
});
