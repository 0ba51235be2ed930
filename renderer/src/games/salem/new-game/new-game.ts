/**
 * The Salem new-game form as data, kept out of the view so it is tested alone: the seats (4–12,
 * each a person or a bot), the options the engine reads (shared/games/salem/types.ts SalemOptions
 * minus the players, which the services add from the seats), what is wrong with the form, and the
 * sessions.create request it sends.
 */
import type { Request } from '../../../../../shared/ipc/contract';
import type { SalemOptions, SalemVariants } from '../../../../../shared/games/salem/types';
import { blankSeat, playerEntry, seatProblem, seedAndTitle, type SeatChoice, type SeatProblem } from '../../../components/new-game/seats';
/** Bots are named in seat order ("Bot 1", "Bot 2") as every form names them. */
export { botNames as seatNames } from '../../../components/new-game/seats';

export const MIN_SEATS = 4;
export const MAX_SEATS = 12;
/** Deal 2 keep 1 is the box's rule for small tables only (digest B.3: "7 o menos jugadores"). */
export const CHARACTER_CHOICE_MAX_SEATS = 7;
/** The ranges the engine accepts (shared/games/salem/schema.ts); the box's glass runs 30 s. */
export const HOURGLASS_SECONDS = { min: 10, max: 120, default: 30 } as const;
export const NIGHT_SECONDS = { min: 1, max: 30, default: 5 } as const;

/** The variants in the order the form lists them (the seed's order, then Piety's other printing). */
export const VARIANT_KEYS = ['shortGame', 'moreWitches', 'hardConspiracy', 'silentDeaths', 'pointTwo', 'pietyDoubles'] as const satisfies readonly (keyof SalemVariants)[];

export type SalemFormOptions = Omit<SalemOptions, 'players' | 'characters'>;

export interface SalemForm extends SalemFormOptions {
  seats: SeatChoice[];
  seed: string;
  title: string;
}

export type FormProblem =
  | { key: 'seatRange'; params: { min: number; max: number } }
  | SeatProblem
  | { key: 'secondsRange'; params: { what: 'hourglassSeconds' | 'nightSeconds'; min: number; max: number } };

function noVariants(): SalemVariants {
  return { shortGame: false, moreWitches: false, hardConspiracy: false, silentDeaths: false, pointTwo: false, pietyDoubles: false };
}

/**
 * How the form starts: one seat a person for each family member within the box's 4–12 (5 when
 * there are fewer than that), the box's options, every variant off.
 */
export function blankForm(profileCount: number): SalemForm {
  const seats = Math.min(MAX_SEATS, Math.max(5, profileCount));
  return {
    seats: Array.from({ length: seats }, blankSeat),
    characterChoice: false,
    hourglass: false,
    hourglassSeconds: HOURGLASS_SECONDS.default,
    nightSeconds: NIGHT_SECONDS.default,
    sounds: false,
    variants: noVariants(),
    seed: '',
    title: '',
  };
}

/** Deal 2 keep 1 is offered only to a table of 7 or fewer. */
export function characterChoiceOffered(seats: number): boolean {
  return seats <= CHARACTER_CHOICE_MAX_SEATS;
}

export function addSeat(form: SalemForm): void {
  if (form.seats.length < MAX_SEATS) form.seats.push(blankSeat());
}

/** Seats come and go within the box's 4–12. */
export function removeSeat(form: SalemForm, index: number): void {
  if (form.seats.length > MIN_SEATS) form.seats.splice(index, 1);
}

function secondsProblem(form: SalemForm): FormProblem | null {
  const whole = (n: number, r: { min: number; max: number }) => Number.isInteger(n) && n >= r.min && n <= r.max;
  if (form.hourglass && !whole(form.hourglassSeconds, HOURGLASS_SECONDS)) {
    return { key: 'secondsRange', params: { what: 'hourglassSeconds', min: HOURGLASS_SECONDS.min, max: HOURGLASS_SECONDS.max } };
  }
  if (!whole(form.nightSeconds, NIGHT_SECONDS)) return { key: 'secondsRange', params: { what: 'nightSeconds', min: NIGHT_SECONDS.min, max: NIGHT_SECONDS.max } };
  return null;
}

/** The first thing that stops the game from starting, or null. */
export function formProblem(form: SalemForm, names: readonly string[]): FormProblem | null {
  if (form.seats.length < MIN_SEATS || form.seats.length > MAX_SEATS) return { key: 'seatRange', params: { min: MIN_SEATS, max: MAX_SEATS } };
  return seatProblem(names, form.seats.filter((s) => !s.bot).length) ?? secondsProblem(form);
}

/** The options as the engine reads them: deal 2 keep 1 only where offered, the glass' length only when it is on. */
export function formOptions(form: SalemForm): SalemFormOptions {
  return {
    characterChoice: form.characterChoice && characterChoiceOffered(form.seats.length),
    hourglass: form.hourglass,
    hourglassSeconds: form.hourglass ? form.hourglassSeconds : HOURGLASS_SECONDS.default,
    nightSeconds: form.nightSeconds,
    sounds: form.sounds,
    variants: { ...form.variants },
  };
}

export function createRequest(form: SalemForm, names: readonly string[]): Request<'sessions.create'> {
  return {
    gameId: 'salem',
    players: form.seats.map((seat, i) => playerEntry({ ...seat, name: names[i]! })),
    options: { ...formOptions(form) },
    ...seedAndTitle(form.seed, form.title),
  };
}
