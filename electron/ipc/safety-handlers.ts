/**
 * The commands that protect and move a family's data: When Darkness Comes exports and imports,
 * the end-of-game wizard's confirmation, and the list of the data file's copies. Restoring a copy
 * replaces the open file, so createServices answers `backups.restore` itself.
 */
import type { Command, ExportOutcome, ParsedRequest, ResponseMap } from '../../shared/ipc/contract';
import { listBackups } from '../services/backups';
import type { Db } from '../services/database';
import { DarknessCampaignService } from '../services/darkness/campaigns';
import { DarknessCharacterService } from '../services/darkness/characters';
import { DarknessEndOfGameService } from '../services/darkness/end-of-game';
import type { GameEndRecorder } from '../services/darkness/game-end';
import { DarknessTransferService } from '../services/darkness/export-import';
import { ServiceError } from '../services/errors';
import type { ExportDocument } from '../services/session-file';

type SafetyCommand = Extract<Command, `darkness.${'export' | 'import' | 'endOfGame'}.${string}` | `backups.${string}`>;
type SafetyHandlers = { [C in SafetyCommand]: (request: ParsedRequest<C>) => ResponseMap[C] | Promise<ResponseMap[C]> };

/** A darkness export's key, so a host serving downloads by link can find the file again. */
export type DarknessExportKey = `character:${string}` | `campaign:${string}`;
export type DarknessExporter = (key: DarknessExportKey, document: ExportDocument) => ExportOutcome | Promise<ExportOutcome>;

export function darknessTransfer(db: Db, dataFile: string): DarknessTransferService {
  const characters = new DarknessCharacterService(db);
  return new DarknessTransferService(db, dataFile, characters, new DarknessCampaignService(db, characters));
}

/** The file behind a key (see DarknessExportKey). */
export function darknessExportDocument(transfer: DarknessTransferService, key: string): ExportDocument {
  const [kind, ...rest] = key.split(':');
  const id = rest.join(':');
  if (kind === 'character' && id) return transfer.exportCharacter(id);
  if (kind === 'campaign' && id) return transfer.exportCampaign(id);
  throw new ServiceError('darkness_export_not_found', `No darkness export ${key}`, { key });
}

export function safetyHandlers(db: Db, dataFile: string, exporter: DarknessExporter | undefined, gameEnds?: GameEndRecorder): SafetyHandlers {
  const characters = new DarknessCharacterService(db);
  const campaigns = new DarknessCampaignService(db, characters);
  const transfer = new DarknessTransferService(db, dataFile, characters, campaigns);
  const endOfGame = new DarknessEndOfGameService(db, dataFile, characters, campaigns, gameEnds);
  const send = (key: DarknessExportKey, document: ExportDocument) => {
    if (!exporter) throw new ServiceError('export_unavailable', 'This host has nowhere to save an export');
    return exporter(key, document);
  };
  return {
    'darkness.export.character': (r) => send(`character:${r.characterId}`, transfer.exportCharacter(r.characterId)),
    'darkness.export.campaign': (r) => send(`campaign:${r.campaignId}`, transfer.exportCampaign(r.campaignId)),
    'darkness.import.preview': (r) => transfer.previewImport(r.json),
    'darkness.import.confirm': (r) => transfer.confirmImport(r.json),
    'darkness.endOfGame.preview': (r) => endOfGame.preview(r),
    'darkness.endOfGame.confirm': (r) => endOfGame.confirm(r),
    'backups.list': () => listBackups(dataFile),
    // Answered by createServices itself: the open file has to be closed first.
    'backups.restore': () => {
      throw new ServiceError('file_replacement_refused', 'A copy is restored by the services, not here', { state: 'open' });
    },
  };
}
