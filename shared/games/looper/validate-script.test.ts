import { describe, expect, it } from 'vitest';
import type { Script } from './script';
import { shippedScript } from './scripts/index';
import { plotRoleRange, validateScript, type ScriptProblem } from './validate-script';

/** A fresh copy of a shipped (valid) script to break one rule at a time. */
function copy(id: string): Script {
  return structuredClone(shippedScript(id)!);
}

function only(script: Script, code: string): ScriptProblem {
  const problems = validateScript(script);
  expect(problems.map((p) => p.code)).toEqual([code]);
  return problems[0]!;
}

function castIndex(script: Script, character: string): number {
  return script.secret.cast.findIndex((m) => m.character === character);
}

describe('validateScript', () => {
  it('accepts a valid script with no problems', () => {
    expect(validateScript(copy('velada-fs-1'))).toEqual([]);
  });

  it('refuses a main plot of another set', () => {
    const s = copy('velada-fs-1');
    s.secret.mainPlot = 'signWithMe';
    const problems = validateScript(s);
    expect(problems.find((p) => p.code === 'main_plot_not_in_set')).toMatchObject({
      path: 'secret.mainPlot',
      message: { es: '¡Dime que sí! no es una trama principal de Primeros pasos', en: 'Sign with me! is not a main plot of First Steps' },
    });
  });

  it('refuses a subplot of another set', () => {
    const s = copy('velada-fs-1');
    s.secret.subPlots = ['threadsOfFate'];
    const problems = validateScript(s);
    expect(problems.find((p) => p.code === 'subplot_not_in_set')).toMatchObject({
      path: 'secret.subPlots[0]',
      message: { en: 'Threads of Fate is not a subplot of First Steps' },
    });
  });

  it('asks for exactly 1 subplot in First Steps and 2 in Basic Tragedy', () => {
    const fs = copy('velada-fs-3');
    fs.secret.subPlots.push('aHideousScript');
    expect(validateScript(fs).find((p) => p.code === 'subplot_count')).toMatchObject({
      path: 'secret.subPlots',
      message: { es: 'El guion tiene 2 tramas secundarias; Primeros pasos pide 1', en: 'The script has 2 subplots; First Steps needs 1' },
    });
    const bt = copy('velada-bt-6');
    bt.secret.subPlots = ['circleOfFriends'];
    expect(validateScript(bt).find((p) => p.code === 'subplot_count')?.message.en).toBe('The script has 1 subplot; Basic Tragedy needs 2');
  });

  it('refuses the same subplot twice', () => {
    const s = copy('velada-bt-9');
    s.secret.subPlots = ['paranoiaVirus', 'paranoiaVirus'];
    s.secret.cast[castIndex(s, 'popIdol')]!.role = 'person';
    s.secret.cast[castIndex(s, 'henchman')]!.role = 'person';
    expect(only(s, 'duplicate_subplot')).toMatchObject({ path: 'secret.subPlots[1]', message: { en: 'The subplot Paranoia Virus is chosen twice' } });
  });

  it('refuses more of a role than the plots add (2 Friends, plots add 1)', () => {
    const s = copy('velada-fs-2');
    s.secret.cast[castIndex(s, 'informer')]!.role = 'friend';
    expect(only(s, 'role_count')).toEqual({
      path: 'secret.cast',
      code: 'role_count',
      message: { es: 'El guion tiene 2 Amigos; las tramas añaden 1', en: 'The script has 2 Friends; its plots add 1' },
    });
  });

  it('refuses fewer of a role than the plots add (no Killer with Murder Plan)', () => {
    const s = copy('velada-fs-1');
    s.secret.cast[castIndex(s, 'journalist')]!.role = 'person';
    expect(only(s, 'role_count').message).toEqual({ es: 'El guion tiene 0 Asesinos; las tramas añaden 1', en: 'The script has 0 Killers; its plots add 1' });
  });

  it('L82 caps the plots\' roles by the role limits: Circle of Friends + The Hidden Freak give 2 Friends, not 3', () => {
    expect(plotRoleRange(['theSealedItem', 'circleOfFriends', 'theHiddenFreak']).get('friend')).toEqual([2, 2]);
    expect(plotRoleRange(['murderPlan', 'anUnsettlingRumor', 'paranoiaVirus']).get('conspiracyTheorist')).toEqual([1, 1]);
    const s = copy('velada-bt-2');
    s.secret.subPlots = ['circleOfFriends', 'theHiddenFreak'];
    s.secret.cast[castIndex(s, 'nurse')]!.role = 'serialKiller';
    expect(validateScript(s)).toEqual([]);
  });

  it('refuses more of a role than its limit allows (3 Friends)', () => {
    const s = copy('velada-bt-2');
    s.secret.cast[castIndex(s, 'popIdol')]!.role = 'friend';
    const problems = validateScript(s);
    expect(problems.map((p) => p.code).sort()).toEqual(['role_count', 'role_limit']);
    expect(problems.find((p) => p.code === 'role_limit')).toEqual({
      path: 'secret.cast',
      code: 'role_limit',
      message: { es: 'El guion tiene 3 Amigos; el máximo es 2', en: 'The script has 3 Friends; at most 2 are allowed' },
    });
  });

  it('L82 lets A Hideous Script have 0 to 2 Curmudgeons, not 3', () => {
    const none = copy('velada-fs-2');
    none.secret.cast[castIndex(none, 'officeWorker')]!.role = 'person';
    expect(validateScript(none)).toEqual([]);
    const two = copy('velada-fs-2');
    two.secret.cast[castIndex(two, 'informer')]!.role = 'curmudgeon';
    expect(validateScript(two)).toEqual([]);
    const three = copy('velada-fs-2');
    three.secret.cast[castIndex(three, 'informer')]!.role = 'curmudgeon';
    three.secret.cast[castIndex(three, 'girlStudent')]!.role = 'curmudgeon';
    expect(only(three, 'role_count').message).toEqual({ es: 'El guion tiene 3 Cascarrabias; las tramas añaden de 0 a 2', en: 'The script has 3 Curmudgeons; its plots add 0 to 2' });
  });

  it('L82 makes every cast member the plots do not need a Person', () => {
    const s = copy('velada-fs-2');
    const i = castIndex(s, 'informer');
    s.secret.cast[i]!.role = 'killer';
    expect(only(s, 'role_not_from_plots')).toMatchObject({
      path: `secret.cast[${i}].role`,
      message: { en: 'Informer has the role Killer, which none of the script\'s plots adds' },
    });
  });

  it('refuses a role the tragedy set does not have', () => {
    const s = copy('velada-fs-2');
    const i = castIndex(s, 'informer');
    s.secret.cast[i]!.role = 'witch';
    expect(only(s, 'role_not_in_set')).toMatchObject({
      path: `secret.cast[${i}].role`,
      message: { es: 'La confidente tiene el papel Brujo, que no existe en Primeros pasos', en: 'Informer has the role Witch, which First Steps does not have' },
    });
  });

  it('wants a Girl as Sign with me!\'s Key Person', () => {
    const s = copy('velada-bt-3');
    s.secret.cast[castIndex(s, 'girlStudent')]!.role = 'person';
    const i = castIndex(s, 'journalist');
    s.secret.cast[i]!.role = 'keyPerson';
    expect(only(s, 'key_person_not_girl')).toMatchObject({
      path: `secret.cast[${i}].character`,
      message: { en: 'With Sign with me! the Key Person must be a Girl; Journalist is not' },
    });
  });

  it('L81 gives Mystery Boy a role the plots do not add, which does not fill a plot role', () => {
    expect(validateScript(copy('velada-bt-3'))).toEqual([]);
    const s = copy('velada-bt-3');
    const i = castIndex(s, 'mysteryBoy');
    s.secret.cast[i]!.role = 'friend';
    s.secret.cast[castIndex(s, 'informer')]!.role = 'person';
    const problems = validateScript(s);
    expect(problems.map((p) => p.code).sort()).toEqual(['mystery_boy_plot_role', 'role_count']);
    expect(problems.find((p) => p.code === 'mystery_boy_plot_role')).toMatchObject({
      path: `secret.cast[${i}].role`,
      message: { es: 'El chico misterioso no puede ser Amigo: las tramas del guion añaden ese papel', en: 'Mystery Boy cannot be a Friend: the script\'s plots add that role' },
    });
    expect(problems.find((p) => p.code === 'role_count')?.message.en).toBe('The script has 0 Friends; its plots add 1');
  });

  it('L81 never makes Mystery Boy a Person', () => {
    const s = copy('velada-bt-3');
    const i = castIndex(s, 'mysteryBoy');
    s.secret.cast[i]!.role = 'person';
    expect(only(s, 'mystery_boy_person').path).toBe(`secret.cast[${i}].role`);
  });

  it('L81 keeps role limits for Mystery Boy (no second Conspiracy Theorist)', () => {
    const s = copy('velada-bt-3');
    s.secret.cast.push({ character: 'popIdol', role: 'conspiracyTheorist' });
    s.secret.cast[castIndex(s, 'mysteryBoy')]!.role = 'conspiracyTheorist';
    s.secret.cast[castIndex(s, 'popIdol')]!.role = 'person';
    expect(validateScript(s)).toEqual([]);
    s.secret.cast[castIndex(s, 'popIdol')]!.role = 'conspiracyTheorist';
    const codes = validateScript(s).map((p) => p.code);
    expect(codes).toContain('role_limit');
  });

  it('gives each character one role (no character cast twice)', () => {
    const s = copy('velada-fs-1');
    s.secret.cast.push({ character: 'nurse', role: 'person' });
    expect(only(s, 'duplicate_character')).toMatchObject({ path: 'secret.cast[7].character', message: { en: 'Nurse is cast twice (one role per character)' } });
  });

  it('takes incidents from the script\'s set', () => {
    const s = copy('velada-fs-1');
    s.public.incidents[0]!.incident = 'foulEvil';
    expect(only(s, 'incident_not_in_set')).toMatchObject({ path: 'public.incidents[0].incident', message: { en: 'Foul Evil is not an incident of First Steps' } });
  });

  it('schedules incidents within the loop\'s days', () => {
    const s = copy('velada-fs-1');
    s.public.incidents[2]!.day = 5;
    s.secret.culprits[2]!.day = 5;
    expect(only(s, 'incident_day_out_of_range')).toMatchObject({
      path: 'public.incidents[2].day',
      message: { es: 'Incidente hospitalario está en el día 5; el bucle tiene 4 días', en: 'Hospital Incident is on day 5; the loop has 4 days' },
    });
  });

  it('L25 schedules at most one incident a day', () => {
    const s = copy('velada-fs-1');
    s.public.incidents[1]!.day = 2;
    s.secret.culprits[1]!.day = 2;
    const problems = validateScript(s);
    expect(problems.map((p) => p.code).sort()).toEqual(['two_culprits_same_day', 'two_incidents_same_day']);
    expect(problems.find((p) => p.code === 'two_incidents_same_day')).toMatchObject({ path: 'public.incidents[1].day', message: { en: 'There are two incidents on day 2 (at most one a day)' } });
    expect(problems.find((p) => p.code === 'two_culprits_same_day')?.path).toBe('secret.culprits[1].day');
  });

  it('matches the public and the secret incident lists day by day', () => {
    const s = copy('velada-fs-1');
    s.secret.culprits[0]!.day = 1;
    const problems = validateScript(s);
    expect(problems.map((p) => [p.code, p.path])).toEqual([
      ['incident_without_culprit', 'public.incidents[0]'],
      ['culprit_without_incident', 'secret.culprits[0].day'],
    ]);
    expect(problems[0]!.message.en).toBe('Increasing Unease (day 2) has no culprit on the secret card');
  });

  it('takes culprits from the cast', () => {
    const s = copy('velada-fs-1');
    s.secret.culprits[1]!.culprit = 'alien';
    expect(only(s, 'culprit_not_cast')).toMatchObject({ path: 'secret.culprits[1].culprit', message: { es: 'La alienígena es culpable pero no está en el reparto' } });
  });

  it('makes a character culprit of at most one incident', () => {
    const s = copy('velada-fs-1');
    s.secret.culprits[2]!.culprit = 'doctor';
    expect(only(s, 'culprit_twice')).toMatchObject({ path: 'secret.culprits[2].culprit', message: { en: 'Doctor is the culprit of two incidents (at most one)' } });
  });

  it('L85 needs the Godly Being\'s entry loop, within the script\'s loops', () => {
    const s = copy('velada-bt-2');
    const i = castIndex(s, 'godlyBeing');
    delete s.secret.cast[i]!.entryLoop;
    expect(only(s, 'entry_loop_missing').path).toBe(`secret.cast[${i}].entryLoop`);
    s.secret.cast[i]!.entryLoop = 6;
    expect(only(s, 'entry_loop_out_of_range')).toMatchObject({ path: `secret.cast[${i}].entryLoop`, message: { en: 'The Godly Being enters in loop 6; it must be 1 to 5' } });
  });

  it('needs the Boss\'s Turf', () => {
    const s = copy('velada-bt-2');
    const i = castIndex(s, 'boss');
    delete s.secret.cast[i]!.turf;
    expect(only(s, 'turf_missing')).toMatchObject({ path: `secret.cast[${i}].turf`, message: { en: 'The Boss needs the location of his Turf' } });
  });

  it('L85 allows an entry loop and a Turf only on the Godly Being and the Boss', () => {
    const s = copy('velada-fs-1');
    s.secret.cast[0]!.entryLoop = 2;
    s.secret.cast[1]!.turf = 'school';
    expect(validateScript(s).map((p) => [p.code, p.path])).toEqual([
      ['entry_loop_not_allowed', 'secret.cast[0].entryLoop'],
      ['turf_not_allowed', 'secret.cast[1].turf'],
    ]);
  });

  it('L85 keys the difficulty by loop counts 1-8, the public card\'s among them', () => {
    const s = copy('velada-fs-1');
    s.handbook.difficulty = { '9': 3, '4': 0 };
    expect(validateScript(s).map((p) => [p.code, p.path])).toEqual([
      ['difficulty_out_of_range', 'handbook.difficulty.4'],
      ['difficulty_key_out_of_range', 'handbook.difficulty.9'],
      ['difficulty_missing_loops', 'handbook.difficulty'],
    ]);
    expect(validateScript(s)[2]!.message.en).toBe('The difficulty for 3 loops, the public card\'s, is missing');
  });

  it('keeps loops and days within 1-8', () => {
    const s = copy('velada-fs-1');
    s.public.loops = 9;
    s.handbook.difficulty['9'] = 2;
    s.public.days = 0;
    const problems = validateScript(s);
    expect(problems.find((p) => p.code === 'loops_out_of_range')).toMatchObject({ path: 'public.loops', message: { en: 'The script has 9 loops; it must have 1 to 8' } });
    expect(problems.find((p) => p.code === 'days_out_of_range')?.path).toBe('public.days');
  });

  it('L85 wants the handbook texts in both languages', () => {
    const s = copy('velada-fs-1');
    s.handbook.title.en = '  ';
    s.handbook.hints[1]!.es = '';
    expect(validateScript(s).map((p) => [p.code, p.path])).toEqual([
      ['text_missing', 'handbook.title.en'],
      ['text_missing', 'handbook.hints[1].es'],
    ]);
  });

  it('reports every broken rule at once, not only the first', () => {
    const s = copy('velada-fs-1');
    s.secret.mainPlot = 'giantTimeBombX';
    s.public.incidents[0]!.incident = 'butterflyEffect';
    s.secret.culprits[2]!.culprit = 'doctor';
    s.handbook.story.es = '';
    const codes = validateScript(s).map((p) => p.code);
    for (const code of ['main_plot_not_in_set', 'incident_not_in_set', 'culprit_twice', 'text_missing', 'role_count', 'role_not_from_plots']) {
      expect(codes).toContain(code);
    }
  });
});
