/** Campaigns against a real data file: house rules, members, lending a copy with provenance, played scenarios. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES, HOUSE_RULES, PREGENS, pregenChoice } from '../../../shared/games/darkness/characters';
import { darknessRows, openDarknessDb } from '../../../test/persistence/darkness-fixtures';
import { serviceErrorOf } from '../../../test/persistence/looper-fixtures';
import type { Db } from '../database';
import { DarknessCampaignService } from './campaigns';
import { DarknessCharacterService } from './characters';

let db: Db;
let close: () => void;
let characters: DarknessCharacterService;
let campaigns: DarknessCampaignService;
const author = { who: 'Ana', why: 'creation' };

beforeEach(async () => {
  ({ db, close } = await openDarknessDb('darkness-campaigns'));
  characters = new DarknessCharacterService(db);
  campaigns = new DarknessCampaignService(db, characters);
});
afterEach(() => close());

function newCharacter(name = 'Marta Gil'): string {
  return characters.create({ ...pregenChoice(PREGENS[0]!, 'es'), name }, DEFAULT_RULES, author);
}

describe('creating and reading campaigns', () => {
  it('D93 stores every house rule (defaults filled in, the family’s choices kept) and lists the campaign', () => {
    const campaign = campaigns.create('Noches de octubre', 'standard', { A7: 'paid_skill' });
    expect(campaign).toMatchObject({ name: 'Noches de octubre', mode: 'standard', archived: false, memberCount: 0, playedCount: 0, members: [], played: [] });
    expect(Object.keys(campaign.houseRules).sort()).toEqual(HOUSE_RULES.map((r) => r.id).sort());
    expect(campaign.houseRules.A7).toBe('paid_skill');
    expect(campaign.houseRules.A40).toBe(DEFAULT_RULES.A40);
    expect(campaigns.list().map((c) => c.id)).toEqual([campaign.id]);
    expect(campaigns.get(campaign.id)).toEqual(campaign);
  });

  it('refuses unknown rules and unknown options, writing nothing', () => {
    campaigns.create('Una', 'master', {});
    const before = darknessRows(db);
    expect(serviceErrorOf(() => campaigns.create('Dos', 'standard', { A99: 'x' })).code).toBe('darkness_invalid_house_rules');
    expect(serviceErrorOf(() => campaigns.create('Dos', 'standard', { A7: 'gratis' })).code).toBe('darkness_invalid_house_rules');
    expect(darknessRows(db)).toEqual(before);
    expect(serviceErrorOf(() => campaigns.get('nope')).code).toBe('darkness_campaign_not_found');
  });

  it('S31 keeps a name of emoji and accents whole, and refuses a NUL or half a surrogate pair by name, writing nothing', () => {
    expect(campaigns.create('👨‍👩‍👧 Noches de octubre 🇪🇸', 'standard', {}).name).toBe('👨‍👩‍👧 Noches de octubre 🇪🇸');
    const before = darknessRows(db);
    for (const [name, reason] of [['Noches\u0000', 'nul'], ['Noches \uD83D', 'lone_surrogate']] as const) {
      const error = serviceErrorOf(() => campaigns.create(name, 'standard', {}));
      expect(error).toMatchObject({ code: 'darkness_invalid_campaign_name', params: { reason } });
    }
    expect(darknessRows(db)).toEqual(before);
  });
});

describe('members', () => {
  it('adds a character once; its sheet is shown in the campaign and the roster names the campaign', () => {
    const campaign = campaigns.create('Octubre', 'standard', {});
    const id = newCharacter();
    const after = campaigns.addCharacter(campaign.id, id);
    expect(after.members.map((m) => [m.characterId, m.lentFrom, m.sheet.name])).toEqual([[id, null, 'Marta Gil']]);
    expect(after.memberCount).toBe(1);
    expect(characters.get(id).campaignIds).toEqual([campaign.id]);
    const before = darknessRows(db);
    expect(serviceErrorOf(() => campaigns.addCharacter(campaign.id, id)).code).toBe('darkness_already_member');
    expect(serviceErrorOf(() => campaigns.addCharacter('nope', id)).code).toBe('darkness_campaign_not_found');
    expect(serviceErrorOf(() => campaigns.addCharacter(campaign.id, 'nope')).code).toBe('darkness_character_not_found');
    expect(darknessRows(db)).toEqual(before);
  });

  it('D91 a retired or archived character joins no campaign', () => {
    const campaign = campaigns.create('Octubre', 'standard', {});
    const retired = newCharacter('Retirada');
    characters.retire(retired, { who: 'Ana', why: 'se muda' });
    const archived = newCharacter('Recuerdo');
    characters.archive(archived, true, { who: 'Ana', why: 'recuerdo' });
    const before = darknessRows(db);
    expect(serviceErrorOf(() => campaigns.addCharacter(campaign.id, retired)).code).toBe('darkness_character_not_alive');
    expect(serviceErrorOf(() => campaigns.addCharacter(campaign.id, archived)).code).toBe('darkness_character_archived');
    expect(darknessRows(db)).toEqual(before);
  });
});

describe('lending a character', () => {
  it('D90 makes a copy with the same ledger and sheet that joins the other campaign with its provenance', () => {
    const home = campaigns.create('Casa', 'standard', {});
    const cousins = campaigns.create('Primos', 'master', {});
    const id = newCharacter();
    campaigns.addCharacter(home.id, id);
    characters.correct(id, { failureDiscs: 1 }, { who: 'Luis', why: 'discos' });
    const original = characters.get(id);
    const lent = campaigns.lend(id, cousins.id, home.id);
    const member = lent.members[0]!;
    expect(member.characterId).not.toBe(id);
    expect(member.lentFrom).toEqual({ characterId: id, campaignId: home.id });
    const copy = characters.get(member.characterId);
    expect(copy.lentFrom).toEqual({ characterId: id, campaignId: home.id });
    expect(copy.sheet).toEqual({ ...original.sheet, id: copy.id });
    expect(copy.ledger.map((e) => [e.seq, e.who, e.why, e.change.kind])).toEqual(original.ledger.map((e) => [e.seq, e.who, e.why, e.change.kind]));
    // From now on each goes its own way: a change to the copy leaves the original as it was.
    characters.correct(copy.id, { failureDiscs: 3 }, { who: 'Primo', why: 'partida' });
    expect(characters.get(id)).toEqual(original);
    expect(characters.get(copy.id).sheet.failureDiscs).toBe(3);
  });

  it('D92 a campaign holds one lent copy of a character: lending it again is refused and writes nothing', () => {
    const home = campaigns.create('Casa', 'standard', {});
    const cousins = campaigns.create('Primos', 'master', {});
    const id = newCharacter();
    campaigns.addCharacter(home.id, id);
    campaigns.lend(id, cousins.id, home.id);
    const before = darknessRows(db);
    expect(serviceErrorOf(() => campaigns.lend(id, cousins.id, home.id)).code).toBe('darkness_already_lent');
    expect(serviceErrorOf(() => campaigns.lend(id, cousins.id)).code).toBe('darkness_already_lent');
    expect(darknessRows(db)).toEqual(before);
  });

  it('refuses lending to a campaign the character is in, from one it is not in, or to the same one, writing nothing', () => {
    const home = campaigns.create('Casa', 'standard', {});
    const other = campaigns.create('Otra', 'standard', {});
    const id = newCharacter();
    campaigns.addCharacter(home.id, id);
    const before = darknessRows(db);
    expect(serviceErrorOf(() => campaigns.lend(id, home.id)).code).toBe('darkness_already_member');
    expect(serviceErrorOf(() => campaigns.lend(id, home.id, home.id)).code).toBe('darkness_lend_same_campaign');
    expect(serviceErrorOf(() => campaigns.lend(id, home.id, other.id)).code).toBe('darkness_not_member');
    expect(serviceErrorOf(() => campaigns.lend(id, 'nope')).code).toBe('darkness_campaign_not_found');
    expect(serviceErrorOf(() => campaigns.lend('nope', other.id)).code).toBe('darkness_character_not_found');
    expect(darknessRows(db)).toEqual(before);
  });
});

describe('played scenarios', () => {
  it('D94 numbers played scenarios and keeps the house rules each was played with', () => {
    const campaign = campaigns.create('Octubre', 'standard', { A40: 'bank_leftover' });
    campaigns.recordPlayed(campaign.id, 'La biblioteca', 'achieved');
    const after = campaigns.recordPlayed(campaign.id, 'El museo', 'failed');
    expect(after.played.map((p) => [p.seq, p.scenario, p.outcome, p.houseRules.A40])).toEqual([
      [1, 'La biblioteca', 'achieved', 'bank_leftover'],
      [2, 'El museo', 'failed', 'bank_leftover'],
    ]);
    expect(after.playedCount).toBe(2);
    const before = darknessRows(db);
    expect(serviceErrorOf(() => campaigns.recordPlayed('nope', 'x', 'achieved')).code).toBe('darkness_campaign_not_found');
    expect(darknessRows(db)).toEqual(before);
  });
});

describe("a member's end date", () => {
  it('is null while it plays and the time of its retirement once retired (not of joining); the roster row says the same', () => {
    const campaign = campaigns.create('Casa', 'standard', {});
    const id = newCharacter('Nora');
    campaigns.addCharacter(campaign.id, id);
    expect(campaigns.get(campaign.id).members[0]!.endedAt).toBeNull();
    const retired = characters.retire(id, { who: 'Ana', why: 'se va a vivir lejos' });
    const retiredAt = retired.ledger.find((e) => e.change.kind === 'retired')!.at;
    const member = campaigns.get(campaign.id).members[0]!;
    expect(member.sheet.status).toBe('retired');
    expect(member.endedAt).toBe(retiredAt);
    expect(characters.list().find((c) => c.id === id)!.endedAt).toBe(retiredAt);
  });
});
