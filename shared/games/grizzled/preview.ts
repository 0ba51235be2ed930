/**
 * What a move will do, decided from the mover's own view and the move alone (it runs in the
 * renderer, before the move is sent): whether it cannot be undone (it deals, draws, reveals
 * or ends the mission — the engine's undo barrier, docs/rulings/grizzled.md P1–P3), and the
 * threat counts it leaves in No Man's Land when the rules make them certain.
 */
import type { Seat } from '../../engine/contract';
import { knockKey, threatsOf, trialCard } from './cards';
import type { GrizzledAction, GrizzledView, Threat } from './types';
import { THREATS } from './types';

/** Why a move cannot be taken back (each has a sentence in the renderer). */
export type GrizzledIrreversible = 'deal' | 'trap' | 'missionFails' | 'missionEnds' | 'panicked' | 'clumsy';

export interface GrizzledPreview {
  irreversible: GrizzledIrreversible | null;
  /** Identical threats active after the move, when certain (a firing trap draws an unknown card). */
  threats: Record<Threat, number> | null;
  /** The threat a card play brings to three: the mission fails at once (G8). */
  failing: Threat | null;
}

const NOTHING: GrizzledPreview = { irreversible: null, threats: null, failing: null };

function hasKnock(view: GrizzledView, seat: Seat, key: string): boolean {
  return (view.players[seat]?.knocks ?? []).some((id) => knockKey(id) === key);
}

function othersStillIn(view: GrizzledView, seat: Seat): number {
  return view.players.filter((p, i) => i !== seat && !p.withdrawn).length;
}

/** After the tile step: Clumsy draws and plays the top trial; the last one out ends the mission. */
function afterTile(view: GrizzledView, seat: Seat): GrizzledIrreversible | null {
  // With the Trials pile empty, Clumsy's draw is ignored and nothing is revealed.
  if (hasKnock(view, seat, 'clumsy') && view.trialsCount > 0) return 'clumsy';
  return othersStillIn(view, seat) === 0 ? 'missionEnds' : null;
}

/** Once the tile step starts with `tiles` tiles held: Panicked picks one at random; none held skips it. */
function tileStep(view: GrizzledView, seat: Seat, tiles: number): GrizzledIrreversible | null {
  if (tiles === 0) return afterTile(view, seat);
  return hasKnock(view, seat, 'panicked') ? 'panicked' : null;
}

function playPreview(view: GrizzledView, card: string): GrizzledPreview {
  const c = trialCard(card);
  // Merry Christmas goes to the discard and asks a choice: nothing changes on the table yet.
  if (c.type === 'christmas') return { ...NOTHING, threats: { ...view.threatCounts } };
  const threats = { ...view.threatCounts };
  for (const t of threatsOf(card)) threats[t] += 1;
  const failing = THREATS.find((t) => threats[t] >= 3) ?? null;
  // Three identical threats end the mission before a trap could draw (G8), so that is certain.
  if (failing) return { irreversible: 'missionFails', threats, failing };
  if (c.type === 'threat' && c.trap && view.variant !== 'rookie' && view.trialsCount > 0) return { irreversible: 'trap', threats: null, failing: null };
  return { irreversible: null, threats, failing: null };
}

export function previewMove(view: GrizzledView, action: GrizzledAction): GrizzledPreview {
  const seat = view.viewer;
  if (seat === null || !view.me) return NOTHING;
  switch (action.type) {
    case 'intensity':
      return { ...NOTHING, irreversible: view.trialsCount > 0 ? 'deal' : null };
    case 'play':
      return playPreview(view, action.card);
    case 'withdraw':
      // Absent-minded first removes a tile: that later choice is the one that commits.
      if (hasKnock(view, seat, 'absent_minded') && view.me.tiles.length > 0) return NOTHING;
      return { ...NOTHING, irreversible: tileStep(view, seat, view.me.tiles.length) };
    case 'forsake':
      return { ...NOTHING, irreversible: tileStep(view, seat, view.me.tiles.length - 1) };
    case 'support':
      return { ...NOTHING, irreversible: afterTile(view, seat) };
    default:
      return NOTHING;
  }
}
