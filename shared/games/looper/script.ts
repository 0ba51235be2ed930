/**
 * A script as data (digest §6.3): the public card every protagonist reads, the secret card
 * only the mastermind holds, and the handbook page (title, story, hints, difficulty). The
 * validator (validate-script.ts) is the one authority on whether a script may be played.
 */
import type { CharacterId, IncidentId, LocationId, PlotId, RoleId, TragedySetId } from './ids';

/** Text the script writer provides in both languages of the app. */
export interface LocalizedText {
  es: string;
  en: string;
}

export interface ScriptPublicCard {
  tragedySet: TragedySetId;
  loops: number;
  days: number;
  /** The incident schedule as the protagonists see it: the day and the incident's name only. */
  incidents: { day: number; incident: IncidentId }[];
  /** Extra rules printed on the public card (none in the base sets; free text). */
  specialRules: LocalizedText[];
}

export interface CastMember {
  character: CharacterId;
  role: RoleId;
  /** Godly Being only: the loop it enters the board (1 = from the start). */
  entryLoop?: number;
  /** Boss only: the location of his Turf marker. */
  turf?: LocationId;
}

export interface ScriptSecretCard {
  mainPlot: PlotId;
  subPlots: PlotId[];
  cast: CastMember[];
  /** The culprit of the incident scheduled on each day (same days as the public card). */
  culprits: { day: number; culprit: CharacterId }[];
}

export interface ScriptHandbook {
  title: LocalizedText;
  story: LocalizedText;
  /** Advice for whoever plays the mastermind (the introductory script's are the most detailed). */
  hints: LocalizedText[];
  /** Difficulty 1 (easy for the protagonists) … 8, for each number of loops the script may be played with. */
  difficulty: Record<string, number>;
}

export interface Script {
  /** Stable id: shipped scripts 'velada-fs-1'…; imported ones get a content-derived id. */
  id: string;
  handbook: ScriptHandbook;
  public: ScriptPublicCard;
  secret: ScriptSecretCard;
}
