/**
 * A finished When Darkness Comes board game as the end-of-game wizard's input: who played which
 * character, their final VP, who died, the items each held (A21: with the VP actually awarded, and
 * the disc's level for A23) and whether the objective was reached. Read from the session's final
 * state in main; nothing is written here. `prepare`/`write` are the end-of-game transaction's hook
 * that records which game it applied, so a finished game is never applied twice (D362).
 */
import { discById, scenarioById } from '../../../shared/games/darkness/content';
import type { DarknessOptions, DarknessState } from '../../../shared/games/darkness/game/types';
import type { InPlayPurchases, SheetItem } from '../../../shared/games/darkness/ledger';
import type { DarknessGameEnd, DarknessGameEndParticipant } from '../../../shared/ipc/contract';
import { nowIso } from '../clock';
import type { Db } from '../database';
import { ServiceError } from '../errors';
import { SessionStore } from '../session-store';
import { metaOf } from '../session-meta';
import type { SessionService } from '../sessions';
import { flagsSetBy } from './game-flags';
import { gameItemId } from './game-options';

/** What the end-of-game confirmation writes beside its ledger entries. */
export interface PreparedGameEnd {
  sessionId: string;
  campaignId: string;
  scenarioId: string;
  objectiveAchieved: boolean;
  flags: Record<string, boolean>;
  /** Each campaign character's Health at the end (A37 carry_wounds reads it next game). */
  health: Record<string, number>;
  /** D403: what each campaign character bought with VP during the game (only those who bought). */
  inPlay: Record<string, InPlayPurchases>;
}

/** The hook DarknessEndOfGameService calls when a wizard run names the game it comes from. */
export interface GameEndRecorder {
  /** Refuses a game that cannot be applied to this campaign now (unfinished, another campaign's, already applied). */
  prepare(sessionId: string, campaignId: string): PreparedGameEnd;
  /** Writes the record inside the caller's transaction. */
  write(prepared: PreparedGameEnd, backupFile: string): void;
}

interface EndRow {
  applied_at: string;
  backup_file: string;
}

export class DarknessGameEndService implements GameEndRecorder {
  private readonly store: SessionStore;

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
  ) {
    this.store = new SessionStore(db);
  }

  end(sessionId: string): DarknessGameEnd {
    return this.read(sessionId).end;
  }

  private read(sessionId: string): { end: DarknessGameEnd; state: DarknessState } {
    const { options, state, players, campaignId } = this.finished(sessionId);
    const participants = state.heroes.map((hero): DarknessGameEndParticipant => ({
      seat: hero.seat,
      player: players[hero.seat] ?? '',
      name: hero.name,
      characterId: hero.characterId,
      pregenId: hero.pregenId,
      // A44: a pregen seat is listed, but it has no sheet to change.
      exempt: hero.characterId === null ? 'pregen' : null,
      vp: hero.vp,
      died: !hero.alive,
      itemsHeld: itemsHeldBy(state, hero.seat),
      ...inPlayOf(hero),
    }));
    if (participants.every((p) => p.characterId === null)) {
      throw new ServiceError('darkness_game_no_characters', 'Every seat of this game is a pregenerated character', { sessionId });
    }
    const scenario = scenarioById(state.scenarioId);
    const applied = this.appliedRow(sessionId);
    const end: DarknessGameEnd = {
      sessionId,
      campaignId,
      scenarioId: state.scenarioId,
      scenarioName: scenario ? { ...scenario.name } : { es: state.scenarioId, en: state.scenarioId },
      mode: options.master ? 'master' : 'standard',
      objectiveAchieved: state.result?.objectiveAchieved === true,
      outcome: state.result?.outcome ?? 'defeat',
      participants,
      flags: scenario ? flagsSetBy(scenario, state) : {},
      applied: applied ? { at: applied.applied_at, backup: applied.backup_file } : null,
    };
    return { end, state };
  }

  prepare(sessionId: string, campaignId: string): PreparedGameEnd {
    const { end, state } = this.read(sessionId);
    if (end.campaignId !== campaignId) {
      throw new ServiceError('darkness_game_other_campaign', `Game ${sessionId} was played in campaign ${end.campaignId}`, { sessionId, campaignId: end.campaignId });
    }
    if (end.applied) {
      throw new ServiceError('darkness_game_already_applied', `Game ${sessionId} was already applied on ${end.applied.at}`, { sessionId, at: end.applied.at });
    }
    const health = Object.fromEntries(state.heroes.filter((h) => h.characterId !== null).map((h) => [h.characterId!, h.health]));
    const inPlay = Object.fromEntries(end.participants.filter((p) => p.characterId !== null && p.inPlay).map((p) => [p.characterId!, p.inPlay!]));
    return { sessionId, campaignId, scenarioId: end.scenarioId, objectiveAchieved: end.objectiveAchieved, flags: end.flags, health, inPlay };
  }

  write(prepared: PreparedGameEnd, backupFile: string): void {
    // The primary key refuses a second record even if two confirmations raced past `prepare`.
    this.db
      .prepare(
        'INSERT INTO darkness_game_ends (session_id, campaign_id, scenario_id, objective_achieved, flags_json, health_json, backup_file, applied_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        prepared.sessionId,
        prepared.campaignId,
        prepared.scenarioId,
        prepared.objectiveAchieved ? 1 : 0,
        JSON.stringify(prepared.flags),
        JSON.stringify(prepared.health),
        backupFile,
        nowIso(),
      );
  }

  private appliedRow(sessionId: string): EndRow | undefined {
    return this.db.prepare('SELECT applied_at, backup_file FROM darkness_game_ends WHERE session_id = ?').get(sessionId) as EndRow | undefined;
  }

  /** A game without a campaign never will be the wizard's, so that is said first, finished or not. */
  private finished(sessionId: string): { options: DarknessOptions; state: DarknessState; players: string[]; campaignId: string } {
    const row = this.store.getSession(sessionId);
    if (!row) throw new ServiceError('session_not_found', `No saved session ${sessionId}`, { sessionId });
    const meta = metaOf(row);
    if (meta.gameId !== 'darkness') {
      throw new ServiceError('darkness_not_a_board_game', `Session ${sessionId} is a ${meta.gameId} game`, { sessionId, gameId: meta.gameId });
    }
    const options = meta.options as DarknessOptions;
    if (!options.campaignId) {
      throw new ServiceError('darkness_game_without_campaign', 'A game with pregenerated characters only changes no sheet', { sessionId });
    }
    if (meta.status !== 'finished') throw new ServiceError('game_not_finished', 'The game is still being played', { sessionId });
    const state = this.sessions.load(sessionId).state as DarknessState;
    return { options, state, players: meta.players.map((p) => p.name), campaignId: options.campaignId };
  }
}

/**
 * The items a hero holds at the end as sheet items: A21's awarded VP, the disc's difficulty as
 * its level (A23), its weight; ids are the disc defs (a copy gets `~2`), so a kept item comes back
 * into play as the same disc next game (D360). Allies, numbered parts and trophies are not items.
 */
export function itemsHeldBy(state: DarknessState, seat: number): SheetItem[] {
  const taken = new Set<string>();
  const out: SheetItem[] = [];
  const held = Object.values(state.discs)
    .filter((d) => d.where.zone === 'held' && d.where.seat === seat && d.kind === 'item')
    .sort((a, b) => discOrder(a.id) - discOrder(b.id));
  for (const disc of held) {
    const def = discById(disc.def);
    if (!def || def.kind !== 'item') continue;
    const id = gameItemId(disc.def, taken);
    taken.add(id);
    out.push({ id, name: def.name.es, weight: def.weight, vp: disc.awardedVp, level: def.difficulty });
  }
  return out;
}

/**
 * D403: the skill points a hero bought with VP during the game (those still unspent and those spent
 * on the skills it learnt there), read from the game itself so the sheet gets exactly what was played.
 */
export function inPlayOf(hero: DarknessState['heroes'][number]): { inPlay?: InPlayPurchases } {
  const skills = hero.boughtInPlay ?? [];
  const pointsBought = (hero.skillPoints ?? 0) + skills.reduce((sum, s) => sum + s.points, 0);
  return pointsBought > 0 ? { inPlay: { pointsBought, skills: skills.map((s) => ({ ...s })) } } : {};
}

/** 'd12' → 12: discs in the order the game made them. */
function discOrder(id: string): number {
  const n = Number(id.replace(/^\D+/, ''));
  return Number.isFinite(n) ? n : 0;
}
