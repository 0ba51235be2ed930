import { describe, expect, it } from 'vitest';
import { ledgerOf, sampleCreated } from '../../../../shared/games/darkness/ledger/builder';
import { replayLedger, type LedgerChange } from '../../../../shared/games/darkness/ledger';
import { createVeladaI18n } from '../../i18n';
import { sheetView } from './sheet-model';
import { deltaText, ledgerRows, levelCode } from './ledger-model';

const knife = { id: 'k', name: 'Cuchillo', weight: 1, vp: 2, level: 2 };
const bat = { id: 'b', name: 'Bate', weight: 5, vp: 3, level: 3 };

describe('sheet view', () => {
  it('lists the attributes in the seed order as dice, skills under their attribute, and the load against the limit', () => {
    const sheet = replayLedger(ledgerOf(sampleCreated('char-ana', { items: [knife, bat], skills: { search: 'expert', sprint: 'basic', perception: 'basic' } }), []));
    const view = sheetView(sheet, 'es');
    expect(view.attributes.map((a) => `${a.code}${a.dice}`)).toEqual(['S3', 'A2', 'Dex3', 'Int4', 'Pers3', 'Med2', 'D3']);
    expect(view.skills.map((s) => [s.name, s.attributeCode, s.bonus])).toEqual([
      ['Carrera', 'S', 1],
      ['Buscar', 'Int', 2],
      ['Percepción', 'Int', 1],
    ]);
    expect(view).toMatchObject({ occupation: 'Profesor', carried: 6, overLimit: true, itemVp: 5 });
    expect(sheetView(sheet, 'en').occupation).toBe('Professor');
  });

  it('names an invented occupation by the name the family gave it', () => {
    const sheet = replayLedger(ledgerOf(sampleCreated('char-ana', { occupation: 'custom', customOccupation: 'Farera' }), []));
    expect(sheetView(sheet, 'en').occupation).toBe('Farera');
  });
});

describe('ledger rows', () => {
  const changes: LedgerChange[] = [
    { kind: 'skillBought', skill: 'climbing', tier: 'basic', cost: 1 },
    { kind: 'skillUpgraded', skill: 'climbing', cost: 3 },
    { kind: 'attributeDie', attribute: 'speed' },
    { kind: 'revert', target: 'char-ana#4' },
  ];
  const entries = ledgerOf(sampleCreated('char-ana', { bankedSkillPoints: 6 }), changes);

  it('D137 newest first, each with its change in words, what reverted it, and whether it may be reverted', () => {
    const rows = ledgerRows(entries, 'es');
    expect(rows.map((r) => r.entry.seq)).toEqual([5, 4, 3, 2, 1]);
    const bySeq = new Map(rows.map((r) => [r.entry.seq, r]));
    expect(bySeq.get(4)!.revertedBy).toBe(5);
    expect(bySeq.get(3)!.revertedBy).toBeNull();
    // The basic climbing skill carries the upgrade after it: refused, naming the later entry.
    expect(bySeq.get(2)!.refusal).toMatchObject({ code: 'ledger_revert_depends', params: { seq: 2, later: 3 } });
    expect(bySeq.get(3)!.refusal).toBeNull();
    expect(bySeq.get(1)!.refusal?.code).toBe('ledger_revert_created');
    expect(bySeq.get(4)!.refusal?.code).toBe('ledger_revert_twice');
    expect(bySeq.get(5)!.refusal?.code).toBe('ledger_revert_of_revert');
  });

  it('says every change kind in both languages', () => {
    const all: LedgerChange[] = [
      { kind: 'attributeDie', attribute: 'speed' },
      { kind: 'skillBought', skill: 'climbing', tier: 'expert', cost: 4 },
      { kind: 'skillLost', skill: 'search', from: 'basic', to: null },
      { kind: 'skillLost', skill: 'climbing', from: 'expert', to: 'basic' },
      { kind: 'vpConverted', vp: 23, skillPoints: 2, keepLeftover: false },
      { kind: 'vpConverted', vp: 23, skillPoints: 2, keepLeftover: true },
      { kind: 'itemsKept', items: [knife], countsForStartingVp: true, startingVp: 2 },
      { kind: 'healthLost', amount: 1, causeCharacterId: null },
      { kind: 'archived', archived: true },
      { kind: 'archived', archived: false },
      { kind: 'correction', patch: { failureDiscs: 1 } },
      { kind: 'retired' },
      { kind: 'died' },
      { kind: 'revert', target: 'char-ana#2' },
    ];
    const list = ledgerOf(sampleCreated(), all);
    for (const locale of ['es', 'en'] as const) {
      const i18n = createVeladaI18n(locale);
      const texts = list.map((e) => {
        const d = deltaText(e, list, locale);
        expect(i18n.global.te(d.key), d.key).toBe(true);
        return i18n.global.t(d.key, d.params);
      });
      expect(texts.every((t) => !/[{}]/.test(t))).toBe(true);
      expect(new Set(texts).size).toBe(texts.length);
    }
    expect(createVeladaI18n('es').global.t(deltaText(list[1]!, list, 'es').key, deltaText(list[1]!, list, 'es').params)).toBe('+1 dado de Velocidad');
  });

  it('writes item levels as ladder codes', () => {
    expect([1, 2, 8, 0].map(levelCode)).toEqual(['6H', '1P', '5K', '—']);
  });
});
