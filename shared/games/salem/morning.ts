/**
 * The morning after a Night (B.5.7 steps 3–5, ruling S2): the confessions are revealed in pass
 * order, the Kill card and the gavel are shown, the victim dies unless saved, the deck is
 * rebuilt with the Night at the bottom, and the day resumes (flow.ts `resume`).
 */
import type { Seat } from '../../engine/contract';
import { shuffle } from '../../engine/rng';
import type { MorningReport, SalemState } from './types';
import { cardKey, log, markBarrier, tryalFace } from './state';
import { revealTryal } from './accusations';
import { killPlayer } from './death';

function confess(s: SalemState, seat: Seat, tryal: number | 'phips'): MorningReport['confessions'][number] {
  const p = s.players[seat]!;
  if (tryal === 'phips') {
    // Martha copying Phips spends her own use (B.3, Martha's copies count on her own).
    p.used = { ...p.used, phips: p.used.phips + 1 };
    log(s, 'phipsConfess', { seat });
    return { seat, face: null };
  }
  const face = tryalFace(p.tryals[tryal]!.id);
  log(s, 'confess', { seat, index: tryal, face });
  // A confessed Witch dies and a last face-down Tryal kills like any reveal (S52).
  revealTryal(s, seat, tryal, null, 'confession');
  return { seat, face };
}

function savedBy(s: SalemState, target: Seat, gavel: Seat | null, confessed: Seat[]): MorningReport['savedBy'] {
  if (gavel === target) return 'gavel';
  if (s.players[target]!.front.some((c) => cardKey(c) === 'asylum')) return 'asylum';
  if (confessed.includes(target)) return 'confession';
  return null;
}

/**
 * A new deck from the discard (S56): the cards still in the deck (Tituba may have moved the
 * Night up) stay on top in their order, the shuffled discard goes beneath, the Night last.
 * Conspiracy, once discarded, comes back this way; no card is lost.
 */
export function rebuildDeck(s: SalemState): void {
  const [shuffled, rng] = shuffle(s.discard.filter((c) => c !== 'night'), s.rng);
  s.rng = rng;
  s.deck = [...s.deck.filter((c) => c !== 'night'), ...shuffled, 'night'];
  s.discard = [];
  log(s, 'deckRebuilt', { n: s.deck.length });
}

export function runMorning(s: SalemState, target: Seat | null): void {
  const night = s.night!;
  const aliveBefore = s.players.map((p) => p.alive);
  const confessions: MorningReport['confessions'] = [];
  for (const c of night.confessions) {
    if (s.result) break;
    // A confessor already taken by an earlier confessor's Matchmaker has nothing left to confess.
    if (!s.players[c.seat]!.alive) continue;
    confessions.push(confess(s, c.seat, c.tryal));
  }
  let saved: MorningReport['savedBy'] = null;
  if (!s.result && target !== null) {
    log(s, 'kill', { target });
    if (night.gavel !== null) log(s, 'gavel', { seat: night.gavel });
    if (s.players[target]!.alive) {
      saved = savedBy(s, target, night.gavel, confessions.map((c) => c.seat));
      if (saved) log(s, 'saved', { target, by: saved });
      else killPlayer(s, target, 'night');
    }
  }
  s.morning = {
    night: s.counts.nights,
    target: target ?? -1,
    gavel: night.gavel,
    confessions,
    savedBy: saved,
    died: s.players.flatMap((p, seat) => (aliveBefore[seat] && !p.alive ? [seat] : [])),
  };
  s.night = null;
  if (!s.result) rebuildDeck(s);
  markBarrier(s);
}
