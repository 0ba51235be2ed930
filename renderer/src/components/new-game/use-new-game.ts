/**
 * What every new-game screen does around its own fields: the family's profiles loaded before the
 * seats are filled in (`prepare`), what stops the game from starting, one start at a time, and
 * the table opened on the game created. Its `frame` is all NewGameForm needs.
 */
import { onMounted, reactive, ref, type Ref } from 'vue';
import { useRouter } from 'vue-router';
import type { Profile } from '../../../../shared/ipc/contract';
import { useProfiles } from '../../stores/profiles';

export interface NewGameFlow {
  gameId: string;
  /** The i18n prefix of the form's title and intro (`<texts>.title`, `<texts>.intro`). */
  texts: string;
  /** What stops the game from starting, in words, or null. */
  problem: Readonly<Ref<string | null>>;
  /** Sends the request; null when it was refused (the request store has said why). */
  create: () => Promise<{ id: string } | null>;
  /** Fills the form once the profiles are known: the usual players are one click away. */
  prepare?: (profiles: readonly Profile[]) => void | Promise<void>;
  /** Say the problem as soon as there is one and keep Start disabled until it is solved (else: once Start was pressed). */
  live?: boolean;
  /** The form's widest line, in pixels: twelve seats want more room than two. */
  width?: number;
  testId?: string;
  startTestId?: string;
}

export type NewGameFrame = ReturnType<typeof useNewGame>['frame'];

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

  async function start(): Promise<void> {
    attempted.value = true;
    if (flow.problem.value || submitting.value) return;
    submitting.value = true;
    try {
      const created = await flow.create();
      if (created) await router.push(`/play/${created.id}`);
    } finally {
      submitting.value = false;
    }
  }

  const frame = reactive({
    gameId: flow.gameId,
    texts: flow.texts,
    live: flow.live ?? false,
    width: flow.width ?? 980,
    testId: flow.testId ?? 'new-game-form',
    startTestId: flow.startTestId ?? 'start-game',
    problem: flow.problem,
    submitting,
    attempted,
    start,
  });
  return { profiles, frame };
}
