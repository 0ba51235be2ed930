/** The current decision in words: who decides and what they are asked. */
import type { Decision } from '../../../../shared/games/silentes/types';
import { seatName, type Translator } from './format';

export function decisionText(tr: Translator, d: Decision | null, names: readonly string[]): string {
  if (!d) return tr.t('silentes.decision.none');
  const name = seatName(names, d.seat);
  const other = seatName(names, d.seat === 0 ? 1 : 0);
  switch (d.t) {
    case 'window':
      return tr.t(`silentes.decision.window.${d.window}`, { name, subject: seatName(names, d.subject) });
    case 'lovers':
      return tr.t('silentes.decision.lovers', { name, subject: seatName(names, d.subject), amount: d.amount });
    default:
      return tr.t(`silentes.decision.${d.t}`, { name, other });
  }
}
