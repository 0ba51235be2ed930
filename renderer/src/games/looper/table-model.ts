/**
 * What each zone of the Tragedy Looper table shows, derived from one seat's view only: the
 * characters in each location, the cards lying on each target, the incident schedule with what
 * became of each incident, and the day's step track. Pure, so it is tested without rendering;
 * nothing here reads a secret the view does not already carry (culprits come from
 * `revealedCulprits`, or from `secret` in the mastermind's own view).
 */
import { CHARACTER_CARDS } from '../../../../shared/games/looper/characters';
import { ABILITIES } from '../../../../shared/games/looper/abilities';
import { LOCATIONS, type CharacterId, type HandIndex, type IncidentId, type LocationId, type Trait } from '../../../../shared/games/looper/ids';
import type { CharacterView, LooperView, Step, Target } from '../../../../shared/games/looper/types';

/** The board in the manual's arrangement: Hospital and Shrine on top, City and School below. */
export const BOARD_ORDER: readonly LocationId[] = ['hospital', 'shrine', 'city', 'school'];

export interface LocationModel {
  id: LocationId;
  intrigue: number;
  turf: boolean;
  characters: CharacterView[];
}

export function locationModels(view: LooperView): LocationModel[] {
  return BOARD_ORDER.map((id) => ({
    id,
    intrigue: view.locationIntrigue[id] ?? 0,
    turf: view.turf === id,
    characters: view.characters.filter((c) => c.location === id),
  }));
}

export type CardOwnerKey = 'mastermind' | HandIndex;

export interface TableCard {
  owner: CardOwnerKey;
  target: Target;
  /** null: face down and not the viewer's own. */
  card: string | null;
  /** Face up for everyone: revealed at the card resolution. */
  revealed: boolean;
}

/**
 * The cards on the board by target. Face-down ones come from `placed` (their face only when the
 * viewer owns them); after the resolution `resolved` holds them face up until the next day.
 */
export function cardsByTarget(view: LooperView): Map<Target, TableCard[]> {
  const out = new Map<Target, TableCard[]>();
  const add = (c: TableCard): void => {
    const list = out.get(c.target);
    if (list) list.push(c);
    else out.set(c.target, [c]);
  };
  for (const p of view.placed) add({ owner: p.owner, target: p.target, card: p.card, revealed: false });
  for (const p of view.resolved) add({ owner: p.owner, target: p.target, card: p.card, revealed: true });
  return out;
}

export type IncidentStatus = 'pending' | 'occurred' | 'notOccurred';

export interface ScheduleDay {
  day: number;
  /** Today (the day the table is on). */
  current: boolean;
  /** Before today: its incident step is behind. */
  past: boolean;
  incidents: { incident: IncidentId; status: IncidentStatus; culprit: CharacterId | null }[];
}

/**
 * Every day of the public card with its incidents. A culprit is shown only when the rules
 * revealed it to everyone, or in the mastermind's view from its own secret card.
 */
export function incidentSchedule(view: LooperView): ScheduleDay[] {
  const secretCulprits = new Map((view.isMastermind && view.secret ? view.secret.culprits : []).map((c) => [c.day, c.culprit]));
  const days: ScheduleDay[] = [];
  for (let day = 1; day <= view.publicCard.days; day++) {
    const scheduled = view.publicCard.incidents.filter((i) => i.day === day);
    days.push({
      day,
      current: day === view.day,
      past: day < view.day,
      incidents: scheduled.map(({ incident }) => {
        const record = view.incidents.find((r) => r.day === day && r.incident === incident);
        const occurred = record?.occurred ?? null;
        return {
          incident,
          status: occurred === null ? 'pending' : occurred ? 'occurred' : 'notOccurred',
          culprit: view.revealedCulprits[day] ?? secretCulprits.get(day) ?? null,
        };
      }),
    });
  }
  return days;
}

/** The nine steps of a day (digest §5.4), in order. */
export const DAY_STEPS = [
  'dayStart', 'mastermindCards', 'protagonistCards', 'cardResolution', 'mastermindAbilities',
  'goodwillAbilities', 'incidents', 'leaderChange', 'dayEnd',
] as const;
export type DayStep = (typeof DAY_STEPS)[number];

export interface StepTrackModel {
  steps: readonly DayStep[];
  /** Index in `steps` of the step the game is on; -1 outside a day (loop set-up, Final Guess, over). */
  current: number;
  /** The loop set-up (the Henchman's start, the Time Spiral) is going on. */
  loopStart: boolean;
  /** Shown only when the set plays a Final Guess; lit while it is going on. */
  finalGuess: 'hidden' | 'shown' | 'current';
}

/**
 * L125: steps 1 (day start) and 8 (leader change) are on the track but never lit: the engine
 * passes them without a decision, so the table is never standing on them.
 */
const STEP_INDEX: Partial<Record<Step, number>> = {
  mastermindCards: 1,
  protagonistCards: 2,
  cardResolution: 3,
  mastermindAbilities: 4,
  goodwillAbilities: 5,
  incidents: 6,
  dayEnd: 8,
};

export function stepTrack(view: LooperView): StepTrackModel {
  const firstSteps = view.publicCard.tragedySet === 'firstSteps';
  let finalGuess: StepTrackModel['finalGuess'] = firstSteps ? 'hidden' : 'shown';
  if (view.step === 'finalGuess') finalGuess = 'current';
  return { steps: DAY_STEPS, current: STEP_INDEX[view.step] ?? -1, loopStart: view.step === 'loopStart', finalGuess };
}

export interface HandHolder {
  hand: HandIndex;
  seat: number;
  name: string;
  leader: boolean;
}

/** Which seat holds each protagonist hand, and which hand has the leader card. */
export function handHolders(view: LooperView): HandHolder[] {
  return ([0, 1, 2] as const).map((hand) => {
    const seat = view.holders[hand];
    return { hand, seat, name: view.players[seat] ?? '', leader: view.leader === hand };
  });
}

export interface CharacterFacts {
  traits: readonly Trait[];
  paranoiaLimit: number;
  forbidden: readonly LocationId[];
  abilities: { index: number; goodwill: number; oncePerLoop: boolean }[];
}

/** The printed card: public for every character, whoever looks. */
export function characterFacts(id: CharacterId): CharacterFacts {
  const card = CHARACTER_CARDS[id];
  return {
    traits: card.traits,
    paranoiaLimit: card.paranoiaLimit,
    forbidden: card.forbidden,
    abilities: ABILITIES[id].map((a, index) => ({ index, goodwill: a.goodwill, oncePerLoop: a.oncePerLoop })),
  };
}

/** A location id, or a character id: targets never overlap (types.ts). */
export function isLocationTarget(target: string): target is LocationId {
  return (LOCATIONS as readonly string[]).includes(target);
}
