import { describe, expect, it } from 'vitest';
import { whyText } from './ledger-model';
import { createVeladaI18n } from '../../i18n';

describe("a ledger entry's reason", () => {
  it("reads Velada's own reasons in the reader's language, never as stored ('Motivo: creation')", () => {
    const es = createVeladaI18n('es').global;
    const en = createVeladaI18n('en').global;
    const creation = whyText('creation');
    const endOfGame = whyText('end of game');
    expect(creation).toEqual({ key: 'darkness.ledger.veladaReason.creation' });
    expect(endOfGame).toEqual({ key: 'darkness.ledger.veladaReason.endOfGame' });
    expect(es.t('darkness.ledger.why', { why: es.t((creation as { key: string }).key) })).toBe('Motivo: creación del personaje');
    expect(en.t('darkness.ledger.why', { why: en.t((endOfGame as { key: string }).key) })).toBe('Why: end of the game');
  });

  it("keeps a player's own reason in their words, and gives none for an empty one", () => {
    expect(whyText('Se equivocó al sumar')).toEqual({ words: 'Se equivocó al sumar' });
    expect(whyText('toString')).toEqual({ words: 'toString' });
    expect(whyText('')).toBeNull();
  });
});
