/**
 * Property: whatever the family does to a character, in any order — corrections, reverts of any
 * entry, retiring, archiving — the stored ledger only ever grows (earlier entries untouched), a
 * refused write leaves every table as it was, and the sheet answered is the ledger replayed.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RULES, PREGENS, pregenChoice } from '../../../shared/games/darkness/characters';
import { replayLedger } from '../../../shared/games/darkness/ledger';
import { darknessRows, openDarknessDb } from '../../../test/persistence/darkness-fixtures';
import type { Db } from '../database';
import { ServiceError } from '../errors';
import { DarknessCharacterService } from './characters';

type Op =
  | { kind: 'correct'; patch: Record<string, unknown> }
  | { kind: 'revert'; pick: number }
  | { kind: 'retire' }
  | { kind: 'archive'; archived: boolean };

const patch = fc.oneof(
  fc.record({ failureDiscs: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ permanentHealthLoss: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ bankedSkillPoints: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ name: fc.constantFrom('Marta', 'Luis', 'Ana Ruiz') }),
  fc.record({ attributes: fc.record({ speed: fc.integer({ min: 1, max: 6 }) }) }),
);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: patch.map((p) => ({ kind: 'correct' as const, patch: p })) },
  { weight: 3, arbitrary: fc.nat(20).map((pick) => ({ kind: 'revert' as const, pick })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'retire' as const }) },
  { weight: 1, arbitrary: fc.boolean().map((archived) => ({ kind: 'archive' as const, archived })) },
);

let db: Db;
let close: () => void;
let characters: DarknessCharacterService;

beforeAll(async () => {
  ({ db, close } = await openDarknessDb('darkness-ledger-property'));
  characters = new DarknessCharacterService(db);
});
afterAll(() => close());

describe('a character’s ledger under any sequence of writes', () => {
  it('D98 D103 only grows, refusals change nothing, and the sheet is always the ledger replayed', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 12 }), (ops) => {
        const id = characters.create(pregenChoice(PREGENS[3]!, 'es'), DEFAULT_RULES, { who: 'Ana', why: 'creation' });
        const author = { who: 'Ana', why: 'prueba' };
        for (const step of ops) {
          const before = characters.get(id);
          const rows = darknessRows(db);
          try {
            if (step.kind === 'correct') characters.correct(id, step.patch, author);
            else if (step.kind === 'revert') characters.revert(id, before.ledger[step.pick % before.ledger.length]!.id, author);
            else if (step.kind === 'retire') characters.retire(id, author);
            else characters.archive(id, step.archived, author);
          } catch (error) {
            expect(error).toBeInstanceOf(ServiceError);
            expect(darknessRows(db)).toEqual(rows);
          }
          const after = characters.get(id);
          expect(after.ledger.slice(0, before.ledger.length)).toEqual(before.ledger);
          expect(after.ledger.length - before.ledger.length).toBeLessThanOrEqual(1);
          expect(after.sheet).toEqual(replayLedger(after.ledger));
        }
      }),
      { numRuns: 25, seed: 11 },
    );
  });
});
