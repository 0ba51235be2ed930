// TEMPORARY stub holding the agreed signatures; its owner replaces it (issue 13).
import type { Seat } from '../../../engine/contract';
import type { SalemAction, SalemView } from '../types';

/** A bot's choice for `seat`, decided from that seat's own view only. */
export function bot(_view: SalemView, _seat: Seat, legal: SalemAction[], _rngSeed: number): SalemAction {
  return legal[0]!;
}
