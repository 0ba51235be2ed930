/**
 * The round's edges (issue 12; digest §1.7, §2.3 e): what the start of a hero's turn sets off (a fight
 * or flight with an adversary under the figure, 1.12.5), and the end of a round — the doom clock,
 * the scenario's scheduled events, then the Master's round or the adversaries' own turn. Effects
 * only (turn.ts calls them between turns); they set a pending decision at most.
 */
import { eventHappens } from '../content';
import type { ScenarioEvent } from '../content/types';
import { frontStreet, runAdversaries, streetNearHeroes } from './adversaries';
import { tileIndexOf } from './board';
import { offerFightOrFlight } from './fight';
import { log, masterSeat } from './state';
import type { DarknessState, Seat } from './types';
import { finishGame, newDisc, scenarioOf } from './vp';

/** 1.12.5: a face-up adversary under the figure makes the hero fight or flee before anything else. */
export function startOfHeroTurn(s: DarknessState, seat: Seat): void {
  if (s.result || s.pending) return;
  const foe = Object.values(s.discs).find((d) => d.kind === 'adversary' && d.where.zone === 'underFigure' && d.where.seat === seat);
  if (foe) offerFightOrFlight(s, seat, foe.id);
}

/** Called by turn.ts when round `s.round` has ended (before the next begins). */
export function endOfRound(s: DarknessState): void {
  if (s.result) return;
  const sc = scenarioOf(s);
  const clock = s.scenario.doomClock;
  if (typeof clock === 'number' && s.round >= clock) return finishGame(s, 'defeat', 'doomClock');
  if (sc.objective.kind === 'reachEdge' && s.round >= sc.objective.byRound) return finishGame(s, 'defeat', 'tooLate');
  for (const [i, ev] of sc.events.entries()) if (ev.round === s.round + 1 && eventHappens(ev, s.heroes.length)) fireEvent(s, ev, i);
  if (s.result) return;
  const master = masterSeat(s);
  if (master !== null) {
    s.pending = { kind: 'master', seat: master, reason: 'round' };
    return;
  }
  runAdversaries(s);
}

/** A scheduled event; weather and light only while the environment module is in play (A48). */
export function fireEvent(s: DarknessState, ev: ScenarioEvent, index: number): void {
  const environment = s.master || s.rules.A48 !== 'master_only';
  switch (ev.kind) {
    case 'message':
      return log(s, 'scenarioEvent', { scenario: s.scenarioId, event: index });
    case 'weather':
      if (!environment) return;
      s.env = { ...s.env, weather: ev.weather };
      return log(s, 'weatherChanged', { weather: ev.weather });
    case 'light':
      if (!environment) return;
      s.env = { ...s.env, light: ev.light };
      return log(s, 'lightChanged', { light: ev.light });
    case 'adversaryJoins': {
      const tile = ev.at === 'nearestStreetToHeroes' ? null : tileIndexOf(s, ev.at.tile);
      const at = ev.at === 'nearestStreetToHeroes' ? streetNearHeroes(s) : tile === null ? null : frontStreet(s, tile);
      if (!at) return log(s, 'adversaryCannotJoin', { disc: ev.adversary });
      newDisc(s, ev.adversary, 'adversary', { zone: 'board', at: { ...at }, faceUp: true });
      return log(s, 'adversaryJoins', { disc: ev.adversary, x: at.x, y: at.y });
    }
  }
}
