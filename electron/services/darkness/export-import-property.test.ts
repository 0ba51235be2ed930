/**
 * Property: whatever history a character has (corrections, reverts of any entry, retiring), its
 * file imported on another computer gives the same ledger and the same sheet, and imported again
 * where it already is gives a copy whose sheet is the same but for its id.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RULES, PREGENS, pregenChoice } from '../../../shared/games/darkness/characters';
import { darknessServices } from '../../../test/persistence/darkness-campaign-fixture';
import { openDarknessDb } from '../../../test/persistence/darkness-fixtures';
import { ServiceError } from '../errors';
import { DarknessTransferService } from './export-import';

type Op = { kind: 'correct'; patch: Record<string, unknown> } | { kind: 'revert'; pick: number } | { kind: 'retire' };

const patch = fc.oneof(
  fc.record({ failureDiscs: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ bankedSkillPoints: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ name: fc.constantFrom('Marta', 'Luis', 'Ana Ruiz') }),
);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: patch.map((p) => ({ kind: 'correct' as const, patch: p })) },
  { weight: 3, arbitrary: fc.nat(20).map((pick) => ({ kind: 'revert' as const, pick })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'retire' as const }) },
);

type Opened = Awaited<ReturnType<typeof openDarknessDb>>;
let home: Opened;
let away: Opened;
beforeAll(async () => {
  home = await openDarknessDb('darkness-transfer-property-home');
  away = await openDarknessDb('darkness-transfer-property-away');
});
afterAll(() => {
  home.close();
  away.close();
});

describe('export and import, whatever the history', () => {
  it('D120 the imported ledger and sheet equal the exported ones; D121 a second import is an equal copy', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: PREGENS.length - 1 }), fc.array(op, { maxLength: 8 }), async (pregen, ops) => {
        const here = darknessServices(home.db, home.file);
        const id = here.characters.create(pregenChoice(PREGENS[pregen]!, 'es'), DEFAULT_RULES, { who: 'Ana', why: 'Nuevo' });
        for (const o of ops) {
          const author = { who: 'Luis', why: 'Prueba' };
          try {
            if (o.kind === 'correct') here.characters.correct(id, o.patch, author);
            if (o.kind === 'retire') here.characters.retire(id, author);
            if (o.kind === 'revert') {
              const ledger = here.characters.get(id).ledger;
              here.characters.revert(id, ledger[o.pick % ledger.length]!.id, author);
            }
          } catch (error) {
            if (!(error instanceof ServiceError)) throw error; // a refused change is part of the game
          }
        }
        const original = here.characters.get(id);
        const json = new DarknessTransferService(home.db, home.file, here.characters, here.campaigns).exportCharacter(id).json;

        const there = darknessServices(away.db, away.file);
        const imported = await new DarknessTransferService(away.db, away.file, there.characters, there.campaigns).confirmImport(json);
        expect(imported.characterIds).toEqual([id]);
        expect(there.characters.get(id).ledger).toEqual(original.ledger);
        expect(there.characters.get(id).sheet).toEqual(original.sheet);

        const again = await new DarknessTransferService(home.db, home.file, here.characters, here.campaigns).confirmImport(json);
        const copy = here.characters.get(again.characterIds[0]!);
        expect(copy.id).not.toBe(id);
        expect(copy.sheet).toEqual({ ...original.sheet, id: copy.id });
      }),
      { numRuns: 20 },
    );
  }, 60_000);
});
