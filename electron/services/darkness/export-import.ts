/**
 * Moving characters and campaigns between computers: an export is R2's file (a character with its
 * whole ledger, or a campaign with its characters), delivered like a script export; an import is
 * checked by import-check.ts (the one check the preview and the confirmation share, D123),
 * previewed (what will be created, and what comes in as a copy because its id is taken here), and
 * confirmed after a safety copy in ONE transaction. A refused file writes nothing (D120, D122).
 */
import { randomUUID } from 'node:crypto';
import { changedRules } from '../../../shared/games/darkness/characters';
import { campaignFileText, characterFileText, type LedgerChange, type ParsedCharacter } from '../../../shared/games/darkness/ledger';
import type { DarknessImportPreview, DarknessImportResult } from '../../../shared/ipc/contract';
import { takeSafetyBackup } from '../backups';
import { nowIso } from '../clock';
import type { Db } from '../database';
import { exportFileName, type ExportDocument } from '../session-file';
import type { DarknessCampaignService } from './campaigns';
import { replayChecked, type DarknessCharacterService } from './characters';
import { checkImportFile, type CheckedCampaign, type CheckedFile } from './import-check';
import { readLedger } from './ledger-store';

/** Whether the campaign and which characters (by their file id) come in as copies. */
interface Plan {
  campaignCopy: boolean;
  characterCopies: ReadonlySet<string>;
}

/** D121: where an imported copy came from, on its `created` entry (the ledger shows it). */
export const COPY_REF_PREFIX = 'copy-of:';

export class DarknessTransferService {
  constructor(
    private readonly db: Db,
    private readonly dataFile: string,
    private readonly characters: DarknessCharacterService,
    private readonly campaigns: DarknessCampaignService,
  ) {}

  exportCharacter(characterId: string): ExportDocument {
    const { sheet, ledger } = this.characters.get(characterId);
    return { fileName: exportFileName('darkness-personaje', sheet.name), json: characterFileText({ id: characterId, name: sheet.name, ledger }) };
  }

  /** The campaign, every member with its ledger, the played scenarios; house rules as changed from the defaults. */
  exportCampaign(campaignId: string): ExportDocument {
    const campaign = this.campaigns.get(campaignId);
    const json = campaignFileText(
      {
        id: campaign.id,
        name: campaign.name,
        mode: campaign.mode,
        createdAt: campaign.createdAt,
        houseRules: { ...changedRules(campaign.houseRules) } as Record<string, string>,
        members: campaign.members.map((m) => ({ characterId: m.characterId, joinedAt: m.joinedAt, lentFrom: m.lentFrom })),
        played: campaign.played.map((p) => ({ ...p, houseRules: { ...changedRules(p.houseRules) } as Record<string, string> })),
      },
      campaign.members.map((m) => {
        const { sheet, ledger } = this.characters.get(m.characterId);
        return { id: m.characterId, name: sheet.name, ledger };
      }),
    );
    return { fileName: exportFileName('darkness-campana', campaign.name), json };
  }

  /** What the import would create; nothing is written. */
  previewImport(text: string): DarknessImportPreview {
    const file = checkImportFile(text);
    return previewOf(file, this.planOf(file));
  }

  /**
   * The same check as the preview, then the safety copy (so a refused file never takes one,
   * nor pushes a real one out of the rolling set), then the plan and the rows in one transaction.
   */
  async confirmImport(text: string): Promise<DarknessImportResult> {
    const file = checkImportFile(text);
    const backup = await takeSafetyBackup(this.db, this.dataFile, 'import', nowIso());
    const { plan, written } = this.db.transaction(() => {
      const decided = this.planOf(file);
      return { plan: decided, written: this.write(file, decided) };
    })();
    return { ...previewOf(file, plan), ...written, backup };
  }

  /** Which of the file's ids are taken here, so what comes in as a copy (D121). */
  private planOf(file: CheckedFile): Plan {
    return {
      campaignCopy: file.campaign !== null && this.campaignExists(file.campaign.id),
      characterCopies: new Set(file.characters.filter((c) => this.characterTaken(c)).map((c) => c.id)),
    };
  }

  private write(file: CheckedFile, plan: Plan): { campaignId: string | null; characterIds: string[] } {
    const { campaign, characters } = file;
    const campaignId = campaign === null ? null : plan.campaignCopy ? randomUUID() : campaign.id;
    // Entries that name the imported campaign follow it to its id here.
    const campaignIds = new Map<string, string>(campaign && campaignId ? [[campaign.id, campaignId]] : []);
    if (campaign && campaignId) {
      this.db
        .prepare('INSERT INTO darkness_campaigns (id, name, mode, house_rules_json, created_at, archived) VALUES (?, ?, ?, ?, ?, 0)')
        .run(campaignId, campaign.name, campaign.mode, JSON.stringify(campaign.houseRules), campaign.createdAt);
    }
    const characterIds = new Map<string, string>();
    for (const character of characters) characterIds.set(character.id, this.writeCharacter(character, plan.characterCopies.has(character.id), campaignIds));
    if (campaign && campaignId) this.writeMembership(campaign, campaignId, characterIds);
    return { campaignId, characterIds: [...characterIds.values()] };
  }

  private writeMembership(campaign: CheckedCampaign, campaignId: string, characterIds: ReadonlyMap<string, string>): void {
    const member = this.db.prepare(
      'INSERT INTO darkness_campaign_members (campaign_id, character_id, joined_at, lent_from, lent_from_campaign) VALUES (?, ?, ?, ?, ?)',
    );
    for (const m of campaign.members) {
      const id = characterIds.get(m.characterId)!;
      // D121: a member that came in as a copy is a lent copy of the file's character.
      const lent = id !== m.characterId ? { characterId: m.characterId, campaignId: campaign.id } : m.lentFrom;
      member.run(campaignId, id, m.joinedAt, lent?.characterId ?? null, lent?.campaignId ?? null);
    }
    const played = this.db.prepare(
      'INSERT INTO darkness_played (campaign_id, seq, scenario, outcome, house_rules_json, played_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const p of campaign.played) played.run(campaignId, p.seq, p.scenario, p.outcome, JSON.stringify(p.houseRules), p.playedAt);
  }

  /**
   * The character's row and its ledger entry for entry, keeping each entry's time, author and
   * reason. A copy gets new ids (its own, its entries', the targets of its reverts) and says
   * where it came from; the result is replayed before the transaction may commit.
   */
  private writeCharacter(character: ParsedCharacter, copy: boolean, campaignIds: ReadonlyMap<string, string>): string {
    const id = copy ? randomUUID() : character.id;
    const entryIds = new Map(character.ledger.map((e) => [e.id, copy ? randomUUID() : e.id]));
    this.db
      .prepare('INSERT INTO darkness_characters (id, created_at, pregen) VALUES (?, ?, ?)')
      .run(id, character.ledger[0]!.at, character.sheet.pregen ? 1 : 0);
    const insert = this.db.prepare(
      'INSERT INTO darkness_ledger (character_id, seq, id, at, who, why, campaign_id, game_ref, change_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const entry of character.ledger) {
      const change = remapped(entry.change, id, entryIds);
      const gameRef = copy && entry.change.kind === 'created' ? `${COPY_REF_PREFIX}${character.id}` : (entry.gameRef ?? null);
      const campaignId = entry.campaignId === undefined ? null : (campaignIds.get(entry.campaignId) ?? entry.campaignId);
      insert.run(id, entry.seq, entryIds.get(entry.id)!, entry.at, entry.who, entry.why, campaignId, gameRef, JSON.stringify(change));
    }
    replayChecked(readLedger(this.db, id));
    return id;
  }

  /** Taken when the id, or any of its entries' ids (unique across the file), is already here. */
  private characterTaken(character: ParsedCharacter): boolean {
    if (this.db.prepare('SELECT 1 FROM darkness_characters WHERE id = ?').get(character.id)) return true;
    const has = this.db.prepare('SELECT 1 FROM darkness_ledger WHERE id = ?');
    return character.ledger.some((entry) => has.get(entry.id) !== undefined);
  }

  private campaignExists(campaignId: string): boolean {
    return this.db.prepare('SELECT 1 FROM darkness_campaigns WHERE id = ?').get(campaignId) !== undefined;
  }
}

function remapped(change: LedgerChange, characterId: string, entryIds: ReadonlyMap<string, string>): LedgerChange {
  if (change.kind === 'created') return { ...change, sheet: { ...change.sheet, id: characterId } };
  if (change.kind === 'revert') return { ...change, target: entryIds.get(change.target) ?? change.target };
  return change;
}

function previewOf(file: CheckedFile, plan: Plan): DarknessImportPreview {
  const { campaign } = file;
  return {
    kind: file.kind,
    campaign: campaign && {
      fileId: campaign.id,
      name: campaign.name,
      asCopy: plan.campaignCopy,
      members: campaign.members.length,
      played: campaign.played.length,
    },
    characters: file.characters.map((c) => ({
      fileId: c.id,
      name: c.sheet.name,
      entries: c.ledger.length,
      status: c.sheet.status,
      asCopy: plan.characterCopies.has(c.id),
    })),
  };
}
