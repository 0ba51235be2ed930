/**
 * Campaign frame checks (ruling D222): every chapter's scenario exists, and every flag a chapter's
 * scenario reads is set by an earlier chapter's scenario.
 */
import type { CampaignFrame, ScenarioDef } from './types';
import { problem, type ContentProblem } from './validate-problem';

export function validateCampaigns(frames: readonly CampaignFrame[], scenarios: ReadonlyMap<string, ScenarioDef>): ContentProblem[] {
  const out: ContentProblem[] = [];
  const ids = new Set<string>();
  frames.forEach((f, i) => {
    const path = `campaignFrames[${i}]`;
    if (ids.has(f.id)) out.push(problem(path, 'campaign_duplicate_id', `Id de campaña repetido: ${f.id}.`, `Duplicate campaign id: ${f.id}.`));
    ids.add(f.id);
    if (f.chapters.length === 0) out.push(problem(path, 'campaign_empty', `${f.id} no tiene capítulos.`, `${f.id} has no chapters.`));
    if (!f.recurringNpc.name) out.push(problem(`${path}.recurringNpc`, 'campaign_npc', `${f.id} no tiene personaje recurrente.`, `${f.id} has no recurring character.`));
    const set = new Set<string>();
    f.chapters.forEach((ch, j) => {
      const p = `${path}.chapters[${j}]`;
      const sc = scenarios.get(ch.scenario);
      if (!sc) {
        out.push(problem(p, 'campaign_scenario_unknown', `${f.id}: el capítulo ${j + 1} usa un escenario que no existe: ${ch.scenario}.`, `${f.id}: chapter ${j + 1} uses a scenario that does not exist: ${ch.scenario}.`));
        return;
      }
      for (const r of sc.campaign?.reads ?? []) {
        if (!set.has(r.flag)) {
          out.push(problem(p, 'campaign_flag_unset', `${f.id}: el capítulo ${j + 1} lee la marca ${r.flag}, que ningún capítulo anterior pone.`, `${f.id}: chapter ${j + 1} reads flag ${r.flag}, which no earlier chapter sets.`));
        }
      }
      for (const w of sc.campaign?.sets ?? []) set.add(w.flag);
    });
  });
  return out;
}
