import { describe, expect, it } from 'vitest';
import { incidentChoices, incidentOccurs, isIncidentChoiceLegal, resolveIncident } from './incidents';
import { charOf, privateLines, publicLines, setChar, testState, type TestStateSpec } from './test-states';
import type { CharacterId, IncidentId } from './ids';

/** A state with one incident on day 1 whose culprit is already in panic. */
function withIncident(incident: IncidentId, culprit: CharacterId, cast: TestStateSpec['cast'], extra: Partial<TestStateSpec> = {}) {
  const s = testState({ cast, incidents: [{ day: 1, incident, culprit }], ...extra });
  setChar(s, culprit, { paranoia: 9 });
  return s;
}

describe('incident procedure', () => {
  it('occurs only when the culprit is cast, alive, on the board and in panic', () => {
    const s = testState({ cast: ['nurse', 'godlyBeing'], incidents: [{ day: 1, incident: 'suicide', culprit: 'nurse' }, { day: 2, incident: 'foulEvil', culprit: 'godlyBeing' }] });
    setChar(s, 'nurse', { paranoia: 2 });
    expect(incidentOccurs(s, 1)).toBe(false);
    setChar(s, 'nurse', { paranoia: 3 });
    expect(incidentOccurs(s, 1)).toBe(true);
    setChar(s, 'nurse', { alive: false });
    expect(incidentOccurs(s, 1)).toBe(false);
    setChar(s, 'godlyBeing', { paranoia: 3, location: null });
    expect(incidentOccurs(s, 2)).toBe(false);
    expect(incidentOccurs(s, 3)).toBe(false);
  });

  it('L2 a calmed Henchman does not cause his incident', () => {
    const s = withIncident('foulEvil', 'henchman', ['henchman']);
    expect(incidentOccurs(s, 1)).toBe(true);
    s.henchmanCalm = true;
    expect(incidentOccurs(s, 1)).toBe(false);
  });

  it('marks the record as occurred and names the incident publicly, the culprit only to the mastermind', () => {
    const s = withIncident('foulEvil', 'alien', ['alien']);
    resolveIncident(s, 'foulEvil', 'alien', {});
    expect(s.incidents[0]!.occurred).toBe(true);
    expect(publicLines(s)[0]).toEqual({ key: 'incidentOccurred', params: { incident: 'foulEvil' } });
    expect(privateLines(s)).toEqual([{ key: 'incidentCulprit', params: { incident: 'foulEvil', character: 'alien' }, to: 0 }]);
  });
});

describe('incidents', () => {
  it('Murder kills another character at the culprit\'s location (never the culprit)', () => {
    const s = withIncident('murder', 'doctor', ['doctor', 'nurse', 'alien']);
    expect(incidentChoices(s, 'murder', 'doctor')).toEqual([{ target: 'nurse' }]);
    resolveIncident(s, 'murder', 'doctor', { target: 'nurse' });
    expect(charOf(s, 'nurse').alive).toBe(false);
    expect(publicLines(s).map((l) => l.key)).toEqual(['incidentOccurred', 'characterDied']);
  });

  it('L47 rules 2: Murder with nobody else there occurs without effect, without asking', () => {
    const s = withIncident('murder', 'doctor', ['doctor', 'alien'], { rulesVersion: 2 });
    expect(incidentChoices(s, 'murder', 'doctor')).toEqual([]);
    resolveIncident(s, 'murder', 'doctor', {});
    expect(s.incidents[0]!.occurred).toBe(true);
    expect(publicLines(s).map((l) => l.key)).toEqual(['incidentOccurred', 'incidentNoEffect']);
  });

  it('Increasing Unease: 2 Paranoia on one character, then 1 Intrigue on another', () => {
    const s = withIncident('increasingUnease', 'doctor', ['doctor', 'alien']);
    expect(incidentChoices(s, 'increasingUnease', 'doctor')).toEqual([{ target: 'doctor', second: 'alien' }, { target: 'alien', second: 'doctor' }]);
    resolveIncident(s, 'increasingUnease', 'doctor', { target: 'alien', second: 'doctor' });
    expect(charOf(s, 'alien').paranoia).toBe(2);
    expect(charOf(s, 'doctor').intrigue).toBe(1);
  });

  it('L67 Increasing Unease and Spreading with a single living character: only the first half happens', () => {
    const s = withIncident('increasingUnease', 'doctor', ['doctor', 'nurse']);
    setChar(s, 'nurse', { alive: false });
    expect(incidentChoices(s, 'increasingUnease', 'doctor')).toEqual([{ target: 'doctor' }]);
    resolveIncident(s, 'increasingUnease', 'doctor', { target: 'doctor' });
    expect(charOf(s, 'doctor')).toMatchObject({ paranoia: 11, intrigue: 0 });
    const t = withIncident('spreading', 'doctor', ['doctor']);
    setChar(t, 'doctor', { goodwill: 3 });
    resolveIncident(t, 'spreading', 'doctor', { target: 'doctor' });
    expect(charOf(t, 'doctor').goodwill).toBe(1);
  });

  it('Suicide: the culprit dies', () => {
    const s = withIncident('suicide', 'alien', ['alien']);
    expect(incidentChoices(s, 'suicide', 'alien')).toEqual([]);
    resolveIncident(s, 'suicide', 'alien', {});
    expect(charOf(s, 'alien').alive).toBe(false);
  });

  it('L22 Hospital Incident with 1 Intrigue: everyone in the Hospital dies at once', () => {
    const s = withIncident('hospitalIncident', 'alien', [['nurse', 'lover'], ['doctor', 'lovedOne'], 'alien']);
    s.locationIntrigue.hospital = 1;
    resolveIncident(s, 'hospitalIncident', 'alien', {});
    expect(charOf(s, 'nurse').alive || charOf(s, 'doctor').alive).toBe(false);
    expect(charOf(s, 'nurse').paranoia + charOf(s, 'doctor').paranoia).toBe(0);
    expect(s.loopOver).toBeNull();
  });

  it('Hospital Incident with 2 Intrigue also kills the protagonists', () => {
    const s = withIncident('hospitalIncident', 'alien', ['nurse', 'alien']);
    s.locationIntrigue.hospital = 2;
    resolveIncident(s, 'hospitalIncident', 'alien', {});
    expect(charOf(s, 'nurse').alive).toBe(false);
    expect(s.loopOver).toEqual({ reason: 'protagonistsDied' });
  });

  it('Hospital Incident without Intrigue occurs without effect', () => {
    const s = withIncident('hospitalIncident', 'alien', ['nurse', 'alien']);
    resolveIncident(s, 'hospitalIncident', 'alien', {});
    expect(charOf(s, 'nurse').alive).toBe(true);
    expect(publicLines(s).map((l) => l.key)).toEqual(['incidentOccurred', 'incidentNoEffect']);
  });

  it('L23 Faraway Murder kills a character with 2 Intrigue anywhere, the culprit included', () => {
    const s = withIncident('farawayMurder', 'alien', ['alien', 'nurse', 'doctor']);
    setChar(s, 'alien', { intrigue: 2 });
    setChar(s, 'nurse', { intrigue: 3 });
    setChar(s, 'doctor', { intrigue: 1 });
    expect(incidentChoices(s, 'farawayMurder', 'alien')).toEqual([{ target: 'alien' }, { target: 'nurse' }]);
    resolveIncident(s, 'farawayMurder', 'alien', { target: 'alien' });
    expect(charOf(s, 'alien').alive).toBe(false);
  });

  it('L47 rules 2: Faraway Murder with nobody at 2 Intrigue occurs without effect, without asking', () => {
    const s = withIncident('farawayMurder', 'alien', ['alien', 'nurse'], { rulesVersion: 2 });
    expect(incidentChoices(s, 'farawayMurder', 'alien')).toEqual([]);
    resolveIncident(s, 'farawayMurder', 'alien', {});
    expect(publicLines(s).map((l) => l.key)).toEqual(['incidentOccurred', 'incidentNoEffect']);
  });

  it('L66 Missing Person moves the culprit to a location not forbidden to it (or lets it stay), then 1 Intrigue there; the line names no one', () => {
    const s = withIncident('missingPerson', 'shrineMaiden', ['shrineMaiden']);
    expect(incidentChoices(s, 'missingPerson', 'shrineMaiden')).toEqual([{ location: 'hospital' }, { location: 'shrine' }, { location: 'school' }]);
    resolveIncident(s, 'missingPerson', 'shrineMaiden', { location: 'school' });
    expect(charOf(s, 'shrineMaiden').location).toBe('school');
    expect(s.locationIntrigue.school).toBe(1);
    expect(publicLines(s)).toEqual([
      { key: 'incidentOccurred', params: { incident: 'missingPerson' } },
      { key: 'counterPlaced', params: { target: 'school', counter: 'intrigue', n: 1 } },
    ]);
  });

  it('Missing Person: the Patient may go anywhere only once the Doctor freed him', () => {
    const s = withIncident('missingPerson', 'patient', ['patient']);
    expect(incidentChoices(s, 'missingPerson', 'patient')).toEqual([{ location: 'hospital' }]);
    s.patientFree = true;
    expect(incidentChoices(s, 'missingPerson', 'patient')).toHaveLength(4);
  });

  it('L24 Spreading removes up to 2 Goodwill from one character and places 2 on another', () => {
    const s = withIncident('spreading', 'alien', ['alien', 'nurse']);
    setChar(s, 'nurse', { goodwill: 1 });
    expect(isIncidentChoiceLegal(s, 'spreading', 'alien', { target: 'nurse', second: 'alien' })).toBe(true);
    expect(isIncidentChoiceLegal(s, 'spreading', 'alien', { target: 'nurse', second: 'nurse' })).toBe(false);
    resolveIncident(s, 'spreading', 'alien', { target: 'nurse', second: 'alien' });
    expect(charOf(s, 'nurse').goodwill).toBe(0);
    expect(charOf(s, 'alien').goodwill).toBe(2);
  });

  it('Foul Evil places 2 Intrigue on the Shrine', () => {
    const s = withIncident('foulEvil', 'nurse', ['nurse']);
    resolveIncident(s, 'foulEvil', 'nurse', {});
    expect(s.locationIntrigue.shrine).toBe(2);
  });

  it('Butterfly Effect places a counter of the mastermind\'s choice on a character at the culprit\'s location, culprit included', () => {
    const s = withIncident('butterflyEffect', 'nurse', ['nurse', 'doctor', 'alien']);
    const choices = incidentChoices(s, 'butterflyEffect', 'nurse');
    expect(choices).toHaveLength(6);
    expect(choices).toContainEqual({ target: 'nurse', counter: 'goodwill' });
    expect(choices.some((c) => c.target === 'alien')).toBe(false);
    resolveIncident(s, 'butterflyEffect', 'nurse', { target: 'doctor', counter: 'intrigue' });
    expect(charOf(s, 'doctor').intrigue).toBe(1);
    expect(s.incidents[0]!.occurred).toBe(true);
  });

  it('L21 a Murder aimed at a guarded character still occurred; the marker is spent', () => {
    const s = withIncident('murder', 'doctor', ['doctor', 'nurse']);
    setChar(s, 'nurse', { guarded: true });
    resolveIncident(s, 'murder', 'doctor', { target: 'nurse' });
    expect(charOf(s, 'nurse')).toMatchObject({ alive: true, guarded: false });
    expect(s.incidents[0]!.occurred).toBe(true);
  });
});
