/**
 * What every new-game screen does around its own fields: the family's profiles loaded before the
 * seats are filled in (`prepare`), one start at a time, and the table opened on the game created.
 */
import { onMounted, ref } from 'vue';
import { useRouter } from 'vue-router';
import type { Profile } from '../../../../shared/ipc/contract';
import { useProfiles } from '../../stores/profiles';

export interface NewGameFlow {
  /** Sends the request; null when it was refused (the request store has said why). */
  create: () => Promise<{ id: string } | null>;
  /** Fills the form once the profiles are known: the usual players are one click away. */
  prepare?: (profiles: readonly Profile[]) => void | Promise<void>;
}

export function useNewGame(flow: NewGameFlow) {
  const router = useRouter();
  const profiles = useProfiles();
  const submitting = ref(false);
  /** Start was pressed once: forms that wait for it say what is wrong from then on. */
  const attempted = ref(false);

  onMounted(async () => {
    if (!profiles.loaded) await profiles.load();
    await flow.prepare?.(profiles.profiles);
  });

  async function start(problem: string | null): Promise<void> {
    attempted.value = true;
    if (problem || submitting.value) return;
    submitting.value = true;
    try {
      const created = await flow.create();
      if (created) await router.push(`/play/${created.id}`);
    } finally {
      submitting.value = false;
    }
  }

  return { profiles, submitting, attempted, start };
}
