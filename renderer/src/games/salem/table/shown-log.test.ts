/** S97: a confession shows once in the table's log; its reveal line keeps its place, marked to be hidden. */
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../../shared/games/salem/types';
import { CONFESSED_REVEAL, engineEntry, repeatsConfession, shownLog } from './shown-log';
import { logLine } from './format';
import { salemTranslator } from './test-i18n';

const confess: LogEntry = { key: 'confess', params: { seat: 1, index: 2, face: 'witch' } };
const itsReveal: LogEntry = { key: 'reveal', params: { target: 1, index: 2, face: 'witch' } };
// Ruling 8: the confessed Witch turns up the other Witch too; that line tells something new.
const otherWitch: LogEntry = { key: 'reveal', params: { target: 1, index: 0, face: 'witch' } };
const death: LogEntry = { key: 'death', params: { seat: 1, cause: 'confession' } };

describe('S97 salem shown log', () => {
  it('S97 marks only the reveal written by the confession just before it', () => {
    expect(repeatsConfession(itsReveal, confess)).toBe(true);
    expect(repeatsConfession(otherWitch, itsReveal)).toBe(false);
    expect(repeatsConfession({ key: 'reveal', params: { target: 2, index: 2, face: 'witch' } }, confess)).toBe(false);
    expect(repeatsConfession({ key: 'reveal', params: { target: 1, index: 2, face: 'witch', by: 0 } }, death)).toBe(false);
  });

  it('S97 keeps every line in its place (undo notes and new lines count by position) and marks the repeat', () => {
    const log = [confess, itsReveal, otherWitch, death];
    const shown = shownLog(log);
    expect(shown.map((e) => e.key)).toEqual(['confess', CONFESSED_REVEAL, 'reveal', 'death']);
    expect(shown[0]).toBe(confess);
    expect(shown[2]).toBe(otherWitch);
    // The same marked copy on the next snapshot: the log re-renders new lines only.
    expect(shownLog(log)[1]).toBe(shown[1]);
  });

  it('S97 gives a log without a confession back as it is', () => {
    const log = [itsReveal, death];
    expect(shownLog(log)).toBe(log);
  });

  it('S97 a hidden line still reads as its reveal (the recap lists lines by position)', () => {
    const es = salemTranslator('es');
    const hidden = shownLog([confess, itsReveal])[1]!;
    expect(logLine(es, engineEntry(hidden), ['Ana', 'Luis'])).toBe(logLine(es, itsReveal, ['Ana', 'Luis']));
    expect(logLine(es, confess, ['Ana', 'Luis'])).toContain(es.t('salem.tryals.witch'));
  });
});
