/**
 * The fight's bookkeeping (digest §1.12), below the rules that start, continue or end one: a fight
 * lives in `s.scenario.fight` (public: the whole table watches it) while the checks it starts hold
 * `s.pending`. Also the fight-or-flight offer at the start of a turn (round.ts), which only asks.
 */
import type { DarknessState, Pending, Seat } from './types';

export const ROUNDS_VS_ADVERSARY = 3;
export const ROUNDS_VS_SECURITY = 1;

/** One fight, as the table sees it. `firstHalf`: the round's first roll is still to come or being rolled. */
export interface Fight {
  seat: Seat;
  disc: string;
  round: number;
  rounds: number;
  initiative: 'hero' | 'adversary' | null;
  vsSecurity: boolean;
  firstHalf: boolean;
  /** Heroes who helped the initiative or an attack roll: they are "in the fight" (1.12.7, A26). */
  helpers: Seat[];
  /** D303: with a Master, an adversary disc's I/A/D rolled on the table for this round. */
  rolled?: { initiative: number; attack: number; defense: number };
}

export function fightOf(s: DarknessState): Fight | null {
  const raw = s.scenario.fight;
  return typeof raw === 'string' && raw !== '' ? (JSON.parse(raw) as Fight) : null;
}

export function setFight(s: DarknessState, f: Fight | null): void {
  if (f) s.scenario.fight = JSON.stringify(f);
  else delete s.scenario.fight;
}

export function combatPending(f: Fight, step: 'initiative' | 'choose' | 'attack' | 'defend'): Pending {
  return { kind: 'combat', seat: f.seat, disc: f.disc, round: f.round, roundsThisTurn: f.rounds, initiative: f.initiative, step, vsSecurity: f.vsSecurity };
}

/** 1.12.5: a face-up adversary under the figure at the start of the hero's turn: fight or flee. */
export function offerFightOrFlight(s: DarknessState, seat: Seat, discId: string): void {
  const f: Fight = { seat, disc: discId, round: 1, rounds: ROUNDS_VS_ADVERSARY, initiative: null, vsSecurity: false, firstHalf: true, helpers: [] };
  setFight(s, f);
  s.pending = combatPending(f, 'choose');
}
