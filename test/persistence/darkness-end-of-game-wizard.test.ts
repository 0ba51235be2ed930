/**
 * The end-of-game wizard's form against the real services: what the renderer computes for steps 2–3
 * (R2's plan over the campaign as `darkness.campaigns.get` answers it) is what main computes, the
 * request it builds passes the IPC schema, and confirming it writes the entries and clears the draft.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestSchemas } from '../../shared/ipc/contract';
import { DarknessDraftService } from '../../electron/services/darkness/drafts';
import { choiceProblems, draftRecord, planOf, requestOf, resultProblems, startingForm, withDefaultChoices } from '../../renderer/src/games/darkness/end-of-game-form';
import { campaignWithThree, type DarknessFixture } from './darkness-campaign-fixture';
import { darknessRows, openDarknessDb } from './darkness-fixtures';

let opened: Awaited<ReturnType<typeof openDarknessDb>>;
let f: DarknessFixture;
beforeEach(async () => {
  opened = await openDarknessDb('darkness-eog-wizard');
  f = campaignWithThree(opened.db, opened.file);
});
afterEach(() => opened.close());

/** The wizard filled in by hand: Ana wins with 23 VP holding a lantern, Luis ends at −2, Eva dies. */
function filledIn() {
  const campaign = f.campaigns.get(f.campaignId);
  const [ana, luis, eva] = f.characterIds as [string, string, string];
  const form = startingForm(campaign.members);
  form.scenario = 'El faro apagado';
  form.objectiveAchieved = true;
  form.participants[ana]!.vp = 23;
  form.participants[ana]!.items.push({ id: 'lantern', name: 'Farol', weight: 1, vp: 2, level: 3 });
  form.participants[luis]!.vp = -2;
  form.participants[eva]!.vp = 4;
  form.participants[eva]!.died = true;
  return { campaign, form, ana, luis, eva };
}

describe('end-of-game wizard over the services', () => {
  it('D175 the renderer’s plan is main’s plan, and the choices R2 accepts live are the ones main accepts', () => {
    const { campaign, form, ana, luis } = filledIn();
    expect(resultProblems(form, campaign.members)).toEqual([]);
    const plan = planOf(form, campaign)!;
    form.choices = withDefaultChoices(plan, form.choices);
    expect(choiceProblems(plan, form.choices).map((p) => p.characterId).sort()).toEqual([ana, luis].sort());
    form.choices[ana]!.attribute = 'speed';
    form.choices[luis]!.loseSkill = plan.perCharacter.find((c) => c.characterId === luis)!.skillLoss![0]!.skill;
    expect(choiceProblems(plan, form.choices)).toEqual([]);

    const request = requestSchemas['darkness.endOfGame.preview'].parse(requestOf(campaign.id, form, plan, 'Mamá'));
    const before = darknessRows(opened.db);
    const preview = f.endOfGame.preview(request);
    expect(darknessRows(opened.db)).toEqual(before);
    expect(JSON.parse(JSON.stringify(preview.plan))).toEqual(JSON.parse(JSON.stringify(plan)));
    expect(preview.characters.find((c) => c.characterId === ana)!.after.attributes.speed).toBe(plan.perCharacter[0]!.before.attributes.speed + 1);
  });

  it('D172 confirming the wizard’s request writes its entries, records the scenario and clears the wizard’s draft', async () => {
    const { campaign, form, ana, luis } = filledIn();
    const plan = planOf(form, campaign)!;
    form.choices = withDefaultChoices(plan, { [ana]: { attribute: 'attack' }, [luis]: { loseSkill: plan.perCharacter[1]!.skillLoss![0]!.skill } });
    const drafts = new DarknessDraftService(opened.db);
    drafts.save('endOfGame', campaign.id, { ...draftRecord({ ...form, step: 4 }) });
    const request = requestSchemas['darkness.endOfGame.confirm'].parse(requestOf(campaign.id, form, plan, 'Mamá'));
    const result = await f.endOfGame.confirm(request);
    expect(result.appended).toBeGreaterThan(0);
    expect(result.campaign.played.map((p) => [p.scenario, p.outcome])).toEqual([['El faro apagado', 'achieved']]);
    expect(drafts.get('endOfGame', campaign.id).draft).toBeNull();
    const sheet = f.characters.get(ana).sheet;
    expect(sheet.attributes.attack).toBe(plan.perCharacter[0]!.before.attributes.attack + 1);
    expect(sheet.items.map((i) => i.name)).toEqual(['Farol']);
  });
});
