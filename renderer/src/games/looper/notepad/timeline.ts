/**
 * The timeline of the notebook: the public log of a protagonist's (or the public) view grouped
 * into loops → days → events — what players otherwise write down by hand. Only lines without
 * `to` are read (L162); the component writes each event with the log's own line text.
 */
import type { LogEntry } from '../../../../../shared/games/looper/types';

export type TimelineEventKind =
  | 'setup'
  | 'cardRevealed'
  | 'cardCancelled'
  | 'movement'
  | 'counter'
  | 'death'
  | 'character'
  | 'ability'
  | 'refused'
  | 'nothing'
  | 'reveal'
  | 'incident'
  | 'noIncident'
  | 'leader'
  | 'loss'
  | 'loopEnd'
  | 'timeSpiral'
  | 'finalGuess'
  | 'gameEnd'
  | 'other';

export interface TimelineEvent {
  kind: TimelineEventKind;
  entry: LogEntry;
  /** The line's index in the view's log: a stable key for the list. */
  index: number;
}

export interface TimelineDay {
  day: number;
  events: TimelineEvent[];
}

export interface TimelineLoop {
  loop: number;
  /** Loop set-up, before day 1 (the Henchman's start, loop-start effects). */
  setup: TimelineEvent[];
  days: TimelineDay[];
  /** From the loop's end on: its result and the Time Spiral's answer. */
  end: TimelineEvent[];
}

export interface Timeline {
  loops: TimelineLoop[];
  /** The Final Guess and the game's end, after the last loop played. */
  finale: TimelineEvent[];
}

/** Lines that shape the timeline instead of being events. Face-down placements are not events (L162). */
const STRUCTURE = new Set(['loopStarted', 'dayStarted', 'cardPlaced']);

/** Every public key the engine writes (log-keys-flow.ts, log-keys-effects.ts) and the event it is. */
export const EVENT_KIND_OF: Record<string, TimelineEventKind> = {
  henchmanPlaced: 'setup',
  cardRevealed: 'cardRevealed',
  moveForbidden: 'movement',
  moveBlocked: 'movement',
  moved: 'movement',
  forbidIntrigueVoid: 'cardCancelled',
  cardCancelled: 'cardCancelled',
  goodwillDeclared: 'ability',
  noIncident: 'noIncident',
  leaderPassed: 'leader',
  loopEnded: 'loopEnd',
  loopLost: 'loss',
  timeSpiralContinue: 'timeSpiral',
  timeSpiralFinalGuess: 'timeSpiral',
  finalGuessStarted: 'finalGuess',
  guessRight: 'finalGuess',
  guessWrong: 'finalGuess',
  protagonistsWin: 'gameEnd',
  mastermindWins: 'gameEnd',
  characterDied: 'death',
  guardSpent: 'character',
  counterPlaced: 'counter',
  counterRemoved: 'counter',
  nothingHappens: 'nothing',
  roleRevealed: 'reveal',
  culpritRevealed: 'reveal',
  guardPlaced: 'character',
  characterRevived: 'character',
  cardReturned: 'ability',
  patientFreed: 'ability',
  henchmanCalmed: 'ability',
  informerNamed: 'ability',
  informerAnswered: 'reveal',
  informerNone: 'reveal',
  incidentOccurred: 'incident',
  incidentNoEffect: 'incident',
  protagonistsDied: 'loss',
  protagonistsLost: 'loss',
};

export const STRUCTURE_KEYS: ReadonlySet<string> = STRUCTURE;

function kindOf(entry: LogEntry, previous: LogEntry | undefined): TimelineEventKind {
  // "Nothing happens" right after a declared ability: refused (or it had nothing to act on — the public cannot tell).
  if (entry.key === 'nothingHappens' && previous?.key === 'goodwillDeclared') return 'refused';
  return EVENT_KIND_OF[entry.key] ?? 'other';
}

const num = (v: string | number | undefined, fallback: number) => (typeof v === 'number' ? v : Number.isFinite(Number(v)) ? Number(v) : fallback);

export function buildTimeline(log: readonly LogEntry[]): Timeline {
  const timeline: Timeline = { loops: [], finale: [] };
  let loop: TimelineLoop | null = null;
  let day: TimelineDay | null = null;
  let inEnd = false;
  let inFinale = false;
  let previous: LogEntry | undefined;
  const openLoop = (n: number): TimelineLoop => {
    const opened: TimelineLoop = { loop: n, setup: [], days: [], end: [] };
    loop = opened;
    timeline.loops.push(opened);
    day = null;
    inEnd = false;
    return opened;
  };
  log.forEach((entry, index) => {
    if (entry.to !== undefined) return;
    if (entry.key === 'loopStarted') openLoop(num(entry.params.loop, timeline.loops.length + 1));
    else if (entry.key === 'dayStarted') {
      if (!loop) openLoop(num(entry.params.loop, 1));
      day = { day: num(entry.params.day, loop!.days.length + 1), events: [] };
      loop!.days.push(day);
      inEnd = false;
    } else if (entry.key === 'cardPlaced') {
      // Day 1 has no dayStarted line (the loop's start is its start): its first placement opens it.
      if (!loop) openLoop(1);
      if (!day && !inFinale) {
        day = { day: 1, events: [] };
        loop!.days.push(day);
      }
    } else if (!STRUCTURE.has(entry.key)) {
      const event: TimelineEvent = { kind: kindOf(entry, previous), entry, index };
      if (entry.key === 'finalGuessStarted') inFinale = true;
      if (entry.key === 'loopEnded') inEnd = true;
      if (inFinale) timeline.finale.push(event);
      else {
        if (!loop) openLoop(1);
        const l = loop!;
        if (inEnd) l.end.push(event);
        else if (day) (day as TimelineDay).events.push(event);
        else l.setup.push(event);
      }
    }
    previous = entry;
  });
  return timeline;
}

/** The loop a timeline shows open at first: the one being played (the last), as the table is. */
export function currentLoop(timeline: Timeline): number | null {
  return timeline.loops.at(-1)?.loop ?? null;
}
