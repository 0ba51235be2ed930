/**
 * Who sits at each seat: a person or the app's bot. The hidden-information rules of the
 * session service depend on it (a bot's hand is never shown while the game hides hands;
 * one person playing with bots keeps their own view, since nobody else is at the screen).
 */
import { DEFAULT_BOT_LEVEL, isBotLevel, type BotLevel } from '../../shared/engine/bot-level';
import type { Seat } from '../../shared/engine/contract';

export interface PlayerEntry {
  name: string;
  profileId?: string;
  /** Played by the app's bot. Stored only when true, so older saves read unchanged. */
  bot?: boolean;
  /**
   * How well the bot plays (issue 24). Stored only on a bot seat and only when it is not
   * 'normal', so every save from before the levels reads as Normal, today's play (ruling B1).
   */
  botLevel?: BotLevel;
}

/** The stored form: optional fields only when set, so players_json stays minimal. */
export function storedPlayer(player: PlayerEntry): PlayerEntry {
  return {
    name: player.name,
    ...(player.profileId ? { profileId: player.profileId } : {}),
    ...(player.bot ? { bot: true } : {}),
    ...(player.bot && player.botLevel && player.botLevel !== DEFAULT_BOT_LEVEL ? { botLevel: player.botLevel } : {}),
  };
}

/** The level a seat's bot plays at: its stored level, or 'normal' when none is stored (or it is not one Velada knows). */
export function botLevelOf(player: PlayerEntry | undefined): BotLevel {
  return isBotLevel(player?.botLevel) ? player.botLevel : DEFAULT_BOT_LEVEL;
}

/** The level of each bot seat, in the order of `botSeats` (the lists and files carry the two side by side). */
export function botLevels(players: readonly PlayerEntry[]): BotLevel[] {
  return botSeats(players).map((seat) => botLevelOf(players[seat]));
}

export function botSeats(players: readonly PlayerEntry[]): Seat[] {
  const seats: Seat[] = [];
  players.forEach((player, seat) => {
    if (player.bot === true) seats.push(seat);
  });
  return seats;
}

export function isBotSeat(players: readonly PlayerEntry[], seat: Seat): boolean {
  return players[seat]?.bot === true;
}

/** The only human seat when exactly one person plays; null with no humans or several. */
export function soleHumanSeat(players: readonly PlayerEntry[]): Seat | null {
  let found: Seat | null = null;
  for (let seat = 0; seat < players.length; seat++) {
    if (players[seat]!.bot === true) continue;
    if (found !== null) return null;
    found = seat;
  }
  return found;
}

/**
 * The first bot among the seats deciding, or null. A game may list several seats deciding at once
 * (Salem's dawn and night passes from its rules version 3, S66): the bots among them must still get
 * to answer while the people answer on their own screens, so a bot need not be first in the list.
 */
export function firstBotDeciding(players: readonly PlayerEntry[], deciding: readonly Seat[]): Seat | null {
  return deciding.find((seat) => isBotSeat(players, seat)) ?? null;
}

/** The first person among the seats deciding (the shared screen's next cover), or null. */
export function firstPersonDeciding(players: readonly PlayerEntry[], deciding: readonly Seat[]): Seat | null {
  return deciding.find((seat) => !isBotSeat(players, seat)) ?? null;
}
