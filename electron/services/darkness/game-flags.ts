/**
 * Campaign flags: what a chapter's end sets (its scenario's `campaign.sets`) for the chapters after
 * it. A board game applied by the end-of-game wizard records its flags exactly (darkness_game_ends);
 * a chapter played on a physical table and entered by hand is known only by its played row, which
 * still tells whether the objective was reached (D363).
 */
import { SCENARIOS } from '../../../shared/games/darkness/content';
import type { ScenarioDef } from '../../../shared/games/darkness/content/types';
import type { DarknessState } from '../../../shared/games/darkness/game/types';
import type { DarknessPlayedScenario } from '../../../shared/ipc/contract';
import type { Db } from '../database';

/**
 * The flags a finished game's scenario sets: the engine records each one that holds at the game's end
 * as `flag.<name>` in the state's scenario counters (vp.ts); the others are false.
 */
export function flagsSetBy(scenario: ScenarioDef, state: DarknessState): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const { flag } of scenario.campaign?.sets ?? []) out[flag] = state.scenario[`flag.${flag}`] === true;
  return out;
}

/** The scenario a played row names: its id, or its name in either language (the wizard by hand types it). */
export function scenarioOfPlayed(name: string): ScenarioDef | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  return SCENARIOS.find((s) => s.id === name || s.name.es.toLocaleLowerCase() === wanted || s.name.en.toLocaleLowerCase() === wanted);
}

/**
 * Every flag the campaign's earlier chapters set, oldest first (a later chapter overrides): the
 * played rows' objective/failed flags, then the exact flags of the games applied from the board.
 */
export function campaignFlagsOf(db: Db, campaignId: string, played: readonly DarknessPlayedScenario[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const row of played) {
    const scenario = scenarioOfPlayed(row.scenario);
    for (const { flag, when } of scenario?.campaign?.sets ?? []) {
      if (when === 'objective') flags[flag] = row.outcome === 'achieved';
      else if (when === 'failed') flags[flag] = row.outcome === 'failed';
    }
  }
  const ends = db.prepare('SELECT flags_json FROM darkness_game_ends WHERE campaign_id = ? ORDER BY applied_at, session_id').all(campaignId) as {
    flags_json: string;
  }[];
  for (const end of ends) Object.assign(flags, JSON.parse(end.flags_json) as Record<string, boolean>);
  return flags;
}

/**
 * D367, A37 carry_wounds: the Health a character ended its campaign's last board game with, or null
 * when no board game of this campaign recorded it (a chapter entered by hand starts at full Health).
 */
export function carriedHealthOf(db: Db, campaignId: string, characterId: string): number | null {
  const ends = db.prepare('SELECT health_json FROM darkness_game_ends WHERE campaign_id = ? ORDER BY applied_at DESC, session_id DESC').all(campaignId) as {
    health_json: string;
  }[];
  for (const end of ends) {
    const health = (JSON.parse(end.health_json) as Record<string, number>)[characterId];
    if (typeof health === 'number') return health;
  }
  return null;
}
