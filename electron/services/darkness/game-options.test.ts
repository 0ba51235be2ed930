/** A board game's options resolved in main from references, against a real data file (rulings D360–D364). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES, PREGENS, pregenChoice } from '../../../shared/games/darkness/characters';
import { darknessRows, openDarknessDb } from '../../../test/persistence/darkness-fixtures';
import { serviceErrorOf } from '../../../test/persistence/looper-fixtures';
import type { Db } from '../database';
import { DarknessCampaignService } from './campaigns';
import { DarknessCharacterService } from './characters';
import { darknessGameOptions, discDefOfItemId, gameItemId, keptDiscIds, startingVpOf } from './game-options';

let db: Db;
let close: () => void;
let characters: DarknessCharacterService;
let campaigns: DarknessCampaignService;
const author = { who: 'Ana', why: 'creation' };
const INTRO = 'curfew_radio';

beforeEach(async () => {
  ({ db, close } = await openDarknessDb('darkness-game-options'));
  characters = new DarknessCharacterService(db);
  campaigns = new DarknessCampaignService(db, characters);
});
afterEach(() => close());

function member(campaignId: string, name: string, pregen = 0): string {
  return characters.create({ ...pregenChoice(PREGENS[pregen]!, 'es'), name }, DEFAULT_RULES, { ...author, campaignId });
}

const fix = { who: 'Ana', why: 'kept after the last game' };

describe('darknessGameOptions', () => {
  it('reads each hero from the ledger (attributes, skills, max Health after A42 losses), pregens from Velada, the campaign’s rules', () => {
    const campaign = campaigns.create('Octubre', 'standard', { A40: 'bank_leftover' });
    const nora = member(campaign.id, 'Nora');
    characters.correct(nora, { permanentHealthLoss: 1, attributes: { speed: 4 } }, fix);
    const options = darknessGameOptions(db, { scenarioId: INTRO, campaignId: campaign.id, heroes: [{ characterId: nora }, { pregenId: PREGENS[1]!.id }], master: false });
    const sheet = characters.get(nora).sheet;
    expect(options.heroes[0]).toEqual({
      characterId: nora,
      pregenId: null,
      name: 'Nora',
      attributes: sheet.attributes,
      skills: sheet.skills,
      maxHealth: sheet.attributes.defense - 1,
      startingVp: 0,
      keptItems: [],
    });
    expect(options.heroes[0]!.attributes.speed).toBe(4);
    expect(options.heroes[1]).toMatchObject({ characterId: null, pregenId: PREGENS[1]!.id, name: PREGENS[1]!.name, startingVp: 0, keptItems: [] });
    expect(options.heroes[1]!.maxHealth).toBe(PREGENS[1]!.attributes.defense);
    expect(options).toMatchObject({ scenarioId: INTRO, master: false, campaignId: campaign.id, campaignFlags: {} });
    expect(options.houseRules.A40).toBe('bank_leftover');
  });

  it('without a campaign: pregens only, the default house rules', () => {
    const options = darknessGameOptions(db, { scenarioId: INTRO, campaignId: null, heroes: [{ pregenId: PREGENS[0]!.id }], master: true });
    expect(options.campaignId).toBeNull();
    expect(options.houseRules).toEqual({ ...DEFAULT_RULES });
    expect(options.master).toBe(true);
    const outsider = characters.create({ ...pregenChoice(PREGENS[2]!, 'es'), name: 'Suelta' }, DEFAULT_RULES, author);
    const refused = serviceErrorOf(() => darknessGameOptions(db, { scenarioId: INTRO, campaignId: null, heroes: [{ characterId: outsider }], master: false }));
    expect(refused.code).toBe('darkness_game_needs_campaign');
  });

  it('D360 kept items come into play when they are Velada discs; hand-typed ones stay on the sheet only', () => {
    const campaign = campaigns.create('Octubre', 'master', {});
    const nora = member(campaign.id, 'Nora');
    const items = [
      { id: 'flashlight', name: 'Linterna', weight: 1, vp: 1, level: 1 },
      { id: 'flashlight~2', name: 'Linterna', weight: 1, vp: 1, level: 1 },
      { id: 'item-3', name: 'Paraguas de la abuela', weight: 1, vp: 2, level: 2 },
    ];
    characters.correct(nora, { items, startingVp: 4 }, fix);
    const options = darknessGameOptions(db, { scenarioId: INTRO, campaignId: campaign.id, heroes: [{ characterId: nora }], master: true });
    expect(options.heroes[0]!.keptItems).toEqual(['flashlight', 'flashlight']);
    expect(options.heroes[0]!.startingVp).toBe(4);
    expect(keptDiscIds({ items: [{ id: 'no_such_disc', name: 'x', weight: 0, vp: 0, level: 0 }] })).toEqual([]);
    expect(gameItemId('flashlight', new Set())).toBe('flashlight');
    expect(gameItemId('flashlight', new Set(['flashlight', 'flashlight~2']))).toBe('flashlight~3');
    expect(discDefOfItemId('flashlight~3')).toBe('flashlight');
  });

  it('D361 A23 master_only: kept items bring starting VP only to a game with a Master', () => {
    const sheet = { ...characters.get(member(campaigns.create('X', 'standard', {}).id, 'Teo')).sheet, startingVp: 3 };
    expect(startingVpOf(sheet, { A23: 'when_keeping_items' }, false)).toBe(3);
    expect(startingVpOf(sheet, { A23: 'master_only' }, false)).toBe(0);
    expect(startingVpOf(sheet, { A23: 'master_only' }, true)).toBe(3);
  });

  it('D363 campaign flags come from the chapters played before: by hand (the played row) and from the board (exact)', () => {
    const campaign = campaigns.create('Octubre', 'standard', {});
    const nora = member(campaign.id, 'Nora');
    campaigns.recordPlayed(campaign.id, 'Radio de toque de queda', 'achieved');
    const request = { scenarioId: INTRO, campaignId: campaign.id, heroes: [{ characterId: nora }], master: false };
    expect(darknessGameOptions(db, request).campaignFlags).toEqual({ radio_fixed: true, radio_silent: false });
    db.prepare(
      "INSERT INTO darkness_game_ends (session_id, campaign_id, scenario_id, objective_achieved, flags_json, backup_file, applied_at) VALUES ('s1', ?, ?, 0, ?, 'b.db', '2026-01-01T00:00:00.000Z')",
    ).run(campaign.id, INTRO, JSON.stringify({ radio_fixed: false, radio_silent: true }));
    expect(darknessGameOptions(db, request).campaignFlags).toEqual({ radio_fixed: false, radio_silent: true });
  });

  it('D367 A37 carry_wounds: a hero comes back with the Health its last board game of the campaign ended with (never above max)', () => {
    const wounded = campaigns.create('Heridas', 'standard', { A37: 'carry_wounds' });
    const fresh = campaigns.create('Sanos', 'standard', {});
    const nora = member(wounded.id, 'Nora');
    const teo = member(wounded.id, 'Teo', 1);
    const luis = member(fresh.id, 'Luis', 2);
    const end = (session: string, campaignId: string, health: Record<string, number>, at: string) =>
      db
        .prepare("INSERT INTO darkness_game_ends (session_id, campaign_id, scenario_id, objective_achieved, flags_json, health_json, backup_file, applied_at) VALUES (?, ?, ?, 1, '{}', ?, 'b.db', ?)")
        .run(session, campaignId, INTRO, JSON.stringify(health), at);
    end('s1', wounded.id, { [nora]: 1, [teo]: 2 }, '2026-01-01T00:00:00.000Z');
    end('s2', wounded.id, { [nora]: 2 }, '2026-01-02T00:00:00.000Z');
    end('s3', fresh.id, { [luis]: 1 }, '2026-01-02T00:00:00.000Z');
    const options = darknessGameOptions(db, { scenarioId: INTRO, campaignId: wounded.id, heroes: [{ characterId: nora }, { characterId: teo }, { pregenId: PREGENS[3]!.id }], master: false });
    expect(options.heroes.map((h) => h.health)).toEqual([2, 2, undefined]);
    characters.correct(teo, { permanentHealthLoss: characters.get(teo).sheet.attributes.defense - 1 }, fix);
    expect(darknessGameOptions(db, { scenarioId: INTRO, campaignId: wounded.id, heroes: [{ characterId: teo }], master: false }).heroes[0]!.health).toBe(1);
    // Under the default (full_heal) every game starts at full Health.
    expect(darknessGameOptions(db, { scenarioId: INTRO, campaignId: fresh.id, heroes: [{ characterId: luis }], master: false }).heroes[0]).not.toHaveProperty('health');
  });

  it('refuses the dead, the retired, the same character twice, outsiders, unknown pregens and scenarios, too many heroes — writing nothing', () => {
    const campaign = campaigns.create('Octubre', 'standard', {});
    const other = campaigns.create('Otra', 'standard', {});
    const nora = member(campaign.id, 'Nora');
    const dead = member(campaign.id, 'Muerta', 1);
    characters.append(dead, [{ ...fix, change: { kind: 'died' } }]);
    const retired = member(campaign.id, 'Retirado', 2);
    characters.retire(retired, fix);
    const stranger = member(other.id, 'Ajena', 3);
    const before = darknessRows(db);
    const code = (heroes: ({ characterId: string } | { pregenId: string })[], scenarioId = INTRO) =>
      serviceErrorOf(() => darknessGameOptions(db, { scenarioId, campaignId: campaign.id, heroes, master: false }));
    expect(code([{ characterId: dead }])).toMatchObject({ code: 'darkness_character_not_alive', params: { status: 'dead' } });
    expect(code([{ characterId: retired }])).toMatchObject({ code: 'darkness_character_not_alive', params: { status: 'retired' } });
    expect(code([{ characterId: nora }, { characterId: nora }])).toMatchObject({ code: 'darkness_hero_twice', params: { characterId: nora } });
    expect(code([{ pregenId: PREGENS[0]!.id }, { pregenId: PREGENS[0]!.id }]).code).toBe('darkness_hero_twice');
    expect(code([{ characterId: stranger }])).toMatchObject({ code: 'darkness_hero_not_member', params: { characterId: stranger } });
    expect(code([{ pregenId: 'pregen-nobody' }]).code).toBe('darkness_pregen_not_found');
    expect(code([{ characterId: nora }], 'no_such_scenario').code).toBe('darkness_scenario_not_found');
    const seven = PREGENS.map((p) => ({ pregenId: p.id }) as { pregenId: string }).concat([{ characterId: nora } as never]);
    expect(code(seven)).toMatchObject({ code: 'darkness_hero_count', params: { count: 7, max: 6 } });
    expect(code([])).toMatchObject({ code: 'darkness_hero_count', params: { count: 0, min: 1 } });
    expect(darknessRows(db)).toEqual(before);
  });
});
