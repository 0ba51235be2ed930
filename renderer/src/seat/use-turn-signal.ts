/**
 * The "your turn" signal beyond the banner: the document's title says it (a phone's tab list, a
 * window behind others), and the phone vibrates once when the turn arrives — not on every
 * snapshot of the same turn, and not when the page opens on a turn already there.
 */
import { watch, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Turn } from './table-snapshot';

const BUZZ_MS = [120, 60, 120];

export function useTurnSignal(turn: Ref<Turn | null>, seatName: Ref<string>): void {
  const { t } = useI18n();
  watch(
    () => [turn.value?.kind ?? null, seatName.value, t('seat.turn.mine')] as const,
    ([kind, name], before) => {
      document.title = kind === 'mine' ? t('seat.pageTitleTurn') : name ? t('seat.pageTitle', { name }) : 'Velada';
      const was = before?.[0];
      if (kind === 'mine' && was !== undefined && was !== null && was !== 'mine' && typeof navigator.vibrate === 'function') navigator.vibrate(BUZZ_MS);
    },
    { immediate: true },
  );
}
