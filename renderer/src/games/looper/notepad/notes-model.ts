/**
 * The protagonists' notebook as saved beside the game (`notes.set`, notebook 'protagonists'):
 * marks on a characters × roles grid, a plot checklist, free text per character and in general,
 * and whether the hint panel is on. Pure functions only: every change returns a new document,
 * so the store can compare and save what it was given.
 */
import { z } from 'zod';
import { CHARACTERS, PLOTS, ROLES, type CharacterId, type PlotId, type RoleId, type TragedySetId } from '../../../../../shared/games/looper/ids';
import { TRAGEDY_SET_DATA } from '../../../../../shared/games/looper/tragedy-sets';

export const NOTEBOOK_VERSION = 1;
export const MARKS = ['possible', 'ruledOut', 'certain'] as const;
export type Mark = (typeof MARKS)[number];

/** Texts are cut to these lengths so a whole notebook stays under the 64 KB a notebook may hold. */
export const TEXT_LIMITS = { character: 1500, general: 6000 } as const;

const markSchema = z.enum(MARKS);

export const notebookSchema = z.strictObject({
  version: z.literal(NOTEBOOK_VERSION),
  marks: z.partialRecord(z.enum(CHARACTERS), z.partialRecord(z.enum(ROLES), markSchema)),
  plots: z.partialRecord(z.enum(PLOTS), markSchema),
  texts: z.partialRecord(z.enum(CHARACTERS), z.string().max(TEXT_LIMITS.character)),
  general: z.string().max(TEXT_LIMITS.general),
  hintsOn: z.boolean(),
});

export type Notebook = z.infer<typeof notebookSchema>;

export function blankNotebook(): Notebook {
  return { version: NOTEBOOK_VERSION, marks: {}, plots: {}, texts: {}, general: '', hintsOn: false };
}

/** blank → possible → ruled out → certain → blank (absent means blank). */
export function nextMark(mark: Mark | undefined): Mark | undefined {
  if (mark === undefined) return 'possible';
  const i = MARKS.indexOf(mark);
  return i === MARKS.length - 1 ? undefined : MARKS[i + 1];
}

export function markOf(nb: Notebook, character: CharacterId, role: RoleId): Mark | undefined {
  return nb.marks[character]?.[role];
}

export function cycleMark(nb: Notebook, character: CharacterId, role: RoleId): Notebook {
  const row = { ...(nb.marks[character] ?? {}) };
  const next = nextMark(row[role]);
  if (next === undefined) delete row[role];
  else row[role] = next;
  const marks = { ...nb.marks };
  if (Object.keys(row).length === 0) delete marks[character];
  else marks[character] = row;
  return { ...nb, marks };
}

export function cyclePlot(nb: Notebook, plot: PlotId): Notebook {
  const plots = { ...nb.plots };
  const next = nextMark(plots[plot]);
  if (next === undefined) delete plots[plot];
  else plots[plot] = next;
  return { ...nb, plots };
}

export function setCharacterText(nb: Notebook, character: CharacterId, text: string): Notebook {
  const texts = { ...nb.texts };
  const cut = text.slice(0, TEXT_LIMITS.character);
  if (cut === '') delete texts[character];
  else texts[character] = cut;
  return { ...nb, texts };
}

export function setGeneralText(nb: Notebook, text: string): Notebook {
  return { ...nb, general: text.slice(0, TEXT_LIMITS.general) };
}

export function setHintsOn(nb: Notebook, on: boolean): Notebook {
  return { ...nb, hintsOn: on };
}

/** L163: the roles a grid offers — the public tragedy set's, without Person (a blank row says that). */
/** A row of the grid: a character on the board, and whether it is still alive. */
export interface GridCharacter {
  id: CharacterId;
  alive: boolean;
}

/**
 * The grid's rows for a board; `previous` itself while no character came, went or died, so a
 * move that only moves counters does not draw the grid again.
 */
export function gridCharacters(characters: readonly GridCharacter[], previous?: readonly GridCharacter[]): readonly GridCharacter[] {
  const same = previous !== undefined && previous.length === characters.length && previous.every((p, i) => p.id === characters[i]!.id && p.alive === characters[i]!.alive);
  return same ? previous : characters.map(({ id, alive }) => ({ id, alive }));
}

export function gridRoles(set: TragedySetId): RoleId[] {
  return TRAGEDY_SET_DATA[set].roles.filter((r) => r !== 'person');
}

/** L163: the plots of the checklist — the set's main plots, then its subplots. */
export function gridPlots(set: TragedySetId): PlotId[] {
  return [...TRAGEDY_SET_DATA[set].mainPlots, ...TRAGEDY_SET_DATA[set].subPlots];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (r: Record<string, unknown>) => Object.keys(r).filter((k) => Object.prototype.hasOwnProperty.call(r, k));
const isMark = (v: unknown): v is Mark => markSchema.safeParse(v).success;
const CHARACTER_SET: ReadonlySet<string> = new Set(CHARACTERS);
const ROLE_SET: ReadonlySet<string> = new Set(ROLES);
const PLOT_SET: ReadonlySet<string> = new Set(PLOTS);

function parseMarks(raw: unknown): Notebook['marks'] {
  const out: Notebook['marks'] = {};
  if (!isRecord(raw)) return out;
  for (const c of own(raw)) {
    const row = raw[c];
    if (!CHARACTER_SET.has(c) || !isRecord(row)) continue;
    const kept: Partial<Record<RoleId, Mark>> = {};
    for (const r of own(row)) if (ROLE_SET.has(r) && isMark(row[r])) kept[r as RoleId] = row[r] as Mark;
    if (Object.keys(kept).length > 0) out[c as CharacterId] = kept;
  }
  return out;
}

function parsePlots(raw: unknown): Notebook['plots'] {
  const out: Notebook['plots'] = {};
  if (!isRecord(raw)) return out;
  for (const p of own(raw)) if (PLOT_SET.has(p) && isMark(raw[p])) out[p as PlotId] = raw[p] as Mark;
  return out;
}

function parseTexts(raw: unknown): Notebook['texts'] {
  const out: Notebook['texts'] = {};
  if (!isRecord(raw)) return out;
  for (const c of own(raw)) {
    const t = raw[c];
    if (CHARACTER_SET.has(c) && typeof t === 'string' && t !== '') out[c as CharacterId] = t.slice(0, TEXT_LIMITS.character);
  }
  return out;
}

/**
 * L161: any stored value becomes a valid notebook — never throws. What fits is kept, what does
 * not is dropped (a wrong mark, an unknown character, a number where text belongs), long texts
 * are cut. A document of another (older or unknown) version is read the same way: version 1
 * is the first, so there is nothing to migrate yet.
 */
export function parseNotebook(raw: unknown): Notebook {
  if (!isRecord(raw)) return blankNotebook();
  const nb: Notebook = {
    version: NOTEBOOK_VERSION,
    marks: parseMarks(raw.marks),
    plots: parsePlots(raw.plots),
    texts: parseTexts(raw.texts),
    general: typeof raw.general === 'string' ? raw.general.slice(0, TEXT_LIMITS.general) : '',
    hintsOn: raw.hintsOn === true,
  };
  // The schema is the contract; a repaired document always meets it.
  return notebookSchema.parse(nb);
}
