import { describe, expect, it } from 'vitest';
import { act, stateAt } from './flow-test-helpers';
import { legalActions } from './rules';
import { charOf, publicLines } from './test-states';

const PERSONS = { cast: ['doctor', 'nurse', 'informer', 'boyStudent'] as never };

describe('the day\'s decisions', () => {
  it('L17 step 5 asks the mastermind every day, even with nothing but "done" to answer', () => {
    const s = stateAt('mastermindAbilities', PERSONS);
    expect(s.pending).toEqual({ t: 'mastermindAbility', seat: 0 });
    expect(legalActions(s, 0)).toEqual([{ type: 'endMastermindAbilities' }]);
  });

  it('L17 step 9 asks the mastermind every day, after the leader card passed (step 8)', () => {
    const s = stateAt('incidents', PERSONS);
    expect(s.pending).toEqual({ t: 'dayEnd', seat: 0 });
    expect(s.leader).toBe(1);
    expect(legalActions(s, 0)).toEqual([{ type: 'endDay' }]);
  });

  it('L42 the goodwill step is skipped when no ability can be declared (public facts: counters and places)', () => {
    const s = act(stateAt('mastermindAbilities', PERSONS), 0, { type: 'endMastermindAbilities' });
    expect(s.pending).toEqual({ t: 'dayEnd', seat: 0 });
  });

  it('L18 a declared ability of a Person is still put to the mastermind, whose only answer is allow', () => {
    let s = stateAt('goodwillAbilities', PERSONS, (x) => { charOf(x, 'doctor').goodwill = 2; });
    expect(s.pending).toEqual({ t: 'goodwill', seat: 1 });
    s = act(s, 1, { type: 'useGoodwill', character: 'doctor', ability: 0, target: 'nurse', sign: 1 });
    expect(s.pending).toEqual({ t: 'refusal', seat: 0, use: { character: 'doctor', ability: 0, target: 'nurse', sign: 1 } });
    expect(legalActions(s, 0)).toEqual([{ type: 'refusal', refuse: false }]);
    expect(publicLines(s)).toContainEqual({ key: 'goodwillDeclared', params: { character: 'doctor', ability: 0, target: 'nurse', sign: 1 } });
    s = act(s, 0, { type: 'refusal', refuse: false });
    expect(charOf(s, 'nurse').paranoia).toBe(1);
    // The Doctor's ability is spent for the day and nothing else is usable: the step ends by itself (L42).
    expect(s.pending?.t).toBe('dayEnd');
  });
});

describe('the incident step (step 7)', () => {
  it('an incident whose culprit is calm does not occur: a public "no incident" line, occurred = false', () => {
    const s = stateAt('incidents', { ...PERSONS, incidents: [{ day: 1, incident: 'suicide', culprit: 'nurse' }] });
    expect(s.incidents[0]!.occurred).toBe(false);
    expect(publicLines(s)).toContainEqual({ key: 'noIncident', params: { day: 1, incident: 'suicide' } });
  });

  it('L47 an incident with nothing to choose resolves without asking (Suicide)', () => {
    const s = stateAt('incidents', { ...PERSONS, incidents: [{ day: 1, incident: 'suicide', culprit: 'nurse' }] }, (x) => { charOf(x, 'nurse').paranoia = 3; });
    expect(s.incidents[0]!.occurred).toBe(true);
    expect(charOf(s, 'nurse').alive).toBe(false);
    expect(s.pending).toEqual({ t: 'dayEnd', seat: 0 });
  });

  it('L47 an incident with a choice asks the mastermind, whose answer resolves it (Murder)', () => {
    let s = stateAt('incidents', { ...PERSONS, incidents: [{ day: 1, incident: 'murder', culprit: 'nurse' }] }, (x) => { charOf(x, 'nurse').paranoia = 3; });
    expect(s.pending).toEqual({ t: 'incident', seat: 0, day: 1, incident: 'murder' });
    expect(legalActions(s, 0)).toEqual([{ type: 'incidentChoice', target: 'doctor' }]);
    s = act(s, 0, { type: 'incidentChoice', target: 'doctor' });
    expect(charOf(s, 'doctor').alive).toBe(false);
    expect(s.pending).toEqual({ t: 'dayEnd', seat: 0 });
  });
});

describe('the Informer\'s sequence (step 6)', () => {
  it('declare → the mastermind allows → the mastermind names another active subplot → back to the leader', () => {
    let s = stateAt('goodwillAbilities', { ...PERSONS, subPlots: ['aLoveAffair', 'circleOfFriends'] }, (x) => { charOf(x, 'informer').goodwill = 5; });
    s = act(s, 1, { type: 'useGoodwill', character: 'informer', ability: 0, plot: 'aLoveAffair' });
    expect(s.pending?.t).toBe('refusal');
    s = act(s, 0, { type: 'refusal', refuse: false });
    expect(s.pending).toEqual({ t: 'informer', seat: 0, named: 'aLoveAffair' });
    expect(legalActions(s, 0)).toEqual([{ type: 'informerAnswer', plot: 'circleOfFriends' }]);
    s = act(s, 0, { type: 'informerAnswer', plot: 'circleOfFriends' });
    expect(publicLines(s)).toContainEqual({ key: 'informerAnswered', params: { plot: 'circleOfFriends' } });
    expect(s.pending?.t).not.toBe('informer');
  });
});
