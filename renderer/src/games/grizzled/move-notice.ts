/** The Grizzled's words for a move preview (shared/games/grizzled/preview.ts): why it is final, and the threats it leaves. */
import { previewMove } from '../../../../shared/games/grizzled/preview';
import { THREATS, type GrizzledAction, type GrizzledView } from '../../../../shared/games/grizzled/types';
import type { MoveNotice } from '../../components/move-confirmation';
import type { Translator } from '../../i18n/translator';
import { threatName } from './format';

export function grizzledMoveNotice(tr: Translator, view: GrizzledView, action: GrizzledAction): MoveNotice {
  const preview = previewMove(view, action);
  const irreversible =
    preview.irreversible === null
      ? null
      : tr.t(`grizzled.confirm.${preview.irreversible}`, { threat: preview.failing ? threatName(tr, preview.failing) : '' });
  const details: string[] = [];
  if (preview.threats) {
    const present = THREATS.filter((t) => preview.threats![t] > 0).map((t) => `${threatName(tr, t)} ${preview.threats![t]}`);
    if (present.length > 0) details.push(tr.t('grizzled.confirm.threats', { list: present.join(', ') }));
  }
  return { irreversible, details };
}
