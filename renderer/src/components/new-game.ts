/** What every new-game form shares: turning its fields into the sessions.create request parts. */

export interface SeatChoice {
  name: string;
  profileId: string;
  bot?: boolean;
}

/** One `players` entry: profile link only when picked, bot flag only when set. */
export function playerEntry(seat: SeatChoice): { name: string; profileId?: string; bot?: boolean } {
  return {
    name: seat.name.trim(),
    ...(seat.profileId && !seat.bot ? { profileId: seat.profileId } : {}),
    ...(seat.bot ? { bot: true } : {}),
  };
}

/** The optional seed and title, left out when blank so the services pick their defaults. */
export function seedAndTitle(seed: string, title: string): { seed?: string; title?: string } {
  return {
    ...(seed.trim() ? { seed: seed.trim() } : {}),
    ...(title.trim() ? { title: title.trim() } : {}),
  };
}

/** True when two seats share a name (ignoring case and spaces around it). */
export function hasDuplicateNames(names: readonly string[]): boolean {
  const seen = new Set(names.map((n) => n.trim().toLocaleLowerCase()));
  return seen.size !== names.length;
}

/** The longest name a seat may have (the services refuse longer ones). */
export const NAME_MAX_LENGTH = 40;

/** The names that are too long, as typed (trimmed): the form says so instead of cutting them. */
export function tooLongNames(names: readonly string[]): string[] {
  return names.map((n) => n.trim()).filter((n) => n.length > NAME_MAX_LENGTH);
}
