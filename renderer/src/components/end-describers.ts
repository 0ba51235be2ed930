import type { HistoryEntry } from '../../../shared/engine/history';

/** How a game's log lines, cards and tiles read on the end screen's shared summary. */
export interface EndDescribers {
  line: (entry: HistoryEntry) => string;
  card: (card: string) => string;
  /** None: the game has no tiles in hand. */
  tile?: (tile: string) => string;
}
