/**
 * The per-viewer projection. A hand, a peeked card or a private log entry is copied into
 * the view only for a viewer allowed to see it; otherwise it is absent, not flagged.
 */
import type { GameStatus, Viewer } from '../../engine/contract';
import type { Decision, SeatView, SilentesState, SilentesView } from './types';
import { NOISE_MAX } from './cards';
import { MAP_SIZE, zoneOf } from './board';
import { currentDecision, provisionsInHand } from './state';
import { interrupters } from './responders';

function handVisible(s: SilentesState, seat: number, viewer: Viewer): boolean {
  if (viewer.kind === 'seat' && viewer.seat === seat) return true;
  if (s.result) return true;
  if (viewer.kind !== 'seat') return false;
  return s.options.openHands || s.effects.handsRevealedRound === s.round;
}

/** Card lists inside a decision that only the deciding seat may read. */
function redactDecision(d: Decision | undefined, viewer: Viewer): Decision | null {
  if (!d) return null;
  const own = viewer.kind === 'seat' && viewer.seat === d.seat;
  if ((d.t === 'empress' || d.t === 'mapOrder') && !own) return { ...d, cards: [] };
  return { ...d };
}

function peekFor(d: Decision | undefined, viewer: Viewer): SilentesView['peek'] {
  if (!d) return null;
  if (d.t === 'hierophant') return { deck: 'hunt', cards: d.cards.slice() };
  if (d.t === 'mapOrder' && viewer.kind === 'seat' && viewer.seat === d.seat) return { deck: 'omen', cards: d.cards.slice() };
  return null;
}

export function view(s: SilentesState, viewer: Viewer): SilentesView {
  const seats = s.seats.map((p, seat): SeatView => ({
    name: p.name,
    handCount: p.hand.length,
    provisionCount: provisionsInHand(p),
    hand: handVisible(s, seat, viewer) ? p.hand.slice() : null,
    discard: p.discard.slice(),
    position: p.position,
    play: p.play ? { ...p.play } : null,
    lastHideCard: p.lastHideCard,
    noiseCaused: p.noiseCaused,
  })) as [SeatView, SeatView];
  const d = currentDecision(s);
  const me = viewer.kind === 'seat' ? viewer.seat : null;
  return {
    game: 'silentes',
    viewer: me,
    seats,
    map: s.map.slice(),
    zones: Array.from({ length: MAP_SIZE }, (_, i) => zoneOf(s, i)),
    noise: s.noise,
    noiseMax: NOISE_MAX,
    round: s.round,
    startSeat: s.startSeat,
    huntDeckCount: s.huntDeck.length,
    provisionDeckCount: s.provisionDeck.length,
    omenDeckCount: s.omenDeck.length,
    omensRevealed: s.omensRevealed.slice(),
    huntDiscardCount: s.huntDiscard.length,
    huntCard: s.huntCard,
    huntCancelled: s.huntCancelled,
    huntZones: s.huntZones.slice(),
    effects: { ...s.effects },
    barricades: s.barricades.map((b) => b.shelter),
    mirrors: s.mirrors.map((m) => ({ ...m })),
    decision: redactDecision(d, viewer),
    peek: peekFor(d, viewer),
    result: s.result,
    log: s.log.filter((e) => e.to === undefined || e.to === me),
    stage: s.stage.s,
  };
}

const PHASES: Record<SilentesState['stage']['s'], string> = {
  placement: 'placement',
  survivors: 'survivors',
  hunt: 'hunt',
  afterReveal: 'hunt',
  omen: 'omen',
  omenNoise: 'omen',
  omenChoices: 'omen',
  deflect: 'resolution',
  deflected: 'resolution',
  resolve: 'resolution',
  endRound: 'resolution',
  ended: 'ended',
};

export function status(s: SilentesState): GameStatus {
  const d = currentDecision(s);
  return {
    phase: PHASES[s.stage.s],
    round: s.round,
    deciding: s.result || !d ? [] : [d.seat],
    interrupts: interrupters(s),
    result: s.result,
    summary: { round: s.round, noise: s.noise, huntDeck: s.huntDeck.length },
  };
}
