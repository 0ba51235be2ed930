import { describe, expect, it } from 'vitest';
import { endOfGamePlan, ledgerOf, replayLedger, sampleCreated, type CharacterSheet, type CreatedSheet } from '../../../../shared/games/darkness/ledger';
import { beforeAfterRows, effectsOf, ruleLabel } from './end-of-game-effects';

const sheet = (id: string, name: string, extra: Partial<CreatedSheet> = {}): CharacterSheet => replayLedger(ledgerOf(sampleCreated(id, { name, ...extra })));
const sheets = { ana: sheet('ana', 'Ana'), luis: sheet('luis', 'Luis'), eva: sheet('eva', 'Eva'), dana: sheet('dana', 'Dana', { pregen: true }) };
const names = { ana: 'Ana', luis: 'Luis', eva: 'Eva', dana: 'Dana' };
const torch = { id: 'torch', name: 'Linterna', weight: 1, vp: 1, level: 3 };

function effects(houseRules: Record<string, string> = {}, objectiveAchieved = true) {
  const plan = endOfGamePlan({
    mode: 'standard',
    objectiveAchieved,
    houseRules,
    sheets,
    participants: [
      { characterId: 'ana', vp: 23, died: false, itemsHeld: [torch] },
      { characterId: 'luis', vp: -2, died: false, itemsHeld: [] },
      { characterId: 'eva', vp: 5, died: true, itemsHeld: [] },
      { characterId: 'dana', vp: 9, died: false, itemsHeld: [] },
    ],
  });
  const of = (id: string) => effectsOf(plan, plan.perCharacter.find((c) => c.characterId === id)!, names);
  return { plan, of };
}

describe('end-of-game effects in words', () => {
  it('D171 each rule’s effect on each character comes with the house rule that decided it', () => {
    const { of } = effects();
    expect(of('ana').map((e) => [e.key, e.rule])).toEqual([
      ['healthLoss', 'A42'],
      ['attributeDie', 'A45'],
      ['vpConverted', 'A40'],
      ['bank', null],
      ['itemsKept', 'A23'],
    ]);
    expect(of('ana')[0]!.params).toEqual({ n: 1, causes: 'Eva' });
    expect(of('ana')[2]!.params).toEqual({ vp: 23, points: 2 });
    expect(of('ana')[4]!.params).toEqual({ n: 1, vp: 3 });
    expect(of('luis').map((e) => [e.key, e.rule])).toEqual([
      ['healthLoss', 'A42'],
      ['notWinner', 'A45'],
      ['skillLoss', 'A41'],
      ['bank', null],
      ['noItems', null],
    ]);
    expect(of('eva')).toEqual([{ key: 'died', params: {}, rule: 'A42' }]);
    expect(of('dana')).toEqual([{ key: 'pregen', params: {}, rule: 'A44' }]);
  });

  it('D171 a failed objective: nobody wins under A39, VP still convert; a house rule changes the words', () => {
    const failed = effects({}, false);
    expect(failed.of('ana').find((e) => e.key === 'noWinner')?.rule).toBe('A39');
    const banked = effects({ A40: 'bank_leftover', A42: 'no_loss' });
    expect(banked.of('ana').map((e) => e.key)).toEqual(['attributeDie', 'vpConvertedBanked', 'bank', 'itemsKept']);
    expect(ruleLabel('A40', banked.plan.rules, 'es')).toMatch(/^A40 · Convertir PV en habilidad: /);
    expect(ruleLabel('A40', banked.plan.rules, 'en')).toMatch(/^A40 · Converting VP to skill: /);
    expect(ruleLabel('A40', banked.plan.rules, 'en')).not.toEqual(ruleLabel('A40', effects().plan.rules, 'en'));
  });

  it('D174 before → after shows the whole sheet and marks exactly what changed', () => {
    const before = sheets.ana;
    const after: CharacterSheet = { ...before, attributes: { ...before.attributes, speed: before.attributes.speed + 1 }, skills: { ...before.skills, climbing: 'basic' }, startingVp: 3, items: [torch] };
    const rows = beforeAfterRows(before, after, 'es');
    expect(rows.filter((r) => r.key === 'attribute')).toHaveLength(7);
    expect(rows.filter((r) => r.changed).map((r) => r.key)).toEqual(['attribute', 'skill', 'startingVp', 'items']);
    const skill = rows.find((r) => r.key === 'skill' && r.changed)!;
    expect([skill.before, skill.after]).toEqual(['—', 'básica']);
    expect(rows.find((r) => r.key === 'items')!.after).toBe('Linterna');
    expect(beforeAfterRows(before, before, 'en').some((r) => r.changed)).toBe(false);
  });
});
