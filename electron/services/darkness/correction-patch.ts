/**
 * A family's correction checked at the door with R2's CorrectionPatch schema (form only: the
 * sheet's editable parts, known attributes and tiers, well-formed items). Whether the corrected
 * sheet is allowed (ranges, floors) is the ledger replay's decision.
 */
import { correctionPatchSchema, type CorrectionPatch } from '../../../shared/games/darkness/ledger';
import { refuseTextFault } from '../text-faults';
import { ServiceError } from '../errors';

export function parseCorrectionPatch(input: unknown): CorrectionPatch {
  const parsed = correctionPatchSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : '(patch)';
    throw new ServiceError('darkness_invalid_correction', `The correction was refused: ${where}: ${issue.message}`, { path: where });
  }
  if (parsed.data.name !== undefined) refuseTextFault(parsed.data.name, 'darkness_invalid_correction', 'The corrected name', { path: 'name' });
  if (Object.keys(parsed.data).length === 0) {
    throw new ServiceError('darkness_invalid_correction', 'The correction changes nothing', { path: '(patch)' });
  }
  return parsed.data as CorrectionPatch;
}
