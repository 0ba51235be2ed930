/**
 * Watches the table store's snapshots and feeds the resolution store: the steps of what a
 * move set off (unless motion is off), which log lines are new, and the recap when a person
 * lifts their cover. It reads only snapshots already on screen and only their public log
 * lines, so nothing here can show one seat's secrets to another.
 */
import { watch } from 'vue';
import { useTable, type TableMode } from '../stores/table';
import { useResolution } from '../stores/resolution';
import { publicLines } from '../format/resolution-steps';
import { buildRecap } from './recap';
import { logOf, useStepFeed, type GameResolution } from './use-step-feed';

export type { GameResolution } from './use-step-feed';

/** `resolutionOf(gameId)`: the game's resolution once its definition has loaded (none yet: no steps). */
export function useResolutionFeed(resolutionOf: (gameId: string) => GameResolution | undefined): void {
  const table = useTable();
  const resolution = useResolution();
  const see = useStepFeed();

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
      const look = { session: snap.session.id, view: snap.view, names: snap.session.players, bots: snap.session.bots ?? [] };
      if (see(look, game)) {
        // Another game (or the first look at this one): nothing here is news.
        seen.clear();
        return;
      }
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
}
