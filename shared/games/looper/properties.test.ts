/**
 * Property tests over a few hundred random-legal games on two small scripts built here (one
 * Basic Tragedy with the Henchman, the Godly Being and the Boss, one First Steps) at 2, 3 and 4
 * players, with every check of property-checks.ts on every step: every game ends, counters
 * never go negative, legalActions ≡ what apply accepts (illegal samples included), a rejected
 * action changes nothing, replay is identical, and the privacy scan finds no unrevealed role,
 * plot, culprit or handbook text in any protagonist or public view, legal list, log line or error.
 * The scale runs on the shipped and generated scripts are in games-*.test.ts.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playChecked, randomChooser } from './property-checks';
import { testScript } from './test-states';
import { SHIPPED_SCRIPTS } from './scripts';
import type { Script } from './script';

const BASIC: Script = testScript({
  mainPlot: 'changeOfFuture',
  subPlots: ['aLoveAffair', 'anUnsettlingRumor'],
  cast: [
    ['girlStudent', 'timeTraveler'], ['officeWorker', 'cultist'], 'doctor', ['boyStudent', 'lover'],
    ['richMansDaughter', 'lovedOne'], ['informer', 'conspiracyTheorist'], 'shrineMaiden', 'patient', 'henchman',
    { character: 'godlyBeing', role: 'person', entryLoop: 2 }, { character: 'boss', role: 'person', turf: 'school' },
  ],
  incidents: [
    { day: 2, incident: 'murder', culprit: 'shrineMaiden' },
    { day: 3, incident: 'hospitalIncident', culprit: 'patient' },
    { day: 4, incident: 'butterflyEffect', culprit: 'henchman' },
  ],
  days: 4,
  loops: 3,
});

const FIRST_STEPS: Script = testScript({
  set: 'firstSteps',
  mainPlot: 'aPlaceToProtect',
  subPlots: ['shadowOfTheRipper'],
  cast: [['classRep', 'keyPerson'], ['alien', 'cultist'], ['popIdol', 'conspiracyTheorist'], ['journalist', 'serialKiller'], 'nurse', 'policeOfficer'],
  incidents: [
    { day: 2, incident: 'increasingUnease', culprit: 'nurse' },
    { day: 3, incident: 'farawayMurder', culprit: 'journalist' },
  ],
  days: 3,
  loops: 2,
});

const outcomes = new Map<string, number>();

describe('looper properties', () => {
  for (const [name, script] of [['Basic Tragedy', BASIC], ['First Steps', FIRST_STEPS]] as const) {
    it(`random-legal games on the ${name} test script end, stay legal, replay identically and leak nothing`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(2, 3, 4), (seed, players) => {
          const { final, scanned, refused } = playChecked(script, players, `prop-${seed}`, randomChooser(seed), true);
          expect(scanned).toBeGreaterThan(0);
          expect(refused).toBeGreaterThan(0);
          outcomes.set(final.result!.reason, (outcomes.get(final.result!.reason) ?? 0) + 1);
        }),
        { numRuns: 100, seed: name.length },
      );
    }, 240_000);
  }

  it('two random-legal games on every shipped script end with the same checks', () => {
    expect(SHIPPED_SCRIPTS.length).toBeGreaterThanOrEqual(12);
    for (const script of SHIPPED_SCRIPTS) {
      for (const players of [2, 4]) {
        const seed = script.id.length * 31 + players;
        const { final } = playChecked(script, players, `prop-${seed}`, randomChooser(seed), true);
        expect(final.result, script.id).not.toBeNull();
      }
    }
  }, 240_000);

  it('the random games above reached every kind of ending', () => {
    expect([...outcomes.keys()].sort()).toEqual(['allLoopsLost', 'finalGuessRight', 'finalGuessWrong', 'loopSurvived']);
  });
});
