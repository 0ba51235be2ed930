/**
 * The last morning's report in sentences (public): who the witches chose, the gavel, the
 * confessions with their faces, what saved the target, who died and whether they were witches
 * (as the death announced it; nothing when deaths are silent).
 */
import type { MorningReport, PublicPlayer } from '../../../../../shared/games/salem/types';
import type { Translator } from '../../../i18n/translator';
import { faceName, seatName } from './format';

export function morningLines(tr: Translator, report: MorningReport, players: readonly Pick<PublicPlayer, 'name' | 'wasWitch'>[]): string[] {
  const names = players.map((p) => p.name);
  const name = (seat: number) => seatName(names, seat);
  const lines = [tr.t('salem.table.morning.target', { name: name(report.target) })];
  lines.push(report.gavel === null ? tr.t('salem.table.morning.noGavel') : tr.t('salem.table.morning.gavel', { name: name(report.gavel) }));
  for (const c of report.confessions) {
    lines.push(
      c.face === null
        ? tr.t('salem.table.morning.confessedPhips', { name: name(c.seat) })
        : tr.t('salem.table.morning.confessed', { name: name(c.seat), face: faceName(tr, c.face) }),
    );
  }
  if (report.savedBy) lines.push(tr.t(`salem.table.morning.saved.${report.savedBy}`, { name: name(report.target) }));
  if (report.died.length === 0) lines.push(tr.t('salem.table.morning.nobodyDied'));
  for (const seat of report.died) {
    const was = players[seat]?.wasWitch ?? null;
    const key = was === null ? 'died' : was ? 'diedWitch' : 'diedNotWitch';
    lines.push(tr.t(`salem.table.morning.${key}`, { name: name(seat) }));
  }
  return lines;
}
