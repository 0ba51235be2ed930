import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, SKILLS } from '../characters';
import { appended, ledgerOf, sampleCreated } from './builder';
import { applyChange } from './apply';
import { characterFileText, parseCharacterFile } from './files';
import { replayLedger, tryReplay } from './replay';
import { revertProblem } from './revert';
import type { CharacterSheet, LedgerChange, LedgerEntry } from './types';

const skillIds = SKILLS.map((s) => s.id);

/** Any change, valid or not, the way a family's bookkeeping might try it. */
const anyChange: fc.Arbitrary<LedgerChange> = fc.oneof(
  fc.constantFrom(...ATTRIBUTES).map((attribute): LedgerChange => ({ kind: 'attributeDie', attribute })),
  fc.record({ skill: fc.constantFrom(...skillIds), tier: fc.constantFrom('basic' as const, 'expert' as const), cost: fc.integer({ min: 1, max: 6 }) }).map((c): LedgerChange => ({ kind: 'skillBought', ...c })),
  fc.record({ skill: fc.constantFrom(...skillIds), cost: fc.integer({ min: 1, max: 6 }) }).map((c): LedgerChange => ({ kind: 'skillUpgraded', ...c })),
  fc.record({ skill: fc.constantFrom(...skillIds), from: fc.constantFrom('basic' as const, 'expert' as const), to: fc.constantFrom('basic' as const, null) }).map((c): LedgerChange => ({ kind: 'skillLost', ...c })),
  fc.record({ vp: fc.integer({ min: 0, max: 45 }), keepLeftover: fc.boolean() }).map(({ vp, keepLeftover }): LedgerChange => ({ kind: 'vpConverted', vp, skillPoints: Math.floor(vp / 10), keepLeftover })),
  fc.integer({ min: 1, max: 8 }).map((level): LedgerChange => ({ kind: 'itemsKept', items: [{ id: `i${level}`, name: 'Objeto', weight: 1, vp: level, level }], countsForStartingVp: true, startingVp: level })),
  fc.constant<LedgerChange>({ kind: 'healthLost', amount: 1, causeCharacterId: 'other' }),
  fc.constantFrom<LedgerChange>({ kind: 'archived', archived: true }, { kind: 'archived', archived: false }),
  // Rare, since after a death or a retirement only fixes and the roster flag apply.
  fc.integer({ min: 0, max: 19 }).chain((n) => fc.constant<LedgerChange>(n === 0 ? { kind: 'died' } : n === 1 ? { kind: 'retired' } : { kind: 'archived', archived: n % 2 === 0 })),
  fc.integer({ min: 0, max: 9 }).map((points): LedgerChange => ({ kind: 'correction', patch: { bankedSkillPoints: points } })),
);

/** A step: try a change, or try to revert the n-th entry. */
const step = fc.oneof({ weight: 4, arbitrary: anyChange.map((change) => ({ change })) }, { weight: 1, arbitrary: fc.nat().map((pick) => ({ revertPick: pick })) });

interface Built {
  entries: LedgerEntry[];
  /** The sheet kept up to date as each accepted change was applied (a revert re-derives it). */
  sheet: CharacterSheet;
}

/** A valid ledger grown by appending only what the rules accept, as the app does. */
function grow(steps: ({ change: LedgerChange } | { revertPick: number })[]): Built {
  let entries = ledgerOf(sampleCreated('c', { bankedSkillPoints: 4 }));
  let sheet = replayLedger(entries);
  for (const s of steps) {
    if ('revertPick' in s) {
      const target = entries[s.revertPick % entries.length]!;
      if (revertProblem(entries, target.id) !== null) continue;
      entries = appended(entries, { kind: 'revert', target: target.id });
      sheet = replayLedger(entries);
      continue;
    }
    const next = appended(entries, s.change, { why: s.change.kind === 'correction' ? 'ajuste' : '' });
    const applied = applyChange(sheet, next[next.length - 1]!);
    if (!applied.ok) continue;
    entries = next;
    sheet = applied.sheet;
  }
  return { entries, sheet };
}

const ledgers = fc.array(step, { minLength: 10, maxLength: 60 }).map(grow);

describe('the sheet is the ledger replayed (property)', () => {
  it('D60 the sheet kept while appending equals the whole ledger replayed', () => {
    fc.assert(fc.property(ledgers, ({ entries, sheet }) => {
        expect(replayLedger(entries)).toEqual(sheet);
      }), { numRuns: 150 });
  });

  it('every sheet keeps the invariants (attributes 1–6, max Health ≥ 1, nothing negative, experience = dice kept)', () => {
    fc.assert(
      fc.property(ledgers, ({ entries }) => {
        const sheet = replayLedger(entries);
        for (const a of ATTRIBUTES) expect(sheet.attributes[a]).toBeGreaterThanOrEqual(1);
        for (const a of ATTRIBUTES) expect(sheet.attributes[a]).toBeLessThanOrEqual(6);
        expect(sheet.maxHealth).toBe(sheet.attributes.defense - sheet.permanentHealthLoss);
        expect(sheet.maxHealth).toBeGreaterThanOrEqual(1);
        expect(sheet.bankedSkillPoints).toBeGreaterThanOrEqual(0);
        const reverted = new Set(entries.flatMap((e) => (e.change.kind === 'revert' ? [e.change.target] : [])));
        expect(sheet.experience).toBe(entries.filter((e) => e.change.kind === 'attributeDie' && !reverted.has(e.id)).length);
      }),
      { numRuns: 150 },
    );
  });

  it('D61 reverting an entry gives the sheet of the ledger without it, and is refused exactly when that ledger is not valid', () => {
    fc.assert(
      fc.property(ledgers, fc.nat(), ({ entries }, pick) => {
        const target = entries[pick % entries.length]!;
        const problem = revertProblem(entries, target.id);
        const withRevert = tryReplay(appended(entries, { kind: 'revert', target: target.id }));
        expect(problem === null).toBe(withRevert.ok);
        if (problem === null && withRevert.ok) {
          const without = tryReplay(entries.filter((e) => e.id !== target.id));
          expect(without.ok && without.sheet).toEqual(withRevert.sheet);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the generated ledgers are rich: most grow past a dozen entries and some hold reverts', () => {
    const sample = fc.sample(ledgers, { numRuns: 100, seed: 11 });
    expect(sample.filter((b) => b.entries.length > 12).length).toBeGreaterThan(40);
    expect(sample.filter((b) => b.entries.some((e) => e.change.kind === 'revert')).length).toBeGreaterThan(10);
  });

  it('a character file round trip gives back the same ledger and sheet', () => {
    fc.assert(
      fc.property(ledgers, ({ entries, sheet }) => {
        const parsed = parseCharacterFile(characterFileText({ id: 'c', name: sheet.name, ledger: entries }));
        expect(parsed.ok && parsed.value.sheet).toEqual(sheet);
      }),
      { numRuns: 60 },
    );
  });
});
