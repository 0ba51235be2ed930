/**
 * Rules 3's objective by party size (D416–D418) said in words beside the scenario's goal: the goal
 * text is content and names the content's objective ("three heroes in four", "2 wounds"); a party
 * that plays a different one by the rules it began under reads the difference here, on the
 * new-game screen, at the table and at the end. A game begun under rules 1–2 records nothing, so
 * it gets no note.
 */
import {
  bossHealthKey,
  EDGE_FROM_ROUND_KEY,
  EDGE_HEROES_KEY,
  type PartyObjective,
} from '../../../../shared/games/darkness/game/party-objectives';
import type { ScenarioDef } from '../../../../shared/games/darkness/content/types';

type Translate = (key: string, params: Record<string, unknown>, plural?: number) => string;

/** What setup recorded for this party in the state's (or view's) scenario record. */
export function partyObjectiveRecorded(scenario: Readonly<Record<string, unknown>>, sc: ScenarioDef): PartyObjective {
  const num = (key: string): number | undefined => (typeof scenario[key] === 'number' ? (scenario[key] as number) : undefined);
  const boss = sc.bosses[0];
  const objective: PartyObjective = {};
  const edgeHeroes = num(EDGE_HEROES_KEY);
  const edgeFromRound = num(EDGE_FROM_ROUND_KEY);
  const bossHealth = boss ? num(bossHealthKey(boss.id)) : undefined;
  if (edgeHeroes !== undefined) objective.edgeHeroes = edgeHeroes;
  if (edgeFromRound !== undefined) objective.edgeFromRound = edgeFromRound;
  if (bossHealth !== undefined) objective.bossHealth = bossHealth;
  return objective;
}

/** The note for `heroes` heroes, or null when the party plays the goal as written. */
export function partyObjectiveNote(t: Translate, objective: PartyObjective, heroes: number, bossName: string): string | null {
  const parts: string[] = [];
  if (objective.edgeHeroes !== undefined) parts.push(t('darkness.table.partyObjective.edgeHeroes', { n: objective.edgeHeroes }, objective.edgeHeroes));
  if (objective.edgeFromRound !== undefined) parts.push(t('darkness.table.partyObjective.edgeFromRound', { round: objective.edgeFromRound }));
  if (objective.bossHealth !== undefined) {
    parts.push(t('darkness.table.partyObjective.bossHealth', { boss: bossName, n: objective.bossHealth }, objective.bossHealth));
  }
  if (parts.length === 0) return null;
  return `${t('darkness.table.partyObjective.lead', { n: heroes }, heroes)} ${parts.join('; ')}.`;
}
