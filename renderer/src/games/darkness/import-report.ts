/**
 * What an import will create, as the screen lists it before anything is written (D155): the
 * campaign (if the file holds one) and each character, each marked new or "as a copy" when its id
 * is already here (D156).
 */
import type { DarknessImportPreview } from '../../../../shared/ipc/contract';

export interface ImportLine {
  kind: 'campaign' | 'character';
  fileId: string;
  name: string;
  asCopy: boolean;
}

export function importLines(preview: DarknessImportPreview): ImportLine[] {
  const lines: ImportLine[] = [];
  if (preview.campaign) lines.push({ kind: 'campaign', fileId: preview.campaign.fileId, name: preview.campaign.name, asCopy: preview.campaign.asCopy });
  for (const c of preview.characters) lines.push({ kind: 'character', fileId: c.fileId, name: c.name, asCopy: c.asCopy });
  return lines;
}

export function copiesIn(preview: DarknessImportPreview): number {
  return importLines(preview).filter((line) => line.asCopy).length;
}
