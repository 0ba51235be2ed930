/**
 * The current decision in words, for the decision panel and screen readers. A night screen
 * only ever says whose turn with the device it is — or, answered at once (S66), who has
 * answered — never what they are asked.
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
    case 'night': {
      // Version 3 (S66): everyone answers at once, and who has answered is public (in pass order, never answer order).
      if (d.answered === undefined) return tr.t(d.kind === 'dawn' ? 'salem.table.night.publicDawn' : 'salem.table.night.public');
      const what = tr.t(`salem.table.night.progress.now.${d.kind}`);
      if (d.answered.length === 0) return tr.t('salem.table.night.progress.none', { what, pass: d.pass });
      const total = view.players.filter((p) => p.alive).length;
      return tr.t('salem.table.night.progress.some', { what, pass: d.pass, n: d.answered.length, total, names: d.answered.map((seat) => seatName(names, seat)).join(', ') });
    }
    case 'reveal':
      return tr.t('salem.table.decision.reveal', { name, target: seatName(names, d.target) });
    case 'offer':
      return mine ? tr.t(`salem.table.action.offer.${d.ability}`, { name: seatName(names, d.target) }) : tr.t('salem.table.decision.offer', { name });
    case 'arrange':
      return tr.t('salem.table.decision.arrange', { name });
  }
}
