/**
 * The roster's groups (D135): the living first, then the retired, then the dead as a memorial,
 * then the archived (hidden from play but never gone); pregens are marked, names sorted in the
 * table's language so the order does not jump when a sheet changes.
 */
import type { DarknessCharacterSummary } from '../../../../shared/ipc/contract';

export const ROSTER_GROUPS = ['alive', 'retired', 'memorial', 'archived'] as const;
export type RosterGroup = (typeof ROSTER_GROUPS)[number];

export function rosterGroup(character: DarknessCharacterSummary): RosterGroup {
  const { status, archived } = character.sheet;
  if (status === 'dead') return 'memorial';
  if (archived) return 'archived';
  return status === 'retired' ? 'retired' : 'alive';
}

export interface RosterSection {
  group: RosterGroup;
  characters: DarknessCharacterSummary[];
}

export function rosterSections(characters: readonly DarknessCharacterSummary[], locale: string): RosterSection[] {
  const byName = (a: DarknessCharacterSummary, b: DarknessCharacterSummary) => a.sheet.name.localeCompare(b.sheet.name, locale) || a.id.localeCompare(b.id);
  return ROSTER_GROUPS.map((group) => ({ group, characters: characters.filter((c) => rosterGroup(c) === group).sort(byName) })).filter((s) => s.characters.length > 0);
}

/** "AR" for "Ana Ruiz", "M" for "Mags": the portrait a character shows without generated art. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter((w) => w !== '');
  return words
    .slice(0, 2)
    .map((w) => [...w][0]!.toLocaleUpperCase())
    .join('');
}
