/**
 * When Darkness Comes characters: a row per character (campaign-independent) and its ledger,
 * the only source of truth. Every sheet this service returns is the ledger replayed
 * (R2's replay), never a stored copy, so the two cannot disagree. Each write is one
 * transaction: the new entries are appended, the whole ledger is replayed, and anything the
 * rules refuse rolls the write back whole.
 */
import { randomUUID } from 'node:crypto';
import {
  createdSheetOf,
  creationChoiceSchema,
  pregenById,
  pregenChoice,
  validateCreation,
  type EffectiveRules,
} from '../../../shared/games/darkness/characters';
import { endedAt, revertProblem, tryReplay, type CharacterSheet, type LedgerChange, type LedgerEntry } from '../../../shared/games/darkness/ledger';
import type { DarknessCharacterDetail, DarknessCharacterSummary } from '../../../shared/ipc/contract';
import { nowIso } from '../clock';
import type { Db } from '../database';
import { ServiceError } from '../errors';
import { parseCorrectionPatch } from './correction-patch';
import { appendLedger, readLedger, type NewLedgerEntry } from './ledger-store';
import { ledgerError, problemsError } from './problems';

interface CharacterRow {
  id: string;
  created_at: string;
  pregen: number;
}

interface MembershipRow {
  campaign_id: string;
  lent_from: string | null;
  lent_from_campaign: string | null;
}

export interface Author {
  who: string;
  why: string;
  campaignId?: string | null;
}

export class DarknessCharacterService {
  constructor(private readonly db: Db) {}

  /** Every character, oldest first, archived ones included (the roster shows them as a memorial). */
  list(): DarknessCharacterSummary[] {
    const rows = this.db.prepare('SELECT id, created_at, pregen FROM darkness_characters ORDER BY created_at, id').all() as CharacterRow[];
    return rows.map((row) => this.summaryOf(row, readLedger(this.db, row.id)));
  }

  get(characterId: string): DarknessCharacterDetail {
    const row = this.row(characterId);
    const ledger = readLedger(this.db, characterId);
    return { ...this.summaryOf(row, ledger), ledger };
  }

  /**
   * A new character from the wizard's choice: shape-checked, then every creation rule under
   * `rules` (a campaign's house rules, or the defaults); any problem refuses it with all of them.
   */
  create(choice: unknown, rules: EffectiveRules, author: Author): string {
    const parsed = creationChoiceSchema.safeParse(choice);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw problemsError('darkness_invalid_character', 'The character was refused', [
        { path: issue.path.join('.'), code: 'darkness_choice_shape', message: { es: `Forma no válida: ${issue.message}`, en: `Invalid shape: ${issue.message}` } },
      ]);
    }
    const problems = validateCreation(parsed.data, rules);
    if (problems.length > 0) throw problemsError('darkness_invalid_character', 'The character was refused', problems);
    const id = randomUUID();
    return this.insert(id, false, { kind: 'created', sheet: createdSheetOf(id, parsed.data, rules, false) }, author);
  }

  /** A44: a pregen is stored as its own fixed character (it never progresses). */
  createPregen(pregenId: string, rules: EffectiveRules, author: Author): string {
    const pregen = pregenById(pregenId);
    if (!pregen) throw new ServiceError('darkness_pregen_not_found', `No pregenerated character ${pregenId}`, { pregenId });
    const id = randomUUID();
    const sheet = createdSheetOf(id, pregenChoice(pregen, 'es'), rules, true);
    return this.insert(id, true, { kind: 'created', sheet }, author);
  }

  /** A family's manual fix, with its reason (the request schema requires one). */
  correct(characterId: string, patch: unknown, author: Author): DarknessCharacterDetail {
    return this.append(characterId, [{ ...author, change: { kind: 'correction', patch: parseCorrectionPatch(patch) } }]);
  }

  /** Appends a revert entry; refused with R2's reason when a later entry depends on the target. */
  revert(characterId: string, entryId: string, author: Author): DarknessCharacterDetail {
    const problem = revertProblem(readLedger(this.db, this.row(characterId).id), entryId);
    // D96: the refusal is the ledger rule's own code and params (e.g. ledger_revert_depends: which later entry).
    if (problem) throw ledgerError(problem);
    return this.append(characterId, [{ ...author, change: { kind: 'revert', target: entryId } }]);
  }

  retire(characterId: string, author: Author): DarknessCharacterDetail {
    const status = this.get(characterId).sheet.status;
    if (status !== 'alive') {
      throw new ServiceError('darkness_character_not_alive', `Character ${characterId} is ${status}`, { characterId, status });
    }
    return this.append(characterId, [{ ...author, change: { kind: 'retired' } }]);
  }

  /** A memorial, or back on the roster: an entry like any other, never a deletion. */
  archive(characterId: string, archived: boolean, author: Author): DarknessCharacterDetail {
    if (this.get(characterId).sheet.archived === archived) {
      throw new ServiceError('darkness_archive_unchanged', `Character ${characterId} is already ${archived ? 'archived' : 'on the roster'}`, {
        characterId,
      });
    }
    return this.append(characterId, [{ ...author, change: { kind: 'archived', archived } }]);
  }

  /**
   * Appends entries in one transaction and replays the whole ledger; a ledger the rules
   * refuse rolls back, so nothing is written.
   */
  append(characterId: string, entries: readonly NewLedgerEntry[]): DarknessCharacterDetail {
    const row = this.row(characterId);
    if (row.pregen === 1 && entries.some((e) => progresses(e.change))) {
      throw new ServiceError('darkness_pregen_fixed', `Character ${characterId} is a pregenerated character and never changes (A44)`, {
        characterId,
      });
    }
    this.db.transaction(() => {
      appendLedger(this.db, characterId, entries);
      replayChecked(readLedger(this.db, characterId));
    })();
    return this.get(characterId);
  }

  /** The character's row, or character_not_found. */
  row(characterId: string): CharacterRow {
    const row = this.db.prepare('SELECT id, created_at, pregen FROM darkness_characters WHERE id = ?').get(characterId) as
      | CharacterRow
      | undefined;
    if (!row) throw new ServiceError('darkness_character_not_found', `No character ${characterId}`, { characterId });
    return row;
  }

  /** A new row and its ledger copied from another character's (a lent copy), in the caller's transaction. */
  insertCopy(id: string, source: CharacterRow, entries: readonly LedgerEntry[]): void {
    this.db.prepare('INSERT INTO darkness_characters (id, created_at, pregen) VALUES (?, ?, ?)').run(id, nowIso(), source.pregen);
    appendLedger(
      this.db,
      id,
      entries.map((entry) => ({
        who: entry.who,
        why: entry.why,
        campaignId: entry.campaignId ?? null,
        gameRef: entry.gameRef ?? null,
        change: copiedChange(entry.change, id),
      })),
    );
  }

  private insert(id: string, pregen: boolean, created: LedgerChange, author: Author): string {
    this.db.transaction(() => {
      this.db.prepare('INSERT INTO darkness_characters (id, created_at, pregen) VALUES (?, ?, ?)').run(id, nowIso(), pregen ? 1 : 0);
      appendLedger(this.db, id, [{ ...author, change: created }]);
      replayChecked(readLedger(this.db, id));
      if (author.campaignId) this.join(author.campaignId, id);
    })();
    return id;
  }

  private join(campaignId: string, characterId: string): void {
    this.db
      .prepare('INSERT INTO darkness_campaign_members (campaign_id, character_id, joined_at) VALUES (?, ?, ?)')
      .run(campaignId, characterId, nowIso());
  }

  private summaryOf(row: CharacterRow, ledger: LedgerEntry[]): DarknessCharacterSummary {
    const memberships = this.db
      .prepare('SELECT campaign_id, lent_from, lent_from_campaign FROM darkness_campaign_members WHERE character_id = ? ORDER BY joined_at, campaign_id')
      .all(row.id) as MembershipRow[];
    const lent = memberships.find((m) => m.lent_from !== null);
    const sheet = replayChecked(ledger);
    return {
      id: row.id,
      createdAt: row.created_at,
      pregen: row.pregen === 1,
      campaignIds: memberships.map((m) => m.campaign_id),
      lentFrom: lent ? { characterId: lent.lent_from!, campaignId: lent.lent_from_campaign } : null,
      entries: ledger.length,
      sheet,
      endedAt: endedAt(ledger, sheet.status),
    };
  }
}

/** What a fixed character (A44) may still receive: its creation, corrections of its texts aside, archiving. */
function progresses(change: LedgerChange): boolean {
  return !['created', 'archived', 'retired', 'died'].includes(change.kind);
}

/** The copy's `created` sheet carries the copy's own id; every other change is copied as it was. */
function copiedChange(change: LedgerChange, id: string): LedgerChange {
  return change.kind === 'created' ? { ...change, sheet: { ...change.sheet, id } } : change;
}

/** The sheet, or the ledger rule that refuses this history, as its own error (the write rolls back). */
export function replayChecked(entries: readonly LedgerEntry[]): CharacterSheet {
  const replayed = tryReplay(entries);
  if (!replayed.ok) throw ledgerError(replayed.problem);
  return replayed.sheet;
}
