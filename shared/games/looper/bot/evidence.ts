/**
 * Evidence read from a public history: what changed between two consecutive public frames,
 * and what the rules say that change proves. Nothing here guesses; each item is a fact the
 * protagonists saw, with the public board as it stood just before it happened.
 */
import type { CharacterId, IncidentId, LocationId } from '../ids';
import type { FrameCharacter, IncidentEvidence, MastermindPlacement, PublicFrame, PublicHistory } from './public-history';

export interface AbilityAnswer {
  character: CharacterId;
  /** "Nothing happens": the mastermind refused. */
  refused: boolean;
}

export interface DayEndDeath {
  victim: CharacterId;
  at: LocationId;
  before: PublicFrame;
  /** The loop ended with this death (a Key Person's death ends it at once). */
  endedLoop: boolean;
}

export interface LoopEnd {
  loop: number;
  /** The last frame of the loop. */
  last: PublicFrame;
  /** Ended before the last day's end (a Key Person's or the protagonists' death). */
  early: boolean;
  /** False when the protagonists won by getting through it. */
  lost: boolean;
  /** Characters who died in the very action that ended the loop. */
  finalDeaths: CharacterId[];
  /** An incident that occurred in that same action (a Hospital Incident may kill the protagonists). */
  finalIncident: IncidentId | null;
}

export interface Evidence {
  incidents: IncidentEvidence[];
  answers: AbilityAnswer[];
  placements: MastermindPlacement[];
  dayEndDeaths: DayEndDeath[];
  /** Characters that died while their loop went on (so they were not the Key Person). */
  diedLoopWentOn: CharacterId[];
  /** Characters dead at a loop's end without a Friend reveal (so they were not a Friend). */
  deadAtLoopEndNotRevealed: CharacterId[];
  /** Characters seen dead at least once (so they were not the immortal Time Traveler). */
  everDied: CharacterId[];
  loopEnds: LoopEnd[];
}

const NOTHING = /nothing/i;

/** Goodwill abilities that remove counters: on a target without any they end in "nothing happens" too. */
export function mayRemove(use: { character: CharacterId; ability: number; sign?: 1 | -1 }): boolean {
  const c = use.character;
  if (c === 'doctor') return use.ability === 0 && use.sign === -1;
  if (c === 'shrineMaiden' || c === 'popIdol') return use.ability === 0;
  if (c === 'godlyBeing') return use.ability === 1;
  return c === 'boyStudent' || c === 'girlStudent' || c === 'nurse';
}

function byId(f: PublicFrame): Map<CharacterId, FrameCharacter> {
  return new Map(f.characters.map((c) => [c.id, c]));
}

const DEATH = /die|dead|death|kill|muri|muert/i;

/**
 * Who died between two frames: a corpse that was alive, or (when a new loop has already
 * reset the board) a public line announcing a character's death.
 */
function newlyDead(a: PublicFrame, b: PublicFrame): CharacterId[] {
  const before = byId(a);
  const out = b.characters.filter((c) => !c.alive && before.get(c.id)?.alive === true).map((c) => c.id);
  for (const l of b.newLines) {
    const who = l.params.character;
    if (typeof who === 'string' && DEATH.test(l.key) && before.get(who as CharacterId)?.alive === true && !out.includes(who as CharacterId)) out.push(who as CharacterId);
  }
  return out;
}

function resolvedIncident(a: PublicFrame, b: PublicFrame): { incident: IncidentId; day: number; occurred: boolean } | null {
  if (a.loop !== b.loop) return null;
  for (const r of b.incidents) {
    const old = a.incidents.find((i) => i.day === r.day);
    if (r.occurred !== null && old && old.occurred === null) return { incident: r.incident, day: r.day, occurred: r.occurred };
  }
  return null;
}

function placements(a: PublicFrame, b: PublicFrame): MastermindPlacement[] {
  const out: MastermindPlacement[] = [];
  const before = byId(a);
  for (const c of b.characters) {
    const old = before.get(c.id);
    if (!old || !old.location) continue;
    for (const counter of ['paranoia', 'intrigue', 'goodwill'] as const) {
      const d = c[counter] - old[counter];
      if (d !== 0) out.push({ counter, sign: d > 0 ? 1 : -1, target: c.id, at: old.location, before: a });
    }
  }
  for (const loc of Object.keys(b.locationIntrigue) as LocationId[]) {
    const d = b.locationIntrigue[loc] - a.locationIntrigue[loc];
    if (d !== 0) out.push({ counter: 'intrigue', sign: d > 0 ? 1 : -1, target: loc, at: loc, before: a });
  }
  return out;
}

export function extractEvidence(h: PublicHistory): Evidence {
  const ev: Evidence = { incidents: [], answers: [], placements: [], dayEndDeaths: [], diedLoopWentOn: [], deadAtLoopEndNotRevealed: [], everDied: [], loopEnds: [] };
  const calmLoops = new Set<number>();
  const frames = h.frames;
  for (const f of frames) for (const c of f.characters) if (!c.alive && !ev.everDied.includes(c.id)) ev.everDied.push(c.id);
  for (let i = 1; i < frames.length; i++) {
    const a = frames[i - 1]!;
    const b = frames[i]!;
    const sameLoop = a.loop === b.loop && !b.over && b.step !== 'finalGuess';
    const dead = newlyDead(a, b);
    const incident = resolvedIncident(a, b);

    if (a.decision?.t === 'refusal' && a.decision.use) {
      const refused = b.newLines.some((l) => NOTHING.test(l.key));
      // A removal from nothing also says "nothing happens": that answer proves nothing.
      if (!(refused && mayRemove(a.decision.use))) ev.answers.push({ character: a.decision.use.character, refused });
      if (!refused && a.decision.use.character === 'henchman') calmLoops.add(a.loop);
    }
    if (incident) {
      ev.incidents.push({ loop: a.loop, day: incident.day, incident: incident.incident, occurred: incident.occurred, before: a.characters, henchmanCalm: calmLoops.has(a.loop) });
    }
    // Only an ability use keeps step 5 asking; the action that ends the step runs the rest of the day on.
    if (a.decision?.t === 'mastermindAbility' && b.decision?.t === 'mastermindAbility' && sameLoop) ev.placements.push(...placements(a, b));
    // Deaths in step 9, or on the way into it on a day whose incident did not occur, are day-end effects.
    const todays = b.incidents.find((r) => r.day === a.day);
    const intoDayEnd = a.decision?.t === 'dayEnd' || (sameLoop && b.step === 'dayEnd' && a.step !== 'dayEnd' && a.decision?.t !== 'incident' && todays?.occurred !== true);
    if (intoDayEnd) {
      const before = byId(a);
      for (const victim of dead) {
        const at = before.get(victim)?.location;
        if (at) ev.dayEndDeaths.push({ victim, at, before: a, endedLoop: !sameLoop });
      }
    }
    if (sameLoop) for (const d of dead) if (!ev.diedLoopWentOn.includes(d)) ev.diedLoopWentOn.push(d);
    if (a.loop !== b.loop || b.step === 'finalGuess' || b.over) {
      if (a.step === 'finalGuess' || a.over) continue;
      const early = !(a.day === h.card.days && (a.step === 'dayEnd' || a.step === 'incidents'));
      const announced = b.newLines.find((l) => l.key === 'incidentOccurred')?.params.incident as IncidentId | undefined;
      const lost = !(b.over && b.outcome === 'victory' && b.step !== 'finalGuess');
      ev.loopEnds.push({ loop: a.loop, last: a, early, lost, finalDeaths: dead, finalIncident: incident?.occurred ? incident.incident : announced ?? null });
      const revealedFriends = new Set(b.characters.filter((c) => c.role === 'friend').map((c) => c.id));
      for (const c of a.characters) {
        const deadAtEnd = !c.alive || dead.includes(c.id);
        if (deadAtEnd && !revealedFriends.has(c.id) && !ev.deadAtLoopEndNotRevealed.includes(c.id)) ev.deadAtLoopEndNotRevealed.push(c.id);
      }
    }
  }
  if (h.facts) {
    ev.answers.push(...h.facts.answers);
    ev.placements.push(...h.facts.placements);
    // Frames see an incident step only when both sides of it were kept; the log's replay sees the rest.
    for (const i of h.facts.incidents ?? []) if (!ev.incidents.some((e) => e.loop === i.loop && e.day === i.day)) ev.incidents.push(i);
    for (const d of h.facts.died) if (!ev.everDied.includes(d)) ev.everDied.push(d);
    for (const d of h.facts.diedLoopWentOn) if (!ev.diedLoopWentOn.includes(d)) ev.diedLoopWentOn.push(d);
  }
  return ev;
}
