/**
 * Words for the decisions the game waits on: a check's target ("Escalera de 3 (3S) o más"), why
 * a check is rolled, the fate tables' results and their options, who decides. Pure over a
 * Translator, so every text is tested with the app's real messages.
 */
import { LADDER } from '../../../../../shared/games/darkness/dice';
import type { CheckPurpose, CheckSpec, FateOption, FateTable, Pending, Seat } from '../../../../../shared/games/darkness/game/types';
import type { Translator } from '../../../i18n/translator';

const codeOf = (level: number): string => LADDER[level - 1]?.code ?? '';

/** A ladder level in words: "Escalera de 3 (3S)". */
export function levelWords(tr: Translator, level: number): string {
  const code = codeOf(level);
  return code ? tr.t('darkness.table.target.levelName', { name: tr.t(`darkness.ladder.${code}`), code }) : String(level);
}

/** A check's target in words, as the pool builder heads it. */
export function targetText(tr: Translator, target: CheckSpec['target'], opposedLevel: number | null = null): string {
  switch (target.kind) {
    case 'level':
      return tr.t('darkness.table.target.level', { level: levelWords(tr, target.level) });
    case 'exceed':
      return target.level >= LADDER.length
        ? tr.t('darkness.table.target.impossible')
        : tr.t('darkness.table.target.exceed', { door: levelWords(tr, target.level), level: levelWords(tr, target.level + 1) });
    case 'automatic':
      return tr.t('darkness.table.target.automatic');
    case 'impossible':
      return tr.t('darkness.table.target.impossible');
    case 'opposed':
      return opposedLevel && opposedLevel > 0
        ? tr.t('darkness.table.target.opposed', { level: levelWords(tr, opposedLevel), faces: target.faces.join(' ') })
        : tr.t('darkness.table.target.opposedNothing', { faces: target.faces.join(' ') });
    case 'none':
      return tr.t('darkness.table.target.none');
  }
}

/** Why the roll is made: "Forzar la puerta", "Buscar: Linterna"… */
export function purposeText(tr: Translator, purpose: CheckPurpose, names: { seat: (s: Seat) => string; disc: (id: string) => string; scenarioAction: (id: string) => string }): string {
  const params: Record<string, string | number> = {};
  if ('disc' in purpose) params.disc = names.disc(purpose.disc);
  if ('target' in purpose) params.name = names.seat(purpose.target);
  if (purpose.kind === 'scenario') params.action = names.scenarioAction(purpose.action);
  const key = purpose.kind === 'door' ? `door_${purpose.method}` : purpose.kind;
  return tr.t(`darkness.table.purpose.${key}`, params);
}

/** One fate table's result: "¡Oh, mierda! 7: no puedes salir de esta loseta hasta tu próximo turno." */
export function fateText(tr: Translator, table: FateTable, result: number): string {
  return tr.t('darkness.table.fate.result', { table: tr.t(`darkness.table.fate.${table}`), n: result, text: tr.t(`darkness.table.fate.${table}Results.r${result}`) });
}

/** An option of a fate choice in words. */
export function fateOptionText(
  tr: Translator,
  option: FateOption,
  names: { seat: (s: Seat) => string; disc: (id: string) => string; tile: (index: number) => string },
): string {
  switch (option.kind) {
    case 'seat':
      return tr.t('darkness.table.fate.optionSeat', { name: names.seat(option.seat) });
    case 'disc':
      return tr.t('darkness.table.fate.optionDisc', { disc: names.disc(option.disc) });
    case 'seatAndDisc':
      return tr.t('darkness.table.fate.optionSeatAndDisc', { name: names.seat(option.seat), disc: names.disc(option.disc) });
    case 'tile':
      return tr.t('darkness.table.fate.optionTile', { tile: names.tile(option.tile) });
  }
}

/** The seat a pending decision waits on (null for the game's end): the rules' own answer. */
export { pendingSeat } from '../../../../../shared/games/darkness/game/deciding';

/** The heading of a pending decision: "Tirada", "Elige la orientación de la loseta"… */
export function pendingTitle(tr: Translator, p: Pending): string {
  return tr.t(`darkness.table.pending.${p.kind}`);
}

/** The adversary's or the security's combat line: "I 3S · A 1P · D 3K · S 5". */
export function statsLine(tr: Translator, stats: { initiative: number; attack: number; defense: number; speed?: number }): string {
  const parts = [
    tr.t('darkness.table.combat.statI', { code: codeOf(stats.initiative) }),
    tr.t('darkness.table.combat.statA', { code: codeOf(stats.attack) }),
    tr.t('darkness.table.combat.statD', { code: codeOf(stats.defense) }),
  ];
  if (stats.speed !== undefined) parts.push(tr.t('darkness.table.combat.statS', { n: stats.speed }));
  return parts.join(' · ');
}
