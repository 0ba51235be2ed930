/** The current decision in words: who decides and what they are asked (never anything hidden). */
import type { DecisionView } from '../../../../shared/games/grizzled/types';
import type { Translator } from '../../i18n/translator';
import { participantName, threatName } from './format';

export function decisionText(tr: Translator, d: DecisionView | null, names: readonly string[], botThinking: boolean): string {
  if (!d) return tr.t('grizzled.decision.none');
  const name = participantName(tr, names, d.seat);
  if (botThinking) return tr.t('grizzled.decision.botThinking', { name });
  switch (d.t) {
    case 'intensity':
      return tr.t('grizzled.decision.intensity', { name, min: d.min, max: d.max });
    case 'speech':
      return tr.t('grizzled.decision.speech', { name, speaker: participantName(tr, names, d.speaker), threat: threatName(tr, d.threat) });
    case 'relief':
      if (d.heal > 0 && d.charm) return tr.t('grizzled.decision.relief', { name });
      if (d.heal > 0) return tr.t('grizzled.decision.reliefHeal', { name, n: d.heal });
      return tr.t('grizzled.decision.reliefCharm', { name });
    default:
      return tr.t(`grizzled.decision.${d.t}`, { name });
  }
}
