/**
 * A When Darkness Comes wizard's draft, kept in main (`darkness.drafts`, it survives a restart):
 * what was saved last, whether the form changed since, saving it, and the leave guard that asks
 * before those changes are lost.
 */
import { computed, ref } from 'vue';
import type { Request } from '../../../../shared/ipc/contract';
import { request } from '../../stores/request';
import { useLeaveGuard } from '../../components/wizard/use-leave-guard';

export function useWizardDraft(key: () => Request<'darkness.drafts.get'>, record: () => Record<string, unknown>) {
  const saved = ref('');
  /** The form was filled (from the draft or from scratch): until then nothing counts as a change. */
  const ready = ref(false);
  const snapshot = () => JSON.stringify(record());
  const dirty = computed(() => ready.value && snapshot() !== saved.value);

  /** The form as it stands counts as saved (just loaded, or started over). */
  function settle(): void {
    saved.value = snapshot();
  }

  async function save(): Promise<boolean> {
    const draft = record();
    const ok = (await request('darkness.drafts.save', { ...key(), draft })) !== null;
    if (ok) saved.value = JSON.stringify(draft);
    return ok;
  }

  return { ready, dirty, settle, save, guard: useLeaveGuard(dirty, save) };
}
