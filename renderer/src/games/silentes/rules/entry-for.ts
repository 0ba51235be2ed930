/**
 * Which reference entry explains a Silentes card id: omens and provisions have one entry
 * each (their card id), hunt cards one per suit (their value is on the card itself), and a
 * face-down card the "faceDown" entry. Unknown ids have none, so nothing wrong is explained.
 */
import { cardInfo } from '../cards';

export function silentesEntryForCard(card: string | null): string | null {
  if (card === null) return 'faceDown';
  const info = cardInfo(card);
  switch (info.kind) {
    case 'omen':
    case 'provision':
      return info.id;
    case 'hunt':
      return `hunt-${info.suit}`;
    default:
      return null;
  }
}
