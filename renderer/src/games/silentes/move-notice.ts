/** Silentes' words for a move preview (shared/games/silentes/preview.ts): why it is final, and the noise it leaves. */
import { previewMove } from '../../../../shared/games/silentes/preview';
import type { SilentesAction, SilentesView } from '../../../../shared/games/silentes/types';
import type { MoveNotice } from '../../components/move-confirmation';
import type { Translator } from '../../i18n/translator';

export function silentesMoveNotice(tr: Translator, view: SilentesView, action: SilentesAction): MoveNotice {
  const preview = previewMove(view, action);
  return {
    irreversible: preview.irreversible === null ? null : tr.t(`silentes.confirm.${preview.irreversible}`),
    details: preview.noise ? [tr.t('silentes.confirm.noise', preview.noise)] : [],
  };
}
