/**
 * The shared screen's resolution feed, for a seat's own device: each snapshot the socket brings
 * plays the public lines it adds as steps (use-step-feed.ts, as at the shared screen) and the
 * device lists what happened since its person last looked (device-recap.ts, SC27) at the top of
 * the log, until "Entendido" — which is kept on the device. Only the seat's own snapshot is read.
 */
import { watch } from 'vue';
import type { SeatSnapshot } from '../../../shared/ipc/seat-protocol';
import { useResolution } from '../stores/resolution';
import { publicLines } from '../format/resolution-steps';
import { logOf, useStepFeed, type GameResolution } from '../components/use-step-feed';
import { deviceRecap, readSeen, writeSeen } from './device-recap';
import { safeStorage } from './seat-locale';

/** `resolution()`: the game's resolution once its chunk has loaded (reactive; none yet: no steps, no recap). */
export function useSeatFeed(snapshot: () => SeatSnapshot | null, resolution: () => GameResolution | undefined): void {
  const store = useResolution();
  const see = useStepFeed();
  const storage = safeStorage();

  watch(
    [snapshot, resolution],
    ([snap, game], [before]) => {
      if (!snap) return;
      // The game's chunk arriving brings no new snapshot: nothing to play, only the recap to list.
      if (snap !== before) see({ session: snap.sessionId, view: snap.view, names: snap.players.map((p) => p.name), bots: snap.players.flatMap((p, at) => (p.bot ? [at] : [])) }, game);
      if (!game) return;
      const recap = deviceRecap(logOf(snap.view), snap.seat, readSeen(storage, snap.sessionId, snap.seat), game.moves);
      store.showRecap(snap.seat, recap.indices);
      if (recap.indices.length > 0) store.markFresh(recap.indices[0]!);
    },
    { immediate: true },
  );

  // "Entendido" (or the seat's own move leaving nothing to list): every public line shown is read here.
  watch(
    () => store.recap,
    (now, before) => {
      const snap = snapshot();
      if (before && !now && snap) writeSeen(storage, snap.sessionId, snap.seat, publicLines(logOf(snap.view)).length);
    },
  );
}
