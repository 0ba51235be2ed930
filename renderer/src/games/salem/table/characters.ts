/**
 * While characters are dealt two-and-keep-one, a seat's character is not settled until its
 * 'character' line: until then the table shows the two it chooses between (its public
 * 'characterOffer' line), never one of them as if chosen.
 */
import type { CharacterId, SalemView } from '../../../../../shared/games/salem/types';

export function pendingOffers(view: Pick<SalemView, 'phase' | 'log'>): Map<number, [CharacterId, CharacterId]> {
  const out = new Map<number, [CharacterId, CharacterId]>();
  if (view.phase !== 'characters') return out;
  for (const e of view.log) {
    if (e.to !== undefined) continue;
    const seat = Number(e.params.seat);
    if (e.key === 'characterOffer') out.set(seat, [String(e.params.a) as CharacterId, String(e.params.b) as CharacterId]);
    else if (e.key === 'character') out.delete(seat);
  }
  return out;
}
