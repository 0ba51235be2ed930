import { describe, expect, it } from 'vitest';
import { appended, entryOf, ledgerOf, sampleCreated } from './builder';
import { LedgerError } from './problems';
import { replayLedger, tryReplay } from './replay';
import type { LedgerChange, LedgerEntry, SheetItem } from './types';

const knife: SheetItem = { id: 'knife-1', name: 'Cuchillo', weight: 1, vp: 2, level: 2 };
const pistol: SheetItem = { id: 'pistol-1', name: 'Pistola', weight: 2, vp: 5, level: 5 };

function problemOf(entries: LedgerEntry[]): { code: string; entryId: string | null } {
  const result = tryReplay(entries);
  if (result.ok) throw new Error('expected the ledger to be refused');
  return { code: result.problem.code, entryId: result.problem.entryId };
}

function refuse(changes: (LedgerChange | [LedgerChange, { why: string }])[], code: string, created = sampleCreated()): void {
  const entries = ledgerOf(created, changes);
  expect(problemOf(entries)).toEqual({ code, entryId: entries[entries.length - 1]!.id });
}

describe('replayLedger: every entry kind', () => {
  it('created: the sheet starts as created, alive, with nothing lost, derived max Health = Defense', () => {
    const sheet = replayLedger(ledgerOf(sampleCreated()));
    expect(sheet).toMatchObject({ name: 'Ana', status: 'alive', archived: false, experience: 0, permanentHealthLoss: 0, maxHealth: 3, bankedSkillPoints: 2 });
    expect(sheet.skills).toEqual({ perception: 'basic', search: 'basic' });
  });

  it('A43 attributeDie adds one die and one experience, up to 6 and never past it', () => {
    const created = sampleCreated('c', { attributes: { ...sampleCreated().attributes, intelligence: 5 } });
    const sheet = replayLedger(ledgerOf(created, [{ kind: 'attributeDie', attribute: 'intelligence' }]));
    expect(sheet.attributes.intelligence).toBe(6);
    expect(sheet.experience).toBe(1);
    refuse([{ kind: 'attributeDie', attribute: 'intelligence' }, { kind: 'attributeDie', attribute: 'intelligence' }], 'ledger_attribute_cap', created);
  });

  it('skillBought spends its cost from the bank; a skill held or unknown, or too few points, is refused', () => {
    const sheet = replayLedger(ledgerOf(sampleCreated(), [{ kind: 'skillBought', skill: 'climbing', tier: 'basic', cost: 1 }]));
    expect(sheet.skills.climbing).toBe('basic');
    expect(sheet.bankedSkillPoints).toBe(1);
    refuse([{ kind: 'skillBought', skill: 'search', tier: 'basic', cost: 1 }], 'ledger_skill_owned');
    refuse([{ kind: 'skillBought', skill: 'juggling', tier: 'basic', cost: 1 }], 'ledger_unknown_skill');
    refuse([{ kind: 'skillBought', skill: 'lockpicking', tier: 'basic', cost: 3 }], 'ledger_skill_points_short');
    refuse([{ kind: 'skillBought', skill: 'climbing', tier: 'basic', cost: 0 }], 'ledger_skill_cost_invalid');
  });

  it('skillUpgraded turns a basic skill expert for its cost; a skill not held at basic is refused', () => {
    const created = sampleCreated('c', { bankedSkillPoints: 5 });
    const sheet = replayLedger(ledgerOf(created, [{ kind: 'skillUpgraded', skill: 'perception', cost: 3 }]));
    expect(sheet.skills.perception).toBe('expert');
    expect(sheet.bankedSkillPoints).toBe(2);
    refuse([{ kind: 'skillUpgraded', skill: 'climbing', cost: 3 }], 'ledger_skill_not_owned', created);
    refuse([{ kind: 'skillUpgraded', skill: 'perception', cost: 3 }, { kind: 'skillUpgraded', skill: 'perception', cost: 1 }], 'ledger_skill_not_owned', created);
  });

  it('A41 skillLost: expert → basic, basic → gone, expert → gone (the whole-skill option); nothing else', () => {
    const created = sampleCreated('c', { skills: { perception: 'expert', search: 'basic' } });
    const down = replayLedger(ledgerOf(created, [{ kind: 'skillLost', skill: 'perception', from: 'expert', to: 'basic' }]));
    expect(down.skills).toEqual({ perception: 'basic', search: 'basic' });
    const gone = replayLedger(ledgerOf(created, [{ kind: 'skillLost', skill: 'search', from: 'basic', to: null }]));
    expect(gone.skills).toEqual({ perception: 'expert' });
    const whole = replayLedger(ledgerOf(created, [{ kind: 'skillLost', skill: 'perception', from: 'expert', to: null }]));
    expect(whole.skills).toEqual({ search: 'basic' });
    refuse([{ kind: 'skillLost', skill: 'search', from: 'basic', to: 'basic' }], 'ledger_skill_loss_invalid', created);
    refuse([{ kind: 'skillLost', skill: 'search', from: 'expert', to: 'basic' }], 'ledger_skill_not_owned', created);
  });

  it('A40 vpConverted banks floor(VP/10) skill points and discards the rest, or banks the rest with the option', () => {
    const discard = replayLedger(ledgerOf(sampleCreated(), [{ kind: 'vpConverted', vp: 27, skillPoints: 2, keepLeftover: false }]));
    expect([discard.bankedSkillPoints, discard.bankedVp]).toEqual([4, 0]);
    const bank = replayLedger(
      ledgerOf(sampleCreated(), [
        { kind: 'vpConverted', vp: 27, skillPoints: 2, keepLeftover: true },
        { kind: 'vpConverted', vp: 5, skillPoints: 1, keepLeftover: true },
      ]),
    );
    expect([bank.bankedSkillPoints, bank.bankedVp]).toEqual([5, 2]);
    refuse([{ kind: 'vpConverted', vp: 27, skillPoints: 3, keepLeftover: false }], 'ledger_vp_conversion_mismatch');
    refuse([{ kind: 'vpConverted', vp: -4, skillPoints: 0, keepLeftover: false }], 'ledger_vp_negative');
  });

  it('A23 itemsKept replaces the items and sets the next starting VP to the sum of their levels (or 0 when it does not count)', () => {
    const sheet = replayLedger(ledgerOf(sampleCreated(), [{ kind: 'itemsKept', items: [knife, pistol], countsForStartingVp: true, startingVp: 7 }]));
    expect(sheet.items.map((i) => i.id)).toEqual(['knife-1', 'pistol-1']);
    expect(sheet.startingVp).toBe(7);
    const none = replayLedger(ledgerOf(sampleCreated(), [{ kind: 'itemsKept', items: [knife], countsForStartingVp: false, startingVp: 0 }]));
    expect(none.startingVp).toBe(0);
    refuse([{ kind: 'itemsKept', items: [knife, pistol], countsForStartingVp: true, startingVp: 6 }], 'ledger_starting_vp_mismatch');
    refuse([{ kind: 'itemsKept', items: [knife, knife], countsForStartingVp: true, startingVp: 4 }], 'ledger_item_invalid');
    refuse([{ kind: 'itemsKept', items: [{ ...knife, level: 9 }], countsForStartingVp: true, startingVp: 9 }], 'ledger_item_invalid');
  });

  it('A42 healthLost lowers max Health for good, never below 1', () => {
    const lost = { kind: 'healthLost', amount: 1, causeCharacterId: 'char-luis' } as const;
    const sheet = replayLedger(ledgerOf(sampleCreated(), [lost, lost]));
    expect([sheet.permanentHealthLoss, sheet.maxHealth, sheet.attributes.defense]).toEqual([2, 1, 3]);
    refuse([lost, lost, lost], 'ledger_health_floor');
    refuse([{ ...lost, amount: 0 }], 'ledger_amount_invalid');
  });

  it('A42 died archives the character (a memorial, never deleted) and then only fixes and the roster flag apply', () => {
    const entries = ledgerOf(sampleCreated(), [{ kind: 'died' }]);
    expect(replayLedger(entries)).toMatchObject({ status: 'dead', archived: true, name: 'Ana' });
    const shown = replayLedger(appended(entries, { kind: 'archived', archived: false }));
    expect(shown).toMatchObject({ status: 'dead', archived: false });
    const fixed = replayLedger(appended(entries, { kind: 'correction', patch: { name: 'Ana María' } }, { why: 'se llamaba así' }));
    expect(fixed.name).toBe('Ana María');
    refuse([{ kind: 'died' }, { kind: 'attributeDie', attribute: 'speed' }], 'ledger_character_dead');
  });

  it('D63 a skill entry keeps the cost paid then; replay checks the bank, not today\'s table', () => {
    const sheet = replayLedger(ledgerOf(sampleCreated(), [{ kind: 'skillBought', skill: 'climbing', tier: 'basic', cost: 2 }]));
    expect([sheet.skills.climbing, sheet.bankedSkillPoints]).toEqual(['basic', 0]);
  });

  it('D67 retired and archived set the status and the roster flag; a retired character takes no progression', () => {
    const sheet = replayLedger(ledgerOf(sampleCreated(), [{ kind: 'retired' }, { kind: 'archived', archived: true }]));
    expect(sheet).toMatchObject({ status: 'retired', archived: true });
    refuse([{ kind: 'retired' }, { kind: 'skillBought', skill: 'climbing', tier: 'basic', cost: 1 }], 'ledger_character_retired');
  });

  it('D72 correction sets what the family says, needs a reason, and still keeps the sheet valid', () => {
    const sheet = replayLedger(
      ledgerOf(sampleCreated(), [[{ kind: 'correction', patch: { attributes: { speed: 4 }, bankedSkillPoints: 6, failureDiscs: 1 } }, { why: 'anotamos mal la partida' }]]),
    );
    expect([sheet.attributes.speed, sheet.attributes.attack, sheet.bankedSkillPoints, sheet.failureDiscs]).toEqual([4, 2, 6, 1]);
    refuse([{ kind: 'correction', patch: { bankedSkillPoints: 6 } }], 'ledger_correction_reason');
    refuse([[{ kind: 'correction', patch: {} }, { why: 'nada' }]], 'ledger_correction_empty');
    refuse([[{ kind: 'correction', patch: { attributes: { speed: 7 } } }, { why: 'más rápida' }]], 'ledger_attribute_range');
    refuse([[{ kind: 'correction', patch: { permanentHealthLoss: 3 } }, { why: 'herida' }]], 'ledger_health_floor');
    refuse([[{ kind: 'correction', patch: { skills: { flying: 'basic' } } }, { why: 'vuela' }]], 'ledger_unknown_skill');
  });

  it('D61 revert takes its target out of the sheet', () => {
    const entries = ledgerOf(sampleCreated(), [{ kind: 'attributeDie', attribute: 'speed' }, { kind: 'revert', target: 'char-ana#2' }]);
    expect(replayLedger(entries).attributes.speed).toBe(3);
    expect(replayLedger(entries).experience).toBe(0);
  });
});

describe('replayLedger: a ledger that is not a history', () => {
  it('refuses an empty ledger, one not starting with created, a second created, entries out of order or of another character', () => {
    expect(problemOf([]).code).toBe('ledger_empty');
    expect(problemOf([entryOf('c', 1, { kind: 'died' })]).code).toBe('ledger_not_created_first');
    const created = sampleCreated();
    refuse([{ kind: 'created', sheet: created }], 'ledger_created_twice');
    const entries = ledgerOf(created, [{ kind: 'retired' }]);
    expect(problemOf([entries[0]!, { ...entries[1]!, seq: 1 }]).code).toBe('ledger_seq_order');
    expect(problemOf([entries[0]!, { ...entries[1]!, characterId: 'other' }]).code).toBe('ledger_wrong_character');
    expect(problemOf([entries[0]!, { ...entries[1]!, id: entries[0]!.id }]).code).toBe('ledger_duplicate_id');
    expect(problemOf(ledgerOf(created).map((e) => ({ ...e, characterId: 'someone-else' }))).code).toBe('ledger_wrong_character');
  });

  it('D62 a created sheet is checked for the invariants only: beyond creation limits loads, attribute 0 or unknown does not', () => {
    expect(replayLedger(ledgerOf(sampleCreated('c', { attributes: { ...sampleCreated().attributes, speed: 6 } }))).attributes.speed).toBe(6);
    expect(problemOf(ledgerOf(sampleCreated('c', { attributes: { ...sampleCreated().attributes, speed: 0 } }))).code).toBe('ledger_attribute_range');
    const odd = { ...sampleCreated().attributes, luck: 3 } as unknown as ReturnType<typeof sampleCreated>['attributes'];
    expect(problemOf(ledgerOf(sampleCreated('c', { attributes: odd }))).code).toBe('ledger_unknown_attribute');
  });

  it('throws a LedgerError carrying the problem and both texts', () => {
    const entries = ledgerOf(sampleCreated(), [{ kind: 'healthLost', amount: 5, causeCharacterId: null }]);
    try {
      replayLedger(entries);
      throw new Error('expected a LedgerError');
    } catch (error) {
      expect(error).toBeInstanceOf(LedgerError);
      const { problem } = error as LedgerError;
      expect(problem.code).toBe('ledger_health_floor');
      expect(problem.message.es).toContain('entrada 2');
      expect(problem.message.en).toContain('entry 2');
    }
  });

  it('names skills and attributes in each language in its texts, and keeps their ids in the params', () => {
    const result = tryReplay(ledgerOf(sampleCreated(), [{ kind: 'skillBought', skill: 'search', tier: 'basic', cost: 1 }]));
    expect(result).toMatchObject({ ok: false, problem: { params: { skill: 'search' }, message: { es: 'El personaje ya tiene Buscar (entrada 2)', en: 'The character already has Search (entry 2)' } } });
    const cap = tryReplay(ledgerOf(sampleCreated('c', { attributes: { ...sampleCreated().attributes, defense: 6 } }), [{ kind: 'attributeDie', attribute: 'defense' }]));
    expect(cap.ok || cap.problem.message.es).toBe('Defensa/Salud ya tiene 6 dados, el máximo (entrada 2)');
  });

  it('never modifies the entries it replays', () => {
    const entries = ledgerOf(sampleCreated(), [{ kind: 'skillBought', skill: 'climbing', tier: 'basic', cost: 1 }, { kind: 'died' }]);
    const copy = structuredClone(entries);
    replayLedger(entries);
    expect(entries).toEqual(copy);
  });
});
