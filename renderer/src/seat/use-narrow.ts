/** Whether the window is phone-narrow: the seat page then stacks its table in one column (seat.css). */
import { onBeforeUnmount, ref, type Ref } from 'vue';

export const NARROW_QUERY = '(max-width: 720px)';

export function useNarrow(): Ref<boolean> {
  const query = window.matchMedia(NARROW_QUERY);
  const narrow = ref(query.matches);
  const update = () => (narrow.value = query.matches);
  query.addEventListener('change', update);
  onBeforeUnmount(() => query.removeEventListener('change', update));
  return narrow;
}
