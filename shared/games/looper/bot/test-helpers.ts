/** Constructed public histories for the bot tests: frames with only the fields a test cares about. */
import { CHARACTER_CARDS } from '../characters';
import type { CharacterId, TragedySetId } from '../ids';
import type { ScriptPublicCard } from '../script';
import type { FrameCharacter, PublicFrame, PublicHistory } from './public-history';

export function card(tragedySet: TragedySetId, over: Partial<ScriptPublicCard> = {}): ScriptPublicCard {
  return { tragedySet, loops: 4, days: 6, incidents: [{ day: 2, incident: 'murder' }, { day: 4, incident: 'suicide' }], specialRules: [], ...over };
}

export function ch(id: CharacterId, over: Partial<FrameCharacter> = {}): FrameCharacter {
  return { id, location: CHARACTER_CARDS[id].start ?? 'city', alive: true, paranoia: 0, goodwill: 0, intrigue: 0, role: null, ...over };
}

export function frame(characters: FrameCharacter[], over: Partial<PublicFrame> = {}): PublicFrame {
  return {
    loop: 1, day: 1, step: 'mastermindCards', decision: null, characters,
    locationIntrigue: { hospital: 0, shrine: 0, city: 0, school: 0 }, turf: null,
    incidents: [], revealedCulprits: {}, newLines: [], over: false, outcome: null, ...over,
  };
}

export function history(c: ScriptPublicCard, frames: PublicFrame[]): PublicHistory {
  return { card: c, frames };
}

export const CAST6: CharacterId[] = ['boyStudent', 'girlStudent', 'richMansDaughter', 'shrineMaiden', 'doctor', 'officeWorker'];
