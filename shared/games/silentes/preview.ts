/**
 * What a move will do, decided from the mover's own view and the move alone (it runs in the
 * renderer, before the move is sent): whether it cannot be undone (it flips the hunt card,
 * draws, peeks or shows hands — the engine's undo barrier, docs/rulings/silentes.md P1–P3),
 * and the noise it leaves when the rules make that certain.
 */
import { NOISE_MAX, provisionKey } from './cards';
import type { SilentesAction, SilentesView } from './types';

/** Why a move cannot be taken back (each has a sentence in the renderer). */
export type SilentesIrreversible = 'huntReveal' | 'search' | 'scrap' | 'map' | 'rations' | 'firstAid';

export interface SilentesPreview {
  irreversible: SilentesIrreversible | null;
  /** The noise meter before and after, when the move alone decides it. */
  noise: { from: number; to: number } | null;
}

const NOTHING: SilentesPreview = { irreversible: null, noise: null };

const SURVIVOR_ACTIONS = new Set<SilentesAction['type']>(['hide', 'entrench', 'search', 'distract']);

/** Provisions whose effect is a draw, a peek or a reveal. */
const REVEALING_PROVISIONS: Partial<Record<string, SilentesIrreversible>> = { scrap: 'scrap', map: 'map', rations: 'rations' };

function noiseAfter(view: SilentesView, delta: number): { from: number; to: number } {
  return { from: view.noise, to: Math.min(NOISE_MAX, Math.max(0, view.noise + delta)) };
}

export function previewMove(view: SilentesView, action: SilentesAction): SilentesPreview {
  const seat = view.viewer;
  if (seat === null) return NOTHING;
  if (SURVIVOR_ACTIONS.has(action.type) && view.stage === 'survivors') {
    // The second survivor's action ends Fase 1: the hunt card is flipped at once (R11).
    const partnerDone = view.seats[seat === 0 ? 1 : 0].play !== null;
    if (partnerDone) return { ...NOTHING, irreversible: 'huntReveal' };
    return action.type === 'search' ? { ...NOTHING, irreversible: 'search' } : NOTHING;
  }
  if (action.type === 'accept') return { ...NOTHING, irreversible: 'firstAid' };
  if (action.type === 'sacrifice') return { ...NOTHING, noise: noiseAfter(view, 2) };
  if (action.type === 'provision') {
    const key = provisionKey(action.card);
    if (key === 'water') return { ...NOTHING, noise: noiseAfter(view, -2) };
    return { ...NOTHING, irreversible: (key && REVEALING_PROVISIONS[key]) ?? null };
  }
  return NOTHING;
}
