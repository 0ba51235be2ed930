/**
 * The rules of the Tragedy Looper new-game form, kept out of the view so they are tested alone.
 * Everything here reads the library's public summaries only: the form may be in front of the
 * protagonists, so it never holds a script's secret card (a generated script is made in main).
 */
import type { LooperScriptSummary, Request } from '../../../../shared/ipc/contract';
import type { BotLevel } from '../../../../shared/engine/bot-level';
import { botLevelEntry, botNames, playerEntry, seatProblem, seedAndTitle, type SeatChoice } from '../../components/new-game/seats';

export const MIN_PROTAGONISTS = 1;
export const MAX_PROTAGONISTS = 3;
/** The loop counts a generated script may be asked for (the shipped scripts' range). */
export const GENERATED_LOOPS = [3, 4, 5, 6] as const;
export const DEFAULT_GENERATED_LOOPS = 4;

export type TragedySet = LooperScriptSummary['tragedySet'];
/** Difficulty bands of the filter (L181): the handbook's 1–8 read as easy, medium, hard. */
export const DIFFICULTY_BANDS = { easy: [1, 3], medium: [4, 5], hard: [6, 8] } as const;
export type DifficultyBand = keyof typeof DIFFICULTY_BANDS;

export interface ScriptFilter {
  set: TragedySet | 'all';
  difficulty: DifficultyBand | 'all';
}

/** Which script the game is played with: one of the library's, or one main generates. */
export type ScriptChoice = { kind: 'library'; scriptId: string } | { kind: 'generated'; tragedySet: TragedySet; seed: string } | { kind: 'none' };

export interface LooperForm {
  /** `botLevel`: how well Velada plays the mastermind when `velada` (issue 24); absent = Normal. */
  mastermind: { velada: boolean; name: string; profileId: string; botLevel?: BotLevel };
  protagonists: SeatChoice[];
  script: ScriptChoice;
  loops: number;
  seed: string;
  title: string;
}

/** What is wrong with the form, as an i18n key (under looper.newGame.problem) and its parameters. */
export interface FormProblem {
  key: 'needHuman' | 'needNames' | 'nameTooLong' | 'sameNames' | 'needScript' | 'scriptGone' | 'badLoops';
  params?: Record<string, string | number>;
}

/**
 * L181: a script matches a band when it is within it for SOME loop count it may be played with,
 * since the family picks the loops (more loops make it easier) after the script.
 */
export function filterScripts(scripts: readonly LooperScriptSummary[], filter: ScriptFilter): LooperScriptSummary[] {
  return scripts.filter((s) => {
    if (filter.set !== 'all' && s.tragedySet !== filter.set) return false;
    if (filter.difficulty === 'all') return true;
    const [lo, hi] = DIFFICULTY_BANDS[filter.difficulty];
    return Object.values(s.difficulty).some((d) => d >= lo && d <= hi);
  });
}

/** The loop counts a library script may be played with: its handbook's keys and its public card's, ascending. */
export function loopChoices(script: LooperScriptSummary): number[] {
  const keys = Object.keys(script.difficulty).map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set([script.loops, ...keys])].sort((a, b) => a - b);
}

/** The loops to preselect: the public card's count, as the script was written. */
export function defaultLoops(script: LooperScriptSummary | undefined): number {
  return script ? script.loops : DEFAULT_GENERATED_LOOPS;
}

/**
 * Seat 0 is the mastermind (the engine's seat), then the protagonists in order. Velada's seat is
 * a bot named `veladaName`; protagonist bots are numbered ("Bot 1") so names stay unique.
 */
export function seatNames(form: Pick<LooperForm, 'mastermind' | 'protagonists'>, veladaName: string, botName: (n: number) => string): string[] {
  const mastermind = form.mastermind.velada ? veladaName : form.mastermind.name;
  return [mastermind, ...botNames(form.protagonists, botName)];
}

export function formProblem(form: LooperForm, names: readonly string[], library: readonly LooperScriptSummary[]): FormProblem | null {
  const humans = (form.mastermind.velada ? 0 : 1) + form.protagonists.filter((p) => !p.bot).length;
  const seats = seatProblem(names, humans);
  if (seats) return seats;
  const choice = form.script;
  if (choice.kind === 'none') return { key: 'needScript' };
  if (choice.kind === 'library') {
    const script = library.find((s) => s.id === choice.scriptId);
    if (!script) return { key: 'scriptGone' };
    if (!loopChoices(script).includes(form.loops)) return { key: 'badLoops', params: { loops: form.loops } };
  } else if (!(GENERATED_LOOPS as readonly number[]).includes(form.loops)) {
    return { key: 'badLoops', params: { loops: form.loops } };
  }
  return null;
}

/** The options main resolves: a library script by id, or a generated one by seed and set (L180). */
export function looperOptions(form: Pick<LooperForm, 'script' | 'loops'>): Record<string, unknown> {
  const choice = form.script;
  if (choice.kind === 'generated') return { generate: { seed: choice.seed, tragedySet: choice.tragedySet, loops: form.loops } };
  if (choice.kind === 'library') return { scriptId: choice.scriptId, loops: form.loops };
  throw new Error('No script chosen');
}

export function createRequest(form: LooperForm, names: readonly string[]): Request<'sessions.create'> {
  const mastermind = form.mastermind.velada
    ? { name: names[0]!.trim(), bot: true, ...botLevelEntry(form.mastermind.botLevel) }
    : playerEntry({ name: names[0]!, profileId: form.mastermind.profileId });
  return {
    gameId: 'looper',
    players: [mastermind, ...form.protagonists.map((p, i) => playerEntry({ ...p, name: names[i + 1]! }))],
    options: looperOptions(form),
    ...seedAndTitle(form.seed, form.title),
  };
}

/** A fresh seed for a generated script: any string will do, the script is made from it in main. */
export function newGenerationSeed(random: () => number = Math.random): string {
  return Math.floor(random() * 1e9).toString(36);
}

/** A script's difficulty per loop count, fewest loops first (as the list shows it). */
export function difficultyRows(script: LooperScriptSummary): { loops: number; value: number }[] {
  return Object.entries(script.difficulty)
    .map(([loops, value]) => ({ loops: Number(loops), value }))
    .sort((a, b) => a.loops - b.loops);
}
