/** Step 1 of the end-of-game wizard filled from a finished board game (D364), and the request it leads to. */
import { describe, expect, it } from 'vitest';
import { requestSchemas, type DarknessCampaign, type DarknessGameEnd } from '../../../../../shared/ipc/contract';
import { DEFAULT_RULES } from '../../../../../shared/games/darkness/characters';
import { draftFromRecord, draftRecord, planOf, requestOf } from '../end-of-game-form';
import { exemptNames, formFromGameEnd, sessionQuery } from './game-end-prefill';

const sheet = (id: string, name: string) => ({
  id, name, background: '', occupation: 'police_officer', customOccupation: null, portrait: { kind: 'initials' }, pregen: false,
  attributes: { speed: 3, attack: 3, dexterity: 3, intelligence: 3, persuasion: 3, medicine: 3, defense: 3 },
  skills: {}, permanentHealthLoss: 0, maxHealth: 3, bankedSkillPoints: 0, bankedVp: 0, startingVp: 0, items: [{ id: 'item-1', name: 'Viejo', weight: 1, vp: 1, level: 1 }],
  allies: [], failureDiscs: 0, carryingLimit: 5, experience: 0, status: 'alive', archived: false,
});
const campaign = {
  id: 'camp', name: 'Octubre', mode: 'standard', createdAt: '', archived: false, memberCount: 3, playedCount: 0, houseRules: { ...DEFAULT_RULES }, played: [],
  members: ['nora', 'teo', 'absent'].map((id) => ({ characterId: id, joinedAt: '', lentFrom: null, sheet: sheet(id, id.toUpperCase()) })),
} as unknown as DarknessCampaign;

const end: DarknessGameEnd = {
  sessionId: 'sess-1',
  campaignId: 'camp',
  scenarioId: 'curfew_radio',
  scenarioName: { es: 'Radio de toque de queda', en: 'Curfew Radio' },
  mode: 'standard',
  objectiveAchieved: true,
  outcome: 'victory',
  participants: [
    { seat: 0, player: 'Ana', name: 'NORA', characterId: 'nora', pregenId: null, exempt: null, vp: 9, died: false, itemsHeld: [{ id: 'flashlight', name: 'Linterna', weight: 1, vp: 1, level: 1 }] },
    { seat: 1, player: 'Bot 1', name: 'Dana Reyes', characterId: null, pregenId: 'pregen-dana-reyes', exempt: 'pregen', vp: 4, died: false, itemsHeld: [] },
    { seat: 2, player: 'Luis', name: 'TEO', characterId: 'teo', pregenId: null, exempt: null, vp: -2, died: true, itemsHeld: [] },
  ],
  flags: { radio_fixed: true },
  applied: null,
};

describe('the wizard filled from a finished game', () => {
  it('D364 fills who played, VP, deaths, held items (named in the reader’s language) and the objective; pregens are only named', () => {
    const form = formFromGameEnd(campaign.members, end, 'en');
    expect(form.scenario).toBe('Curfew Radio');
    expect(form.objectiveAchieved).toBe(true);
    expect(form.sessionId).toBe('sess-1');
    expect(form.participants.nora).toEqual({ playing: true, vp: 9, died: false, items: [{ id: 'flashlight', name: 'Flashlight', weight: 1, vp: 1, level: 1 }] });
    expect(form.participants.teo).toEqual({ playing: true, vp: -2, died: true, items: [] });
    // A member who did not play this game is not ticked, and its sheet's items are not claimed as held.
    expect(form.participants.absent).toEqual({ playing: false, vp: 0, died: false, items: [] });
    expect(formFromGameEnd(campaign.members, end, 'es').participants.nora!.items[0]!.name).not.toBe('Flashlight');
    expect(exemptNames(end)).toEqual(['Dana Reyes']);
  });

  it('sends the session with the result (so main applies it once), and the draft keeps it across a reload', () => {
    const form = formFromGameEnd(campaign.members, end, 'es');
    const plan = planOf(form, campaign)!;
    expect(plan.perCharacter.map((c) => c.characterId)).toEqual(['nora', 'teo']);
    const request = requestOf('camp', form, plan, 'Ana');
    expect(request.sessionId).toBe('sess-1');
    expect(requestSchemas['darkness.endOfGame.confirm'].safeParse(request).success).toBe(true);
    expect(draftFromRecord(draftRecord(form), campaign.members)?.sessionId).toBe('sess-1');
  });

  it('reads one session id from the route query', () => {
    expect(sessionQuery('abc')).toBe('abc');
    expect(sessionQuery(['a', 'b'])).toBeNull();
    expect(sessionQuery(undefined)).toBeNull();
    expect(sessionQuery('')).toBeNull();
  });
});
