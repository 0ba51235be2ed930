/**
 * The end-of-game wizard's last step. `preview` computes what the rules give (R2's
 * endOfGamePlan and planEntries) and the sheets that would result, writing nothing;
 * `confirm` computes the same, takes a safety copy of the file, and then writes every ledger
 * entry, the played scenario and the draft's removal in ONE transaction: a kill, a refusal or
 * a full disk at any point leaves either all of it or none of it (D117).
 */
import {
  endOfGamePlan,
  tryPlanEntries,
  tryReplay,
  type CharacterChoices,
  type CharacterSheet,
  type LedgerChange,
  type LedgerEntry,
  type SheetItem,
} from '../../../shared/games/darkness/ledger';
import type { DarknessEndOfGamePreview as EndOfGamePreview, DarknessEndOfGameResult as EndOfGameResult } from '../../../shared/ipc/contract';
import { takeSafetyBackup } from '../backups';
import { nowIso } from '../clock';
import type { Db } from '../database';
import { ServiceError } from '../errors';
import type { DarknessCampaignService } from './campaigns';
import type { DarknessCharacterService } from './characters';
import { DarknessDraftService } from './drafts';
import type { GameEndRecorder, PreparedGameEnd } from './game-end';
import { ledgerError, problemsError } from './problems';

export interface EndOfGameRequest {
  campaignId: string;
  scenario: string;
  objectiveAchieved: boolean;
  /** False when the Master forbids keeping items this time. */
  keepItems?: boolean;
  /** Each with what the rules leave to its player (which attribute, which skill, which items). */
  participants: { characterId: string; vp: number; died: boolean; itemsHeld: SheetItem[]; choices?: CharacterChoices }[];
  who: string;
  /** The board game the result comes from: checked and recorded in the same transaction (D362). */
  sessionId?: string;
}

export class DarknessEndOfGameService {
  private readonly drafts: DarknessDraftService;

  constructor(
    private readonly db: Db,
    private readonly dataFile: string,
    private readonly characters: DarknessCharacterService,
    private readonly campaigns: DarknessCampaignService,
    /** Records which board game a confirmation applied (absent: results typed by hand only). */
    private readonly gameEnds?: GameEndRecorder,
  ) {
    this.drafts = new DarknessDraftService(db);
  }

  /** Everything the confirmation would write, computed and checked; nothing is written. */
  preview(request: EndOfGameRequest): EndOfGamePreview {
    const campaign = this.campaigns.get(request.campaignId);
    // What was bought during a board game comes from the game itself, never from the request (D403).
    const inPlay = this.gameEnd(request)?.inPlay ?? {};
    const members = new Set(campaign.members.map((m) => m.characterId));
    const seen = new Set<string>();
    for (const { characterId } of request.participants) {
      if (!members.has(characterId)) {
        throw new ServiceError('darkness_not_member', `Character ${characterId} is not in campaign ${campaign.id}`, { characterId, campaignId: campaign.id });
      }
      if (seen.has(characterId)) throw new ServiceError('darkness_end_of_game_duplicate', `Character ${characterId} is listed twice`, { characterId });
      seen.add(characterId);
    }
    const details = new Map(request.participants.map((p) => [p.characterId, this.characters.get(p.characterId)]));
    const plan = endOfGamePlan({
      mode: campaign.mode,
      objectiveAchieved: request.objectiveAchieved,
      ...(request.keepItems === undefined ? {} : { keepItems: request.keepItems }),
      participants: request.participants.map(({ characterId, vp, died, itemsHeld }) => ({
        characterId,
        vp,
        died,
        itemsHeld,
        ...(inPlay[characterId] ? { inPlay: inPlay[characterId] } : {}),
      })),
      sheets: Object.fromEntries([...details].map(([id, detail]) => [id, detail.sheet])),
      houseRules: campaign.houseRules,
    });
    const planned = tryPlanEntries(plan, Object.fromEntries(request.participants.map((p) => [p.characterId, p.choices ?? {}])));
    if (!planned.ok) {
      throw problemsError(
        'darkness_end_of_game_refused',
        'The end of game was refused',
        planned.problems.map((problem) => ({ path: problem.entryId ?? '', code: problem.code, message: problem.message })),
      );
    }
    const byCharacter = groupByCharacter(planned.changes);
    return {
      plan,
      characters: request.participants.map(({ characterId }) => {
        const detail = details.get(characterId)!;
        const changes = byCharacter.get(characterId) ?? [];
        return { characterId, changes, before: detail.sheet, after: replayWith(detail.ledger, changes) };
      }),
    };
  }

  /**
   * Backs the file up, then writes it all in one transaction. The draft of this campaign's
   * wizard is cleared in the same transaction, so a confirmed game never reappears as pending.
   */
  async confirm(request: EndOfGameRequest): Promise<EndOfGameResult> {
    const preview = this.preview(request);
    const game = this.gameEnd(request);
    const backup = await takeSafetyBackup(this.db, this.dataFile, 'end_of_game', nowIso());
    const why = request.scenario;
    let appended = 0;
    this.db.transaction(() => {
      for (const { characterId, changes } of preview.characters) {
        if (changes.length === 0) continue;
        this.characters.append(
          characterId,
          changes.map((change) => ({ who: request.who, why, campaignId: request.campaignId, gameRef: request.sessionId ?? null, change })),
        );
        appended += changes.length;
      }
      this.campaigns.recordPlayed(request.campaignId, request.scenario, request.objectiveAchieved ? 'achieved' : 'failed');
      this.drafts.clear('endOfGame', request.campaignId);
      if (game) this.gameEnds!.write(game, backup.file);
    })();
    return { campaign: this.campaigns.get(request.campaignId), backup, appended };
  }

  /** A result from a board game: refused when that game cannot be applied to this campaign now. */
  private gameEnd(request: EndOfGameRequest): PreparedGameEnd | null {
    if (request.sessionId === undefined) return null;
    if (!this.gameEnds) throw new ServiceError('darkness_game_end_unavailable', 'Board games are not available here', { sessionId: request.sessionId });
    return this.gameEnds.prepare(request.sessionId, request.campaignId);
  }
}

function groupByCharacter(entries: readonly { characterId: string; change: LedgerChange }[]): Map<string, LedgerChange[]> {
  const grouped = new Map<string, LedgerChange[]>();
  for (const { characterId, change } of entries) grouped.set(characterId, [...(grouped.get(characterId) ?? []), change]);
  return grouped;
}

/** The sheet the ledger would give with `changes` appended (main's metadata stood in for). */
function replayWith(ledger: readonly LedgerEntry[], changes: readonly LedgerChange[]): CharacterSheet {
  const last = ledger[ledger.length - 1]!;
  const next = changes.map((change, i) => ({ ...last, id: `${last.id}+${i + 1}`, seq: last.seq + i + 1, change }));
  const replayed = tryReplay([...ledger, ...next]);
  if (!replayed.ok) throw ledgerError(replayed.problem);
  return replayed.sheet;
}
