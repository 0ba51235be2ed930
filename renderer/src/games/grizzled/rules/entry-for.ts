/**
 * Which reference entry explains a Grizzled card or support tile: Hard Knocks and Merry
 * Christmas have one entry each (their id), threat cards one for plain cards and one for
 * traps (their threats are drawn on the card), tiles one per direction. Unknown ids have none.
 */
import { isTrialCard, tileKind, trialCard } from '../../../../../shared/games/grizzled/cards';

export function grizzledEntryForCard(card: string | null): string | null {
  if (card === null) return 'faceDown';
  if (!isTrialCard(card)) return null;
  const info = trialCard(card);
  if (info.type === 'threat') return info.trap ? 'trap' : 'threat';
  return info.id;
}

export function grizzledEntryForTile(tile: string | null): string | null {
  if (tile === null) return 'placedTile';
  try {
    return tileKind(tile);
  } catch {
    // tileKind throws on an id no engine deals; the table then explains nothing rather than crash.
    return null;
  }
}
