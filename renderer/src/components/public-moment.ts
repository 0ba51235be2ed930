/**
 * A public moment: something the whole table must see before the next private turn (a lost
 * loop, a death, the end of the game…), said in the game's words on its own screen, never
 * behind a cover. A game finds its moments in the public log lines it is given
 * (GameDefinition.publicMoment); this file only says their shape and which lines are new.
 */
import type { Translator } from '../i18n/translator';
import { publicLines, type PublicLogLine } from '../format/resolution-steps';

export interface PublicMoment {
  /** The game's name for the kind of moment (a data attribute for tests and styling). */
  kind: string;
  heading: string;
  /** What happened, as the public log says it. */
  happened: string[];
  /** Why it ended what it ended, in the words the public rules give (never a secret). */
  why: string[];
  /** What comes next, and who has the device then. */
  next: string[];
}

export interface MomentContext {
  tr: Translator;
  /** The public lines written since the table last acknowledged a moment. */
  fresh: readonly PublicLogLine[];
  /** Every public line of the log, oldest first (for facts a moment reads back, e.g. the day a loop ended). */
  all: readonly PublicLogLine[];
  /** The view on screen; a game reads only its public parts (loop, days, who decides). */
  view: unknown;
  names: readonly string[];
  /** The seat the device goes to next (the cover's or the deciding seat), null when the game is over. */
  nextSeat: number | null;
  /** That seat decides on its own phone: this screen stays the public table (no cover comes). */
  nextOnDevice?: boolean;
}

export type MomentFinder = (ctx: MomentContext) => PublicMoment | null;

function logOf(view: unknown): PublicLogLine[] {
  const log = (view as { log?: unknown } | null)?.log;
  return Array.isArray(log) ? (log as PublicLogLine[]) : [];
}

/** The public lines of a view's log: never a line addressed to one seat. */
export function publicLogOf(view: unknown): PublicLogLine[] {
  return publicLines(logOf(view));
}
