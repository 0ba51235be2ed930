import { describe, expect, it } from 'vitest';
import { appended, ledgerOf, sampleCreated } from './builder';
import { endedAt } from './ended-at';
import { replayLedger } from './replay';

describe("a character's end date", () => {
  it('is the time of its death entry, not of its creation or of later entries', () => {
    const entries = appended(ledgerOf(sampleCreated(), [{ kind: 'died' }]), { kind: 'archived', archived: true });
    expect(replayLedger(entries).status).toBe('dead');
    expect(endedAt(entries, 'dead')).toBe(entries[1]!.at);
  });

  it('is the time of its retirement for a retired character, and none while it plays', () => {
    const entries = ledgerOf(sampleCreated(), [{ kind: 'retired' }]);
    expect(endedAt(entries, 'retired')).toBe(entries[1]!.at);
    expect(endedAt(ledgerOf(sampleCreated()), 'alive')).toBeNull();
  });

  it('skips a death that was reverted, and takes the later one', () => {
    const once = ledgerOf(sampleCreated(), [{ kind: 'died' }]);
    const back = appended(once, { kind: 'revert', target: once[1]!.id });
    expect(replayLedger(back).status).toBe('alive');
    const again = appended(back, { kind: 'died' });
    expect(replayLedger(again).status).toBe('dead');
    expect(endedAt(again, 'dead')).toBe(again[3]!.at);
    expect(endedAt(again, 'dead')).not.toBe(once[1]!.at);
  });
});
