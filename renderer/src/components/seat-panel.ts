/**
 * What a player's public panel on the table is told about its seat besides the player: which
 * seat it is, and the marks every game shows on it (the seat holding the device, a bot, the
 * seat deciding now).
 */
export interface SeatPanelProps {
  seat: number;
  viewer: boolean;
  bot: boolean;
  deciding: boolean;
}
