import { describe, expect, it } from 'vitest';
import { appended, ledgerOf, sampleCreated } from './builder';
import { endOfGamePlan, type EndOfGameInput, type EndOfGameParticipant } from './end-of-game';
import { planEntries, tryPlanEntries, type EndOfGameChoices } from './plan-entries';
import { LedgerError } from './problems';
import { replayLedger } from './replay';
import type { CharacterSheet, CreatedSheet, LedgerEntry, SheetItem } from './types';

const torch: SheetItem = { id: 'torch', name: 'Linterna', weight: 1, vp: 1, level: 1 };
const pistol: SheetItem = { id: 'pistol', name: 'Pistola', weight: 2, vp: 5, level: 5 };

const ledgers: Record<string, LedgerEntry[]> = {
  ana: ledgerOf(sampleCreated('ana', { name: 'Ana' })),
  luis: ledgerOf(sampleCreated('luis', { name: 'Luis', skills: { lockpicking: 'expert', climbing: 'basic' }, bankedSkillPoints: 0 })),
  eva: ledgerOf(sampleCreated('eva', { name: 'Eva', attributes: { ...sampleCreated().attributes, defense: 2 } })),
  dana: ledgerOf(sampleCreated('dana', { name: 'Dana', pregen: true } as Partial<CreatedSheet>)),
};
const sheets = (): Record<string, CharacterSheet> => Object.fromEntries(Object.entries(ledgers).map(([id, l]) => [id, replayLedger(l)]));

function who(characterId: string, vp: number, extra: Partial<EndOfGameParticipant> = {}): EndOfGameParticipant {
  return { characterId, vp, died: false, itemsHeld: [], ...extra };
}

function input(participants: EndOfGameParticipant[], extra: Partial<EndOfGameInput> = {}): EndOfGameInput {
  return { mode: 'standard', objectiveAchieved: true, participants, sheets: sheets(), houseRules: {}, ...extra };
}

/** Each character's ledger with the planned changes appended, replayed. */
function after(plan: ReturnType<typeof endOfGamePlan>, choices: EndOfGameChoices): Record<string, CharacterSheet> {
  const out: Record<string, CharacterSheet> = {};
  for (const { characterId, change } of planEntries(plan, choices)) {
    ledgers[characterId] = appended(ledgers[characterId]!, change, { why: 'fin de partida' });
  }
  for (const id of Object.keys(ledgers)) out[id] = replayLedger(ledgers[id]!);
  return out;
}

function resetLedgers(): void {
  for (const id of Object.keys(ledgers)) ledgers[id] = ledgers[id]!.slice(0, 1);
}

describe('end of a standard game', () => {
  it('A39 A45 the winner is the most VP with the objective achieved, and chooses the attribute for the die', () => {
    resetLedgers();
    const plan = endOfGamePlan(input([who('ana', 23), who('luis', 14)]));
    expect(plan.winners).toEqual(['ana']);
    const ana = plan.perCharacter.find((c) => c.characterId === 'ana')!;
    expect(ana.attributeDie).toContain('speed');
    expect(() => planEntries(plan, {})).toThrow(LedgerError);
    const result = after(plan, { ana: { attribute: 'speed' } });
    expect(result.ana!.attributes.speed).toBe(4);
    expect(result.ana!.experience).toBe(1);
    expect(result.luis!.experience).toBe(0);
  });

  it('A40 every participant converts floor(VP/10) to banked skill points and may spend them at once', () => {
    resetLedgers();
    const plan = endOfGamePlan(input([who('ana', 23), who('luis', 14)]));
    const luis = plan.perCharacter.find((c) => c.characterId === 'luis')!;
    expect(luis.conversion).toEqual({ vp: 14, skillPoints: 1, keepLeftover: false });
    expect(luis.bankAfter).toBe(1);
    expect(luis.purchases.every((p) => p.cost <= 1)).toBe(true);
    const result = after(plan, { ana: { attribute: 'speed', buy: [{ skill: 'search', tier: 'expert' }] }, luis: { buy: [{ skill: 'driving', tier: 'basic' }] } });
    expect(result.luis!.skills.driving).toBe('basic');
    expect(result.luis!.bankedSkillPoints).toBe(0);
    // Ana: 2 banked + 2 converted = 4; search basic → expert costs 6 − 3 = 3.
    expect(result.ana!.skills.search).toBe('expert');
    expect(result.ana!.bankedSkillPoints).toBe(1);
  });

  it('D71 A40 option: leftover VP are banked and count at the next conversion', () => {
    resetLedgers();
    const plan = endOfGamePlan(input([who('luis', 17)], { houseRules: { A40: 'bank_leftover' } }));
    const result = after(plan, { luis: { attribute: 'speed' } });
    expect([result.luis!.bankedSkillPoints, result.luis!.bankedVp]).toEqual([1, 7]);
    const next = endOfGamePlan(input([who('luis', 5)], { sheets: result, houseRules: { A40: 'bank_leftover' } }));
    expect(next.perCharacter[0]!.conversion).toEqual({ vp: 5, skillPoints: 1, keepLeftover: true });
  });

  it('A39 objective not achieved: nobody wins, VP still convert; option: the VP leader wins anyway', () => {
    resetLedgers();
    const plan = endOfGamePlan(input([who('ana', 23), who('luis', 14)], { objectiveAchieved: false }));
    expect(plan.winners).toEqual([]);
    expect(plan.perCharacter.every((c) => c.attributeDie === null)).toBe(true);
    expect(plan.perCharacter[0]!.conversion?.skillPoints).toBe(2);
    const option = endOfGamePlan(input([who('ana', 23), who('luis', 14)], { objectiveAchieved: false, houseRules: { A39: 'vp_leader_wins' } }));
    expect(option.winners).toEqual(['ana']);
  });

  it('D64 a tie for most VP gives every tied leader the die', () => {
    resetLedgers();
    expect(endOfGamePlan(input([who('ana', 12), who('luis', 12), who('eva', 3)])).winners).toEqual(['ana', 'luis']);
  });

  it('A41 option lose_one_tier (the first reading, kept by campaigns that recorded it, D407): no conversion, one tier lost by the player\'s choice', () => {
    resetLedgers();
    const plan = endOfGamePlan(input([who('ana', 10), who('luis', -3)], { houseRules: { A41: 'lose_one_tier' } }));
    const luis = plan.perCharacter.find((c) => c.characterId === 'luis')!;
    expect(luis.conversion).toBeNull();
    expect(luis.skillLoss).toEqual([
      { skill: 'lockpicking', from: 'expert', to: 'basic' },
      { skill: 'climbing', from: 'basic', to: null },
    ]);
    expect(tryPlanEntries(plan, { ana: { attribute: 'attack' } })).toMatchObject({ ok: false, problems: [{ code: 'ledger_plan_choice', params: { choice: 'loseSkill' } }] });
    const result = after(plan, { ana: { attribute: 'attack' }, luis: { loseSkill: 'lockpicking' } });
    expect(result.luis!.skills).toEqual({ lockpicking: 'basic', climbing: 'basic' });
  });

  it('D77 D407 A41 by default (l.298 "pierdes una habilidad"): the whole skill is lost; a character with no skill loses nothing', () => {
    resetLedgers();
    const whole = endOfGamePlan(input([who('luis', -1)]));
    expect(whole.perCharacter[0]!.skillLoss).toEqual([
      { skill: 'lockpicking', from: 'expert', to: null },
      { skill: 'climbing', from: 'basic', to: null },
    ]);
    expect(after(whole, { luis: { loseSkill: 'lockpicking', attribute: 'attack' } }).luis!.skills).toEqual({ climbing: 'basic' });
    resetLedgers();
    const bare = { ...sheets().luis!, skills: {} };
    const none = endOfGamePlan(input([who('luis', -1)], { sheets: { luis: bare }, objectiveAchieved: false }));
    expect(none.perCharacter[0]!.skillLoss).toEqual([]);
    expect(planEntries(none, {})).toEqual([]);
  });

  it('D403 points bought in play reach the sheet: their own conversion, the skills they bought, the rest banked', () => {
    resetLedgers();
    const inPlay = { pointsBought: 3, skills: [{ skill: 'climbing', tier: 'basic' as const, points: 1, how: 'buy' as const }, { skill: 'search', tier: 'expert' as const, points: 1, how: 'upgrade' as const }] };
    const plan = endOfGamePlan(input([who('ana', 7, { inPlay }), who('eva', 3)]));
    const ana = plan.perCharacter[0]!;
    expect(ana.inPlay).toEqual(inPlay);
    expect(ana.bankAfter).toBe(2 + 1);
    expect(ana.purchases.some((o) => (o.skill === 'climbing' && o.how === 'buy') || o.skill === 'search')).toBe(false);
    const changes = planEntries(plan, { ana: { attribute: 'speed' } }).filter((c) => c.characterId === 'ana').map((c) => c.change);
    expect(changes.slice(1, 4)).toEqual([
      { kind: 'vpConverted', vp: 30, skillPoints: 3, keepLeftover: true },
      { kind: 'skillBought', skill: 'climbing', tier: 'basic', cost: 1 },
      { kind: 'skillUpgraded', skill: 'search', cost: 1 },
    ]);
    const sheet = after(plan, { ana: { attribute: 'speed' } }).ana!;
    expect(sheet.skills).toMatchObject({ climbing: 'basic', search: 'expert' });
    expect(sheet.bankedSkillPoints).toBe(3);
    expect(endOfGamePlan(input([who('ana', 7)])).perCharacter[0]!.inPlay).toBeNull();
  });

  it('A42 a death: the dead is archived, every other participant loses 1 max Health for good, down to the floor', () => {
    resetLedgers();
    const plan = endOfGamePlan(input([who('ana', 12), who('luis', 4, { died: true }), who('eva', 2)]));
    expect(plan.perCharacter.find((c) => c.characterId === 'luis')!.conversion).toBeNull();
    const result = after(plan, { ana: { attribute: 'defense' } });
    expect(result.luis).toMatchObject({ status: 'dead', archived: true });
    expect(result.ana).toMatchObject({ permanentHealthLoss: 1, maxHealth: 3 });
    expect(result.eva).toMatchObject({ permanentHealthLoss: 1, maxHealth: 1 });
    const healthEntries = ledgers.ana!.filter((e) => e.change.kind === 'healthLost');
    expect(healthEntries.map((e) => e.change)).toEqual([{ kind: 'healthLost', amount: 1, causeCharacterId: 'luis' }]);
    // A second death later: Eva is at the floor, so the plan records it swallowed instead of an entry.
    const again = endOfGamePlan(input([who('ana', 1, { died: true }), who('eva', 2)], { sheets: result }));
    const eva = again.perCharacter.find((c) => c.characterId === 'eva')!;
    expect([eva.healthLoss.length, eva.healthLossAtFloor]).toEqual([0, 1]);
  });

  it('D68 A42 option no_loss and A43 option floor 2 change the Health loss; what the floor swallows is counted, not written', () => {
    resetLedgers();
    const none = endOfGamePlan(input([who('ana', 1, { died: true }), who('luis', 2)], { houseRules: { A42: 'no_loss' } }));
    expect(none.perCharacter[1]!.healthLoss).toEqual([]);
    const floor2 = endOfGamePlan(input([who('ana', 1, { died: true }), who('eva', 2)], { houseRules: { A43: 'cap_6_floor_2' } }));
    expect(floor2.perCharacter[1]!).toMatchObject({ healthLoss: [], healthLossAtFloor: 1 });
  });

  it('A23 items kept: the players choose which, and the next starting VP is the sum of their levels', () => {
    resetLedgers();
    const plan = endOfGamePlan(input([who('ana', 5, { itemsHeld: [torch, pistol] })]));
    const result = after(plan, { ana: { attribute: 'medicine', keepItemIds: ['pistol'] } });
    expect(result.ana!.items.map((i) => i.id)).toEqual(['pistol']);
    expect(result.ana!.startingVp).toBe(5);
    expect(tryPlanEntries(plan, { ana: { attribute: 'medicine', keepItemIds: ['sword'] } }).ok).toBe(false);
  });

  it('D70 A23 option master_only: without a Master the items are kept but give no starting VP; with keepItems off they are cleared', () => {
    resetLedgers();
    const plan = endOfGamePlan(input([who('ana', 5, { itemsHeld: [torch, pistol] })], { houseRules: { A23: 'master_only' } }));
    const kept = after(plan, { ana: { attribute: 'medicine' } });
    expect([kept.ana!.items.length, kept.ana!.startingVp]).toEqual([2, 0]);
    const off = endOfGamePlan(input([who('ana', 5, { itemsHeld: [torch] })], { sheets: kept, keepItems: false, objectiveAchieved: false }));
    expect(after(off, {}).ana!.items).toEqual([]);
  });

  it('D69 A44 pregens are exempt: no die, no conversion, no loss, not even when another dies or they die', () => {
    resetLedgers();
    const plan = endOfGamePlan(input([who('dana', 40), who('ana', 3, { died: true }), who('luis', -2)]));
    const dana = plan.perCharacter.find((c) => c.characterId === 'dana')!;
    expect(dana).toMatchObject({ exempt: 'pregen', winner: true, attributeDie: null, conversion: null, healthLoss: [], items: null });
    const result = after(plan, { luis: { loseSkill: 'climbing' } });
    expect(result.dana).toEqual(replayLedger(ledgers.dana!.slice(0, 1)));
    expect(result.luis!.permanentHealthLoss).toBe(1);
    const dies = endOfGamePlan(input([who('dana', 0, { died: true }), who('eva', 1)]));
    expect(planEntries(dies, { eva: { attribute: 'speed' } }).filter((c) => c.characterId === 'dana')).toEqual([]);
    expect(endOfGamePlan(input([who('dana', 40)], { houseRules: { A44: 'may_progress' } })).perCharacter[0]!.conversion?.skillPoints).toBe(4);
  });
});

describe('end of a Master-mode game', () => {
  it('A45 the session\'s VP leader gains the die even when the objective failed; option: only with the objective', () => {
    resetLedgers();
    const plan = endOfGamePlan(input([who('ana', 8), who('luis', 15)], { mode: 'master', objectiveAchieved: false }));
    expect(plan.winners).toEqual(['luis']);
    const result = after(plan, { luis: { attribute: 'dexterity' } });
    expect(result.luis!.attributes.dexterity).toBe(4);
    const strict = endOfGamePlan(input([who('ana', 8), who('luis', 15)], { mode: 'master', objectiveAchieved: false, houseRules: { A45: 'objective_winner_always' } }));
    expect(strict.winners).toEqual([]);
  });

  it('A23 with a Master the items kept always set the starting VP; a death and negative VP in the same game', () => {
    resetLedgers();
    const plan = endOfGamePlan(
      input([who('ana', 21, { itemsHeld: [torch] }), who('luis', -5), who('eva', 0, { died: true })], { mode: 'master', objectiveAchieved: true, houseRules: { A23: 'master_only' } }),
    );
    const result = after(plan, { ana: { attribute: 'intelligence' }, luis: { loseSkill: 'climbing' } });
    expect(result.ana).toMatchObject({ startingVp: 1, permanentHealthLoss: 1, bankedSkillPoints: 4 });
    expect(result.luis!.skills).toEqual({ lockpicking: 'expert' });
    expect(result.eva).toMatchObject({ status: 'dead', archived: true });
  });

  it('D65 the dead and characters no longer alive cannot win; a winner with every attribute at 6 has no die to place', () => {
    resetLedgers();
    expect(endOfGamePlan(input([who('ana', 30, { died: true }), who('luis', 2)])).winners).toEqual(['luis']);
    const maxed = { ...sheets().ana!, attributes: { speed: 6, attack: 6, dexterity: 6, intelligence: 6, persuasion: 6, medicine: 6, defense: 6 } };
    const plan = endOfGamePlan(input([who('ana', 9)], { sheets: { ana: maxed } }));
    expect(plan.perCharacter[0]!.attributeDie).toEqual([]);
    expect(planEntries(plan, {}).some((c) => c.change.kind === 'attributeDie')).toBe(false);
  });

  it('D73 the changes come in a fixed order: Health, death, die, conversion, skill lost, purchases, items', () => {
    resetLedgers();
    const plan = endOfGamePlan(input([who('ana', -2, { itemsHeld: [torch] }), who('eva', 0, { died: true })], { mode: 'master', houseRules: { A39: 'vp_leader_wins' } }));
    const ana = planEntries(plan, { ana: { attribute: 'speed', loseSkill: 'search', buy: [{ skill: 'climbing', tier: 'basic' }] } }).filter((c) => c.characterId === 'ana');
    expect(ana.map((c) => c.change.kind)).toEqual(['healthLost', 'attributeDie', 'skillLost', 'skillBought', 'itemsKept']);
    const win = endOfGamePlan(input([who('ana', 12), who('eva', 0, { died: true })]));
    expect(planEntries(win, { ana: { attribute: 'speed' } }).map((c) => c.change.kind)).toEqual(['healthLost', 'attributeDie', 'vpConverted', 'died']);
  });

  it('refuses a purchase the bank cannot pay, naming the character and the choice', () => {
    resetLedgers();
    const plan = endOfGamePlan(input([who('luis', 3)], { objectiveAchieved: false }));
    const result = tryPlanEntries(plan, { luis: { buy: [{ skill: 'lockpicking', tier: 'basic' }] } });
    expect(result).toMatchObject({ ok: false, problems: [{ code: 'ledger_plan_choice', params: { character: 'Luis', choice: 'buy' } }] });
  });
});
