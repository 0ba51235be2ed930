import { describe, expect, it } from 'vitest';
import { deltaText, whyText } from './ledger-model';
import type { LedgerEntry } from '../../../../shared/games/darkness/ledger';
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

describe("a ledger change's count", () => {
  it('reads one point or one field in the singular, more in the plural', () => {
    const es = createVeladaI18n('es').global;
    const en = createVeladaI18n('en').global;
    const entry = (change: LedgerEntry['change']): LedgerEntry => ({ id: 'e1', characterId: 'ana', seq: 2, at: '2026-01-01T00:00:00Z', who: 'Ana', why: '', change });
    const read = (g: typeof es, change: LedgerEntry['change']) => {
      const d = deltaText(entry(change), [], 'es');
      return g.t(d.key, d.params);
    };
    expect(read(es, { kind: 'correction', patch: { failureDiscs: 1 } })).toBe('Corrección a mano (1 campo)');
    expect(read(en, { kind: 'correction', patch: { failureDiscs: 1, bankedSkillPoints: 3 } })).toBe('Correction by hand (2 fields)');
    expect(read(es, { kind: 'vpConverted', vp: 12, skillPoints: 1, keepLeftover: false })).toBe('12 PV → 1 punto de habilidad; el resto se pierde');
    expect(read(en, { kind: 'vpConverted', vp: 23, skillPoints: 2, keepLeftover: true })).toBe('23 VP → 2 skill points; the rest is banked');
  });
});
