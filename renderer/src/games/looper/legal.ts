/**
 * The engine's flat list of legal Tragedy Looper actions, grouped into what the decision panel
 * and the board offer. The table only ever sends one of these objects back (never one it built
 * itself), so it cannot disagree with the engine about legality.
 */
import type { CharacterId, LocationId, RoleId } from '../../../../shared/games/looper/ids';
import type { LooperAction, Target } from '../../../../shared/games/looper/types';

export type Of<T extends LooperAction['type']> = Extract<LooperAction, { type: T }>;

export interface LooperLegal {
  /** Per card in hand: the targets it may go on now (mastermind's or a protagonist hand's placement). */
  placements: Map<string, Target[]>;
  henchmanStarts: Of<'henchmanStart'>[];
  continueLoops: Of<'continueLoops'> | null;
  goToFinalGuess: Of<'goToFinalGuess'> | null;
  cultist: Of<'cultist'>[];
  mastermindAbilities: Of<'mastermindAbility'>[];
  endMastermindAbilities: Of<'endMastermindAbilities'> | null;
  goodwill: Of<'useGoodwill'>[];
  /** The same goodwill uses, by the character whose ability it is (cast order kept). */
  goodwillByCharacter: Map<CharacterId, Of<'useGoodwill'>[]>;
  endGoodwill: Of<'endGoodwill'> | null;
  refusal: Of<'refusal'>[];
  informer: Of<'informerAnswer'>[];
  incidentChoices: Of<'incidentChoice'>[];
  dayEnd: Of<'dayEnd'>[];
  endDay: Of<'endDay'> | null;
  guesses: Of<'guess'>[];
  /** Anything this panel does not know how to draw: still offered, as a plain button. */
  unknown: LooperAction[];
}

export function emptyLegal(): LooperLegal {
  return {
    placements: new Map(),
    henchmanStarts: [],
    continueLoops: null,
    goToFinalGuess: null,
    cultist: [],
    mastermindAbilities: [],
    endMastermindAbilities: null,
    goodwill: [],
    goodwillByCharacter: new Map(),
    endGoodwill: null,
    refusal: [],
    informer: [],
    incidentChoices: [],
    dayEnd: [],
    endDay: null,
    guesses: [],
    unknown: [],
  };
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function groupLegal(legal: readonly LooperAction[]): LooperLegal {
  const g = emptyLegal();
  for (const a of legal) {
    switch (a.type) {
      case 'placeCard': {
        const targets = g.placements.get(a.card);
        if (!targets) g.placements.set(a.card, [a.target]);
        else if (!targets.includes(a.target)) targets.push(a.target);
        break;
      }
      case 'henchmanStart': g.henchmanStarts.push(a); break;
      case 'continueLoops': g.continueLoops = a; break;
      case 'goToFinalGuess': g.goToFinalGuess = a; break;
      case 'cultist': g.cultist.push(a); break;
      case 'mastermindAbility': g.mastermindAbilities.push(a); break;
      case 'endMastermindAbilities': g.endMastermindAbilities = a; break;
      case 'useGoodwill':
        g.goodwill.push(a);
        pushTo(g.goodwillByCharacter, a.character, a);
        break;
      case 'endGoodwill': g.endGoodwill = a; break;
      case 'refusal': g.refusal.push(a); break;
      case 'informerAnswer': g.informer.push(a); break;
      case 'incidentChoice': g.incidentChoices.push(a); break;
      case 'dayEnd': g.dayEnd.push(a); break;
      case 'endDay': g.endDay = a; break;
      case 'guess': g.guesses.push(a); break;
      default: g.unknown.push(a);
    }
  }
  return g;
}

/** The targets the selected card may go on now; empty when no card is selected or it has none. */
export function placementTargets(legal: readonly LooperAction[], card: string | null): Set<string> {
  const out = new Set<string>();
  if (card === null) return out;
  for (const a of legal) if (a.type === 'placeCard' && a.card === card) out.add(a.target);
  return out;
}

/** The placement action for a card on a target, when legal (the board sends exactly this one). */
export function placementAction(legal: readonly LooperAction[], card: string, target: string): Of<'placeCard'> | undefined {
  return legal.find((a): a is Of<'placeCard'> => a.type === 'placeCard' && a.card === card && a.target === target);
}

/** Whether `card` can be placed anywhere now (a hand card with no target is shown but not selectable). */
export function canPlace(legal: readonly LooperAction[], card: string): boolean {
  return placementTargets(legal, card).size > 0;
}

/** The Henchman's possible start locations. */
export function henchmanLocations(g: LooperLegal): LocationId[] {
  return g.henchmanStarts.map((a) => a.location);
}

/** Final Guess: the characters that can still be named, in the order the engine lists them. */
export function guessCharacters(g: LooperLegal): CharacterId[] {
  return [...new Set(g.guesses.map((a) => a.character))];
}

/** Final Guess: the roles that may be named for `character`. */
export function guessRoles(g: LooperLegal, character: CharacterId | null): RoleId[] {
  if (character === null) return [];
  return g.guesses.filter((a) => a.character === character).map((a) => a.role);
}

/** The guess action for a character and a role, when legal. */
export function guessAction(g: LooperLegal, character: CharacterId, role: RoleId): Of<'guess'> | undefined {
  return g.guesses.find((a) => a.character === character && a.role === role);
}

/** The refusal answers on offer: either or both of allow / refuse. */
export function refusalAnswer(g: LooperLegal, refuse: boolean): Of<'refusal'> | undefined {
  return g.refusal.find((a) => a.refuse === refuse);
}

/** The Cultist answers on offer: ignore the Forbid Intrigue, or keep it. */
export function cultistAnswer(g: LooperLegal, ignore: boolean): Of<'cultist'> | undefined {
  return g.cultist.find((a) => a.ignore === ignore);
}

/** Which card a click selects: the same card again unselects; a card with no target is not selectable. */
export function nextSelection(legal: readonly LooperAction[], selected: string | null, clicked: string): string | null {
  if (selected === clicked) return null;
  return canPlace(legal, clicked) ? clicked : selected;
}
