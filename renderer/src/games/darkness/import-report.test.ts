import { describe, expect, it } from 'vitest';
import type { DarknessImportPreview } from '../../../../shared/ipc/contract';
import { copiesIn, importLines } from './import-report';

describe('import report', () => {
  it('D155 D156 lists the campaign first, then each character, marking what comes in as a copy', () => {
    const preview: DarknessImportPreview = {
      kind: 'campaign',
      campaign: { fileId: 'c1', name: 'La casa', asCopy: true, members: 2, played: 1 },
      characters: [
        { fileId: 'k1', name: 'Ana', entries: 3, status: 'alive', asCopy: false },
        { fileId: 'k2', name: 'Bea', entries: 5, status: 'dead', asCopy: true },
      ],
    };
    expect(importLines(preview)).toEqual([
      { kind: 'campaign', fileId: 'c1', name: 'La casa', asCopy: true },
      { kind: 'character', fileId: 'k1', name: 'Ana', asCopy: false },
      { kind: 'character', fileId: 'k2', name: 'Bea', asCopy: true },
    ]);
    expect(copiesIn(preview)).toBe(2);
    expect(importLines({ kind: 'character', campaign: null, characters: [preview.characters[0]!] }).map((l) => l.kind)).toEqual(['character']);
  });
});

describe('a refused file', () => {
  it('D157 every reason a file is refused reads as a sentence in the table\'s language, with its details', async () => {
    const { createVeladaI18n } = await import('../../i18n');
    const { errorText } = await import('../../i18n/error-text');
    const codes = ['darkness_file_malformed', 'darkness_file_truncated', 'darkness_file_wrong_format', 'darkness_file_future_version', 'darkness_file_invalid', 'darkness_file_ledger_invalid'];
    for (const locale of ['es', 'en'] as const) {
      const { global } = createVeladaI18n(locale);
      for (const code of codes) {
        const text = errorText({ t: global.t, te: global.te }, { code, message: code, params: { version: 9, path: 'characters.0.ledger', character: 'Ana', reason: 'x' } });
        expect(text, `${locale} ${code}`).not.toContain(code);
        expect(text, `${locale} ${code}`).not.toBe(global.t('errors.generic', { code }));
      }
      const future = errorText({ t: global.t, te: global.te }, { code: 'darkness_file_future_version', message: '', params: { version: 9 } });
      expect(future).toContain('9');
    }
  });
});

describe('a file the import check refuses', () => {
  it('D123 D124 S31 each refusal of the import check reads in both languages with its details, the broken character named by its kind', async () => {
    const { createVeladaI18n } = await import('../../i18n');
    const { errorText } = await import('../../i18n/error-text');
    const params = { key: '__proto__', path: 'campaign.houseRules', character: 'Ana', seq: 4, expected: 3, id: 'e-17', outcome: 'won', rule: 'A99', option: 'gratis' };
    const codes = [
      'darkness_file_reserved_key',
      'darkness_file_ledger_gap',
      'darkness_file_duplicate_entry',
      'darkness_file_duplicate_member',
      'darkness_file_duplicate_played',
      'darkness_file_unknown_outcome',
      'darkness_file_unknown_house_rule',
      'darkness_file_house_rule_option',
    ];
    for (const locale of ['es', 'en'] as const) {
      const { global } = createVeladaI18n(locale);
      const tr = { t: global.t, te: global.te };
      for (const code of codes) {
        const text = errorText(tr, { code, message: code, params });
        expect(text, `${locale} ${code}`).not.toContain(code);
        expect(text, `${locale} ${code}`).not.toBe(global.t('errors.generic', { code }));
        expect(text, `${locale} ${code}`).not.toContain('{');
      }
      expect(errorText(tr, { code: 'darkness_file_ledger_gap', message: '', params })).toMatch(/Ana.*4.*3/);
      const nul = errorText(tr, { code: 'darkness_file_bad_text', message: '', params: { path: 'campaign.name', reason: 'nul' } });
      const half = errorText(tr, { code: 'darkness_file_bad_text', message: '', params: { path: 'campaign.name', reason: 'lone_surrogate' } });
      expect(nul).toContain('NUL');
      expect(half).not.toBe(nul);
      expect(`${nul} ${half}`).not.toContain('darkness_file_bad_text');
    }
  });
});
