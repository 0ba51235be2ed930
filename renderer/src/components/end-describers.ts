import type { HistoryEntry } from '../../../shared/engine/history';

/** How a game's log lines, cards and tiles read on the end screen's shared summary. */
export interface EndDescribers {
  line: (entry: HistoryEntry) => string;
  card: (card: string) => string;
  /** None: the game has no tiles in hand. */
  tile?: (tile: string) => string;
  /** The held-pieces heading and an empty holding in the game's words; none: cards ("Manos al final", "sin cartas"). */
  handsTitle?: string;
  emptyHand?: string;
}

/** The held-pieces heading and empty-holding text the end screen shows for a game. */
export function handsWords(describe: EndDescribers, t: (key: string) => string): { title: string; empty: string } {
  return { title: describe.handsTitle ?? t('endOfGame.hands'), empty: describe.emptyHand ?? t('endOfGame.emptyHand') };
}
