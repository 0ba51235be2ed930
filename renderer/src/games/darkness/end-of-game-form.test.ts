import { describe, expect, it } from 'vitest';
import { ledgerOf, replayLedger, sampleCreated, type CreatedSheet, type SheetItem } from '../../../../shared/games/darkness/ledger';
import type { DarknessCampaign } from '../../../../shared/ipc/contract';
import { choiceProblems, choicesFor, draftFromRecord, draftRecord, newItemId, planOf, pointsLeft, requestOf, resultProblems, startingForm, withDefaultChoices, type EogForm } from './end-of-game-form';

const torch: SheetItem = { id: 'torch', name: 'Linterna', weight: 1, vp: 1, level: 1 };

function member(id: string, name: string, extra: Partial<CreatedSheet> = {}) {
  return { characterId: id, joinedAt: '2026-01-01T00:00:00.000Z', lentFrom: null, sheet: replayLedger(ledgerOf(sampleCreated(id, { name, ...extra }))), endedAt: null };
}

function campaign(extra: Partial<DarknessCampaign> = {}): DarknessCampaign {
  return {
    id: 'camp-1',
    name: 'Villa Oscura',
    mode: 'standard',
    createdAt: '2026-01-01T00:00:00.000Z',
    archived: false,
    memberCount: 3,
    playedCount: 0,
    houseRules: {},
    members: [member('ana', 'Ana', { items: [torch] }), member('luis', 'Luis', { skills: { lockpicking: 'expert' }, bankedSkillPoints: 0 }), member('dana', 'Dana', { pregen: true })],
    played: [],
    ...extra,
  };
}

/** A filled-in result: Ana wins with 23 VP, Luis 14, Dana (a pregen) 8. */
function played(c = campaign()): EogForm {
  const form = startingForm(c.members);
  form.scenario = 'La casa del lago';
  form.objectiveAchieved = true;
  form.participants.ana!.vp = 23;
  form.participants.luis!.vp = 14;
  form.participants.dana!.vp = 8;
  return form;
}

describe('end-of-game form', () => {
  it('D170 everyone alive plays by default, holding the items on their sheet; the dead and the archived start unticked', () => {
    const c = campaign();
    c.members[1]!.sheet = { ...c.members[1]!.sheet, status: 'dead' };
    const form = startingForm(c.members);
    expect(form.participants.ana).toEqual({ playing: true, vp: 0, died: false, items: [torch] });
    expect(form.participants.luis!.playing).toBe(false);
    expect(form.participants.dana!.playing).toBe(true);
    expect(form.step).toBe(1);
  });

  it('D170 the result says what is missing before main is asked: a scenario, someone who played, whole VP, named items', () => {
    const c = campaign();
    const form = startingForm(c.members);
    for (const id of Object.keys(form.participants)) form.participants[id]!.playing = false;
    expect(resultProblems(form, c.members).map((p) => p.code)).toEqual(['eog_no_scenario', 'eog_no_participant']);
    const filled = played(c);
    filled.participants.ana!.vp = 2.5;
    filled.participants.ana!.items.push({ id: newItemId(filled.participants.ana!.items), name: ' ', weight: 1, vp: 0, level: 9 });
    const problems = resultProblems(filled, c.members);
    expect(problems.map((p) => p.code)).toEqual(['eog_bad_vp', 'eog_item_name', 'eog_item_level']);
    expect(problems.every((p) => p.characterId === 'ana' && p.message.es && p.message.en)).toBe(true);
    expect(planOf(filled, c)).toBeNull();
    expect(resultProblems(played(c), c.members)).toEqual([]);
  });

  it('D175 the plan is R2’s own: the winner must choose an attribute, and R2 checks every choice live', () => {
    const c = campaign();
    const form = played(c);
    const plan = planOf(form, c)!;
    expect(plan.winners).toEqual(['ana']);
    expect(choiceProblems(plan, {}).map((p) => [p.characterId, p.code])).toEqual([['ana', 'ledger_plan_choice']]);
    expect(choiceProblems(plan, { ana: { attribute: 'speed' } })).toEqual([]);
    // Luis converts 14 VP into 1 point; an expert skill costs more than that.
    const refused = choiceProblems(plan, { ana: { attribute: 'speed' }, luis: { buy: [{ skill: 'climbing', tier: 'expert' }] } });
    expect(refused.map((p) => p.characterId)).toEqual(['luis']);
    expect(refused[0]!.message.en).toMatch(/Luis/);
  });

  it('D173 a choice the plan no longer asks about is dropped, not sent (the VP changed and the winner with them)', () => {
    const c = campaign();
    const form = played(c);
    form.choices = { ana: { attribute: 'speed', keepItemIds: ['torch', 'gone'] }, luis: { attribute: 'attack' }, dana: { buy: [{ skill: 'climbing', tier: 'basic' }] } };
    const plan = planOf(form, c)!;
    expect(choicesFor(plan, form.choices)).toEqual({ ana: { attribute: 'speed', keepItemIds: ['torch'] }, luis: {}, dana: {} });
    const request = requestOf(c.id, form, plan, ' Mamá ');
    expect(request.who).toBe('Mamá');
    expect(request.participants.map((p) => p.characterId)).toEqual(['ana', 'luis', 'dana']);
    expect(request.participants[0]!.itemsHeld).toEqual([torch]);
    expect(request.participants[1]!.choices).toEqual({});
  });

  it('D172 a draft comes back over the campaign as it is now; a malformed or other-version draft is dropped', () => {
    const c = campaign();
    const form = { ...played(c), step: 3 as const, choices: { ana: { attribute: 'speed' as const } } };
    const record = JSON.parse(JSON.stringify(draftRecord(form))) as Record<string, unknown>;
    expect(draftFromRecord(record, c.members)).toEqual(form);
    const smaller = campaign({ members: c.members.slice(0, 1).concat(member('eva', 'Eva')) });
    const back = draftFromRecord(record, smaller.members)!;
    expect(Object.keys(back.participants)).toEqual(['ana', 'eva']);
    expect(back.participants.eva).toEqual(startingForm(smaller.members).participants.eva);
    expect(draftFromRecord({ ...record, version: 2 }, c.members)).toBeNull();
    expect(draftFromRecord({ ...record, step: 7 }, c.members)).toBeNull();
    expect(draftFromRecord(null, c.members)).toBeNull();
  });

  it('D172 a number field left empty when the draft was saved comes back as 0, the rest of the draft intact', () => {
    const c = campaign();
    const record = JSON.parse(JSON.stringify(draftRecord(played(c)))) as { participants: Record<string, { vp: unknown; items: { weight: unknown }[] }> };
    record.participants.ana!.vp = '';
    record.participants.ana!.items[0]!.weight = '';
    const back = draftFromRecord(record as unknown as Record<string, unknown>, c.members)!;
    expect(back.participants.ana!.vp).toBe(0);
    expect(back.participants.ana!.items[0]).toEqual({ ...torch, weight: 0 });
    expect(back.participants.luis!.vp).toBe(14);
    expect(back.scenario).toBe('La casa del lago');
  });

  it('D170 a typed-in item gets an id no other item of that character has', () => {
    expect(newItemId([])).toBe('item-1');
    expect(newItemId([{ ...torch, id: 'item-2' }])).toBe('item-3');
    expect(newItemId([{ ...torch, id: 'item-2' }, { ...torch, id: 'item-3' }])).toBe('item-4');
  });
});

describe('end-of-game choices', () => {
  it('D176 points left count the chosen purchases at the plan’s prices; every held item starts kept', () => {
    const c = campaign();
    const form = played(c);
    const plan = planOf(form, c)!;
    const ana = plan.perCharacter.find((x) => x.characterId === 'ana')!;
    const option = ana.purchases[0]!;
    expect(pointsLeft(ana, [])).toBe(ana.bankAfter);
    expect(pointsLeft(ana, [{ skill: option.skill, tier: option.tier }])).toBe(ana.bankAfter - option.cost);
    const choices = withDefaultChoices(plan, { ana: { attribute: 'speed' } });
    expect(choices.ana).toEqual({ attribute: 'speed', keepItemIds: ['torch'] });
    expect(choices.luis!.keepItemIds).toBeUndefined();
    expect(withDefaultChoices(plan, { ana: { keepItemIds: [] } }).ana!.keepItemIds).toEqual([]);
  });
});
