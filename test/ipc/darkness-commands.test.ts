/**
 * The darkness.characters/campaigns/drafts commands as Electron and the web host call them:
 * each command's happy path, validation at the door, every refusal leaving the tables as they
 * were, a revert refused with its reason, and the sheet always equal to its ledger replayed.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { PREGENS, pregenChoice } from '../../shared/games/darkness/characters';
import { replayLedger } from '../../shared/games/darkness/ledger';
import type {
  DarknessCampaign,
  DarknessCampaignSummary,
  DarknessCharacterDetail,
  DarknessCharacterSummary,
  DarknessDraft,
  IpcError,
} from '../../shared/ipc/contract';
import { DARKNESS_TABLES } from '../persistence/darkness-fixtures';
import { useIpcServices } from '../fixtures/ipc-services';

const { ok, refused, dataFile } = useIpcServices('ipc-darkness');

/** Every darkness table, read through a second connection (what is really on disk). */
function tables(): Record<string, unknown[]> {
  const db = new Database(dataFile(), { readonly: true });
  try {
    return Object.fromEntries(DARKNESS_TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all()]));
  } finally {
    db.close();
  }
}

/** Asserts the refusal's code and that nothing in the darkness tables changed. */
async function refusedUnchanged(command: string, request: unknown, code: string): Promise<IpcError> {
  const before = tables();
  const error = await refused(command, request);
  expect(error.code, `${command} ${JSON.stringify(request)}`).toBe(code);
  expect(tables()).toEqual(before);
  return error;
}

const choice = (name = 'Marta Gil') => ({ ...pregenChoice(PREGENS[0]!, 'es'), name });

function expectReplayed(detail: DarknessCharacterDetail): void {
  expect(detail.sheet).toEqual(replayLedger(detail.ledger));
  expect(detail.entries).toBe(detail.ledger.length);
}

describe('darkness.characters.*', () => {
  it('create, list, get, correct, revert, retire and archive: each answers the sheet replayed from its ledger', async () => {
    const created = await ok<DarknessCharacterDetail>('darkness.characters.create', { choice: choice(), who: 'Ana' });
    expectReplayed(created);
    expect(created.sheet.name).toBe('Marta Gil');
    const pregen = await ok<DarknessCharacterDetail>('darkness.characters.create', { pregenId: PREGENS[2]!.id, who: 'Ana' });
    expect(pregen.pregen).toBe(true);
    const list = await ok<DarknessCharacterSummary[]>('darkness.characters.list', {});
    expect(list.map((c) => [c.id, c.sheet.name])).toEqual([
      [created.id, 'Marta Gil'],
      [pregen.id, PREGENS[2]!.name],
    ]);
    expect(await ok('darkness.characters.get', { characterId: created.id })).toEqual(created);

    const corrected = await ok<DarknessCharacterDetail>('darkness.characters.correct', {
      characterId: created.id,
      patch: { failureDiscs: 2 },
      who: 'Luis',
      why: 'se nos olvidó',
    });
    expectReplayed(corrected);
    expect(corrected.sheet.failureDiscs).toBe(2);
    const target = corrected.ledger.at(-1)!;
    expect([target.who, target.why]).toEqual(['Luis', 'se nos olvidó']);

    const reverted = await ok<DarknessCharacterDetail>('darkness.characters.revert', { characterId: created.id, entryId: target.id, who: 'Ana', why: 'error' });
    expectReplayed(reverted);
    expect(reverted.sheet.failureDiscs).toBe(0);
    expect(reverted.ledger).toHaveLength(3);

    const retired = await ok<DarknessCharacterDetail>('darkness.characters.retire', { characterId: created.id, who: 'Ana', why: 'se muda' });
    expect(retired.sheet.status).toBe('retired');
    const archived = await ok<DarknessCharacterDetail>('darkness.characters.archive', { characterId: created.id, archived: true, who: 'Ana', why: 'recuerdo' });
    expectReplayed(archived);
    expect(archived.sheet.archived).toBe(true);
    // A memorial, never a deletion: still listed, every entry still there.
    const after = await ok<DarknessCharacterSummary[]>('darkness.characters.list', {});
    expect(after.find((c) => c.id === created.id)?.entries).toBe(5);
  });

  it('D96 a revert is refused with its reason (the ledger rule’s own code), and nothing is written', async () => {
    const created = await ok<DarknessCharacterDetail>('darkness.characters.create', { choice: choice(), who: 'Ana' });
    const creation = created.ledger[0]!.id;
    await refusedUnchanged('darkness.characters.revert', { characterId: created.id, entryId: creation, who: 'Ana', why: 'x' }, 'ledger_revert_created');
    const corrected = await ok<DarknessCharacterDetail>('darkness.characters.correct', { characterId: created.id, patch: { failureDiscs: 1 }, who: 'Ana', why: 'x' });
    const fix = corrected.ledger.at(-1)!.id;
    await ok('darkness.characters.revert', { characterId: created.id, entryId: fix, who: 'Ana', why: 'x' });
    const twice = await refusedUnchanged('darkness.characters.revert', { characterId: created.id, entryId: fix, who: 'Ana', why: 'x' }, 'ledger_revert_twice');
    expect(twice.params.seq).toBe(2);
  });

  it('every refusal leaves the tables unchanged', async () => {
    const created = await ok<DarknessCharacterDetail>('darkness.characters.create', { choice: choice(), who: 'Ana' });
    const id = created.id;
    const invalid = await refusedUnchanged('darkness.characters.create', { choice: choice(''), who: 'Ana' }, 'darkness_invalid_character');
    expect(JSON.parse(String(invalid.params.problems))[0]).toMatchObject({ path: 'name', code: 'name_missing' });
    await refusedUnchanged('darkness.characters.create', { choice: { name: 'x' }, who: 'Ana' }, 'darkness_invalid_character');
    await refusedUnchanged('darkness.characters.create', { pregenId: 'nope', who: 'Ana' }, 'darkness_pregen_not_found');
    await refusedUnchanged('darkness.characters.create', { choice: choice(), pregenId: PREGENS[0]!.id, who: 'Ana' }, 'invalid_request');
    await refusedUnchanged('darkness.characters.create', { choice: choice(), who: '' }, 'invalid_request');
    await refusedUnchanged('darkness.characters.create', { choice: choice(), who: 'Ana', campaignId: 'nope' }, 'darkness_campaign_not_found');
    await refusedUnchanged('darkness.characters.create', { choice: JSON.parse('{"__proto__": {"x": 1}}'), who: 'Ana' }, 'invalid_request');
    await refusedUnchanged('darkness.characters.correct', { characterId: id, patch: { failureDiscs: 1 }, who: 'Ana', why: ' ' }, 'invalid_request');
    await refusedUnchanged('darkness.characters.correct', { characterId: id, patch: { luck: 1 }, who: 'Ana', why: 'x' }, 'darkness_invalid_correction');
    await refusedUnchanged('darkness.characters.correct', { characterId: id, patch: { permanentHealthLoss: 40 }, who: 'Ana', why: 'x' }, 'ledger_health_floor');
    await refusedUnchanged('darkness.characters.correct', { characterId: 'nope', patch: { failureDiscs: 1 }, who: 'Ana', why: 'x' }, 'darkness_character_not_found');
    await refusedUnchanged('darkness.characters.get', { characterId: 'x'.repeat(65) }, 'invalid_request');
    await refusedUnchanged('darkness.characters.archive', { characterId: id, archived: false, who: 'Ana', why: 'x' }, 'darkness_archive_unchanged');
    await ok('darkness.characters.retire', { characterId: id, who: 'Ana', why: 'x' });
    await refusedUnchanged('darkness.characters.retire', { characterId: id, who: 'Ana', why: 'x' }, 'darkness_character_not_alive');
  });
});

describe('darkness.campaigns.*', () => {
  it('create, list, get, addCharacter, lend and recordPlayed', async () => {
    const home = await ok<DarknessCampaign>('darkness.campaigns.create', { name: 'Casa', mode: 'standard', houseRules: { A7: 'paid_skill' } });
    expect(home.houseRules.A7).toBe('paid_skill');
    const cousins = await ok<DarknessCampaign>('darkness.campaigns.create', { name: 'Primos', mode: 'master' });
    expect((await ok<DarknessCampaignSummary[]>('darkness.campaigns.list', {})).map((c) => c.name)).toEqual(['Casa', 'Primos']);

    const created = await ok<DarknessCharacterDetail>('darkness.characters.create', { choice: choice(), who: 'Ana' });
    const joined = await ok<DarknessCampaign>('darkness.campaigns.addCharacter', { campaignId: home.id, characterId: created.id });
    expect(joined.members.map((m) => m.characterId)).toEqual([created.id]);

    const lent = await ok<DarknessCampaign>('darkness.campaigns.lend', { characterId: created.id, toCampaignId: cousins.id, fromCampaignId: home.id });
    const copy = lent.members[0]!;
    expect(copy.lentFrom).toEqual({ characterId: created.id, campaignId: home.id });
    expect(copy.sheet).toEqual({ ...created.sheet, id: copy.characterId });

    const played = await ok<DarknessCampaign>('darkness.campaigns.recordPlayed', { campaignId: home.id, scenario: 'La biblioteca', outcome: 'achieved' });
    expect(played.played.map((p) => [p.seq, p.scenario, p.outcome])).toEqual([[1, 'La biblioteca', 'achieved']]);
    expect(await ok('darkness.campaigns.get', { campaignId: home.id })).toEqual(played);
  });

  it('D100 a character created for a campaign is checked under its house rules and joins it at once', async () => {
    const home = await ok<DarknessCampaign>('darkness.campaigns.create', { name: 'Casa', mode: 'standard' });
    const created = await ok<DarknessCharacterDetail>('darkness.characters.create', { choice: choice(), who: 'Ana', campaignId: home.id });
    expect(created.campaignIds).toEqual([home.id]);
    expect(created.ledger[0]!.campaignId).toBe(home.id);
    // A7 'paid_skill': the occupation's skill costs points, so the same 10 points no longer suffice.
    const paid = await ok<DarknessCampaign>('darkness.campaigns.create', { name: 'Estricta', mode: 'standard', houseRules: { A7: 'paid_skill' } });
    await refusedUnchanged('darkness.characters.create', { choice: choice('Otra'), who: 'Ana', campaignId: paid.id }, 'darkness_invalid_character');
  });

  it('D101 who and why are required and stamped by main with the time; a blank reason is refused', async () => {
    const created = await ok<DarknessCharacterDetail>('darkness.characters.create', { choice: choice(), who: 'Ana' });
    await refusedUnchanged('darkness.characters.correct', { characterId: created.id, patch: { failureDiscs: 1 }, who: 'Ana', why: '   ' }, 'invalid_request');
    await refusedUnchanged('darkness.characters.retire', { characterId: created.id, who: '', why: 'x' }, 'invalid_request');
    await refusedUnchanged('darkness.characters.correct', { characterId: created.id, patch: { failureDiscs: 1 }, who: 'Ana', why: 'x', at: '2000-01-01' }, 'invalid_request');
    const fixed = await ok<DarknessCharacterDetail>('darkness.characters.correct', { characterId: created.id, patch: { failureDiscs: 1 }, who: 'Ana', why: 'x' });
    const [first, second] = fixed.ledger;
    expect(second!.at > first!.at).toBe(true);
  });

  it('rename and archive: the campaign keeps its characters and played scenarios; an archived one can come back', async () => {
    const home = await ok<DarknessCampaign>('darkness.campaigns.create', { name: 'Casa', mode: 'standard' });
    const created = await ok<DarknessCharacterDetail>('darkness.characters.create', { choice: choice(), who: 'Ana', campaignId: home.id });
    await ok('darkness.campaigns.recordPlayed', { campaignId: home.id, scenario: 'La biblioteca', outcome: 'failed' });
    const renamed = await ok<DarknessCampaign>('darkness.campaigns.rename', { campaignId: home.id, name: '  Casa de los abuelos ' });
    expect(renamed.name).toBe('Casa de los abuelos');
    expect(renamed.members.map((m) => m.characterId)).toEqual([created.id]);
    expect(renamed.played.map((p) => p.scenario)).toEqual(['La biblioteca']);
    const archived = await ok<DarknessCampaign>('darkness.campaigns.archive', { campaignId: home.id, archived: true });
    expect({ ...archived, archived: false }).toEqual(renamed);
    expect((await ok<DarknessCampaignSummary[]>('darkness.campaigns.list', {})).map((c) => [c.name, c.archived])).toEqual([['Casa de los abuelos', true]]);
    expect((await ok<DarknessCampaign>('darkness.campaigns.archive', { campaignId: home.id, archived: false })).archived).toBe(false);
  });

  it('every refusal leaves the tables unchanged', async () => {
    const home = await ok<DarknessCampaign>('darkness.campaigns.create', { name: 'Casa', mode: 'standard' });
    const created = await ok<DarknessCharacterDetail>('darkness.characters.create', { choice: choice(), who: 'Ana' });
    await ok('darkness.campaigns.addCharacter', { campaignId: home.id, characterId: created.id });
    await refusedUnchanged('darkness.campaigns.create', { name: ' ', mode: 'standard' }, 'invalid_request');
    await refusedUnchanged('darkness.campaigns.create', { name: 'X', mode: 'chaos' }, 'invalid_request');
    await refusedUnchanged('darkness.campaigns.create', { name: 'X', mode: 'standard', houseRules: { A7: 'nope' } }, 'darkness_invalid_house_rules');
    await refusedUnchanged('darkness.campaigns.get', { campaignId: 'nope' }, 'darkness_campaign_not_found');
    await refusedUnchanged('darkness.campaigns.addCharacter', { campaignId: home.id, characterId: created.id }, 'darkness_already_member');
    await refusedUnchanged('darkness.campaigns.lend', { characterId: created.id, toCampaignId: home.id }, 'darkness_already_member');
    await refusedUnchanged('darkness.campaigns.recordPlayed', { campaignId: home.id, scenario: 'x', outcome: 'draw' }, 'invalid_request');
    await refusedUnchanged('darkness.campaigns.recordPlayed', { campaignId: home.id, scenario: 'x'.repeat(81), outcome: 'failed' }, 'invalid_request');
    await refusedUnchanged('darkness.campaigns.rename', { campaignId: home.id, name: '   ' }, 'invalid_request');
    await refusedUnchanged('darkness.campaigns.rename', { campaignId: home.id, name: 'x'.repeat(200) }, 'invalid_request');
    await refusedUnchanged('darkness.campaigns.rename', { campaignId: home.id, name: 'a\u0000b' }, 'darkness_invalid_campaign_name');
    await refusedUnchanged('darkness.campaigns.rename', { campaignId: 'nope', name: 'X' }, 'darkness_campaign_not_found');
    await refusedUnchanged('darkness.campaigns.archive', { campaignId: 'nope', archived: true }, 'darkness_campaign_not_found');
    await refusedUnchanged('darkness.campaigns.archive', { campaignId: home.id, archived: 'yes' }, 'invalid_request');
  });
});

describe('darkness.drafts.*', () => {
  it('save, get and clear a wizard draft; an unknown kind or an oversized draft is refused', async () => {
    expect(await ok<DarknessDraft>('darkness.drafts.get', { kind: 'creation', key: 'nuevo' })).toEqual({ kind: 'creation', key: 'nuevo', draft: null, updatedAt: null });
    const saved = await ok<DarknessDraft>('darkness.drafts.save', { kind: 'creation', key: 'nuevo', draft: { step: 2 } });
    expect(await ok('darkness.drafts.get', { kind: 'creation', key: 'nuevo' })).toEqual(saved);
    await refusedUnchanged('darkness.drafts.save', { kind: 'levelUp', key: 'nuevo', draft: {} }, 'invalid_request');
    await refusedUnchanged('darkness.drafts.save', { kind: 'creation', key: 'nuevo', draft: { t: 'x'.repeat(70 * 1024) } }, 'darkness_draft_too_large');
    expect(await ok('darkness.drafts.clear', { kind: 'creation', key: 'nuevo' })).toEqual({ cleared: true });
    expect((await ok<DarknessDraft>('darkness.drafts.get', { kind: 'creation', key: 'nuevo' })).draft).toBeNull();
  });
});
