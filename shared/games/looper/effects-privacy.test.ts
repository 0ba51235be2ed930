import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABILITIES, goodwillUses, resolveGoodwill } from './abilities';
import { dayEndUses, resolveDayEnd, resolveMandatoryDayEnd } from './day-end';
import { incidentChoices, resolveIncident } from './incidents';
import { INCIDENTS, LOCATIONS, PLOTS, ROLES, type CharacterId, type LocationId } from './ids';
import { mastermindAbilityUses, resolveMastermindAbility } from './mastermind-abilities';
import { applyLoopStart, loopLost } from './plots';
import { draftOf } from './state';
import { PRIVATE_EFFECT_LOG_KEYS, PUBLIC_EFFECT_LOG_KEYS, type PublicEffectLogKey } from './log-keys-effects';
import { publicLines, testState } from './test-states';
import type { LogEntry, LooperState } from './types';

/** Every role of both sets on one board (not a valid script: a test of what the log says, not of authoring). */
const CAST: [CharacterId, (typeof ROLES)[number]][] = [
  ['boyStudent', 'person'], ['girlStudent', 'keyPerson'], ['richMansDaughter', 'killer'], ['classRep', 'brain'],
  ['mysteryBoy', 'cultist'], ['shrineMaiden', 'conspiracyTheorist'], ['alien', 'serialKiller'], ['godlyBeing', 'curmudgeon'],
  ['policeOfficer', 'friend'], ['officeWorker', 'timeTraveler'], ['informer', 'witch'], ['popIdol', 'lover'],
  ['journalist', 'lovedOne'], ['boss', 'factor'], ['doctor', 'person'], ['patient', 'person'], ['nurse', 'person'], ['henchman', 'brain'],
];

/** Ability effects whose whole point is a reveal the rules make public. */
const REVEALS = new Set(['revealSelf', 'revealRole', 'revealCulprit']);
const SECRET_WORDS = new Set<string>([...ROLES, ...PLOTS]);

function everyRoleState(counters: number[][], locations: LocationId[]): LooperState {
  const s = testState({
    mainPlot: 'murderPlan',
    subPlots: ['paranoiaVirus', 'threadsOfFate', 'anUnsettlingRumor', 'unknownFactorX'],
    cast: CAST.map(([character, role]) => (character === 'boss' ? { character, role, turf: 'school' as const } : [character, role])),
    incidents: INCIDENTS.map((incident, i) => ({ day: i + 1, incident, culprit: CAST[i]![0] })),
    days: 9,
  });
  s.characters.forEach((c, i) => {
    const [p, g, n] = counters[i] ?? [0, 0, 0];
    Object.assign(c, { paranoia: p, goodwill: g, intrigue: n, location: locations[i] ?? c.location });
  });
  s.goodwillAtLoopEnd = { nurse: 1, alien: 2 };
  return s;
}

/** Runs every effect the state offers, each on its own copy, and collects the lines written. */
function everyLine(s: LooperState): LogEntry[] {
  const lines: LogEntry[] = [];
  const run = (f: (d: LooperState) => void): void => {
    const d = draftOf(s);
    const before = d.log.length;
    f(d);
    lines.push(...d.log.slice(before));
  };
  for (const use of mastermindAbilityUses(s)) run((d) => resolveMastermindAbility(d, use));
  for (const use of goodwillUses(s)) {
    if (REVEALS.has(ABILITIES[use.character][use.ability]!.effect)) continue;
    run((d) => resolveGoodwill(d, use, false));
    run((d) => resolveGoodwill(d, use, true));
  }
  run(resolveMandatoryDayEnd);
  for (const use of dayEndUses(s)) run((d) => resolveDayEnd(d, use));
  for (const [i, incident] of INCIDENTS.entries()) {
    const culprit = CAST[i]![0];
    const choices = incidentChoices(s, incident, culprit);
    for (const choice of choices.length > 0 ? choices : [{}]) {
      // A Faraway Murder of its own culprit, or a Suicide, shows who died: a result, not a source.
      if (incident === 'suicide' || choice.target === culprit) continue;
      run((d) => { d.day = i + 1; resolveIncident(d, incident, culprit, choice); });
    }
  }
  run(applyLoopStart);
  run((d) => { loopLost(d); });
  return lines;
}

describe('privacy of the effects log', () => {
  it('public lines never carry a role, a plot or a culprit, whatever the board', () => {
    const counters = fc.array(fc.tuple(fc.nat(5), fc.nat(6), fc.nat(5)), { minLength: CAST.length, maxLength: CAST.length });
    const places = fc.array(fc.constantFrom(...LOCATIONS), { minLength: CAST.length, maxLength: CAST.length });
    const area = fc.record({ hospital: fc.nat(3), shrine: fc.nat(3), city: fc.nat(3), school: fc.nat(3) });
    fc.assert(fc.property(counters, places, area, (cs, ls, intrigue) => {
      const s = everyRoleState(cs.map((t) => [...t]), ls);
      s.locationIntrigue = intrigue;
      const culprits = new Set(CAST.slice(0, INCIDENTS.length).map(([c]) => c));
      const lines = everyLine(s);
      for (const line of lines.filter((l) => l.to !== undefined)) {
        expect(line.to).toBe(0);
        expect(Object.keys(PRIVATE_EFFECT_LOG_KEYS)).toContain(line.key);
      }
      for (const line of lines.filter((l) => l.to === undefined)) {
        expect(Object.keys(PUBLIC_EFFECT_LOG_KEYS)).toContain(line.key);
        expect(Object.keys(line.params).sort()).toEqual([...PUBLIC_EFFECT_LOG_KEYS[line.key as PublicEffectLogKey]].sort());
        for (const value of Object.values(line.params)) expect(SECRET_WORDS.has(String(value))).toBe(false);
        if (line.key === 'incidentOccurred' || line.key === 'incidentNoEffect') {
          expect(Object.values(line.params).some((v) => culprits.has(v as CharacterId))).toBe(false);
        }
      }
    }), { numRuns: 60 });
  });

  it('an incident\'s lines never name its culprit (constructed: Missing Person, Butterfly Effect, Murder)', () => {
    const s = everyRoleState([], []);
    for (const [day, incident, culprit] of [[6, 'missingPerson', 'shrineMaiden'], [9, 'butterflyEffect', 'policeOfficer'], [1, 'murder', 'boyStudent']] as const) {
      const choice = incidentChoices(s, incident, culprit).find((c) => c.target !== culprit) ?? {};
      const d = draftOf(s);
      d.day = day;
      resolveIncident(d, incident, culprit, choice);
      expect(JSON.stringify(publicLines(d))).not.toContain(culprit);
    }
  });
});
