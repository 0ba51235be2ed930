/**
 * Plays Salem's sound cues from the table store's snapshots: only the public phase and the
 * `sounds` option are read (the same in every seat's view and the public one), so the cue is
 * the same whoever is looking — sound-cues.ts says which change of phase rings what.
 */
import { watch } from 'vue';
import { useTable } from '../../../stores/table';
import type { SalemView } from '../../../../../shared/games/salem/types';
import { cueFor, playCue, type Cue } from './sound-cues';

export function useSalemSoundCues(play: (cue: Cue) => void = playCue): void {
  const table = useTable();
  let session: string | null = null;
  let phase: SalemView['phase'] | null = null;
  watch(
    () => table.snapshot,
    (snap) => {
      if (!snap || snap.session.gameId !== 'salem' || !snap.view) return;
      const view = snap.view as SalemView;
      if (snap.session.id !== session) {
        session = snap.session.id;
        phase = null;
      }
      const cue = cueFor(phase, view.phase);
      phase = view.phase;
      if (cue && view.options.sounds) play(cue);
    },
    // The play screen starts this once Salem's chunk has loaded: the table on screen is its first look.
    { immediate: true },
  );
}
