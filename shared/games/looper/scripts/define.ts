/**
 * How a shipped script is written: the incident schedule once (day, incident, culprit), split
 * here into the public card's incidents and the secret card's culprits so the two can never
 * disagree by a typo.
 */
import type { CharacterId, IncidentId, PlotId, TragedySetId } from '../ids';
import type { CastMember, LocalizedText, Script } from '../script';

export interface ScriptDefinition {
  id: string;
  title: LocalizedText;
  story: LocalizedText;
  hints: LocalizedText[];
  difficulty: Record<string, number>;
  tragedySet: TragedySetId;
  loops: number;
  days: number;
  mainPlot: PlotId;
  subPlots: PlotId[];
  cast: CastMember[];
  schedule: { day: number; incident: IncidentId; culprit: CharacterId }[];
}

export function defineScript(d: ScriptDefinition): Script {
  return {
    id: d.id,
    handbook: { title: d.title, story: d.story, hints: d.hints, difficulty: d.difficulty },
    public: {
      tragedySet: d.tragedySet,
      loops: d.loops,
      days: d.days,
      incidents: d.schedule.map(({ day, incident }) => ({ day, incident })),
      specialRules: [],
    },
    secret: {
      mainPlot: d.mainPlot,
      subPlots: d.subPlots,
      cast: d.cast,
      culprits: d.schedule.map(({ day, culprit }) => ({ day, culprit })),
    },
  };
}
