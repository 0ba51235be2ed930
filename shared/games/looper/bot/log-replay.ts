/**
 * Rebuilds the public board from the public log, line by line, to find the counters the
 * mastermind's [MM ability] step placed (the protagonist bot sees only its current view, so
 * this is where its Brain / Conspiracy Theorist evidence comes from).
 *
 * The log says everything public in order: a day's revealed cards, then movement lines, then
 * exactly one line per counter card (placed, removed, "nothing happens" or cancelled; a
 * paranoia or goodwill card on a location is a bluff and writes none), then the step-5 counters,
 * then goodwill declarations, the incident and the leader passing. Only loops whose start is
 * still in the log (it keeps a whole game's lines, L160) are read.
 */
import { CHARACTER_CARDS } from '../characters';
import type { CharacterId, CounterKind, LocationId } from '../ids';
import { LOCATIONS } from '../ids';
import type { IncidentId } from '../ids';
import type { LogEntry, LooperView, Target } from '../types';
import type { FrameCharacter, IncidentEvidence, MastermindPlacement, PublicFrame } from './public-history';

const COUNTER_KINDS: Record<string, CounterKind> = {
  paranoiaPlus1: 'paranoia', paranoiaMinus1: 'paranoia', goodwillPlus1: 'goodwill', goodwillPlus2: 'goodwill', intriguePlus1: 'intrigue', intriguePlus2: 'intrigue',
};
const MOVEMENT_LINES = new Set(['moved', 'moveBlocked', 'moveForbidden', 'forbidIntrigueVoid']);
const CARD_EFFECT_LINES = new Set(['counterPlaced', 'counterRemoved', 'nothingHappens', 'cardCancelled']);
const isLocation = (t: string): t is LocationId => (LOCATIONS as readonly string[]).includes(t);

interface Board {
  loop: number;
  day: number;
  /** The Henchman's calm was allowed this loop. */
  calm: boolean;
  /** Places and people whose Intrigue reached the loss threshold (2) this loop. */
  reachedTwo: Set<string>;
  characters: FrameCharacter[];
  locationIntrigue: Record<LocationId, number>;
}

function freshBoard(view: LooperView, loop: number): Board {
  return {
    loop,
    day: 1,
    calm: false,
    reachedTwo: new Set(),
    characters: view.characters.map((c) => ({ id: c.id, location: CHARACTER_CARDS[c.id].start, alive: true, paranoia: 0, goodwill: 0, intrigue: 0, role: null })),
    locationIntrigue: { hospital: 0, shrine: 0, city: 0, school: 0 },
  };
}

function applyLine(b: Board, l: LogEntry): void {
  const p = l.params;
  const who = b.characters.find((c) => c.id === p.character);
  if (l.key === 'moved' && who) who.location = p.to as LocationId;
  else if (l.key === 'henchmanPlaced') {
    const h = b.characters.find((c) => c.id === 'henchman');
    if (h) h.location = p.location as LocationId;
  } else if (l.key === 'characterDied' && who) who.alive = false;
  else if (l.key === 'characterRevived' && who) who.alive = true;
  else if (l.key === 'counterPlaced' || l.key === 'counterRemoved') {
    const n = Number(p.n) * (l.key === 'counterPlaced' ? 1 : -1);
    const target = String(p.target);
    const counter = p.counter as CounterKind;
    if (isLocation(target)) b.locationIntrigue[target] = Math.max(0, b.locationIntrigue[target] + n);
    else {
      const c = b.characters.find((x) => x.id === target);
      if (c) c[counter] = Math.max(0, c[counter] + n);
    }
    const now = isLocation(target) ? b.locationIntrigue[target] : b.characters.find((x) => x.id === target)?.intrigue ?? 0;
    if (counter === 'intrigue' && now >= 2) b.reachedTwo.add(target);
  }
}

function frameOfBoard(b: Board, view: LooperView): PublicFrame {
  return {
    loop: b.loop, day: b.day, step: 'mastermindAbilities', decision: { t: 'mastermindAbility', seat: 0 },
    characters: b.characters.map((c) => ({ ...c })), locationIntrigue: { ...b.locationIntrigue }, turf: view.turf,
    incidents: [], revealedCulprits: {}, newLines: [], over: false, outcome: null,
  };
}

/** Expected counter-card lines of one day's reveals. */
function counterCardLines(revealed: LogEntry[]): number {
  return revealed.filter((l) => {
    const kind = COUNTER_KINDS[String(l.params.card).split('#')[0]!];
    return kind !== undefined && !(isLocation(String(l.params.target)) && kind !== 'intrigue');
  }).length;
}

export interface LogReplay {
  placements: MastermindPlacement[];
  /** Each scheduled incident's step: whether it occurred, with the board just before it (for its culprit's candidates). */
  incidents: IncidentEvidence[];
  /** For each place or person, in how many of the loops the log keeps its Intrigue reached 2 (where guarded things are lost). */
  loopsAtTwo: Map<Target, number>;
}

/** An incident step's line: "no incident" names its day, "incident X occurred" is today's. */
function incidentOf(b: Board, l: LogEntry): IncidentEvidence | null {
  if (l.key !== 'noIncident' && l.key !== 'incidentOccurred') return null;
  const day = l.key === 'noIncident' ? Number(l.params.day) : b.day;
  return { loop: b.loop, day, incident: l.params.incident as IncidentId, occurred: l.key === 'incidentOccurred', before: b.characters.map((c) => ({ ...c })), henchmanCalm: b.calm };
}

export function mastermindPlacementsFromLog(view: LooperView): MastermindPlacement[] {
  return replayLog(view).placements;
}

export function replayLog(view: LooperView): LogReplay {
  const lines = view.log.filter((l) => l.to === undefined);
  const out: MastermindPlacement[] = [];
  const incidents: IncidentEvidence[] = [];
  const loopsAtTwo = new Map<Target, number>();
  const tally = (b: Board | null) => { for (const t of b?.reachedTwo ?? []) loopsAtTwo.set(t as Target, (loopsAtTwo.get(t as Target) ?? 0) + 1); };
  let board: Board | null = null;
  let henchman: LogEntry | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.key === 'henchmanPlaced') henchman = l;
    if (l.key === 'loopStarted') {
      tally(board);
      board = freshBoard(view, Number(l.params.loop));
      // The Henchman may be placed just before the loop's first line.
      if (henchman && lines[i - 1] === henchman) applyLine(board, henchman);
      continue;
    }
    if (!board) continue;
    if (l.key === 'dayStarted') board.day = Number(l.params.day);
    if (l.key === 'henchmanCalmed') board.calm = true;
    const incident = incidentOf(board, l);
    if (incident) incidents.push(incident);
    if (l.key !== 'cardRevealed') { applyLine(board, l); continue; }
    // A day's card block: the reveals, movement, one line per counter card, then step 5.
    const revealed: LogEntry[] = [];
    while (i < lines.length && lines[i]!.key === 'cardRevealed') revealed.push(lines[i++]!);
    while (i < lines.length && MOVEMENT_LINES.has(lines[i]!.key)) applyLine(board, lines[i++]!);
    let expected = counterCardLines(revealed);
    while (expected > 0 && i < lines.length && CARD_EFFECT_LINES.has(lines[i]!.key)) { applyLine(board, lines[i++]!); expected--; }
    // The block did not read as expected: stop reading this loop rather than guess.
    if (expected > 0) { tally(board); board = null; i--; continue; }
    while (i < lines.length && (lines[i]!.key === 'counterPlaced' || lines[i]!.key === 'counterRemoved')) {
      const m = lines[i]!;
      const target = String(m.params.target);
      const at = isLocation(target) ? target : board.characters.find((c) => c.id === target)?.location ?? null;
      if (at) out.push({ counter: m.params.counter as CounterKind, sign: m.key === 'counterPlaced' ? 1 : -1, target: target as CharacterId | LocationId, at, before: frameOfBoard(board, view) });
      applyLine(board, m);
      i++;
    }
    i--;
  }
  tally(board);
  return { placements: out, incidents, loopsAtTwo };
}
