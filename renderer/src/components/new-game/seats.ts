/** What every new-game form shares: its seats, what is wrong with them, and the sessions.create request parts they make. */
import { DEFAULT_BOT_LEVEL, type BotLevel } from '../../../../shared/engine/bot-level';
import type { Profile } from '../../../../shared/ipc/contract';
import type { Translator } from '../../i18n/translator';

export interface SeatChoice {
  name: string;
  profileId: string;
  bot?: boolean;
  /** How well the bot plays when `bot` (issue 24); absent = Normal. Kept when the seat turns back into a person's, unsent. */
  botLevel?: BotLevel;
}

export interface PlayerRequest {
  name: string;
  profileId?: string;
  bot?: boolean;
  botLevel?: BotLevel;
}

/** One `players` entry: profile link only when picked, bot flag only when set, a bot's level only when not Normal. */
export function playerEntry(seat: SeatChoice): PlayerRequest {
  return {
    name: seat.name.trim(),
    ...(seat.profileId && !seat.bot ? { profileId: seat.profileId } : {}),
    ...(seat.bot ? { bot: true } : {}),
    ...(seat.bot ? botLevelEntry(seat.botLevel) : {}),
  };
}

/** A bot seat's level as a request carries it: left out at Normal, as the save stores it (ruling B1). */
export function botLevelEntry(level: BotLevel | undefined): { botLevel?: BotLevel } {
  return level && level !== DEFAULT_BOT_LEVEL ? { botLevel: level } : {};
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

/** A seat nobody has filled in yet: a person, no profile. */
export function blankSeat(): SeatChoice {
  return { name: '', profileId: '', bot: false };
}

/** Each seat's name: bots numbered in seat order ("Bot 1", "Bot 2") so names stay unique and short, people as typed. */
export function botNames(seats: readonly { name: string; bot?: boolean }[], botName: (n: number) => string): string[] {
  let bots = 0;
  return seats.map((s) => (s.bot ? botName(++bots) : s.name));
}

/** What is wrong with the seats themselves, as an i18n key and its parameters (every form says it the same way). */
export type SeatProblem = { key: 'needHuman' | 'needNames' | 'sameNames' } | { key: 'nameTooLong'; params: { name: string; max: number } };

/**
 * The seat checks every new-game form runs, in this order: somebody must be a person, every seat
 * named, no name too long, no name twice. `humans` counts the seats a person plays.
 */
export function seatProblem(names: readonly string[], humans: number): SeatProblem | null {
  if (humans === 0) return { key: 'needHuman' };
  if (names.some((n) => n.trim() === '')) return { key: 'needNames' };
  const long = tooLongNames(names)[0];
  if (long !== undefined) return { key: 'nameTooLong', params: { name: long, max: NAME_MAX_LENGTH } };
  if (hasDuplicateNames(names)) return { key: 'sameNames' };
  return null;
}

/** A seat problem in words: the game's own text under `<texts>.<key>`, a name too long in the app's words. */
export function seatProblemText(i18n: Pick<Translator, 't'>, texts: string, found: SeatProblem): string {
  return found.key === 'nameTooLong' ? i18n.t('newGameForm.nameTooLong', found.params) : i18n.t(`${texts}.${found.key}`);
}

/** The usual players are one click away: the first seats nobody named yet get the family members, in order. */
export function seatProfiles(seats: readonly SeatChoice[], profiles: readonly Profile[]): void {
  profiles.slice(0, seats.length).forEach((p, i) => {
    const seat = seats[i]!;
    if (!seat.name) Object.assign(seat, { name: p.name, profileId: p.id });
  });
}
