/**
 * A real When Darkness Comes game for the table's tests: the engine's own setup, apply, view and
 * legal actions over Velada's content (no hand-made views), with heroes and house rules as given.
 */
import { darkness } from '../../../../../shared/games/darkness/game';
import type { DarknessAction, DarknessOptions, DarknessState, HeroSetup, Seat } from '../../../../../shared/games/darkness/game/types';

export const HERO_NAMES = ['Ana', 'Luis', 'Marta', 'Pablo'];

export function hero(i: number, extra: Partial<HeroSetup> = {}): HeroSetup {
  return {
    characterId: null,
    pregenId: null,
    name: HERO_NAMES[i] ?? `H${i}`,
    attributes: { speed: 3, attack: 3, dexterity: 3, intelligence: 3, persuasion: 3, medicine: 3, defense: 4 },
    skills: {},
    maxHealth: 4,
    startingVp: 0,
    keptItems: [],
    ...extra,
  };
}

export function game(o: { heroes?: number; master?: boolean; rules?: Record<string, string>; scenarioId?: string; seed?: string } = {}): DarknessState {
  const heroes = Array.from({ length: o.heroes ?? 2 }, (_, i) => hero(i));
  const options: DarknessOptions = {
    scenarioId: o.scenarioId ?? 'curfew_radio',
    heroes,
    master: o.master ?? false,
    houseRules: { A20: 'lobby_order_first_seat', ...(o.rules ?? {}) },
    campaignId: null,
    campaignFlags: {},
  };
  return darkness.setup(options, o.seed ?? 'u12');
}

export function step(s: DarknessState, seat: Seat, action: DarknessAction): DarknessState {
  const r = darkness.apply(s, seat, action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code}`);
  return r.state;
}

export const viewOf = (s: DarknessState, seat: Seat | null) => darkness.view(s, seat === null ? { kind: 'public' } : { kind: 'seat', seat });
export const legalOf = (s: DarknessState, seat: Seat) => darkness.legalActions(s, seat);
