import type { SessionSnapshot } from '../../../shared/ipc/contract';

/**
 * What every game's table takes from the play screen and, read-only, from the replay viewer
 * (`GameTableProps` in games/game-definition.ts, with the snapshot typed); the table casts the
 * snapshot's view to its own game's.
 */
export interface TableProps {
  snapshot: SessionSnapshot;
  canUndo: boolean;
  busy: boolean;
  /** The bot seat deciding now, and whether its move failed (games with bot seats show them). */
  botThinking?: number | null;
  botStalled?: boolean;
}
