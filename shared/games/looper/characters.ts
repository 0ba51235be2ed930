/**
 * The 18 characters' printed stats (digest §1.1, VERIFIED by two datasets). Abilities are in
 * abilities.ts; the special set-up rules (Godly Being, Boss, Henchman, Mystery Boy) in the
 * script validator and setup.
 */
import type { CharacterId, LocationId, Trait } from './ids';

export interface CharacterCard {
  traits: readonly Trait[];
  paranoiaLimit: number;
  /** null: the mastermind chooses the Henchman's start at every loop's set-up. */
  start: LocationId | null;
  forbidden: readonly LocationId[];
}

export const CHARACTER_CARDS: Record<CharacterId, CharacterCard> = {
  boyStudent: { traits: ['student', 'boy'], paranoiaLimit: 2, start: 'school', forbidden: [] },
  girlStudent: { traits: ['student', 'girl'], paranoiaLimit: 3, start: 'school', forbidden: [] },
  richMansDaughter: { traits: ['student', 'girl'], paranoiaLimit: 1, start: 'school', forbidden: [] },
  classRep: { traits: ['student', 'girl'], paranoiaLimit: 2, start: 'school', forbidden: [] },
  mysteryBoy: { traits: ['student', 'boy'], paranoiaLimit: 3, start: 'school', forbidden: [] },
  shrineMaiden: { traits: ['student', 'girl'], paranoiaLimit: 2, start: 'shrine', forbidden: ['city'] },
  alien: { traits: ['girl'], paranoiaLimit: 2, start: 'shrine', forbidden: ['hospital'] },
  godlyBeing: { traits: ['man', 'woman'], paranoiaLimit: 3, start: 'shrine', forbidden: [] },
  policeOfficer: { traits: ['adult', 'man'], paranoiaLimit: 3, start: 'city', forbidden: [] },
  officeWorker: { traits: ['adult', 'man'], paranoiaLimit: 2, start: 'city', forbidden: ['school'] },
  informer: { traits: ['adult', 'woman'], paranoiaLimit: 3, start: 'city', forbidden: [] },
  popIdol: { traits: ['student', 'girl'], paranoiaLimit: 2, start: 'city', forbidden: [] },
  journalist: { traits: ['adult', 'man'], paranoiaLimit: 2, start: 'city', forbidden: [] },
  boss: { traits: ['adult', 'man'], paranoiaLimit: 4, start: 'city', forbidden: [] },
  doctor: { traits: ['adult', 'man'], paranoiaLimit: 2, start: 'hospital', forbidden: [] },
  patient: { traits: ['boy'], paranoiaLimit: 2, start: 'hospital', forbidden: ['shrine', 'city', 'school'] },
  nurse: { traits: ['adult', 'woman'], paranoiaLimit: 3, start: 'hospital', forbidden: [] },
  henchman: { traits: ['adult', 'man'], paranoiaLimit: 1, start: null, forbidden: [] },
};
