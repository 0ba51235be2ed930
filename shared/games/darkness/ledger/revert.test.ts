import { describe, expect, it } from 'vitest';
import { appended, ledgerOf, sampleCreated } from './builder';
import { replayLedger } from './replay';
import { revertChange, revertProblem } from './revert';
import type { LedgerChange, LedgerEntry } from './types';

const id = (seq: number) => `char-ana#${seq}`;

/** Reverting entry `seq` is allowed, and the sheet after it equals the ledger without that entry. */
function revertsCleanly(changes: LedgerChange[], seq: number): void {
  const entries = ledgerOf(sampleCreated('char-ana', { bankedSkillPoints: 6 }), changes);
  expect(revertProblem(entries, id(seq))).toBeNull();
  const result = revertChange(entries, id(seq));
  if (!result.ok) throw new Error(result.problem.code);
  const after = replayLedger(appended(entries, result.change));
  const without = ledgerOf(
    sampleCreated('char-ana', { bankedSkillPoints: 6 }),
    changes.filter((_, index) => index + 2 !== seq),
  );
  expect(after).toEqual(replayLedger(without));
}

function refusedWith(entries: LedgerEntry[], seq: number, code: string): ReturnType<typeof revertProblem> {
  const problem = revertProblem(entries, id(seq));
  expect(problem?.code).toBe(code);
  return problem;
}

describe('revert: every entry kind can be taken back when nothing depends on it', () => {
  const cases: [string, LedgerChange][] = [
    ['attributeDie', { kind: 'attributeDie', attribute: 'speed' }],
    ['skillBought', { kind: 'skillBought', skill: 'climbing', tier: 'basic', cost: 1 }],
    ['skillUpgraded', { kind: 'skillUpgraded', skill: 'search', cost: 3 }],
    ['skillLost', { kind: 'skillLost', skill: 'perception', from: 'basic', to: null }],
    ['vpConverted', { kind: 'vpConverted', vp: 23, skillPoints: 2, keepLeftover: false }],
    ['itemsKept', { kind: 'itemsKept', items: [{ id: 'k', name: 'Cuchillo', weight: 1, vp: 2, level: 2 }], countsForStartingVp: true, startingVp: 2 }],
    ['healthLost', { kind: 'healthLost', amount: 1, causeCharacterId: 'char-luis' }],
    ['died', { kind: 'died' }],
    ['retired', { kind: 'retired' }],
    ['archived', { kind: 'archived', archived: true }],
  ];
  for (const [kind, change] of cases) {
    it(`${kind}: appends a revert and the sheet is as if it never happened`, () => revertsCleanly([change, { kind: 'archived', archived: false }], 2));
  }

  it('correction: reverting it restores what the family had changed', () => {
    const entries = ledgerOf(sampleCreated(), [[{ kind: 'correction', patch: { name: 'Anita', bankedSkillPoints: 9 } }, { why: 'error' }]]);
    const result = revertChange(entries, id(2));
    if (!result.ok) throw new Error(result.problem.code);
    expect(replayLedger(appended(entries, result.change))).toMatchObject({ name: 'Ana', bankedSkillPoints: 2 });
  });

  it('D67 a died entry reverted brings the character back to the roster, alive', () => {
    const entries = ledgerOf(sampleCreated(), [{ kind: 'died' }]);
    expect(replayLedger(appended(entries, { kind: 'revert', target: id(2) }))).toMatchObject({ status: 'alive', archived: false });
  });
});

describe('revert: refused, with a reason', () => {
  it('the creation cannot be reverted', () => {
    refusedWith(ledgerOf(sampleCreated()), 1, 'ledger_revert_created');
  });

  it('an entry that does not exist cannot be reverted', () => {
    expect(revertProblem(ledgerOf(sampleCreated()), 'nope')?.code).toBe('ledger_revert_missing');
  });

  it('D66 a revert cannot be reverted, and its target cannot be reverted twice', () => {
    const entries = ledgerOf(sampleCreated(), [{ kind: 'attributeDie', attribute: 'speed' }, { kind: 'revert', target: id(2) }]);
    refusedWith(entries, 3, 'ledger_revert_of_revert');
    refusedWith(entries, 2, 'ledger_revert_twice');
    const twice = appended(entries, { kind: 'revert', target: id(2) });
    expect(() => replayLedger(twice)).toThrow(/already reverted/);
  });

  it('D61 a skill purchase the skill was later upgraded from: refused, naming the later entry', () => {
    const entries = ledgerOf(sampleCreated('char-ana', { bankedSkillPoints: 6 }), [
      { kind: 'skillBought', skill: 'climbing', tier: 'basic', cost: 1 },
      { kind: 'skillUpgraded', skill: 'climbing', cost: 3 },
    ]);
    const problem = refusedWith(entries, 2, 'ledger_revert_depends');
    expect(problem?.params).toMatchObject({ seq: 2, later: 3 });
    expect(problem?.cause?.code).toBe('ledger_skill_not_owned');
    expect(problem?.message.es).toContain('la entrada 3 depende de ella');
  });

  it('a skill purchase the skill was later lost from', () => {
    const entries = ledgerOf(sampleCreated(), [
      { kind: 'skillBought', skill: 'climbing', tier: 'basic', cost: 1 },
      { kind: 'skillLost', skill: 'climbing', from: 'basic', to: null },
    ]);
    expect(refusedWith(entries, 2, 'ledger_revert_depends')?.cause?.code).toBe('ledger_skill_not_owned');
  });

  it('a VP conversion whose skill points were spent afterwards', () => {
    const entries = ledgerOf(sampleCreated('char-ana', { bankedSkillPoints: 0 }), [
      { kind: 'vpConverted', vp: 31, skillPoints: 3, keepLeftover: false },
      { kind: 'skillBought', skill: 'lockpicking', tier: 'basic', cost: 3 },
    ]);
    expect(refusedWith(entries, 2, 'ledger_revert_depends')?.cause?.code).toBe('ledger_skill_points_short');
  });

  it('A43 an attribute die the cap or the Health floor relied on', () => {
    const floor = ledgerOf(sampleCreated(), [
      { kind: 'attributeDie', attribute: 'defense' },
      { kind: 'healthLost', amount: 1, causeCharacterId: 'b' },
      { kind: 'healthLost', amount: 1, causeCharacterId: 'c' },
      { kind: 'healthLost', amount: 1, causeCharacterId: 'd' },
    ]);
    expect(refusedWith(floor, 2, 'ledger_revert_depends')?.cause?.code).toBe('ledger_health_floor');
    // A skill loss that undid an upgrade: taking back the upgrade leaves the loss's "expert" missing.
    const cap = ledgerOf(sampleCreated('char-ana', { bankedSkillPoints: 5 }), [
      { kind: 'skillUpgraded', skill: 'search', cost: 3 },
      { kind: 'skillLost', skill: 'search', from: 'expert', to: 'basic' },
    ]);
    expect(refusedWith(cap, 2, 'ledger_revert_depends')?.cause?.code).toBe('ledger_skill_not_owned');
  });

  it('a retirement or death after which the character got further entries is refused only if those need it', () => {
    // Reverting a death when a later archived flag follows is fine: nothing depended on the death.
    revertsCleanly([{ kind: 'died' }, { kind: 'archived', archived: false }], 2);
  });
});
