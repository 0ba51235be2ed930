/**
 * Salem's bot: decides for one seat from that seat's own view (its hand, its Tryals, the public
 * table and the log lines it may read) and the legal actions, deterministically for a seed.
 * It always answers with an action from `legal`, and never the hourglass.
 */
import type { Seat } from '../../../engine/contract';
import type { SalemAction, SalemView } from '../types';
import { chooseCharacter, chooseOffer, chooseReveal } from './choices';
import { readMind } from './mind';
import { chooseNight } from './night';
import { BotRandom } from './random';
import { chooseArrangement, chooseTurn } from './turn';

const TURN_MOVES = new Set<SalemAction['type']>(['draw', 'play', 'end', 'parris', 'tituba', 'hourglass']);

export function bot(view: SalemView, seat: Seat, legal: SalemAction[], rngSeed: number): SalemAction {
  if (legal.length === 0) throw new Error(`salem bot: seat ${seat} was asked with no legal action`);
  const rand = new BotRandom(rngSeed);
  const kind = legal[0]!.type;
  if (kind === 'character') return chooseCharacter(legal, rand);
  if (kind === 'reveal' || kind === 'point') return chooseReveal(view, seat, legal, rand);
  const mind = readMind(view, seat);
  if (kind === 'offer') return chooseOffer(view, mind, legal);
  if (kind === 'night') return chooseNight(view, mind, legal, rand);
  if (kind === 'arrange') return chooseArrangement(view, mind, legal, rand);
  if (TURN_MOVES.has(kind)) return chooseTurn(view, mind, legal, rand);
  return rand.pick(legal);
}
