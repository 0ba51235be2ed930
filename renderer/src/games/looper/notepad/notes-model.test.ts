import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../../../shared/games/looper/ids';
import { TRAGEDY_SET_DATA } from '../../../../../shared/games/looper/tragedy-sets';
import {
  blankNotebook, cycleMark, cyclePlot, gridCharacters, gridPlots, gridRoles, markOf, nextMark, notebookSchema, parseNotebook,
  setCharacterText, setGeneralText, setHintsOn, TEXT_LIMITS,
} from './notes-model';

describe('notebook marks', () => {
  it('a cell cycles blank → possible → ruled out → certain → blank', () => {
    let nb = blankNotebook();
    const seen: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      nb = cycleMark(nb, 'boyStudent', 'killer');
      seen.push(markOf(nb, 'boyStudent', 'killer'));
    }
    expect(seen).toEqual(['possible', 'ruledOut', 'certain', undefined]);
    // Back to blank leaves no empty row behind (the saved document stays small).
    expect(nb.marks).toEqual({});
    expect(nextMark(undefined)).toBe('possible');
  });

  it('cycling one cell changes no other and never the document it was given', () => {
    const a = cycleMark(blankNotebook(), 'doctor', 'brain');
    const b = cycleMark(a, 'doctor', 'killer');
    expect(markOf(a, 'doctor', 'killer')).toBeUndefined();
    expect(b.marks.doctor).toEqual({ brain: 'possible', killer: 'possible' });
  });

  it('plots cycle through the same three states', () => {
    let nb = blankNotebook();
    nb = cyclePlot(nb, 'murderPlan');
    nb = cyclePlot(nb, 'murderPlan');
    expect(nb.plots).toEqual({ murderPlan: 'ruledOut' });
  });

  it('texts are set, cleared and cut to their limits; hints are off until switched on', () => {
    let nb = setCharacterText(blankNotebook(), 'nurse', 'vio algo');
    expect(nb.texts.nurse).toBe('vio algo');
    nb = setCharacterText(nb, 'nurse', '');
    expect(nb.texts).toEqual({});
    nb = setGeneralText(nb, 'x'.repeat(TEXT_LIMITS.general + 10));
    expect(nb.general.length).toBe(TEXT_LIMITS.general);
    expect(blankNotebook().hintsOn).toBe(false);
    expect(setHintsOn(nb, true).hintsOn).toBe(true);
  });

  it('a notebook filled to every limit stays under the 64 KB a saved notebook may hold', () => {
    let nb = setGeneralText(blankNotebook(), 'ñ'.repeat(TEXT_LIMITS.general));
    for (const c of CHARACTERS) {
      nb = setCharacterText(nb, c, '"'.repeat(TEXT_LIMITS.character));
      for (const r of gridRoles('basicTragedy')) nb = cycleMark(cycleMark(nb, c, r), c, r);
    }
    expect(JSON.stringify(nb).length).toBeLessThan(64 * 1024);
  });
});

describe('L161 reading a stored notebook', () => {
  it('L161 a missing or foreign value is the blank notebook, hints off', () => {
    for (const raw of [null, undefined, 3, 'notes', [], { version: 7 }]) expect(parseNotebook(raw)).toEqual(blankNotebook());
  });

  it('L161 keeps what fits and drops what does not, without throwing', () => {
    const raw = {
      version: 0,
      marks: { doctor: { brain: 'certain', killer: 'maybe', nobody: 'possible' }, ghost: { killer: 'possible' }, nurse: 'x', patient: {} },
      plots: { murderPlan: 'possible', fakePlot: 'certain', aLoveAffair: 3 },
      texts: { doctor: 'miente', nurse: 42, ghost: 'boo', patient: 'y'.repeat(TEXT_LIMITS.character + 5) },
      general: ['not text'],
      hintsOn: 'yes',
      extra: true,
    };
    const nb = parseNotebook(raw);
    expect(nb.marks).toEqual({ doctor: { brain: 'certain' } });
    expect(nb.plots).toEqual({ murderPlan: 'possible' });
    expect(nb.texts.doctor).toBe('miente');
    expect(nb.texts.nurse).toBeUndefined();
    expect(nb.texts.patient!.length).toBe(TEXT_LIMITS.character);
    expect(nb.general).toBe('');
    expect(nb.hintsOn).toBe(false);
    expect(notebookSchema.safeParse(nb).success).toBe(true);
  });

  it('L161 a saved notebook reads back exactly as it was', () => {
    let nb = cycleMark(cyclePlot(blankNotebook(), 'signWithMe'), 'popIdol', 'witch');
    nb = setHintsOn(setGeneralText(setCharacterText(nb, 'popIdol', 'sube paranoia'), 'día 3: asesinato'), true);
    expect(parseNotebook(JSON.parse(JSON.stringify(nb)))).toEqual(nb);
  });

  it('L161 a __proto__ key in a stored document is ignored, not turned into a prototype', () => {
    const raw = JSON.parse('{"marks":{"__proto__":{"killer":"certain"}},"texts":{"__proto__":"x"}}');
    const nb = parseNotebook(raw);
    expect(nb.marks).toEqual({});
    expect(Object.getPrototypeOf(nb.marks)).toBe(Object.prototype);
  });
});

describe('L163 what the grid offers', () => {
  it('L163 the roles are the tragedy set’s without Person, and the plots its main plots then subplots', () => {
    expect(gridRoles('firstSteps')).toEqual(TRAGEDY_SET_DATA.firstSteps.roles.filter((r) => r !== 'person'));
    expect(gridRoles('basicTragedy')).toContain('timeTraveler');
    expect(gridRoles('firstSteps')).not.toContain('timeTraveler');
    expect(gridPlots('basicTragedy')).toEqual([...TRAGEDY_SET_DATA.basicTragedy.mainPlots, ...TRAGEDY_SET_DATA.basicTragedy.subPlots]);
  });
});

describe('grid rows', () => {
  const board = [
    { id: 'boyStudent' as const, alive: true, paranoia: 0 },
    { id: 'doctor' as const, alive: true, paranoia: 1 },
  ];

  it('keep the previous rows while no character came, went or died (counters do not count)', () => {
    const rows = gridCharacters(board);
    expect(rows).toEqual([{ id: 'boyStudent', alive: true }, { id: 'doctor', alive: true }]);
    expect(gridCharacters(board.map((c) => ({ ...c, paranoia: c.paranoia + 2 })), rows)).toBe(rows);
  });

  it('are new rows when a character dies, leaves or comes', () => {
    const rows = gridCharacters(board);
    expect(gridCharacters([board[0]!, { ...board[1]!, alive: false }], rows)).toEqual([{ id: 'boyStudent', alive: true }, { id: 'doctor', alive: false }]);
    expect(gridCharacters([board[0]!], rows)).toEqual([{ id: 'boyStudent', alive: true }]);
    expect(gridCharacters([board[1]!, board[0]!], rows)).not.toBe(rows);
  });
});
