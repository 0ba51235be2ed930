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
import { faceDownCount, isRed, priorSuspicion, readMind, type Mind } from './mind';
import type { NightTuning } from './night';
import { NORMAL_RED, redScore, type Ctx, type Play, type TurnTuning, type WitchRedWeights } from './turn';

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
  return {
    pick: (prompt, pool, rand) => (prompt.role === 'victim' ? rand.best(pool, (s) => danger[s]! + 0.1 * faceDownCount(view, s)) : rand.pick(pool)),
    confess: false,
    naiveCat: true,
  };
}

/** The Fácil witch's day (ruling S123), tuned so it plays below the Normal witch (NORMAL_RED.witch in turn.ts). */
export const EASY_WITCH = {
  /** Its red cards: on a fellow witch as on anyone (Normal: never), piled on rather than spread (Normal 1.5). */
  red: { ...NORMAL_RED.witch, companion: 0, spread: 0 } satisfies WitchRedWeights,
  /** Added to a shield's or Scapegoat's score for a fellow witch (0: the Normal score). */
  shieldFriend: 6,
};

const SHIELDS = new Set(['alibi', 'piety', 'asylum', 'scapegoat']);
const EASY_RED = { ...NORMAL_RED, witch: EASY_WITCH.red };

function easyWitchPlay(c: Ctx, a: Play): number | null {
  if (SHIELDS.has(cardKey(a.card)) && !a.asWitness) return c.mind.companions.has(a.target) && EASY_WITCH.shieldFriend !== 0 ? EASY_WITCH.shieldFriend + 3 : null;
  if (!isRed(a.card) && !a.asWitness) return null;
  return redScore(c, a.card, a.target, a.asWitness === true, EASY_RED);
}

export function easyTurn(view: SalemView): TurnTuning {
  return view.me?.witch === true ? { ...EASY_TURN, play: easyWitchPlay } : EASY_TURN;
}
