/**
 * Nivel de Silencio for the comparison of Fase 4. Order of modifiers (docs/rulings/silentes.md):
 * card value, La Luna −2 on the card, halved when entrenched (rounded down), then +3 Barrera,
 * +2 La Fuerza, +4 Daga; never below 0. A searcher or distracter hides nothing: their level
 * "es 0" (R23), so La Fuerza and Barrera add nothing to it; only Daga, played for that one
 * comparison, does.
 */
import type { Seat } from '../../engine/contract';
import type { SilentesState } from './types';
import { rankOf } from './cards';
import { rulesAtLeast } from '../../engine/rules-version';

export function silenceLevel(s: SilentesState, seat: Seat): number {
  const p = s.seats[seat];
  const play = p.play;
  let level = 0;
  if (play && (play.kind === 'hide' || play.kind === 'entrench')) {
    let value = rankOf(play.card);
    if (s.effects.moon) value -= 2;
    level = play.kind === 'entrench' ? Math.floor(value / 2) : value;
    if (p.position !== null && s.barricades.some((b) => b.shelter === p.position)) level += 3;
    if (s.effects.strengthRound === s.round) level += 2;
  } else if (s.effects.strengthRound === s.round && !rulesAtLeast(s, 2)) {
    // Rules version 1 gave La Fuerza's +2 to a searcher or distracter too.
    level += 2;
  }
  if (s.daggers[seat]) level += 4;
  return Math.max(0, level);
}
