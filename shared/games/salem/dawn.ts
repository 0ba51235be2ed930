/**
 * Dawn's end: the witches' agreed pick receives the Black Cat (a witch may give it to herself,
 * B.6 #11) and takes the first turn. With the shortGame variant the holder first loses one
 * Tryal of their choice (ruling S55).
 */
import type { Seat } from '../../engine/contract';
import type { SalemState } from './types';
import { abilityOf, faceDown, log, markBarrier } from './state';
import { startTurn } from './turn';

export function giveCat(s: SalemState, holder: Seat): void {
  s.catAside = false;
  s.players[holder]!.front.push('black_cat');
  log(s, 'catGiven', { seat: holder });
  markBarrier(s);
  startTurn(s, holder);
  // The reveal sits above the turn: it is answered first, then the holder plays (S55).
  if (s.options.variants.shortGame && abilityOf(s, holder) !== 'mary_warren' && faceDown(s, holder).length > 0) {
    s.pending.push({ t: 'reveal', seat: holder, target: holder, cause: 'shortGame' });
  }
}
