/**
 * What one seat (or the table) may see (A24, 1.17): a face-down disc carries no identity, not even its
 * real id, unless this viewer peeked at it or is the Master; waiting and removed discs are not shown; private log
 * lines reach only their `to` seats (and the Master); the stack's tiles only the Master.
 */
import type { Viewer } from '../../../engine/contract';
import { masterSeat } from './state';
import type { DarknessState, DarknessView, DiscInstance, LogEntry, ViewDisc } from './types';

/** A face-down disc unknown to the viewer is named by its square only, so ids never follow it around. */
export function hiddenDiscId(d: DiscInstance): string {
  return d.where.zone === 'board' ? `hidden:${d.where.at.x},${d.where.at.y}` : `hidden:${d.id}`;
}

function viewDisc(d: DiscInstance, known: boolean, peeked: boolean): ViewDisc {
  if (known) return { id: d.id, where: d.where, def: d.def, kind: d.kind, awardedVp: d.awardedVp, usesLeft: d.usesLeft, damage: d.damage, peeked };
  return { id: hiddenDiscId(d), where: d.where, def: null, kind: null, awardedVp: 0, usesLeft: null, damage: 0, peeked: false };
}

function visibleLog(log: readonly LogEntry[], seat: number | null, isMaster: boolean): LogEntry[] {
  if (isMaster) return log.slice();
  return log.filter((e) => !e.to || (seat !== null && e.to.includes(seat)));
}

export function view(s: DarknessState, viewer: Viewer): DarknessView {
  const seat = viewer.kind === 'seat' ? viewer.seat : null;
  const isMaster = seat !== null && seat === masterSeat(s);
  const peeks = new Set(seat !== null ? (s.peeks[seat] ?? []) : []);
  const discs: ViewDisc[] = [];
  for (const d of Object.values(s.discs)) {
    if (isMaster) {
      discs.push(viewDisc(d, true, false));
      continue;
    }
    // Discs out of play may never have been seen (A17 extras, a campaign's removed disc): left out.
    if (d.where.zone === 'waiting' || d.where.zone === 'removed') continue;
    const hidden = d.where.zone === 'board' && !d.where.faceUp;
    if (!hidden) discs.push(viewDisc(d, true, false));
    else discs.push(viewDisc(d, peeks.has(d.id), peeks.has(d.id)));
  }
  return {
    viewer: seat,
    isMaster,
    scenarioId: s.scenarioId,
    contentVersion: s.contentVersion,
    rules: s.rules,
    heroes: s.heroes,
    tiles: s.tiles,
    stackCount: s.stack.length,
    doors: s.doors,
    discs,
    round: s.round,
    turn: s.turn,
    // Pending decisions are public (who decides, on what); none names a face-down disc.
    pending: s.pending,
    env: s.env,
    scenario: publicScenario(s, isMaster),
    log: visibleLog(s.log, seat, isMaster),
    lastRoll: s.lastRoll,
    result: s.result,
    master: isMaster ? { stack: s.stack.slice() } : null,
  };
}

/** Scenario counters are public except the reservations that would say which tile hides a numbered disc. */
function publicScenario(s: DarknessState, isMaster: boolean): DarknessState['scenario'] {
  if (isMaster) return s.scenario;
  const out: DarknessState['scenario'] = {};
  for (const [k, v] of Object.entries(s.scenario)) if (!k.startsWith('placeOn.') && k !== 'masterTarget') out[k] = v;
  return out;
}
