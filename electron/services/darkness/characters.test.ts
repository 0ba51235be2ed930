/** Characters and their ledger against a real data file: every write, every refusal, the sheet = the ledger replayed. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES, PREGENS, pregenChoice, validateCreation, type CreationChoice } from '../../../shared/games/darkness/characters';
import { replayLedger } from '../../../shared/games/darkness/ledger';
import { darknessRows, openDarknessDb } from '../../../test/persistence/darkness-fixtures';
import { serviceErrorOf } from '../../../test/persistence/looper-fixtures';
import type { Db } from '../database';
import { DarknessCharacterService } from './characters';

let db: Db;
let close: () => void;
let characters: DarknessCharacterService;
const ana = { who: 'Ana', why: 'creation' };

beforeEach(async () => {
  ({ db, close } = await openDarknessDb('darkness-characters'));
  characters = new DarknessCharacterService(db);
});
afterEach(() => close());

/** A valid choice of the creation rules: the police pregen's, renamed. */
function choice(name = 'Marta Gil'): CreationChoice {
  return { ...pregenChoice(PREGENS[0]!, 'es'), name };
}

describe('creating a character', () => {
  it('D99 stores one row and a created entry whose sheet is the choice (no items: the communicator is implied)', () => {
    expect(validateCreation(choice())).toEqual([]);
    const id = characters.create(choice(), DEFAULT_RULES, ana);
    const detail = characters.get(id);
    expect(detail.ledger.map((e) => [e.seq, e.change.kind, e.who])).toEqual([[1, 'created', 'Ana']]);
    expect(detail.sheet.name).toBe('Marta Gil');
    expect(detail.sheet.attributes).toEqual(choice().attributes);
    expect(detail.sheet.items).toEqual([]);
    expect(detail.sheet.carryingLimit).toBe(5);
    expect(detail.sheet.bankedSkillPoints).toBe(0); // the creation rules spend all 10 points
    expect(detail.sheet.status).toBe('alive');
    expect(detail.sheet).toEqual(replayLedger(detail.ledger));
    expect(characters.list().map((c) => c.id)).toEqual([id]);
  });

  it('refuses a choice that breaks the creation rules with every problem, and writes nothing', () => {
    characters.create(choice(), DEFAULT_RULES, ana);
    const before = darknessRows(db);
    const bad = { ...choice(''), attributes: { ...choice().attributes, speed: 6 } };
    const error = serviceErrorOf(() => characters.create(bad, DEFAULT_RULES, ana));
    expect(error.code).toBe('darkness_invalid_character');
    const problems = JSON.parse(String(error.params.problems)) as { code: string }[];
    expect(problems.length).toBe(error.params.count);
    expect(problems.map((p) => p.code)).toContain('name_missing');
    expect(problems.length).toBeGreaterThan(1);
    expect(darknessRows(db)).toEqual(before);
  });

  it('refuses something that is not a choice at all, and writes nothing', () => {
    const before = darknessRows(db);
    expect(serviceErrorOf(() => characters.create({ name: 'x' }, DEFAULT_RULES, ana)).code).toBe('darkness_invalid_character');
    expect(darknessRows(db)).toEqual(before);
  });

  it('D95 a pregen is stored as a fixed character that refuses corrections and progression (A44)', () => {
    const id = characters.createPregen(PREGENS[1]!.id, DEFAULT_RULES, ana);
    const detail = characters.get(id);
    expect(detail.pregen).toBe(true);
    expect(detail.sheet.pregen).toBe(true);
    expect(detail.sheet.name).toBe(PREGENS[1]!.name);
    const before = darknessRows(db);
    expect(serviceErrorOf(() => characters.correct(id, { name: 'Otro' }, { who: 'Ana', why: 'typo' })).code).toBe('darkness_pregen_fixed');
    expect(serviceErrorOf(() => characters.append(id, [{ who: 'Velada', why: 'win', change: { kind: 'attributeDie', attribute: 'speed' } }])).code).toBe(
      'darkness_pregen_fixed',
    );
    expect(darknessRows(db)).toEqual(before);
    expect(serviceErrorOf(() => characters.createPregen('nope', DEFAULT_RULES, ana)).code).toBe('darkness_pregen_not_found');
  });
});

describe('the ledger', () => {
  it('appends a correction with who and why, and the sheet shows it', () => {
    const id = characters.create(choice(), DEFAULT_RULES, ana);
    const after = characters.correct(id, { name: 'Marta Gil Ruiz', failureDiscs: 1 }, { who: 'Luis', why: 'mal escrito' });
    const last = after.ledger.at(-1)!;
    expect([last.seq, last.who, last.why, last.change]).toEqual([2, 'Luis', 'mal escrito', { kind: 'correction', patch: { name: 'Marta Gil Ruiz', failureDiscs: 1 } }]);
    expect(after.sheet.name).toBe('Marta Gil Ruiz');
    expect(after.sheet.failureDiscs).toBe(1);
  });

  it('refuses a malformed correction and one the ledger rules refuse, writing nothing', () => {
    const id = characters.create(choice(), DEFAULT_RULES, ana);
    const before = darknessRows(db);
    expect(serviceErrorOf(() => characters.correct(id, {}, { who: 'Luis', why: 'x' })).code).toBe('darkness_invalid_correction');
    expect(serviceErrorOf(() => characters.correct(id, { attributes: { luck: 3 } }, { who: 'Luis', why: 'x' })).code).toBe('darkness_invalid_correction');
    // Max Health would fall below 1: the replay refuses it and the transaction rolls back.
    const floor = serviceErrorOf(() => characters.correct(id, { permanentHealthLoss: 50 }, { who: 'Luis', why: 'x' }));
    expect(floor.code).toMatch(/^ledger_/);
    expect(darknessRows(db)).toEqual(before);
  });

  it('S31 a corrected name counts characters like creation, and a NUL or half a surrogate pair is refused by name', () => {
    const id = characters.create(choice('👨‍👩‍👧'.repeat(40)), DEFAULT_RULES, ana);
    expect(characters.get(id).sheet.name).toBe('👨‍👩‍👧'.repeat(40));
    expect(characters.correct(id, { name: 'e\u0301'.repeat(40) }, { who: 'Luis', why: 'x' }).sheet.name).toBe('e\u0301'.repeat(40));
    const before = darknessRows(db);
    expect(serviceErrorOf(() => characters.correct(id, { name: 'e\u0301'.repeat(41) }, { who: 'Luis', why: 'x' })).code).toBe('darkness_invalid_correction');
    for (const [name, reason] of [['Marta\u0000', 'nul'], ['\uDC19Marta', 'lone_surrogate']] as const) {
      expect(serviceErrorOf(() => characters.correct(id, { name }, { who: 'Luis', why: 'x' }))).toMatchObject({ code: 'darkness_invalid_correction', params: { path: 'name', reason } });
      expect(serviceErrorOf(() => characters.create(choice(name), DEFAULT_RULES, ana)).code).toBe('darkness_invalid_character');
    }
    expect(darknessRows(db)).toEqual(before);
  });

  it('D96 reverting appends a revert entry (nothing deleted) and the sheet goes back', () => {
    const id = characters.create(choice(), DEFAULT_RULES, ana);
    const corrected = characters.correct(id, { failureDiscs: 2 }, { who: 'Luis', why: 'discos' });
    const target = corrected.ledger.at(-1)!.id;
    const reverted = characters.revert(id, target, { who: 'Ana', why: 'no era así' });
    expect(reverted.ledger.map((e) => e.change.kind)).toEqual(['created', 'correction', 'revert']);
    expect(reverted.ledger.at(-1)!.change).toEqual({ kind: 'revert', target });
    expect(reverted.sheet.failureDiscs).toBe(0);
    expect(reverted.sheet).toEqual(replayLedger(reverted.ledger));
  });

  it('D96 a revert is refused with its reason when a later entry depends on it, and nothing is written', () => {
    const id = characters.create(choice(), DEFAULT_RULES, ana);
    const banked = characters.get(id).sheet.bankedSkillPoints;
    const converted = characters.append(id, [{ who: 'Velada', why: 'fin de partida', change: { kind: 'vpConverted', vp: 40, skillPoints: 4, keepLeftover: false } }]);
    const conversion = converted.ledger.at(-1)!.id;
    characters.append(id, [{ who: 'Ana', why: 'compra', change: { kind: 'skillBought', skill: 'search', tier: 'basic', cost: banked + 3 } }]);
    const before = darknessRows(db);
    const error = serviceErrorOf(() => characters.revert(id, conversion, { who: 'Ana', why: 'error' }));
    expect(error.code).toBe('ledger_revert_depends');
    expect(error.params).toMatchObject({ seq: 2, later: 3 });
    expect(darknessRows(db)).toEqual(before);
    // The creation itself, and an entry already reverted, are refused with their own reasons.
    expect(serviceErrorOf(() => characters.revert(id, characters.get(id).ledger[0]!.id, { who: 'Ana', why: 'x' })).code).toBe('ledger_revert_created');
    expect(serviceErrorOf(() => characters.revert(id, 'nope', { who: 'Ana', why: 'x' })).code).toBe('ledger_revert_missing');
    expect(darknessRows(db)).toEqual(before);
  });

  it('D103 several entries land in one transaction: one refused entry keeps all of them out', () => {
    const id = characters.create(choice(), DEFAULT_RULES, ana);
    const before = darknessRows(db);
    const error = serviceErrorOf(() =>
      characters.append(id, [
        { who: 'Velada', why: 'victoria', change: { kind: 'attributeDie', attribute: 'speed' } },
        { who: 'Velada', why: 'compra', change: { kind: 'skillBought', skill: 'search', tier: 'basic', cost: 99 } },
      ]),
    );
    expect(error.code).toBe('ledger_skill_points_short');
    expect(darknessRows(db)).toEqual(before);
  });

  it('retires a living character once; a retired one accepts no second retirement', () => {
    const id = characters.create(choice(), DEFAULT_RULES, ana);
    expect(characters.retire(id, { who: 'Ana', why: 'se muda' }).sheet.status).toBe('retired');
    const before = darknessRows(db);
    expect(serviceErrorOf(() => characters.retire(id, { who: 'Ana', why: 'otra vez' })).code).toBe('darkness_character_not_alive');
    expect(darknessRows(db)).toEqual(before);
  });

  it('D97 archiving is a ledger entry (a memorial): the character stays listed, and can come back', () => {
    const id = characters.create(choice(), DEFAULT_RULES, ana);
    const archived = characters.archive(id, true, { who: 'Ana', why: 'recuerdo' });
    expect(archived.sheet.archived).toBe(true);
    expect(characters.list().map((c) => [c.id, c.sheet.archived])).toEqual([[id, true]]);
    const before = darknessRows(db);
    expect(serviceErrorOf(() => characters.archive(id, true, { who: 'Ana', why: 'x' })).code).toBe('darkness_archive_unchanged');
    expect(darknessRows(db)).toEqual(before);
    expect(characters.archive(id, false, { who: 'Ana', why: 'vuelve' }).sheet.archived).toBe(false);
  });

  it('D98 the ledger table refuses any update or delete (append-only)', () => {
    const id = characters.create(choice(), DEFAULT_RULES, ana);
    expect(() => db.prepare("UPDATE darkness_ledger SET who = 'x' WHERE character_id = ?").run(id)).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM darkness_ledger WHERE character_id = ?').run(id)).toThrow(/append-only/);
    expect(characters.get(id).ledger).toHaveLength(1);
  });

  it('answers darkness_character_not_found for an unknown id on every command', () => {
    const author = { who: 'Ana', why: 'x' };
    for (const run of [
      () => characters.get('nope'),
      () => characters.correct('nope', { failureDiscs: 1 }, author),
      () => characters.revert('nope', 'e', author),
      () => characters.retire('nope', author),
      () => characters.archive('nope', true, author),
    ]) {
      expect(serviceErrorOf(run).code).toBe('darkness_character_not_found');
    }
    expect(darknessRows(db).darkness_ledger).toEqual([]);
  });
});
