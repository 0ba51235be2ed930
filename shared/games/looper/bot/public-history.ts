/**
 * What the protagonists have seen, as data: the public script card and one public frame per
 * moment they could look at the table (a protagonist seat's view after each action). Frames
 * keep only public fields, so a history can never carry a secret even when it is built from
 * a view that had one (the mastermind's). `consistentHypotheses` reads evidence from the
 * differences between consecutive frames.
 */
import type { CharacterId, CounterKind, IncidentId, LocationId, PlotId, RoleId } from '../ids';
import type { ScriptPublicCard } from '../script';
import type { CharacterView, DecisionView, IncidentRecord, LogEntry, LooperView, Step } from '../types';

/** A character as the whole table saw it: its place and counters, as a view shows them. */
export interface FrameCharacter extends Pick<CharacterView, 'id' | 'location' | 'alive' | 'paranoia' | 'goodwill' | 'intrigue'> {
  /** Only a role the rules have revealed to everyone. */
  role: RoleId | null;
}

export interface PublicFrame {
  loop: number;
  day: number;
  step: Step;
  decision: DecisionView | null;
  characters: FrameCharacter[];
  locationIntrigue: Record<LocationId, number>;
  turf: LocationId | null;
  incidents: IncidentRecord[];
  revealedCulprits: Record<number, CharacterId>;
  /** Public log lines that appeared since the previous frame. */
  newLines: LogEntry[];
  over: boolean;
  /** The game's outcome once over (victory = the protagonists'). */
  outcome: 'victory' | 'defeat' | null;
}

/** An incident step as the protagonists saw it (evidence.ts reads it from the frames, log-replay.ts from the log). */
export interface IncidentEvidence {
  loop: number;
  day: number;
  incident: IncidentId;
  occurred: boolean;
  /** The board just before the incident step. */
  before: FrameCharacter[];
  /** The Henchman's calm (his goodwill ability, allowed) was in force this loop. */
  henchmanCalm: boolean;
}

/** A counter that appeared or went away in the [MM ability] step (no card and no protagonist did it). */
export interface MastermindPlacement {
  counter: CounterKind;
  sign: 1 | -1;
  target: CharacterId | LocationId;
  /** Where the target stood (a location is its own place). */
  at: LocationId;
  before: PublicFrame;
}

/** Facts read from the public log when the frames around them are gone (the bot sees only its current view). */
export interface LogFacts {
  answers: { character: CharacterId; refused: boolean }[];
  died: CharacterId[];
  diedLoopWentOn: CharacterId[];
  /** Subplots the mastermind named to the Informer (the card makes it answer truly). */
  namedActive: PlotId[];
  /** Counters the [MM ability] step placed, with the board rebuilt from the log (log-replay.ts). */
  placements: MastermindPlacement[];
  /** Incident steps, with the board rebuilt from the log (log-replay.ts). */
  incidents?: IncidentEvidence[];
}

export interface PublicHistory {
  card: ScriptPublicCard;
  frames: PublicFrame[];
  facts?: LogFacts;
}

/** Subplots the Informer's answers proved active, from the frames' public lines and the log facts. */
export function provenActivePlots(h: PublicHistory): PlotId[] {
  const out = new Set<PlotId>(h.facts?.namedActive ?? []);
  for (const f of h.frames) for (const l of f.newLines) if (l.key === 'informerAnswered' && typeof l.params.plot === 'string') out.add(l.params.plot as PlotId);
  return [...out];
}

function publicLines(view: LooperView): LogEntry[] {
  return view.log.filter((l) => l.to === undefined);
}

/** The lines of `now` that come after the last line of `before` (the log may have been capped at its front). */
function linesSince(before: LogEntry[], now: LogEntry[]): LogEntry[] {
  if (before.length === 0) return now.slice();
  const key = (l: LogEntry) => JSON.stringify(l);
  const tail = before.slice(-8).map(key);
  for (let end = now.length; end >= tail.length; end--) {
    let match = true;
    for (let k = 0; k < tail.length && match; k++) match = key(now[end - tail.length + k]!) === tail[k];
    if (match) return now.slice(end);
  }
  return now.slice();
}

export function frameOf(view: LooperView, previousLines: LogEntry[] = []): PublicFrame {
  return {
    loop: view.loop,
    day: view.day,
    step: view.step,
    decision: view.decision ? { ...view.decision } : null,
    characters: view.characters.map((c) => ({
      id: c.id, location: c.location, alive: c.alive, paranoia: c.paranoia, goodwill: c.goodwill, intrigue: c.intrigue,
      // The mastermind's view shows every role; only revealed ones may enter a public frame.
      role: view.isMastermind ? null : c.role,
    })),
    locationIntrigue: { ...view.locationIntrigue },
    turf: view.turf,
    incidents: view.incidents.map((i) => ({ ...i })),
    revealedCulprits: { ...view.revealedCulprits },
    newLines: linesSince(previousLines, publicLines(view)),
    over: view.result !== null,
    outcome: view.result?.outcome ?? null,
  };
}

/** A history from the views a protagonist seat (or the public table) was given, in order. */
export function historyFromViews(views: LooperView[]): PublicHistory {
  if (views.length === 0) throw new Error('historyFromViews needs at least one view');
  const frames: PublicFrame[] = [];
  let lines: LogEntry[] = [];
  for (const v of views) {
    frames.push(frameOf(v, lines));
    lines = publicLines(v);
  }
  return { card: structuredClone(views[0]!.publicCard), frames };
}

/** Appends one more view to a history (the table's hint and the sim keep a history this way). */
export function extendHistory(h: PublicHistory, view: LooperView, previous: LooperView | null): PublicHistory {
  return { card: h.card, frames: [...h.frames, frameOf(view, previous ? publicLines(previous) : [])] };
}

/** Every cast member the protagonists have seen on the board (a Godly Being that never entered is not known). */
export function seenCast(h: PublicHistory): CharacterId[] {
  const seen: CharacterId[] = [];
  for (const f of h.frames) for (const c of f.characters) if (!seen.includes(c.id)) seen.push(c.id);
  return seen;
}

/** The last role each character was publicly seen to have. */
export function revealedRoles(h: PublicHistory): Partial<Record<CharacterId, RoleId>> {
  const out: Partial<Record<CharacterId, RoleId>> = {};
  for (const f of h.frames) for (const c of f.characters) if (c.role) out[c.id] = c.role;
  return out;
}

export function revealedCulprits(h: PublicHistory): Record<number, CharacterId> {
  const out: Record<number, CharacterId> = {};
  for (const f of h.frames) Object.assign(out, f.revealedCulprits);
  return out;
}
