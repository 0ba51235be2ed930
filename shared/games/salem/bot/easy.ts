/**
 * *Fácil* (issue 24, ruling S114): the Normal bot without its reading of the table. A
 * townsperson suspects every player only as much as their face-down Tryals could hide a Witch
 * (no accusation patterns, no shields, no nights), a witch finds every townsperson equally
 * dangerous; both play with three times the Normal noise on a card's score, and nobody confesses.
 * A beginner witch (ruling S117) takes the obvious victim at night, the loudest accuser, as the
 * Normal witch does: the one the Constable's gavel and the confessions expect (a random victim,
 * the quietest or the most fragile one all measured stronger than Normal's). Like a beginner
 * (ruling S121) it gives the Black Cat to anyone the screen offers, a fellow witch or itself
 * included, and shows its own Tryals at random, its Witch card as readily as the others (index.ts).
 * By day (ruling S123) it accuses its fellow witches as readily as the townsfolk, does not spread its
 * cards, and shields its fellow witches eagerly: the patterns a reading town catches a witch by.
 * It still plays only legal moves, never accuses a witch it knows, and decides from its own view.
 */
import type { Seat } from '../../../engine/contract';
import type { SalemView } from '../types';
import { cardKey } from '../state';
import { isRed, priorSuspicion, readMind, redValue, relativeDanger, type Mind } from './mind';
import type { NightTuning } from './night';
import type { Ctx, Play, TurnTuning } from './turn';

export function easyMind(view: SalemView, me: Seat): Mind {
  const mind = readMind(view, me);
  const prior = priorSuspicion(view, me);
  const suspicion = mind.witch ? mind.suspicion : prior.map((p, seat) => (seat === me ? 0 : Math.max(0.01, p)));
  const danger = mind.witch ? mind.danger.map((_, seat) => (mind.others.includes(seat) ? 1 : 0)) : mind.danger;
  return { ...mind, suspicion, danger };
}

export const EASY_TURN: TurnTuning = { jitter: 2.4 };

export function easyNight(view: SalemView, me: Seat): NightTuning {
  // The Normal reading of who accused most (easyMind flattens it for the day's cards).
  const danger = readMind(view, me).danger;
  const left = (s: Seat) => view.players[s]?.tryals.filter((t) => t === null).length ?? 0;
  return {
    pick: (prompt, pool, rand) => (prompt.role === 'victim' ? rand.best(pool, (s) => danger[s]! + 0.1 * left(s)) : rand.pick(pool)),
    confess: false,
    naiveCat: true,
  };
}

/** The Fácil witch's day (ruling S123), tuned so it plays below the Normal witch. */
export const EASY_WITCH = {
  /** A red card on a fellow witch (−10 at Normal: never). */
  companion: 0,
  /** A red card's base score (2.5 at Normal; the draw scores 2–5). */
  base: 2.5,
  /** Less on players this witch already accused (1.5 at Normal). */
  spread: 0,
  /** More when the card reaches a reveal (2 at Normal). */
  reach: 2,
  /** More on a player with few face-down Tryals: fragile ÷ Tryals left (1.5 at Normal). */
  fragile: 1.5,
  /** Added to a shield's or Scapegoat's score for a fellow witch (0 at Normal). */
  shieldFriend: 6,
};

const SHIELDS = new Set(['alibi', 'piety', 'asylum', 'scapegoat']);

function easyWitchPlay(c: Ctx, a: Play): number | null {
  const { view, mind } = c;
  const w = EASY_WITCH;
  if (SHIELDS.has(cardKey(a.card)) && !a.asWitness) return mind.companions.has(a.target) && w.shieldFriend !== 0 ? w.shieldFriend + 3 : null;
  if (!isRed(a.card) && !a.asWitness) return null;
  const t = a.target;
  const p = view.players[t]!;
  const points = a.asWitness ? 7 : redValue(view, a.card, t);
  const reaches = !p.tryalLostThisTurn && p.accusations + points >= p.threshold;
  const left = p.tryals.filter((x) => x === null).length;
  const spread = Math.min(1, mind.accusedByMe[t]! / 7);
  if (mind.companions.has(t) && w.companion <= -10) return -10;
  const friend = mind.companions.has(t) ? w.companion : 0;
  return friend + w.base + 2 * relativeDanger(mind, t) + (reaches ? w.reach : 0) - w.spread * spread + (points >= 7 ? -1 : 0) + (left > 0 ? w.fragile / left : 0);
}

export function easyTurn(view: SalemView): TurnTuning {
  return view.me?.witch === true ? { ...EASY_TURN, play: easyWitchPlay } : EASY_TURN;
}
