/**
 * Who sits at each seat: a person or the app's bot. The hidden-information rules of the
 * session service depend on it (a bot's hand is never shown while the game hides hands;
 * one person playing with bots keeps their own view, since nobody else is at the screen).
 */
import type { Seat } from '../../shared/engine/contract';

export interface PlayerEntry {
  name: string;
  profileId?: string;
  /** Played by the app's bot. Stored only when true, so older saves read unchanged. */
  bot?: boolean;
}

/** The stored form: optional fields only when set, so players_json stays minimal. */
export function storedPlayer(player: PlayerEntry): PlayerEntry {
  return {
    name: player.name,
    ...(player.profileId ? { profileId: player.profileId } : {}),
    ...(player.bot ? { bot: true } : {}),
  };
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
