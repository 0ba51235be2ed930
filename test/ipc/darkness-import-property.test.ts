/**
 * Property (D123): whatever is done to a real export on the way — members or played scenarios
 * listed twice, unknown outcomes and house rules, reserved keys, gaps in a ledger, names with a
 * NUL, half a surrogate pair or too many characters, characters dropped — the preview accepts
 * the file exactly when the confirmation writes it, both refuse it with the same code, nothing
 * refused is written or takes a safety copy, and no answer is ever `internal_error`.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../electron/ipc/handlers';
import { listBackups } from '../../electron/services/backups';
import type { DarknessImportPreview, DarknessImportResult, Result } from '../../shared/ipc/contract';
import { MIGRATIONS_DIR, makeTempDir } from '../fixtures/temp-data';
import { campaignWithThree, playFirstGame, transferOn } from '../persistence/darkness-campaign-fixture';
import { campaignDoc, campaignMutation } from '../persistence/darkness-file-mutations';
import { openDarknessDb } from '../persistence/darkness-fixtures';

let home: Awaited<ReturnType<typeof openDarknessDb>>;
let temp: ReturnType<typeof makeTempDir>;
let services: Services;
let campaignJson: string;

beforeAll(async () => {
  home = await openDarknessDb('darkness-import-property-home');
  const f = campaignWithThree(home.db, home.file);
  const [ana] = f.characterIds as [string];
  await playFirstGame(f);
  f.campaigns.recordPlayed(f.campaignId, 'La torre', 'failed');
  const corrected = f.characters.correct(ana, { name: 'Ana Ruiz' }, { who: 'Luis', why: 'Su apellido' });
  f.characters.revert(ana, corrected.ledger.at(-1)!.id, { who: 'Luis', why: 'Sin apellido' });
  campaignJson = transferOn(home.db, home.file).exportCampaign(f.campaignId).json;

  temp = makeTempDir('darkness-import-property-away');
  services = createServices({ dataFile: temp.file('velada.db'), migrationsDir: MIGRATIONS_DIR, platform: 'web', appVersion: '0.1.0-test' });
  expect((await services.ready).ok).toBe(true);
});
afterAll(() => {
  services.close();
  temp.cleanup();
  home.close();
});

const listed = async () => [await services.handle('darkness.characters.list', {}), await services.handle('darkness.campaigns.list', {})];

describe('the import preview and its confirmation agree', () => {
  it('D123 preview accepts ⇔ confirmation writes; same refusal code; nothing written or copied when refused; never internal_error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(campaignMutation, { maxLength: 3 }), fc.boolean(), async (mutations, asCharacterFile) => {
        const doc = campaignDoc(campaignJson);
        for (const m of mutations) m.apply(doc);
        const json = asCharacterFile ? JSON.stringify({ format: 'velada-darkness-character', version: 1, character: doc.characters[0] }) : JSON.stringify(doc);
        const before = await listed();
        const copies = listBackups(temp.file('velada.db'));
        const preview = (await services.handle('darkness.import.preview', { json })) as Result<DarknessImportPreview>;
        const confirm = (await services.handle('darkness.import.confirm', { json })) as Result<DarknessImportResult>;
        const labels = mutations.map((m) => m.label).join('; ');
        for (const answer of [preview, confirm]) if (!answer.ok) expect(answer.error.code, labels).not.toBe('internal_error');
        expect(confirm.ok, `${labels}: ${preview.ok ? 'preview accepted' : preview.error.code}, ${confirm.ok ? 'written' : confirm.error.code}`).toBe(preview.ok);
        if (!preview.ok || !confirm.ok) {
          expect(!confirm.ok && confirm.error.code, labels).toBe(!preview.ok && preview.error.code);
          expect(await listed(), labels).toEqual(before);
          expect(listBackups(temp.file('velada.db')), labels).toEqual(copies);
          return;
        }
        const { campaignId: _id, characterIds, backup, ...shown } = confirm.data;
        expect(shown, labels).toEqual(preview.data);
        expect(characterIds).toHaveLength(preview.data.characters.length);
        expect(backup.reason).toBe('import');
      }),
      { numRuns: 80 },
    );
  }, 240_000);
});
