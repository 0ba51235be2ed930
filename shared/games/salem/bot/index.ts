/**
 * Salem's bot: decides for one seat from that seat's own view (its hand, its Tryals, the public
 * table and the log lines it may read) and the legal actions, deterministically for a seed and a
 * level (issue 24): *Normal* is the bot as it always played, *Fácil* reads nothing (easy.ts),
 * *Difícil* reads the table through its beliefs and bluffs as a witch (hard.ts, beliefs.ts).
 * It always answers with an action from `legal`, and never the hourglass.
 */
import type { Seat } from '../../../engine/contract';
import type { BotLevel } from '../../../engine/bot-level';
import type { SalemAction, SalemView } from '../types';
import { chooseCharacter, chooseOffer, chooseReveal } from './choices';
import { easyMind, easyNight, easyTurn } from './easy';
import { hardWitchMind, hardWitchNight, hardWitchTurn } from './hard';
import { hardTownMind, hardTownNight, hardTownTurn } from './hard-town';
import { readMind, type Mind } from './mind';
import { chooseNight, type NightTuning } from './night';
import { BotRandom } from './random';
import { chooseArrangement, chooseTurn, type TurnTuning } from './turn';

const TURN_MOVES = new Set<SalemAction['type']>(['draw', 'play', 'end', 'parris', 'tituba', 'hourglass']);

interface Reading {
  mind: Mind;
  turn: TurnTuning;
  night: NightTuning;
}

function reading(view: SalemView, seat: Seat, level: BotLevel): Reading {
  if (level === 'easy') return { mind: easyMind(view, seat), turn: easyTurn(view), night: easyNight(view, seat) };
  if (level === 'hard' && view.me?.witch === true) {
    const h = hardWitchMind(view, seat);
    return { mind: h.mind, turn: hardWitchTurn(h), night: hardWitchNight(view, h) };
  }
  if (level === 'hard') {
    const h = hardTownMind(view, seat);
    return { mind: h.mind, turn: hardTownTurn(h), night: hardTownNight(view, h) };
  }
  return { mind: readMind(view, seat), turn: {}, night: {} };
}

export function bot(view: SalemView, seat: Seat, legal: SalemAction[], rngSeed: number, level: BotLevel = 'normal'): SalemAction {
  if (legal.length === 0) throw new Error(`salem bot: seat ${seat} was asked with no legal action`);
  const rand = new BotRandom(rngSeed);
  const kind = legal[0]!.type;
  if (kind === 'character') return chooseCharacter(legal, rand);
  // A Fácil witch shows its own Tryals at random, its Witch card as readily as the others (S121).
  if (kind === 'reveal' || kind === 'point') return chooseReveal(view, seat, legal, rand, level === 'easy' && view.me?.witch === true);
  const r = reading(view, seat, level);
  if (kind === 'offer') return chooseOffer(view, r.mind, legal);
  if (kind === 'night') return chooseNight(view, r.mind, legal, rand, r.night);
  if (kind === 'arrange') return chooseArrangement(view, r.mind, legal, rand);
  if (TURN_MOVES.has(kind)) return chooseTurn(view, r.mind, legal, rand, r.turn);
  return rand.pick(legal);
}
