/** S97: a confession shows once in the table's log; its reveal line keeps its place, marked to be hidden. */
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../../shared/games/salem/types';
import { CONFESSED_REVEAL, repeatsConfession, shownLog, shownText, type ShownEntry } from './shown-log';
import { recapReader } from '../../../components/recap-lines';
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

  it('S97 the hidden line says nothing, so the recap after a cover lists the confession once', () => {
    const es = salemTranslator('es');
    const read = (entry: ShownEntry) => shownText(entry, (line) => logLine(es, line, ['Ana', 'Luis']));
    const shown = shownLog([confess, itsReveal, death]);
    expect(read(shown[1]!)).toBe('');
    expect(read(shown[0]!)).toBe(logLine(es, confess, ['Ana', 'Luis']));
    expect(read(shown[0]!)).toContain(es.t('salem.tryals.witch'));
    const recap = recapReader<ShownEntry>()(shown, [0, 1, 2], read, ['es']);
    expect(recap).toEqual([logLine(es, confess, ['Ana', 'Luis']), logLine(es, death, ['Ana', 'Luis'])]);
  });
});
