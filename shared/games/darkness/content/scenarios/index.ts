/**
 * Velada's shipped scenarios (digest §2.3 e, Velada's own texts).
 *
 * `vpAwards` keys the engine pays (D216):
 *  - `delivered`: to the hero who brings a numbered part to the objective's `!`, per disc;
 *  - `escorted`: to the rescuer when a townsperson following them reaches the objective's `!`, per person;
 *  - `crafted`: to the hero whose scenario action makes the scenario's item;
 *  - `bossDefeated`: to the hero who deals the boss its last wound (on top of A + D, A29);
 *  - `objective`: to every living hero when the objective is achieved;
 *  - `reachedEdge`: to each hero standing on the town's edge street when a reachEdge objective is met.
 */
import type { ScenarioDef } from '../types';
import { CHEMISTRY_LESSON } from './chemistry-lesson';
import { CURFEW_RADIO } from './curfew-radio';
import { LAST_BUS } from './last-bus';
import { LONG_NIGHT } from './long-night';
import { QUIET_STACKS } from './quiet-stacks';

export const VP_AWARD_KEYS = ['delivered', 'escorted', 'crafted', 'bossDefeated', 'objective', 'reachedEdge'] as const;

export const SCENARIOS: readonly ScenarioDef[] = [CURFEW_RADIO, QUIET_STACKS, CHEMISTRY_LESSON, LAST_BUS, LONG_NIGHT];
