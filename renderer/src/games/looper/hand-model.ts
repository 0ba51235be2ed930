/**
 * The hands a seat sees, as cards to draw: every card of the printed hand (public data) with
 * whether it is in hand, on the board face down today, or spent for the loop; and which hand
 * places now. Only what the seat's own view says is read.
 */
import { MASTERMIND_HAND, PROTAGONIST_HAND } from '../../../../shared/games/looper/cards';
import type { CardKind, HandIndex } from '../../../../shared/games/looper/ids';
import type { LooperView } from '../../../../shared/games/looper/types';

export type HandOwner = 'mastermind' | HandIndex;

export interface HandCard {
  id: string;
  kind: CardKind;
  oncePerLoop: boolean;
  /** In hand; placed face down today; or a once-per-loop card already used this loop. */
  state: 'available' | 'placed' | 'spent';
}

export interface HandModel {
  owner: HandOwner;
  /** This hand answers the pending placement. */
  placesNow: boolean;
  cards: HandCard[];
}

type HandView = Pick<LooperView, 'hands' | 'spent' | 'decision'>;

function spentOf(view: HandView, owner: HandOwner): string[] {
  return owner === 'mastermind' ? view.spent.mastermind : view.spent.hands[owner];
}

/** The hand whose card is placed now, or null when no placement is pending. */
export function placingHand(view: Pick<LooperView, 'decision'>): HandOwner | null {
  const d = view.decision;
  if (d?.t === 'mastermindCards') return 'mastermind';
  if (d?.t === 'protagonistCard' && d.hand !== undefined) return d.hand;
  return null;
}

export function handModels(view: HandView): HandModel[] {
  const placing = placingHand(view);
  return view.hands.map(({ owner, available }) => {
    const printed = owner === 'mastermind' ? MASTERMIND_HAND : PROTAGONIST_HAND;
    const spent = spentOf(view, owner);
    const cards = printed.map(({ id, kind, oncePerLoop }): HandCard => ({
      id,
      kind,
      oncePerLoop,
      state: available.includes(id) ? 'available' : spent.includes(id) ? 'spent' : 'placed',
    }));
    return { owner, placesNow: placing === owner, cards };
  });
}
