/**
 * What every screen that shows a game's snapshots does with the public lines a new snapshot adds:
 * highlights them in the log and plays them as resolution steps (unless motion is off). Shared by
 * the shared screen's feed (use-resolution-feed.ts, over the table store) and a seat's own device
 * (seat/use-seat-feed.ts, over the seat's socket). It reads only the snapshot it is given and only
 * its public lines, so it can show nothing that screen does not already hold.
 */
import { onScopeDispose, watch } from 'vue';
import { useI18n } from 'vue-i18n';
import { useResolution } from '../stores/resolution';
import { useMotion } from '../stores/motion';
import { addedPublicLines, publicLines, type PublicLogLine, type StepBuilder } from '../format/resolution-steps';

/** What a game gives the shared player: its step builder and the log keys of its moves. */
export interface GameResolution {
  steps: StepBuilder;
  moves: ReadonlySet<string>;
}

/** One snapshot as the step feed reads it. */
export interface FeedLook {
  session: string;
  view: unknown;
  names: readonly string[];
  bots: readonly number[];
}

export function logOf(view: unknown): PublicLogLine[] {
  const log = (view as { log?: unknown } | null)?.log;
  return Array.isArray(log) ? (log as PublicLogLine[]) : [];
}

/**
 * `see(look, game)` feeds one snapshot and says whether it is the first look at its game (another
 * game, or the first snapshot at all): then nothing in it is news and the resolution store starts
 * afresh. Leaving (the caller's scope ends) resets the store; motion turned off skips the steps.
 */
export function useStepFeed(): (look: FeedLook, game: GameResolution | undefined) => boolean {
  const resolution = useResolution();
  const motion = useMotion();
  const { t, te } = useI18n();
  const tr = { t: (key: string, params?: Record<string, unknown>) => t(key, params ?? {}), te: (key: string) => te(key) };
  let session: string | null = null;
  let shown: PublicLogLine[] = [];

  // Leaving the table leaves nothing behind: no steps, recap or highlight reaches another screen.
  onScopeDispose(() => resolution.reset());
  // Turning motion off mid-sequence shows the result at once.
  watch(
    () => motion.pace,
    (pace) => {
      if (pace === 'off') resolution.skip();
    },
  );

  return (look, game) => {
    const log = logOf(look.view);
    if (look.session !== session) {
      session = look.session;
      resolution.reset();
      shown = log;
      return true;
    }
    const added = addedPublicLines(shown, log);
    if (added.length > 0) {
      resolution.markFresh(publicLines(shown).length);
      if (game && motion.pace !== 'off') {
        resolution.enqueue(game.steps(added, { tr, names: look.names, bots: look.bots, view: look.view }));
      }
    }
    shown = log;
    return false;
  };
}
