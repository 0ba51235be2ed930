/**
 * What the confirmation before a move says: why the move cannot be undone (null when it can)
 * and what it will certainly change (threat counts, noise). Each game builds one from its
 * `shared/games/<game>/preview.ts`; the play screen asks only when `irreversible` is set.
 */
export interface MoveNotice {
  irreversible: string | null;
  details: string[];
}

export const NO_NOTICE: MoveNotice = { irreversible: null, details: [] };

/** Ask first only for a move that cannot be undone, and only while the setting says so. */
export function mustConfirm(notice: MoveNotice, confirmIrreversible: boolean): boolean {
  return confirmIrreversible && notice.irreversible !== null;
}
