/**
 * Rules 3 (L87–L91): what the table is told and who is asked depend on public facts only. Each
 * case is a pair of states that differ only in a secret and have the same public outcome; rules 3
 * shows them alike, rules 2 (older saves) still tells them apart exactly as before.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../engine/hash';
import { act, stateAt } from './flow-test-helpers';
import { incidentChoices, resolveIncident } from './incidents';
import type { CharacterId, IncidentId } from './ids';
import { legalActions } from './rules';
import { charOf, publicLines, setChar, testState, type TestStateSpec } from './test-states';
import { observation } from './twin-games';
import { killerTwins, murderTwins as namedMurderTwins } from './twin-scripts';
import type { LooperState } from './types';

const alike = (a: LooperState, b: LooperState) => canonicalJson(observation(a)) === canonicalJson(observation(b));
const keys = (s: LooperState) => publicLines(s).map((l) => l.key);

/** The named Murder twins (twin-scripts.ts): nobody to kill, or only the Time Traveler. */
function murderTwins(rulesVersion: number, step: 'mastermindAbilities' | 'incidents'): { nobody: LooperState; immortal: LooperState } {
  const [nobody, immortal] = namedMurderTwins(rulesVersion, step);
  return { nobody, immortal };
}

describe('L87 the incident question is asked by the card, not by the board around a secret culprit', () => {
  it('L87 a Murder whose only possible victim cannot die is told exactly as a Murder with nobody to kill', () => {
    let { nobody, immortal } = murderTwins(3, 'incidents');
    expect(nobody.pending).toEqual({ t: 'incident', seat: 0, day: 1, incident: 'murder' });
    expect(alike(nobody, immortal)).toBe(true);
    expect(legalActions(nobody, 0)).toEqual([{ type: 'incidentChoice' }]);
    expect(legalActions(immortal, 0)).toEqual([{ type: 'incidentChoice', target: 'patient' }]);
    nobody = act(nobody, 0, { type: 'incidentChoice' });
    immortal = act(immortal, 0, { type: 'incidentChoice', target: 'patient' });
    expect(charOf(immortal, 'patient').alive).toBe(true);
    expect(alike(nobody, immortal)).toBe(true);
    expect(keys(nobody)).toEqual(['incidentOccurred', 'incidentNoEffect', 'leaderPassed']);
    expect(nobody.pending).toEqual({ t: 'dayEnd', seat: 0 });
  });

  it('L87 rules 2 (older saves): the culprit alone is not asked, and the immortal victim gets no "nothing happened"', () => {
    let { nobody, immortal } = murderTwins(2, 'incidents');
    expect(nobody.pending).toEqual({ t: 'dayEnd', seat: 0 });
    expect(keys(nobody)).toEqual(['incidentOccurred', 'incidentNoEffect', 'leaderPassed']);
    expect(immortal.pending).toEqual({ t: 'incident', seat: 0, day: 1, incident: 'murder' });
    immortal = act(immortal, 0, { type: 'incidentChoice', target: 'patient' });
    expect(keys(immortal)).toEqual(['incidentOccurred', 'leaderPassed']);
    expect(alike(nobody, immortal)).toBe(false);
  });

  it('L87 every incident whose card chooses asks the mastermind, with "nobody" when there is no one', () => {
    const lone = (incident: IncidentId) => {
      const s = testState({ cast: ['doctor', 'alien'], incidents: [{ day: 1, incident, culprit: 'doctor' }] });
      setChar(s, 'doctor', { paranoia: 2 });
      return incidentChoices(s, incident, 'doctor');
    };
    expect(lone('murder')).toEqual([{}]);
    expect(lone('farawayMurder')).toEqual([{}]);
    for (const incident of ['suicide', 'hospitalIncident', 'foulEvil'] as IncidentId[]) expect(lone(incident)).toEqual([]);
    for (const incident of ['increasingUnease', 'spreading', 'missingPerson', 'butterflyEffect'] as IncidentId[]) expect(lone(incident).length).toBeGreaterThan(0);
  });
});

/** A state whose day-1 incident's culprit is in panic; `patch` sets the board. */
function incident(incidentId: IncidentId, culprit: CharacterId, cast: TestStateSpec['cast'], rulesVersion: number, patch: (s: LooperState) => void = () => {}): LooperState {
  const s = testState({ cast, incidents: [{ day: 1, incident: incidentId, culprit }], rulesVersion });
  setChar(s, culprit, { paranoia: 9 });
  patch(s);
  return s;
}

describe('L88 a kill that kills nobody is announced the same way, whatever stopped it', () => {
  const cases: { name: string; make: (v: number) => LooperState; choice: object; v2: string[]; v3: string[] }[] = [
    {
      name: 'Suicide of an immortal culprit',
      make: (v) => incident('suicide', 'doctor', [['doctor', 'timeTraveler'], 'nurse'], v),
      choice: {},
      v2: ['incidentOccurred'],
      v3: ['incidentOccurred', 'incidentNoEffect'],
    },
    {
      name: 'Suicide of a guarded culprit',
      make: (v) => incident('suicide', 'doctor', ['doctor', 'nurse'], v, (s) => setChar(s, 'doctor', { guarded: true })),
      choice: {},
      v2: ['incidentOccurred', 'guardSpent'],
      v3: ['incidentOccurred', 'guardSpent', 'incidentNoEffect'],
    },
    {
      name: 'Murder of a guarded victim',
      make: (v) => incident('murder', 'doctor', ['doctor', 'nurse'], v, (s) => setChar(s, 'nurse', { guarded: true })),
      choice: { target: 'nurse' },
      v2: ['incidentOccurred', 'guardSpent'],
      v3: ['incidentOccurred', 'guardSpent', 'incidentNoEffect'],
    },
    {
      name: 'Faraway Murder of the Time Traveler',
      make: (v) => incident('farawayMurder', 'doctor', ['doctor', ['alien', 'timeTraveler']], v, (s) => setChar(s, 'alien', { intrigue: 2 })),
      choice: { target: 'alien' },
      v2: ['incidentOccurred'],
      v3: ['incidentOccurred', 'incidentNoEffect'],
    },
    {
      name: 'Hospital Incident with 1 Intrigue and nobody in the Hospital',
      make: (v) => incident('hospitalIncident', 'alien', ['alien', 'officeWorker'], v, (s) => { s.locationIntrigue.hospital = 1; }),
      choice: {},
      v2: ['incidentOccurred'],
      v3: ['incidentOccurred', 'incidentNoEffect'],
    },
  ];
  for (const c of cases) {
    it(`L88 ${c.name}: "occurred, nothing happened" (rules 2 keep the old lines)`, () => {
      for (const [version, expected] of [[3, c.v3], [2, c.v2]] as const) {
        const s = c.make(version);
        const culprit = s.script.secret.culprits[0]!.culprit;
        resolveIncident(s, s.script.public.incidents[0]!.incident, culprit, c.choice);
        expect(s.characters.every((x) => x.alive)).toBe(true);
        expect(keys(s), `rules ${version}`).toEqual(expected);
      }
    });
  }

  it('L88 a kill that kills someone, or the protagonists, still says only what happened', () => {
    const s = incident('hospitalIncident', 'alien', ['alien', 'officeWorker'], 3, (x) => { x.locationIntrigue.hospital = 2; });
    resolveIncident(s, 'hospitalIncident', 'alien', {});
    expect(keys(s)).toEqual(['incidentOccurred', 'protagonistsDied']);
    const t = incident('murder', 'doctor', ['doctor', 'nurse'], 3);
    resolveIncident(t, 'murder', 'doctor', { target: 'nurse' });
    expect(keys(t)).toEqual(['incidentOccurred', 'characterDied']);
  });
});

/**
 * Step 5 with the Doctor (2 Goodwill) and the Patient in the Hospital. Doctor: the Doctor is a
 * Brain and the mastermind borrows his ability (L4) for +1 Paranoia on the Patient. Theorist: the
 * Doctor is a Person and the Nurse, a Conspiracy Theorist, places the same Paranoia.
 */
function doctorTwins(rulesVersion: number): { doctor: LooperState; theorist: LooperState } {
  const twin = (doctorRole: 'brain' | 'person', nurseRole: 'person' | 'conspiracyTheorist') =>
    stateAt('mastermindAbilities', { cast: [['doctor', doctorRole], 'patient', ['nurse', nurseRole]], rulesVersion }, (s) => {
      charOf(s, 'doctor').goodwill = 2;
    });
  let doctor = act(twin('brain', 'person'), 0, { type: 'mastermindAbility', ability: 'doctor', source: 'doctor', target: 'patient', sign: 1 });
  let theorist = act(twin('person', 'conspiracyTheorist'), 0, { type: 'mastermindAbility', ability: 'conspiracyTheorist', source: 'nurse', target: 'patient' });
  doctor = act(doctor, 0, { type: 'endMastermindAbilities' });
  theorist = act(theorist, 0, { type: 'endMastermindAbilities' });
  return { doctor, theorist };
}

describe('L89 the mastermind\'s Doctor and the leader\'s list', () => {
  it('L89 after the mastermind used the Doctor, the leader is offered the same abilities; declaring his comes to nothing', () => {
    const { doctor, theorist } = doctorTwins(3);
    expect(alike(doctor, theorist)).toBe(true);
    expect(doctor.pending).toEqual({ t: 'goodwill', seat: 1 });
    const use = { type: 'useGoodwill', character: 'doctor', ability: 0, target: 'nurse', sign: 1 } as const;
    expect(legalActions(doctor, 1)).toContainEqual(use);
    const asked = act(doctor, 1, use);
    expect(asked.pending?.t).toBe('refusal');
    expect(alike(asked, act(theorist, 1, use))).toBe(true);
    expect(legalActions(asked, 0)).toEqual([{ type: 'refusal', refuse: true }]);
    const after = act(asked, 0, { type: 'refusal', refuse: true });
    expect(charOf(after, 'nurse').paranoia).toBe(0);
    const at = keys(after).lastIndexOf('goodwillDeclared');
    expect(keys(after).slice(at, at + 2)).toEqual(['goodwillDeclared', 'nothingHappens']);
    // Used for the day: nothing else is usable, so the step ends by itself (L42).
    expect(after.pending).toEqual({ t: 'dayEnd', seat: 0 });
  });

  it('L89 rules 2 (older saves): the mastermind\'s use takes the Doctor\'s ability off the leader\'s list', () => {
    const { doctor, theorist } = doctorTwins(2);
    expect(alike(doctor, theorist)).toBe(false);
    // Nothing else is usable: the goodwill step is skipped for the Brain Doctor's twin only (L42).
    expect(doctor.pending).toEqual({ t: 'dayEnd', seat: 0 });
    expect(theorist.pending).toEqual({ t: 'goodwill', seat: 1 });
  });
});

/** The named step-9 twins (twin-scripts.ts): the Nurse is the Killer, or a Serial Killer. */
function dayEndTwins(rulesVersion: number): { killer: LooperState; serial: LooperState } {
  const [killer, serial] = killerTwins(rulesVersion, 'incidents');
  return { killer, serial };
}

describe('L91 step 9: the question comes before every death of the step', () => {
  it('L91 a Serial Killer\'s kill that ends the loop waits for the mastermind\'s answer, as a Killer\'s does', () => {
    const { killer, serial } = dayEndTwins(3);
    expect(alike(killer, serial)).toBe(true);
    expect(serial.pending).toEqual({ t: 'dayEnd', seat: 0 });
    expect(charOf(serial, 'boyStudent').alive).toBe(true);
    expect(legalActions(serial, 0)).toEqual([{ type: 'endDay' }]);
    expect(legalActions(killer, 0)).toContainEqual({ type: 'dayEnd', effect: 'killerKillsKeyPerson', source: 'nurse' });
    const killed = act(killer, 0, { type: 'dayEnd', effect: 'killerKillsKeyPerson', source: 'nurse' });
    const ended = act(serial, 0, { type: 'endDay' });
    expect(charOf(ended, 'boyStudent').alive).toBe(false);
    expect(alike(killed, ended)).toBe(true);
    expect(ended.pending?.t).toBe('timeSpiral');
  });

  it('L91 the options offered are those left once the mandatory effects are done; a day that goes on asks again', () => {
    // The Office Worker (Killer) stands with no Key Person: once the day's Serial Killer kill is
    // counted, nothing is left to offer, and its effects run with the first answer.
    const moved = stateAt('incidents', {
      cast: [['officeWorker', 'killer'], ['nurse', 'serialKiller'], ['boyStudent', 'keyPerson'], 'journalist'],
      at: { nurse: 'school', boyStudent: 'city', journalist: 'school' },
    }, (s) => { charOf(s, 'boyStudent').intrigue = 2; });
    expect(legalActions(moved, 0)).toEqual([{ type: 'dayEnd', effect: 'killerKillsKeyPerson', source: 'officeWorker' }, { type: 'endDay' }]);
    expect(charOf(moved, 'journalist').alive).toBe(true);
    const next = act(moved, 0, { type: 'endDay' });
    expect(charOf(next, 'journalist').alive).toBe(false);
    expect(next.day).toBe(2);
  });

  it('L91 rules 2 (older saves): the Serial Killer\'s kill ends the loop before any question', () => {
    const { killer, serial } = dayEndTwins(2);
    expect(killer.pending).toEqual({ t: 'dayEnd', seat: 0 });
    expect(serial.pending?.t).toBe('timeSpiral');
    expect(charOf(serial, 'boyStudent').alive).toBe(false);
    expect(alike(killer, serial)).toBe(false);
  });
});
