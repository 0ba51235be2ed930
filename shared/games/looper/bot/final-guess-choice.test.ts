import { describe, expect, it } from 'vitest';
import type { CharacterId, RoleId } from '../ids';
import type { LooperAction } from '../types';
import { EARLY_GUESS_CONFIDENCE, finalGuessAction, jointMode, timeSpiralAction } from './final-guess-choice';
import type { Hypothesis } from './hypotheses';

const CAST: CharacterId[] = ['boyStudent', 'girlStudent', 'doctor'];

function hyp(roles: Partial<Record<CharacterId, RoleId>>, weight: number, mainPlot: Hypothesis['mainPlot'] = 'murderPlan'): Hypothesis {
  return { mainPlot, subPlots: [], roles, culprits: {}, weight };
}

/** Every guess of CAST (minus the already named) over a few roles, as the engine lists them. */
function guesses(named: CharacterId[] = []): LooperAction[] {
  const roles: RoleId[] = ['person', 'killer', 'keyPerson', 'brain', 'cultist', 'friend'];
  return CAST.filter((c) => !named.includes(c)).flatMap((character) => roles.map((role) => ({ type: 'guess' as const, character, role })));
}

// Marginals: boy = killer (0.4), girl = friend (0.6); together they appear in no hypothesis.
const SPLIT = [
  hyp({ boyStudent: 'killer', girlStudent: 'keyPerson' }, 0.4),
  hyp({ boyStudent: 'brain', girlStudent: 'friend' }, 0.3),
  hyp({ boyStudent: 'cultist', girlStudent: 'friend' }, 0.3),
];

describe('the joint mode', () => {
  it('is the likeliest whole assignment, not the likeliest role of each character', () => {
    const mode = jointMode(SPLIT, CAST)!;
    expect(mode.roles).toEqual({ boyStudent: 'killer', girlStudent: 'keyPerson', doctor: 'person' });
    expect(mode.p).toBeCloseTo(0.4);
  });

  it('adds up hypotheses that name the same roles under different plots', () => {
    const hs = [hyp({ doctor: 'brain' }, 0.2, 'murderPlan'), hyp({ doctor: 'brain' }, 0.2, 'theSealedItem'), hyp({ boyStudent: 'brain' }, 0.3)];
    expect(jointMode(hs, CAST)!.roles.doctor).toBe('brain');
    expect(jointMode(hs, CAST)!.p).toBeCloseTo(0.4 / 0.7);
  });

  it('is conditioned on confirmed roles', () => {
    const mode = jointMode(SPLIT, CAST, { girlStudent: 'friend' })!;
    expect(mode.roles.boyStudent).toBe('brain');
    expect(mode.p).toBeCloseTo(0.5);
  });

  it('is null when no hypothesis agrees with what is confirmed', () => {
    expect(jointMode(SPLIT, CAST, { doctor: 'killer' })).toBeNull();
  });
});

describe('the Final Guess', () => {
  it('names a part of the joint mode, never the per-character marginal pair', () => {
    const a = finalGuessAction(SPLIT, CAST, {}, guesses());
    expect(a.type).toBe('guess');
    const g = a as Extract<LooperAction, { type: 'guess' }>;
    expect({ boyStudent: 'killer', girlStudent: 'keyPerson', doctor: 'person' }[g.character as 'doctor']).toBe(g.role);
  });

  it('names the least certain part of the mode first (the doctor, surely a Person, comes last)', () => {
    const a = finalGuessAction(SPLIT, CAST, {}, guesses()) as Extract<LooperAction, { type: 'guess' }>;
    expect(a.character).not.toBe('doctor');
  });

  it('re-conditions on a confirmed answer before the next name', () => {
    // The girl was named Friend and the mastermind said "correct": the boy is now Brain or Cultist, not Killer.
    const a = finalGuessAction(SPLIT, CAST, { girlStudent: 'friend' }, guesses(['girlStudent'])) as Extract<LooperAction, { type: 'guess' }>;
    expect(a.character).toBe('boyStudent');
    expect(['brain', 'cultist']).toContain(a.role);
  });
});

describe('the Time Spiral', () => {
  const legal: LooperAction[] = [{ type: 'continueLoops' }, { type: 'goToFinalGuess' }];

  it('keeps looping while the joint mode is below the threshold', () => {
    expect(timeSpiralAction(SPLIT, CAST, {}, legal)).toEqual({ type: 'continueLoops' });
  });

  it('goes to the Final Guess once the joint mode reaches the threshold', () => {
    const sure = [hyp({ doctor: 'killer' }, EARLY_GUESS_CONFIDENCE), hyp({ boyStudent: 'killer' }, 1 - EARLY_GUESS_CONFIDENCE)];
    expect(timeSpiralAction(sure, CAST, {}, legal)).toEqual({ type: 'goToFinalGuess' });
    const almost = [hyp({ doctor: 'killer' }, 0.85), hyp({ boyStudent: 'killer' }, 0.15)];
    expect(timeSpiralAction(almost, CAST, {}, legal)).toEqual({ type: 'continueLoops' });
  });
});
