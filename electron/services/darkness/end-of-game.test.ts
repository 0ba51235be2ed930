import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { darknessRows, openDarknessDb } from '../../../test/persistence/darkness-fixtures';
import { campaignWithThree, type DarknessFixture } from '../../../test/persistence/darkness-campaign-fixture';
import { PREGENS, pregenChoice } from '../../../shared/games/darkness/characters';
import { replayLedger } from '../../../shared/games/darkness/ledger';
import { listBackups } from '../backups';
import { DarknessDraftService } from './drafts';
import { DarknessEndOfGameService } from './end-of-game';
import type { EndOfGameRequest } from './end-of-game';
import { inPlayOf, type GameEndRecorder, type PreparedGameEnd } from './game-end';

let opened: Awaited<ReturnType<typeof openDarknessDb>>;
let f: DarknessFixture;
beforeEach(async () => {
  opened = await openDarknessDb('darkness-end-of-game');
  f = campaignWithThree(opened.db, opened.file);
});
afterEach(() => opened.close());

const lantern = { id: 'lantern', name: 'Farol', weight: 1, vp: 2, level: 3 };

/** Ana wins with 23 VP and keeps the lantern, Luis ends at −2 VP, Eva dies. */
function request(overrides: Partial<EndOfGameRequest> = {}): EndOfGameRequest {
  const [ana, luis, eva] = f.characterIds as [string, string, string];
  const luisSkill = Object.keys(f.characters.get(luis).sheet.skills)[0]!;
  return {
    campaignId: f.campaignId,
    scenario: 'El faro apagado',
    objectiveAchieved: true,
    who: 'Ana',
    participants: [
      { characterId: ana, vp: 23, died: false, itemsHeld: [lantern], choices: { attribute: 'speed' } },
      { characterId: luis, vp: -2, died: false, itemsHeld: [], choices: { loseSkill: luisSkill } },
      { characterId: eva, vp: 4, died: true, itemsHeld: [] },
    ],
    ...overrides,
  };
}

describe('end-of-game confirmation', () => {
  it('D117 preview computes every change and the resulting sheets without writing anything', () => {
    const before = darknessRows(opened.db);
    const preview = f.endOfGame.preview(request());
    expect(darknessRows(opened.db)).toEqual(before);
    const [ana, luis, eva] = preview.characters;
    expect(ana!.changes.map((c) => c.kind)).toEqual(expect.arrayContaining(['healthLost', 'attributeDie', 'vpConverted', 'itemsKept']));
    expect(ana!.after.attributes.speed).toBe(ana!.before.attributes.speed + 1);
    expect(ana!.after.permanentHealthLoss).toBe(ana!.before.permanentHealthLoss + 1);
    expect(luis!.changes.map((c) => c.kind)).toContain('skillLost');
    expect(eva!.after.status).toBe('dead');
    expect(listBackups(opened.file)).toEqual([]);
  });

  it('D117 confirm takes a safety copy, then writes every entry, the played scenario and clears the draft in one go', async () => {
    new DarknessDraftService(opened.db).save('endOfGame', f.campaignId, { step: 3 });
    const preview = f.endOfGame.preview(request());
    const before = f.characterIds.map((id) => f.characters.get(id).ledger.length);
    const result = await f.endOfGame.confirm(request());
    const total = preview.characters.reduce((n, c) => n + c.changes.length, 0);
    expect(result.appended).toBe(total);
    f.characterIds.forEach((id, i) => {
      const detail = f.characters.get(id);
      expect(detail.ledger.length).toBe(before[i]! + preview.characters[i]!.changes.length);
      expect(detail.sheet).toEqual(preview.characters[i]!.after);
      expect(detail.sheet).toEqual(replayLedger(detail.ledger));
      expect(detail.ledger.slice(before[i]).every((e) => e.who === 'Ana' && e.why === 'El faro apagado' && e.campaignId === f.campaignId)).toBe(true);
    });
    expect(result.campaign.played).toEqual([expect.objectContaining({ seq: 1, scenario: 'El faro apagado', outcome: 'achieved' })]);
    expect(new DarknessDraftService(opened.db).get('endOfGame', f.campaignId).draft).toBeNull();
    expect(result.backup.reason).toBe('end_of_game');
    expect(listBackups(opened.file).map((b) => b.file)).toContain(result.backup.file);
  });

  it('D117 keepItems false (the Master forbids it) drops the items kept before and their starting VP', async () => {
    await f.endOfGame.confirm(request());
    const [ana] = f.characterIds as [string];
    expect(f.characters.get(ana).sheet.items).toEqual([lantern]);
    const next = f.endOfGame.preview({
      ...request({ scenario: 'Sin equipaje', objectiveAchieved: false, keepItems: false }),
      participants: [{ characterId: ana, vp: 0, died: false, itemsHeld: [lantern] }],
    });
    expect(next.characters[0]!.after.items).toEqual([]);
    expect(next.characters[0]!.after.startingVp).toBe(0);
  });

  it('D112 a safety copy that cannot be written refuses the confirmation, writing nothing', async () => {
    const before = darknessRows(opened.db);
    const nowhere = new DarknessEndOfGameService(opened.db, path.join(opened.file, 'missing-folder', 'velada.db'), f.characters, f.campaigns);
    await expect(nowhere.confirm(request())).rejects.toMatchObject({ code: 'backup_failed' });
    expect(darknessRows(opened.db)).toEqual(before);
  });

  it('D118 a refused choice, a stranger or a duplicate participant writes nothing, not even a backup', async () => {
    const before = darknessRows(opened.db);
    const [ana] = f.characterIds as [string];
    const refused = async (req: EndOfGameRequest): Promise<string> => {
      try {
        await f.endOfGame.confirm(req);
        return 'confirmed';
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    const base = request();
    const badAttribute = { ...base, participants: base.participants.map((p) => (p.characterId === ana ? { ...p, choices: {} } : p)) };
    expect(await refused(badAttribute)).toBe('darkness_end_of_game_refused');
    const stranger = f.characters.create(pregenChoice(PREGENS[3]!, 'es'), f.campaigns.rules(f.campaignId), { who: 'Ana', why: 'Fuera de la campaña' });
    const withStranger = { ...base, participants: [...base.participants, { characterId: stranger, vp: 1, died: false, itemsHeld: [] }] };
    const afterStranger = darknessRows(opened.db);
    expect(await refused(withStranger)).toBe('darkness_not_member');
    expect(await refused({ ...base, participants: [...base.participants, base.participants[0]!] })).toBe('darkness_end_of_game_duplicate');
    expect(darknessRows(opened.db)).toEqual(afterStranger);
    expect(afterStranger.darkness_ledger!.length).toBe(before.darkness_ledger!.length + 1);
    expect(listBackups(opened.file)).toEqual([]);
  });
});

describe('D403 skill points bought during a board game reach the sheet', () => {
  /** A recorder standing in for a finished board game in which Ana bought two points and learnt climbing. */
  function fromGame(inPlay: PreparedGameEnd['inPlay']): GameEndRecorder {
    return {
      prepare: (sessionId, campaignId) => ({ sessionId, campaignId, scenarioId: 'curfew_radio', objectiveAchieved: true, flags: {}, health: {}, inPlay }),
      write: () => undefined,
    };
  }

  it('the plan and the resulting sheet carry what the game says was bought, whatever the request says', async () => {
    const [ana] = f.characterIds as [string];
    const skill = ['climbing', 'search', 'stealth'].find((id) => !(id in f.characters.get(ana).sheet.skills))!;
    const bought = { pointsBought: 2, skills: [{ skill, tier: 'basic' as const, points: 1, how: 'buy' as const }] };
    const service = new DarknessEndOfGameService(opened.db, opened.file, f.characters, f.campaigns, fromGame({ [ana]: bought }));
    const preview = service.preview(request({ sessionId: 'game-1' }));
    expect(preview.plan.perCharacter[0]!.inPlay).toEqual(bought);
    const anaAfter = preview.characters[0]!;
    expect(anaAfter.changes).toEqual(expect.arrayContaining([
      { kind: 'vpConverted', vp: 20, skillPoints: 2, keepLeftover: true },
      { kind: 'skillBought', skill, tier: 'basic', cost: 1 },
    ]));
    expect(anaAfter.after.skills[skill]).toBe('basic');
    await service.confirm(request({ sessionId: 'game-1' }));
    expect(f.characters.get(ana).sheet.skills[skill]).toBe('basic');
    // Typed by hand (no board game named), nothing is bought in play.
    expect(f.endOfGame.preview(request()).plan.perCharacter[0]!.inPlay).toBeNull();
  });
});

describe('D403 inPlayOf', () => {
  it('counts every point bought, spent and unspent, from the hero the game ended with', () => {
    const hero = { skillPoints: 1, boughtInPlay: [{ skill: 'climbing', tier: 'basic' as const, points: 1, how: 'buy' as const }, { skill: 'search', tier: 'expert' as const, points: 2, how: 'upgrade' as const }] };
    expect(inPlayOf(hero as never)).toEqual({ inPlay: { pointsBought: 4, skills: hero.boughtInPlay } });
    expect(inPlayOf({} as never)).toEqual({});
    expect(inPlayOf({ skillPoints: 0, boughtInPlay: [] } as never)).toEqual({});
  });
});
