/**
 * A When Darkness Comes board game over the real services and SQLite (plain Node, a temp data file):
 * created from a campaign (two characters and a bot), played with the engine's own bot deciding for
 * every seat from that seat's view, closed and reopened mid-combat and mid-fate-roll (same view, same
 * status), an undo refused after a roll, the finished game read for the wizard exactly as its final
 * state says, the wizard applied through the end-of-game service (sheets and ledger), once (D362).
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { itemsHeldBy } from '../electron/services/darkness/game-end';
import { PREGENS, pregenChoice } from '../shared/games/darkness/characters';
import type { DarknessAction, DarknessState, DarknessView } from '../shared/games/darkness/game/types';
import { endOfGamePlan, type CharacterChoices } from '../shared/games/darkness/ledger';
import { darkness } from '../shared/games/darkness/game';
import { gameModule } from '../shared/games/registry';
import type { DarknessCampaign, DarknessCharacterDetail, DarknessGameEnd, SessionSnapshot, SessionSummary } from '../shared/ipc/contract';
import { useIpcServices } from './fixtures/ipc-services';

const INTRO = 'curfew_radio';
/** Enough moves for the introductory scenario to end with three bot-driven heroes. */
const MAX_MOVES = 6000;

/** The board game's module given to the services directly, whether or not the build's catalog lists it yet. */
const games = (id: string) => (id === 'darkness' ? darkness : gameModule(id));

const ipc = useIpcServices('darkness-game', () => ({ games }));
const { ok, refused, dataFile } = ipc;

/** Closes the services and opens the same file again, as a restart does. */
async function reopen(): Promise<void> {
  expect((await ipc.restart().ready).ok).toBe(true);
}

interface Table {
  campaignId: string;
  nora: string;
  teo: string;
  session: SessionSummary;
}

async function character(campaignId: string, name: string, pregen: number): Promise<string> {
  const created = await ok<DarknessCharacterDetail>('darkness.characters.create', { choice: { ...pregenChoice(PREGENS[pregen]!, 'es'), name }, campaignId, who: 'Ana' });
  return created.id;
}

async function newGame(seed: string): Promise<Table> {
  const campaign = await ok<DarknessCampaign>('darkness.campaigns.create', { name: 'Invierno', mode: 'standard', houseRules: {} });
  const nora = await character(campaign.id, 'Nora', 0);
  const teo = await character(campaign.id, 'Teo', 1);
  // Nora kept a flashlight from an earlier game (A23: its level is her starting VP).
  await ok('darkness.characters.correct', {
    characterId: nora, patch: { items: [{ id: 'flashlight', name: 'Linterna', weight: 1, vp: 1, level: 1 }], startingVp: 1 }, who: 'Ana', why: 'Guardada de la partida anterior',
  });
  const session = await ok<SessionSummary>('darkness.games.create', {
    scenarioId: INTRO,
    campaignId: campaign.id,
    heroes: [{ characterId: nora }, { characterId: teo }, { pregenId: PREGENS[2]!.id }],
    master: false,
    players: [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Bot 1', bot: true }],
    seed,
  });
  return { campaignId: campaign.id, nora, teo, session };
}

/** The seat deciding now and its own snapshot (a person's), or null when a bot decides or the game is over. */
async function deciding(sessionId: string): Promise<{ pub: SessionSnapshot; mine: SessionSnapshot | null }> {
  const pub = await ok<SessionSnapshot>('sessions.open', { sessionId, seat: null });
  if (pub.status.result || pub.botToMove !== null) return { pub, mine: null };
  const seat = pub.status.deciding[0]!;
  return { pub, mine: await ok<SessionSnapshot>('sessions.open', { sessionId, seat }) };
}

/** One move: the bot's own step, or the engine's bot deciding for the person from their view only. */
async function move(sessionId: string, at: { pub: SessionSnapshot; mine: SessionSnapshot | null }): Promise<SessionSnapshot> {
  if (!at.mine) return ok<SessionSnapshot>('sessions.botStep', { sessionId, expectedSeq: at.pub.seq });
  const seat = at.mine.seat!;
  const action = darkness.bot(at.mine.view as DarknessView, seat, at.mine.legal as DarknessAction[], at.mine.seq * 7919 + seat);
  return ok<SessionSnapshot>('sessions.act', { sessionId, seat, expectedSeq: at.mine.seq, action });
}

function savedState(sessionId: string, newest = true): DarknessState {
  const db = new Database(dataFile(), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(`SELECT state_json FROM snapshots WHERE session_id = ? ORDER BY seq ${newest ? 'DESC' : 'ASC'} LIMIT 1`).get(sessionId) as { state_json: string };
    return JSON.parse(row.state_json) as DarknessState;
  } finally {
    db.close();
  }
}

type Moment = 'combat' | 'fate';
function momentOf(view: DarknessView): Moment | null {
  const p = view.pending;
  if (!p) return null;
  if (p.kind === 'combat' || p.kind === 'absorb') return 'combat';
  if (p.kind === 'fateChoice' || (p.kind === 'rolled' && p.check.purpose.kind === 'movement')) return 'fate';
  return null;
}

describe('a board game saved and resumed', () => {
  it('resumes mid-combat and mid-fate-roll with the same view and status; refuses undo after a roll; its end matches the final state and is applied once (D362)', async () => {
    // Games are played to their end, seed after seed, until the table has been reopened both in a fight
    // and at a fate roll (which seed gets there depends on the content's dice; a few always do).
    const seen = new Set<Moment>();
    let undoChecked = false;
    let table: Table | null = null;
    let id = '';
    for (let game = 1; game <= 8 && (seen.size < 2 || !undoChecked); game++) {
      table = await newGame(`persist-${game}`);
      id = table.session.id;
      // D360/D361: the kept flashlight starts in Nora's hands, and her starting VP with her.
      const first = savedState(id, false);
      expect(Object.values(first.discs).filter((d) => d.where.zone === 'held' && d.where.seat === 0).map((d) => d.def)).toEqual(['flashlight']);
      expect(first.heroes[0]!.vp).toBe(1);
      for (let n = 0; n < MAX_MOVES; n++) {
        const at = await deciding(id);
        if (at.pub.status.result) break;
        const moment = at.mine ? momentOf(at.mine.view as DarknessView) : null;
        if (at.mine && moment && !seen.has(moment)) {
          seen.add(moment);
          const seat = at.mine.seat!;
          await reopen();
          const again = await ok<SessionSnapshot>('sessions.open', { sessionId: id, seat });
          expect(again.seq).toBe(at.mine.seq);
          expect(again.view).toEqual(at.mine.view);
          expect(again.status).toEqual(at.mine.status);
          expect(again.legal).toEqual(at.mine.legal);
          expect((await ok<SessionSnapshot>('sessions.open', { sessionId: id, seat: null })).view).toEqual(at.pub.view);
        }
        const before = (at.mine?.view as DarknessView | undefined)?.lastRoll ?? null;
        const after = await move(id, at);
        const rolled = at.mine && (after.view as DarknessView).lastRoll !== null && JSON.stringify((after.view as DarknessView).lastRoll) !== JSON.stringify(before);
        if (rolled && !undoChecked && after.undoSeat === null) {
          // The roll is in the log: taking the move back would let the dice be thrown again.
          const refusal = await refused('sessions.undo', { sessionId: id, seat: at.mine!.seat!, expectedSeq: after.seq });
          expect(refusal.code).toBe('undo_not_allowed');
          expect(refusal.params.reason).toBe('revealed_information');
          undoChecked = true;
        }
      }
    }
    expect([...seen].sort()).toEqual(['combat', 'fate']);
    const played = table!;
    expect(undoChecked).toBe(true);

    // The finished game, read for the wizard, says what its final state says.
    const state = savedState(id);
    expect(state.result).not.toBeNull();
    const end = await ok<DarknessGameEnd>('darkness.games.end', { sessionId: id });
    expect(end).toMatchObject({ sessionId: id, campaignId: played.campaignId, scenarioId: INTRO, mode: 'standard', objectiveAchieved: state.result!.objectiveAchieved, applied: null });
    expect(end.participants.map((p) => [p.characterId, p.vp, p.died])).toEqual(state.heroes.map((h) => [h.characterId, h.vp, !h.alive]));
    for (const p of end.participants) expect(p.itemsHeld).toEqual(itemsHeldBy(state, p.seat));
    expect(end.participants[2]).toMatchObject({ characterId: null, pregenId: PREGENS[2]!.id, exempt: 'pregen' });

    // The wizard, applied through the existing end-of-game service, with every choice the rules leave open.
    const campaign = await ok<DarknessCampaign>('darkness.campaigns.get', { campaignId: played.campaignId });
    const participants = end.participants.filter((p) => p.characterId !== null).map((p) => ({ characterId: p.characterId!, vp: p.vp, died: p.died, itemsHeld: p.itemsHeld }));
    const plan = endOfGamePlan({
      mode: campaign.mode,
      objectiveAchieved: end.objectiveAchieved,
      participants,
      sheets: Object.fromEntries(campaign.members.map((m) => [m.characterId, m.sheet])),
      houseRules: campaign.houseRules,
    });
    const choices = (characterId: string): CharacterChoices => {
      const c = plan.perCharacter.find((x) => x.characterId === characterId)!;
      return {
        ...(c.attributeDie?.length ? { attribute: c.attributeDie[0]! } : {}),
        ...(c.skillLoss?.length ? { loseSkill: c.skillLoss[0]!.skill } : {}),
        ...(c.items ? { keepItemIds: c.items.held.map((i) => i.id) } : {}),
      };
    };
    const request = {
      campaignId: played.campaignId,
      scenario: end.scenarioName.es,
      objectiveAchieved: end.objectiveAchieved,
      participants: participants.map((p) => ({ ...p, choices: choices(p.characterId) })),
      who: 'Ana',
      sessionId: id,
    };
    const preview = await ok<{ characters: { characterId: string; changes: unknown[]; after: unknown }[] }>('darkness.endOfGame.preview', request);
    const result = await ok<{ appended: number; campaign: DarknessCampaign }>('darkness.endOfGame.confirm', request);
    expect(result.appended).toBe(preview.characters.reduce((n, c) => n + c.changes.length, 0));
    expect(result.appended).toBeGreaterThan(0);
    expect(result.campaign.played.map((p) => [p.scenario, p.outcome])).toEqual([[end.scenarioName.es, end.objectiveAchieved ? 'achieved' : 'failed']]);
    for (const c of preview.characters) {
      const detail = await ok<DarknessCharacterDetail>('darkness.characters.get', { characterId: c.characterId });
      expect(detail.sheet).toEqual(c.after);
      const fromGame = detail.ledger.filter((e) => e.gameRef === id);
      expect(fromGame.map((e) => e.change)).toEqual(c.changes);
    }
    expect((await ok<DarknessGameEnd>('darkness.games.end', { sessionId: id })).applied).not.toBeNull();
    // D367: each character's Health at the end is kept with the record, for A37's carry_wounds.
    const db = new Database(dataFile(), { readonly: true, fileMustExist: true });
    const record = db.prepare('SELECT health_json, flags_json FROM darkness_game_ends WHERE session_id = ?').get(id) as { health_json: string; flags_json: string };
    db.close();
    expect(JSON.parse(record.health_json)).toEqual({ [played.nora]: state.heroes[0]!.health, [played.teo]: state.heroes[1]!.health });
    expect(JSON.parse(record.flags_json)).toEqual(end.flags);

    // D362: the same game is not applied twice, not even after a restart.
    await reopen();
    expect((await refused('darkness.endOfGame.confirm', request)).code).toBe('darkness_game_already_applied');
    expect((await refused('darkness.endOfGame.preview', request)).code).toBe('darkness_game_already_applied');
  }, 240_000);
});

describe('starting a board game through the services', () => {
  it('D365 seats one player per hero then the Master, who is a person; refusals write no session', async () => {
    const campaign = await ok<DarknessCampaign>('darkness.campaigns.create', { name: 'Otoño', mode: 'master', houseRules: {} });
    const nora = await character(campaign.id, 'Nora', 0);
    const base = { scenarioId: INTRO, campaignId: campaign.id, heroes: [{ characterId: nora }], master: true };
    expect((await refused('darkness.games.create', { ...base, players: [{ name: 'Ana' }] })).code).toBe('darkness_players_mismatch');
    expect((await refused('darkness.games.create', { ...base, players: [{ name: 'Ana' }, { name: 'Velada', bot: true }] })).code).toBe('darkness_master_bot');
    expect((await refused('darkness.games.create', { ...base, heroes: [{ characterId: nora, pregenId: 'x' }], players: [{ name: 'Ana' }, { name: 'Marta' }] })).code).toBe('invalid_request');
    expect(await ok<SessionSummary[]>('sessions.list', {})).toEqual([]);

    const session = await ok<SessionSummary>('darkness.games.create', { ...base, players: [{ name: 'Ana' }, { name: 'Marta' }], seed: 'm1' });
    expect(session).toMatchObject({ gameId: 'darkness', players: ['Ana', 'Marta'], bots: [], status: 'active' });
    const db = new Database(dataFile(), { readonly: true, fileMustExist: true });
    const options = JSON.parse((db.prepare('SELECT options_json FROM sessions WHERE id = ?').get(session.id) as { options_json: string }).options_json);
    db.close();
    expect(options).toMatchObject({ scenarioId: INTRO, master: true, campaignId: campaign.id, heroes: [{ characterId: nora, name: 'Nora' }] });
    // A game still being played is not the wizard's yet.
    expect((await refused('darkness.games.end', { sessionId: session.id })).code).toBe('game_not_finished');
  });

  it('D366 sessions.create takes references only: a sheet sent by a renderer is refused', async () => {
    const pregen = PREGENS[0]!;
    const forged = {
      scenarioId: INTRO, campaignId: null, master: false, houseRules: {}, campaignFlags: {},
      heroes: [{ characterId: null, pregenId: pregen.id, name: 'Súper', attributes: { ...pregen.attributes, attack: 6 }, skills: {}, maxHealth: 9, startingVp: 99, keptItems: [] }],
    };
    const refusal = await refused('sessions.create', { gameId: 'darkness', players: [{ name: 'Ana' }], options: forged });
    expect(refusal.code).toBe('invalid_options');
    expect(await ok<SessionSummary[]>('sessions.list', {})).toEqual([]);
    const session = await ok<SessionSummary>('sessions.create', {
      gameId: 'darkness', players: [{ name: 'Ana' }], options: { scenarioId: INTRO, campaignId: null, heroes: [{ pregenId: pregen.id }], master: false }, seed: 'r1',
    });
    const db = new Database(dataFile(), { readonly: true, fileMustExist: true });
    const options = JSON.parse((db.prepare('SELECT options_json FROM sessions WHERE id = ?').get(session.id) as { options_json: string }).options_json);
    db.close();
    expect(options.heroes[0]).toMatchObject({ pregenId: pregen.id, name: pregen.name, attributes: pregen.attributes, startingVp: 0 });
  });

  it('a game of pregens only is not the wizard’s: it has no campaign', async () => {
    const session = await ok<SessionSummary>('darkness.games.create', {
      scenarioId: INTRO, campaignId: null, heroes: [{ pregenId: PREGENS[0]!.id }], master: false, players: [{ name: 'Ana' }], seed: 'p1',
    });
    expect(session.gameId).toBe('darkness');
    expect((await refused('darkness.games.end', { sessionId: session.id })).code).toBe('darkness_game_without_campaign');
  });

  it('keeps the wizard’s draft of a game across a restart (mid-wizard)', async () => {
    const campaign = await ok<DarknessCampaign>('darkness.campaigns.create', { name: 'Otoño', mode: 'standard', houseRules: {} });
    const draft = { version: 1, step: 2, scenario: 'Radio', objectiveAchieved: true, keepItems: true, sessionId: 'sess-9', participants: {}, choices: {} };
    await ok('darkness.drafts.save', { kind: 'endOfGame', key: campaign.id, draft });
    await reopen();
    expect((await ok<{ draft: unknown }>('darkness.drafts.get', { kind: 'endOfGame', key: campaign.id })).draft).toEqual(draft);
  });
});
