/**
 * The background half of the log check (the open-time half covers only the rows after the
 * snapshot a load starts from): after the file opens, every session's whole log is replayed
 * and hash-checked in slices of WALK_SLICE rows, one slice per event-loop turn, so commands
 * keep being answered meanwhile. Findings become damaged flags in the save list.
 */
import type { SessionService } from './sessions';

export interface IntegrityPass {
  /** Resolves when every session has been checked, or the pass was stopped. */
  done: Promise<void>;
  stop(): void;
}

export function startIntegrityPass(sessions: Pick<SessionService, 'sessionIds' | 'verifyLog'>): IntegrityPass {
  let stopped = false;
  const done = new Promise<void>((resolve) => {
    let ids: string[] | null = null;
    let current: Generator<void, void, void> | null = null;
    const slice = (): void => {
      if (stopped) return resolve();
      try {
        ids ??= sessions.sessionIds();
        if (!current) {
          const id = ids.shift();
          if (id === undefined) return resolve();
          current = sessions.verifyLog(id);
        }
        if (current.next().done) current = null;
      } catch {
        // The file was closed under the pass (the app is quitting): nothing left to report to.
        return resolve();
      }
      setImmediate(slice);
    };
    setImmediate(slice);
  });
  return {
    done,
    stop() {
      stopped = true;
    },
  };
}
