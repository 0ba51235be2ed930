/**
 * What a player's public panel on the table is told about its seat besides the player: which
 * seat it is, and the marks every game shows on it (the seat holding the device, a bot, the
 * seat deciding now).
 */
import type { BotLevel } from '../../../shared/engine/bot-level';

export interface SeatPanelProps {
  seat: number;
  viewer: boolean;
  bot: boolean;
  /** A bot seat's level, shown on its mark ("Bot (Difícil)", issue 24); absent for a person. */
  botLevel?: BotLevel | null;
  deciding: boolean;
}
