import { describe, expect, it } from 'vitest';
import { SHIPPED_SCRIPTS } from '../../../../../shared/games/looper/scripts';
import { generateScript } from '../../../../../shared/games/looper/generate-script';
import { CHARACTERS } from '../../../../../shared/games/looper/ids';
import { scriptFromJson, scriptToJson } from '../../../../../shared/games/looper/script-file';
import {
  asCopy,
  DRAFT_ID,
  emptyForm,
  fieldOf,
  formFromScript,
  formProblems,
  newCastRow,
  newIncidentRow,
  problemsByField,
  scriptFromForm,
  uncastCharacters,
  withTragedySet,
  type ScriptForm,
} from './script-form';

/** A small valid First Steps script written through the form, as a family would. */
function lakeHouse(): ScriptForm {
  return {
    ...emptyForm('firstSteps'),
    title: { es: 'La casa del lago', en: 'The lake house' },
    story: { es: 'La enfermera guarda un secreto.', en: 'The nurse keeps a secret.' },
    hints: [{ es: 'Protege al asesino.', en: 'Protect the killer.' }],
    loops: 3,
    days: 4,
    difficulty: [{ loops: 3, value: 2 }],
    mainPlot: 'murderPlan',
    subPlots: ['anUnsettlingRumor'],
    cast: [
      newCastRow('girlStudent'),
      newCastRow('officeWorker'),
      newCastRow('doctor'),
      newCastRow('shrineMaiden'),
      newCastRow('richMansDaughter'),
    ].map((row, i) => ({ ...row, role: (['keyPerson', 'killer', 'brain', 'conspiracyTheorist', 'person'] as const)[i]! })),
    incidents: [
      { day: 2, incident: 'increasingUnease', culprit: 'richMansDaughter' },
      { day: 4, incident: 'murder', culprit: 'officeWorker' },
    ],
  };
}

describe('script editor form', () => {
  it('round-trips every shipped script and a generated one: form → script gives the same script (its id aside)', () => {
    for (const script of [...SHIPPED_SCRIPTS, generateScript({ tragedySet: 'basicTragedy', castSize: 10, days: 7, loops: 5, seed: 3 })]) {
      expect(scriptFromForm(formFromScript(script))).toEqual({ ...script, id: DRAFT_ID });
      expect(formProblems(formFromScript(script))).toEqual([]);
    }
  });

  it('a form written from scratch makes a script the file format and the validator accept', () => {
    const script = scriptFromForm(lakeHouse());
    expect(formProblems(lakeHouse())).toEqual([]);
    const parsed = scriptFromJson(scriptToJson(script));
    expect(parsed.ok).toBe(true);
    expect(script.secret.culprits).toEqual([
      { day: 2, culprit: 'richMansDaughter' },
      { day: 4, culprit: 'officeWorker' },
    ]);
    expect(script.public.incidents).toEqual([
      { day: 2, incident: 'increasingUnease' },
      { day: 4, incident: 'murder' },
    ]);
  });

  it('a blank form is invalid, with the missing texts, the empty cast and the roles its plots need', () => {
    const problems = formProblems(emptyForm('basicTragedy'));
    const codes = problems.map((p) => p.code);
    expect(codes).toContain('schema_too_small');
    expect(codes).toContain('text_missing');
    expect(codes).toContain('role_count');
    expect(problemsByField(problems, emptyForm('basicTragedy')).has('title.es')).toBe(true);
  });

  it('L183 maps each problem to the field it concerns', () => {
    const form = lakeHouse();
    form.incidents = [
      { day: 2, incident: 'increasingUnease', culprit: '' },
      { day: 4, incident: 'murder', culprit: 'popIdol' },
    ];
    form.cast[1] = { ...form.cast[1]!, role: 'serialKiller' };
    form.title.en = ' ';
    form.difficulty = [{ loops: 4, value: 2 }];
    const byField = problemsByField(formProblems(form), form);
    // The second row is the FIRST culprit on the secret card: its path says culprits[0].
    expect(byField.get('incidents[1].culprit')?.map((p) => p.code)).toEqual(['culprit_not_cast']);
    expect(byField.get('incidents[0]')?.map((p) => p.code)).toEqual(['incident_without_culprit']);
    expect(byField.get('cast[1].role')?.map((p) => p.code)).toEqual(['role_not_from_plots']);
    expect(byField.get('cast')?.map((p) => p.code)).toContain('role_count');
    expect(byField.get('title.en')?.map((p) => p.code)).toEqual(['text_missing']);
    expect(byField.get('difficulty')?.map((p) => p.code)).toEqual(['difficulty_missing_loops']);
  });

  it('L183 refuses two difficulties for one loop count, beside the difficulty field', () => {
    const form = lakeHouse();
    form.difficulty = [{ loops: 3, value: 2 }, { loops: 3, value: 5 }];
    const byField = problemsByField(formProblems(form), form);
    expect(byField.get('difficulty')?.map((p) => p.code)).toEqual(['difficulty_twice']);
    expect(formProblems(form)[0]!.message.es).toBe('La dificultad con 3 bucles está dos veces');
  });

  it('L183 paths without a field of their own go to their section', () => {
    const form = lakeHouse();
    expect(fieldOf('secret.subPlots[1]', form)).toBe('subPlots');
    expect(fieldOf('handbook.difficulty.9', form)).toBe('difficulty');
    expect(fieldOf('public.loops', form)).toBe('loops');
    expect(fieldOf('secret.culprits[5].culprit', form)).toBe('incidents');
    expect(fieldOf('', form)).toBe('script');
  });

  it('keeps the Godly Being\'s entry loop and the Boss\'s Turf only on them', () => {
    const form = lakeHouse();
    form.cast.push(newCastRow('godlyBeing'), newCastRow('boss'), { ...newCastRow('nurse'), entryLoop: 2, turf: 'school' });
    const cast = scriptFromForm(form).secret.cast;
    expect(cast.find((m) => m.character === 'godlyBeing')).toEqual({ character: 'godlyBeing', role: 'person', entryLoop: 1 });
    expect(cast.find((m) => m.character === 'boss')).toEqual({ character: 'boss', role: 'person', turf: 'city' });
    expect(cast.find((m) => m.character === 'nurse')).toEqual({ character: 'nurse', role: 'person' });
  });

  it('offers only characters not yet cast, and a new incident on the first free day', () => {
    const form = lakeHouse();
    const free = uncastCharacters(form, CHARACTERS);
    expect(free).not.toContain('doctor');
    expect(free).toHaveLength(CHARACTERS.length - 5);
    expect(newIncidentRow(form)).toEqual({ day: 1, incident: 'murder', culprit: '' });
    form.incidents = [1, 2, 3, 4].map((day) => ({ day, incident: 'murder', culprit: '' }));
    expect(newIncidentRow(form).day).toBe(4);
  });

  it('a duplicate is marked in its title, within the title\'s length limit, and is otherwise the same script', () => {
    const shipped = SHIPPED_SCRIPTS[0]!;
    const copy = asCopy(formFromScript(shipped));
    expect(copy.title).toEqual({ es: `${shipped.handbook.title.es} (copia)`, en: `${shipped.handbook.title.en} (copy)` });
    expect(scriptFromForm(copy).secret).toEqual(shipped.secret);
    expect(formProblems(copy)).toEqual([]);
    const long = asCopy({ ...lakeHouse(), title: { es: 'a'.repeat(80), en: 'b'.repeat(80) } });
    expect(long.title.es).toHaveLength(80);
    expect(long.title.es.endsWith(' (copia)')).toBe(true);
  });

  it('changing the set resets plots the new set does not have and keeps the ones it does', () => {
    const bt = withTragedySet(lakeHouse(), 'basicTragedy');
    expect(bt.mainPlot).toBe('murderPlan');
    expect(bt.subPlots).toHaveLength(2);
    expect(bt.subPlots[0]).toBe('anUnsettlingRumor');
    expect(bt.cast).toEqual(lakeHouse().cast);
    const fs = withTragedySet({ ...bt, mainPlot: 'signWithMe' }, 'firstSteps');
    expect(fs.mainPlot).toBe('murderPlan');
    expect(fs.subPlots).toEqual(['anUnsettlingRumor']);
  });
});
