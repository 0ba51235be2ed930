/**
 * The current decision in words, for the decision panel and screen readers. A night screen
 * only ever says whose turn with the device it is — never what they are asked.
 */
import type { SalemView } from '../../../../../shared/games/salem/types';
import type { Translator } from '../../../i18n/translator';
import { seatName } from './format';

export function decisionText(tr: Translator, view: Pick<SalemView, 'decision' | 'players' | 'result' | 'turnPlayed' | 'viewer'>, botThinking: boolean): string {
  if (view.result) return tr.t('salem.table.decision.over');
  const d = view.decision;
  if (!d) return '';
  const names = view.players.map((p) => p.name);
  const name = seatName(names, d.seat);
  if (botThinking) return tr.t('salem.table.decision.bot', { name });
  const mine = view.viewer === d.seat;
  switch (d.t) {
    case 'turn':
      if (!mine) return tr.t('salem.table.decision.turn', { name });
      return view.turnPlayed > 0 ? tr.t('salem.table.decision.playedThisTurn', { n: view.turnPlayed }) : tr.t('salem.table.decision.yourTurn');
    case 'character':
      return tr.t('salem.table.decision.character', { name });
    case 'night':
      return tr.t(d.kind === 'dawn' ? 'salem.table.night.publicDawn' : 'salem.table.night.public');
    case 'reveal':
      return tr.t('salem.table.decision.reveal', { name, target: seatName(names, d.target) });
    case 'offer':
      return mine ? tr.t(`salem.table.action.offer.${d.ability}`, { name: seatName(names, d.target) }) : tr.t('salem.table.decision.offer', { name });
    case 'arrange':
      return tr.t('salem.table.decision.arrange', { name });
  }
}
