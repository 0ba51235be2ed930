/**
 * The script editor's form as plain data: a Script is built from it for every check, so the
 * validator the editor shows is the same one main runs on import (parseScript: shape, then
 * authoring rules). The form keeps an incident and its culprit on one row, as a writer thinks
 * of them; the Script splits them into the public schedule and the secret card.
 */
import type { CharacterId, IncidentId, LocationId, PlotId, RoleId, TragedySetId } from '../../../../../shared/games/looper/ids';
import type { LocalizedText, Script } from '../../../../../shared/games/looper/script';
import { parseScript } from '../../../../../shared/games/looper/script-file';
import { validateScript, type ScriptProblem } from '../../../../../shared/games/looper/validate-script';
import { TRAGEDY_SET_DATA } from '../../../../../shared/games/looper/tragedy-sets';
import { TEXT_LIMITS } from '../../../../../shared/games/looper/script-schema';

export interface CastRow {
  character: CharacterId;
  role: RoleId;
  /** Godly Being only (null: not chosen yet). */
  entryLoop: number | null;
  /** Boss only (null: not chosen yet). */
  turf: LocationId | null;
}

export interface IncidentRow {
  day: number;
  incident: IncidentId;
  /** '' until the writer picks one from the cast. */
  culprit: CharacterId | '';
}

export interface ScriptForm {
  tragedySet: TragedySetId;
  title: LocalizedText;
  story: LocalizedText;
  hints: LocalizedText[];
  specialRules: LocalizedText[];
  loops: number;
  days: number;
  /** One row per loop count the script may be played with. */
  difficulty: { loops: number; value: number }[];
  mainPlot: PlotId;
  subPlots: PlotId[];
  cast: CastRow[];
  incidents: IncidentRow[];
}

/**
 * The id sent with a saved script. The library gives a stored script its own content-derived
 * id, so this one only has to pass the file format — and must not be a shipped script's id,
 * or an edited copy of a shipped script would be taken for the original.
 */
export const DRAFT_ID = 'draft';

/** A blank script of a set: its first main plot and as many subplots as the set asks, no cast yet. */
export function emptyForm(tragedySet: TragedySetId = 'firstSteps'): ScriptForm {
  const set = TRAGEDY_SET_DATA[tragedySet];
  return {
    tragedySet,
    title: { es: '', en: '' },
    story: { es: '', en: '' },
    hints: [],
    specialRules: [],
    loops: 3,
    days: 4,
    difficulty: [{ loops: 3, value: 3 }],
    mainPlot: set.mainPlots[0]!,
    subPlots: set.subPlots.slice(0, set.subPlotCount),
    cast: [],
    incidents: [],
  };
}

export function formFromScript(script: Script): ScriptForm {
  const culpritOf = new Map(script.secret.culprits.map((c) => [c.day, c.culprit]));
  return {
    tragedySet: script.public.tragedySet,
    title: { ...script.handbook.title },
    story: { ...script.handbook.story },
    hints: script.handbook.hints.map((h) => ({ ...h })),
    specialRules: script.public.specialRules.map((r) => ({ ...r })),
    loops: script.public.loops,
    days: script.public.days,
    difficulty: Object.entries(script.handbook.difficulty)
      .map(([loops, value]) => ({ loops: Number(loops), value }))
      .sort((a, b) => a.loops - b.loops),
    mainPlot: script.secret.mainPlot,
    subPlots: script.secret.subPlots.slice(),
    cast: script.secret.cast.map((m) => ({ character: m.character, role: m.role, entryLoop: m.entryLoop ?? null, turf: m.turf ?? null })),
    incidents: script.public.incidents.map(({ day, incident }) => ({ day, incident, culprit: culpritOf.get(day) ?? '' })),
  };
}

export function scriptFromForm(form: ScriptForm): Script {
  return {
    id: DRAFT_ID,
    handbook: {
      title: { ...form.title },
      story: { ...form.story },
      hints: form.hints.map((h) => ({ ...h })),
      difficulty: Object.fromEntries(form.difficulty.map((d) => [String(d.loops), d.value])),
    },
    public: {
      tragedySet: form.tragedySet,
      loops: form.loops,
      days: form.days,
      incidents: form.incidents.map(({ day, incident }) => ({ day, incident })),
      specialRules: form.specialRules.map((r) => ({ ...r })),
    },
    secret: {
      mainPlot: form.mainPlot,
      subPlots: form.subPlots.slice(),
      cast: form.cast.map(castMember),
      // A row without a culprit has none on the secret card: the validator then says so for that incident.
      culprits: form.incidents.flatMap(({ day, culprit }) => (culprit ? [{ day, culprit }] : [])),
    },
  };
}

/** Godly Being's entry loop and Boss's Turf only on them (the validator refuses them elsewhere). */
function castMember(row: CastRow): Script['secret']['cast'][number] {
  return {
    character: row.character,
    role: row.role,
    ...(row.character === 'godlyBeing' && row.entryLoop !== null ? { entryLoop: row.entryLoop } : {}),
    ...(row.character === 'boss' && row.turf !== null ? { turf: row.turf } : {}),
  };
}

/**
 * Every problem of the script the form describes: the file format's (a text too long, an empty
 * cast), then the authoring rules'. parseScript stops at the format, but the form's values are
 * always well typed, so the rules are checked too and a writer sees everything at once.
 */
export function formProblems(form: ScriptForm): ScriptProblem[] {
  const script = scriptFromForm(form);
  const parsed = parseScript(script);
  const own = duplicateDifficulties(form);
  if (parsed.ok) return own;
  const shape = parsed.problems.filter((p) => p.code.startsWith('schema_'));
  return [...own, ...(shape.length ? [...shape, ...validateScript(script)] : parsed.problems)];
}

/** Two difficulty rows for one loop count would silently become one in the file: the form says so instead. */
function duplicateDifficulties(form: ScriptForm): ScriptProblem[] {
  const counts = form.difficulty.map((d) => d.loops);
  return [...new Set(counts.filter((n, i) => counts.indexOf(n) !== i))].map((n) => ({
    path: 'handbook.difficulty',
    code: 'difficulty_twice',
    message: { es: `La dificultad con ${n} bucles está dos veces`, en: `The difficulty with ${n} loops is given twice` },
  }));
}

/**
 * The form field a problem's path points at (L183), so the message is shown beside it:
 * 'secret.cast[2].role' → 'cast[2].role'; a culprit's path → its incident row's culprit;
 * a difficulty key or a subplot → the whole difficulty or subplot field; a path the form has
 * no field for (a whole-cast count) → its section ('cast').
 */
export function fieldOf(path: string, form: ScriptForm): string {
  const culprit = /^secret\.culprits\[(\d+)\](?:\.(day|culprit))?$/.exec(path);
  if (culprit) {
    const rows = form.incidents.map((row, i) => ({ row, i })).filter(({ row }) => row.culprit !== '');
    const hit = rows[Number(culprit[1])];
    return hit ? `incidents[${hit.i}].${culprit[2] === 'day' ? 'day' : 'culprit'}` : 'incidents';
  }
  if (path.startsWith('handbook.difficulty')) return 'difficulty';
  if (path.startsWith('secret.subPlots')) return 'subPlots';
  const field = path.replace(/^(handbook|public|secret)\.?/, '');
  return field === '' ? 'script' : field;
}

/** The problems grouped by the field they concern, in the validator's order. */
export function problemsByField(problems: readonly ScriptProblem[], form: ScriptForm): Map<string, ScriptProblem[]> {
  const out = new Map<string, ScriptProblem[]>();
  for (const problem of problems) {
    const field = fieldOf(problem.path, form);
    out.set(field, [...(out.get(field) ?? []), problem]);
  }
  return out;
}

/** The characters a new cast row may take (each character is cast once). */
export function uncastCharacters(form: ScriptForm, all: readonly CharacterId[]): CharacterId[] {
  const cast = new Set(form.cast.map((m) => m.character));
  return all.filter((c) => !cast.has(c));
}

/** A new cast row: the first character not yet cast, as a Person; special fields ready for Godly Being and Boss. */
export function newCastRow(character: CharacterId): CastRow {
  return { character, role: 'person', entryLoop: character === 'godlyBeing' ? 1 : null, turf: character === 'boss' ? 'city' : null };
}

/** A new incident row on the first day without one (or the last day when all are taken). */
export function newIncidentRow(form: ScriptForm): IncidentRow {
  const taken = new Set(form.incidents.map((i) => i.day));
  const day = Array.from({ length: form.days }, (_, i) => i + 1).find((d) => !taken.has(d)) ?? form.days;
  return { day, incident: TRAGEDY_SET_DATA[form.tragedySet].incidents[0]!, culprit: '' };
}

/**
 * Changing the set keeps what still fits and resets the plots to the new set's first choices,
 * since plots of one set mean nothing in the other; cast roles and incidents stay for the
 * validator to point out, so nothing the writer typed vanishes silently.
 */
export function withTragedySet(form: ScriptForm, tragedySet: TragedySetId): ScriptForm {
  if (form.tragedySet === tragedySet) return form;
  const set = TRAGEDY_SET_DATA[tragedySet];
  const mainPlot = set.mainPlots.includes(form.mainPlot) ? form.mainPlot : set.mainPlots[0]!;
  const kept = form.subPlots.filter((p) => set.subPlots.includes(p));
  const subPlots = [...kept, ...set.subPlots.filter((p) => !kept.includes(p))].slice(0, set.subPlotCount);
  return { ...form, tragedySet, mainPlot, subPlots };
}

/**
 * A duplicate is told apart by its title ("… (copia)"), so the family sees two scripts in the
 * list, and saving it untouched stores a copy instead of being refused as Velada's own script.
 */
export function asCopy(form: ScriptForm): ScriptForm {
  const mark = (text: string, suffix: string) => `${text.slice(0, TEXT_LIMITS.title - suffix.length).trimEnd()}${suffix}`;
  return { ...form, title: { es: mark(form.title.es, ' (copia)'), en: mark(form.title.en, ' (copy)') } };
}
