import { describe, expect, it } from 'vitest';
import { castTable } from './cast-table';
import { bossTurf } from './roles';
import { activePlots, plotActive, scriptedRole } from './state';
import { testState } from './test-states';

describe('castTable', () => {
  const s = testState({
    mainPlot: 'murderPlan',
    subPlots: ['paranoiaVirus'],
    cast: [['officeWorker', 'keyPerson'], ['nurse', 'killer'], { character: 'boss', role: 'brain', turf: 'school' }, 'doctor'],
  });

  it('answers the scripted role of each cast member, and Person for anyone else', () => {
    expect(scriptedRole(s, 'officeWorker')).toBe('keyPerson');
    expect(scriptedRole(s, 'nurse')).toBe('killer');
    expect(scriptedRole(s, 'boss')).toBe('brain');
    expect(scriptedRole(s, 'doctor')).toBe('person');
    expect(scriptedRole(s, 'alien')).toBe('person');
  });

  it('knows the active plots and the Boss\'s Turf', () => {
    expect(plotActive(s, 'murderPlan')).toBe(true);
    expect(plotActive(s, 'paranoiaVirus')).toBe(true);
    expect(plotActive(s, 'aLoveAffair')).toBe(false);
    expect(activePlots(s)).toEqual(['murderPlan', 'paranoiaVirus']);
    expect(bossTurf(s)).toBe('school');
    expect(bossTurf(testState({ cast: ['nurse'] }))).toBeNull();
  });

  it('is built once per secret card and shared by every state of that script', () => {
    const draft = { ...s, characters: [] };
    expect(castTable(draft.script.secret)).toBe(castTable(s.script.secret));
  });
});
