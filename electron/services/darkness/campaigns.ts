/**
 * When Darkness Comes campaigns: a name, a mode (standard or with a Master), its house rules,
 * its members and the scenarios it has played. A character is never owned by a campaign; it
 * joins one (a membership row) or is lent to another as a copy that remembers where it came
 * from. Every write is one transaction; a refused one changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { effectiveRules, parseHouseRuleSettings, type EffectiveRules, type HouseRuleSettings } from '../../../shared/games/darkness/characters';
import type {
  DarknessCampaign,
  DarknessCampaignMember,
  DarknessCampaignMode,
  DarknessCampaignSummary,
  DarknessOutcome,
  DarknessPlayedScenario,
} from '../../../shared/ipc/contract';
import { nowIso } from '../clock';
import type { Db } from '../database';
import { ServiceError } from '../errors';
import { refuseTextFault } from '../text-faults';
import type { DarknessCharacterService } from './characters';
import { readLedger } from './ledger-store';
import { endedAt } from '../../../shared/games/darkness/ledger';

interface CampaignRow {
  id: string;
  name: string;
  mode: DarknessCampaignMode;
  house_rules_json: string;
  created_at: string;
  archived: number;
}

interface MemberRow {
  character_id: string;
  joined_at: string;
  lent_from: string | null;
  lent_from_campaign: string | null;
}

interface PlayedRow {
  seq: number;
  scenario: string;
  outcome: DarknessOutcome;
  house_rules_json: string;
  played_at: string;
}

export class DarknessCampaignService {
  constructor(
    private readonly db: Db,
    private readonly characters: DarknessCharacterService,
  ) {}

  list(): DarknessCampaignSummary[] {
    const rows = this.db.prepare('SELECT * FROM darkness_campaigns ORDER BY created_at, id').all() as CampaignRow[];
    return rows.map((row) => this.summaryOf(row));
  }

  /**
   * D93: the campaign stores every rule's option (the defaults filled in), so a later Velada
   * that changes a default never changes a campaign already under way.
   */
  create(name: string, mode: DarknessCampaignMode, houseRules: unknown): DarknessCampaign {
    refuseTextFault(name, 'darkness_invalid_campaign_name', 'The campaign name');
    const rules = parseRulesOrRefuse(houseRules);
    const id = randomUUID();
    this.db
      .prepare('INSERT INTO darkness_campaigns (id, name, mode, house_rules_json, created_at, archived) VALUES (?, ?, ?, ?, ?, 0)')
      .run(id, name, mode, JSON.stringify(rules), nowIso());
    return this.get(id);
  }

  /** A campaign's new name, checked as a new campaign's is; everything it has played keeps its place. */
  rename(campaignId: string, name: string): DarknessCampaign {
    this.row(campaignId);
    refuseTextFault(name, 'darkness_invalid_campaign_name', 'The campaign name');
    this.db.prepare('UPDATE darkness_campaigns SET name = ? WHERE id = ?').run(name, campaignId);
    return this.get(campaignId);
  }

  /**
   * An archived campaign is put away, never deleted: it leaves the lists a new game offers and the
   * campaigns page shows it apart, with its characters and played scenarios as they were.
   */
  archive(campaignId: string, archived: boolean): DarknessCampaign {
    this.row(campaignId);
    this.db.prepare('UPDATE darkness_campaigns SET archived = ? WHERE id = ?').run(archived ? 1 : 0, campaignId);
    return this.get(campaignId);
  }

  get(campaignId: string): DarknessCampaign {
    const row = this.row(campaignId);
    const members = this.db
      .prepare('SELECT character_id, joined_at, lent_from, lent_from_campaign FROM darkness_campaign_members WHERE campaign_id = ? ORDER BY joined_at, character_id')
      .all(campaignId) as MemberRow[];
    const played = this.db
      .prepare('SELECT seq, scenario, outcome, house_rules_json, played_at FROM darkness_played WHERE campaign_id = ? ORDER BY seq')
      .all(campaignId) as PlayedRow[];
    return {
      ...this.summaryOf(row),
      houseRules: rulesOf(row),
      members: members.map((m) => this.memberOf(m)),
      played: played.map(playedOf),
    };
  }

  /** The rules in force in a campaign (a character created for it is validated under them). */
  rules(campaignId: string): EffectiveRules {
    return rulesOf(this.row(campaignId));
  }

  addCharacter(campaignId: string, characterId: string): DarknessCampaign {
    this.row(campaignId);
    this.requireAvailable(characterId);
    this.requireNotMember(campaignId, characterId);
    this.db
      .prepare('INSERT INTO darkness_campaign_members (campaign_id, character_id, joined_at) VALUES (?, ?, ?)')
      .run(campaignId, characterId, nowIso());
    return this.get(campaignId);
  }

  /**
   * D90: lending makes a copy — a new character whose ledger is the original's, entry for
   * entry — that joins the other campaign with its provenance; from then on each goes its own
   * way, and the original is left exactly as it was.
   */
  lend(characterId: string, toCampaignId: string, fromCampaignId?: string): DarknessCampaign {
    this.row(toCampaignId);
    const source = this.requireAvailable(characterId);
    if (fromCampaignId !== undefined) {
      this.row(fromCampaignId);
      if (!this.isMember(fromCampaignId, characterId)) {
        throw new ServiceError('darkness_not_member', `Character ${characterId} is not in campaign ${fromCampaignId}`, {
          characterId,
          campaignId: fromCampaignId,
        });
      }
    }
    if (fromCampaignId === toCampaignId) {
      throw new ServiceError('darkness_lend_same_campaign', 'A character cannot be lent to its own campaign', { campaignId: toCampaignId });
    }
    this.requireNotMember(toCampaignId, characterId);
    // One copy per campaign: lending again would put the same person at the table twice.
    const lentBefore = this.db
      .prepare('SELECT character_id FROM darkness_campaign_members WHERE campaign_id = ? AND lent_from = ?')
      .get(toCampaignId, characterId) as { character_id: string } | undefined;
    if (lentBefore) {
      throw new ServiceError('darkness_already_lent', `Character ${characterId} already has a copy in campaign ${toCampaignId}`, {
        characterId,
        campaignId: toCampaignId,
        copyId: lentBefore.character_id,
      });
    }
    const copyId = randomUUID();
    this.db.transaction(() => {
      this.characters.insertCopy(copyId, source, readLedger(this.db, characterId));
      this.db
        .prepare(
          'INSERT INTO darkness_campaign_members (campaign_id, character_id, joined_at, lent_from, lent_from_campaign) VALUES (?, ?, ?, ?, ?)',
        )
        .run(toCampaignId, copyId, nowIso(), characterId, fromCampaignId ?? null);
    })();
    return this.get(toCampaignId);
  }

  /** D94: each played scenario keeps the house rules it was played with. */
  recordPlayed(campaignId: string, scenario: string, outcome: DarknessOutcome): DarknessCampaign {
    const row = this.row(campaignId);
    this.db.transaction(() => {
      const last = this.db.prepare('SELECT max(seq) AS seq FROM darkness_played WHERE campaign_id = ?').get(campaignId) as { seq: number | null };
      this.db
        .prepare('INSERT INTO darkness_played (campaign_id, seq, scenario, outcome, house_rules_json, played_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(campaignId, (last.seq ?? 0) + 1, scenario, outcome, JSON.stringify(rulesOf(row)), nowIso());
    })();
    return this.get(campaignId);
  }

  private row(campaignId: string): CampaignRow {
    const row = this.db.prepare('SELECT * FROM darkness_campaigns WHERE id = ?').get(campaignId) as CampaignRow | undefined;
    if (!row) throw new ServiceError('darkness_campaign_not_found', `No campaign ${campaignId}`, { campaignId });
    return row;
  }

  /** D91: only a living character still on the roster joins a campaign or is lent. */
  private requireAvailable(characterId: string) {
    const row = this.characters.row(characterId);
    const { sheet } = this.characters.get(characterId);
    if (sheet.archived) throw new ServiceError('darkness_character_archived', `Character ${characterId} is archived`, { characterId });
    if (sheet.status !== 'alive') {
      throw new ServiceError('darkness_character_not_alive', `Character ${characterId} is ${sheet.status}`, { characterId, status: sheet.status });
    }
    return row;
  }

  private isMember(campaignId: string, characterId: string): boolean {
    return !!this.db.prepare('SELECT 1 FROM darkness_campaign_members WHERE campaign_id = ? AND character_id = ?').get(campaignId, characterId);
  }

  private requireNotMember(campaignId: string, characterId: string): void {
    if (this.isMember(campaignId, characterId)) {
      throw new ServiceError('darkness_already_member', `Character ${characterId} is already in campaign ${campaignId}`, { characterId, campaignId });
    }
  }

  private summaryOf(row: CampaignRow): DarknessCampaignSummary {
    const count = (table: string) =>
      (this.db.prepare(`SELECT count(*) AS n FROM ${table} WHERE campaign_id = ?`).get(row.id) as { n: number }).n;
    return {
      id: row.id,
      name: row.name,
      mode: row.mode,
      createdAt: row.created_at,
      archived: row.archived === 1,
      memberCount: count('darkness_campaign_members'),
      playedCount: count('darkness_played'),
    };
  }

  private memberOf(row: MemberRow): DarknessCampaignMember {
    const { sheet, ledger } = this.characters.get(row.character_id);
    return {
      characterId: row.character_id,
      joinedAt: row.joined_at,
      lentFrom: row.lent_from === null ? null : { characterId: row.lent_from, campaignId: row.lent_from_campaign },
      sheet,
      endedAt: endedAt(ledger, sheet.status),
    };
  }
}

function parseRulesOrRefuse(input: unknown): EffectiveRules {
  const parsed = parseHouseRuleSettings(input);
  if (!parsed.ok) {
    throw new ServiceError('darkness_invalid_house_rules', `House rules refused: ${parsed.issues[0]}`, { issue: parsed.issues[0] ?? '' });
  }
  return parsed.rules;
}

/** A rule added by a later Velada, or an option it dropped, takes the default. */
function rulesOf(row: { house_rules_json: string }): Record<string, string> {
  return { ...effectiveRules(JSON.parse(row.house_rules_json) as HouseRuleSettings) };
}

function playedOf(row: PlayedRow): DarknessPlayedScenario {
  return { seq: row.seq, scenario: row.scenario, outcome: row.outcome, houseRules: rulesOf(row), playedAt: row.played_at };
}
