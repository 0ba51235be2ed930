/** The decision in words; a night screen's holder is named, never what they are asked; the day glass. */
import { describe, expect, it } from 'vitest';
import type { SalemView } from '../../../../../shared/games/salem/types';
import { decisionText } from './decision-text';
import { dayGlassRuns, glassLeft, setGlassLeft } from './hourglass';
import { groupLegal } from './legal';
import { salemTranslator } from './test-i18n';

const es = salemTranslator('es');
const players = ['Ana', 'Luis', 'Eva'].map((name) => ({ name }));
const base = { players, result: null, turnPlayed: 0, viewer: null } as unknown as SalemView;

describe('salem decision text', () => {
  it('says whose turn it is, or what to do on one’s own turn', () => {
    expect(decisionText(es, { ...base, decision: { t: 'turn', seat: 1 } }, false)).toBe('Turno de Luis');
    expect(decisionText(es, { ...base, viewer: 1, decision: { t: 'turn', seat: 1 } }, false)).toContain('roba 2');
    expect(decisionText(es, { ...base, viewer: 1, turnPlayed: 2, decision: { t: 'turn', seat: 1 } }, false)).toContain('2 cartas');
    expect(decisionText(es, { ...base, decision: { t: 'turn', seat: 2 } }, true)).toBe('Eva está pensando…');
  });

  it('S92 the night reads the same whoever holds the device', () => {
    const a = decisionText(es, { ...base, decision: { t: 'night', seat: 0, kind: 'night', pass: 2 } }, false);
    const b = decisionText(es, { ...base, decision: { t: 'night', seat: 2, kind: 'night', pass: 2 } }, false);
    expect(a).toBe(b);
    expect(es.t('salem.table.night.cover.night', { name: 'Ana' })).toBe('Noche — pasa el dispositivo a Ana');
  });

  it('S94 the day glass runs on a person’s own turn with the option on, only while the hourglass move is legal', () => {
    const turn = { options: { hourglass: true }, decision: { t: 'turn', seat: 1 }, viewer: 1 } as unknown as SalemView;
    const withGlass = groupLegal([{ type: 'draw' }, { type: 'hourglass' }]);
    expect(dayGlassRuns(turn, withGlass, false)).toBe(true);
    expect(dayGlassRuns(turn, withGlass, true)).toBe(false);
    expect(dayGlassRuns(turn, groupLegal([{ type: 'draw' }]), false)).toBe(false);
    expect(dayGlassRuns({ ...turn, options: { hourglass: false } } as SalemView, withGlass, false)).toBe(false);
    expect(dayGlassRuns({ ...turn, viewer: 0 } as SalemView, withGlass, false)).toBe(false);
  });

  it('S94 the glass keeps what the turn has left while its screen comes and goes; a new turn turns it over', () => {
    expect(glassLeft('7:1', 30)).toBe(30);
    setGlassLeft('7:1', 12);
    expect(glassLeft('7:1', 30)).toBe(12);
    setGlassLeft('8:2', 29);
    expect(glassLeft('7:1', 30)).toBe(30);
    expect(glassLeft('8:2', 30)).toBe(29);
  });

  it('S66 answered at once: the table reads who has answered, in pass order, and how many of the living', () => {
    const players = ['Ana', 'Luis', 'Eva', 'Leo'].map((name, seat) => ({ ...base.players[0]!, name, alive: seat !== 3 }));
    const at = (answered: number[], kind: 'dawn' | 'night' = 'night') => decisionText(es, { ...base, players, decision: { t: 'night', seat: 0, kind, pass: 2, answered } }, false);
    expect(at([])).toBe('Es de noche (vuelta 2 de 2): nadie ha contestado aún.');
    expect(at([1])).toBe('Es de noche (vuelta 2 de 2): ha contestado 1 de 3 (Luis).');
    expect(at([0, 2], 'dawn')).toBe('Amanece (vuelta 2 de 2): han contestado 2 de 3 (Ana, Eva).');
    // Whoever holds the decision's seat, the words are the same: it names no one who is asked.
    expect(decisionText(es, { ...base, players, decision: { t: 'night', seat: 2, kind: 'night', pass: 2, answered: [1] } }, false)).toBe(at([1]));
  });
});
