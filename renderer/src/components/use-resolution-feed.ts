/**
 * Watches the table store's snapshots and feeds the resolution store: the steps of what a
 * move set off (unless motion is off), which log lines are new, and the recap when a person
 * lifts their cover. It reads only snapshots already on screen and only their public log
 * lines, so nothing here can show one seat's secrets to another.
 */
import { onScopeDispose, watch } from 'vue';
import { useI18n } from 'vue-i18n';
import { useTable, type TableMode } from '../stores/table';
import { useResolution } from '../stores/resolution';
import { useMotion } from '../stores/motion';
import { addedPublicLines, publicLines, type PublicLogLine, type StepBuilder } from '../format/resolution-steps';
import { buildRecap } from './recap';

/** What a game gives the shared player: its step builder and the log keys of its moves. */
export interface GameResolution {
  steps: StepBuilder;
  moves: ReadonlySet<string>;
}

function logOf(view: unknown): PublicLogLine[] {
  const log = (view as { log?: unknown } | null)?.log;
  return Array.isArray(log) ? (log as PublicLogLine[]) : [];
}

/** `resolutionOf(gameId)`: the game's resolution once its definition has loaded (none yet: no steps). */
export function useResolutionFeed(resolutionOf: (gameId: string) => GameResolution | undefined): void {
  const table = useTable();
  const resolution = useResolution();
  const motion = useMotion();
  const { t, te } = useI18n();
  const tr = { t: (key: string, params?: Record<string, unknown>) => t(key, params ?? {}), te: (key: string) => te(key) };

  let session: string | null = null;
  let shown: PublicLogLine[] = [];
  let lastMode: TableMode = 'idle';
  /** How many public lines each seat had on screen when its view last showed. */
  const seen = new Map<number, number>();

  watch(
    () => [table.snapshot, table.mode] as const,
    ([snap, mode]) => {
      const previousMode = lastMode;
      lastMode = mode;
      if (!snap || !snap.view) return;
      const game = resolutionOf(snap.session.gameId);
      const log = logOf(snap.view);
      if (snap.session.id !== session) {
        // Another game (or the first look at this one): nothing here is news.
        session = snap.session.id;
        seen.clear();
        resolution.reset();
        shown = log;
        return;
      }
      const added = addedPublicLines(shown, log);
      if (added.length > 0) {
        resolution.markFresh(publicLines(shown).length);
        if (game && motion.pace !== 'off') {
          resolution.enqueue(game.steps(added, { tr, names: snap.session.players, bots: snap.session.bots ?? [], view: snap.view }));
        }
      }
      shown = log;
      const viewer = mode === 'table' ? snap.seat : null;
      if (viewer !== null && previousMode === 'handoff' && game) {
        const recap = buildRecap(log, viewer, seen.get(viewer) ?? null, game.moves);
        resolution.showRecap(viewer, recap.indices);
        if (recap.indices.length > 0) resolution.markFresh(recap.indices[0]!);
      } else if (resolution.recap && resolution.recap.seat !== viewer) {
        resolution.dismissRecap();
      }
      if (viewer !== null) seen.set(viewer, publicLines(log).length);
    },
    { immediate: true },
  );

  // Leaving the table leaves nothing behind: no steps, recap or highlight reaches another screen.
  onScopeDispose(() => resolution.reset());

  // Turning motion off mid-sequence shows the result at once.
  watch(
    () => motion.pace,
    (pace) => {
      if (pace === 'off') resolution.skip();
    },
  );
}
