/**
 * The night screen's answer, built from the seat's own NightScreen. Nothing here looks at the
 * role: a witch, the Constable and a townsperson fill in the same prompts and send the same
 * shape of action, so the answer (and how long it takes) says nothing about who sent it.
 */
import type { NightPrompt, NightScreen, SalemAction } from '../../../../../shared/games/salem/types';

export type NightAction = Extract<SalemAction, { type: 'night' }>;
/** undefined = not answered yet; null = "No confieso". */
export type ConfessChoice = number | 'phips' | null | undefined;

/** The question a prompt asks, as an i18n key under salem.table.night.prompt. Decoys are neutral questions. */
export function promptKey(prompt: Pick<NightPrompt, 'role'>, index: number): string {
  if (prompt.role !== 'decoy') return prompt.role;
  return index === 0 ? 'decoy1' : 'decoy2';
}

/** The action for a complete screen, or null while a prompt or the confession is unanswered. */
export function nightAnswer(screen: NightScreen, answers: readonly (number | null)[], confess: ConfessChoice): NightAction | null {
  if (screen.prompts.some((p, i) => answers[i] === null || answers[i] === undefined || !p.options.includes(answers[i]!))) return null;
  if (screen.confession && confess === undefined) return null;
  return { type: 'night', answers: screen.prompts.map((_, i) => answers[i]!), confess: screen.confession ? (confess ?? null) : null };
}

/**
 * The glass ran out (S91): the answers given stand, an unanswered prompt takes its first
 * option — the same rule for every role — and the confession window is closed.
 */
export function timedOutAnswer(screen: NightScreen, answers: readonly (number | null)[]): NightAction {
  return {
    type: 'night',
    answers: screen.prompts.map((p, i) => {
      const a = answers[i];
      return a !== null && a !== undefined && p.options.includes(a) ? a : p.options[0]!;
    }),
    confess: null,
    timedOut: true,
  };
}

/** The night's glass runs only where the confession window is open (night, pass 2). */
export function glassRuns(screen: NightScreen, hourglass: boolean): boolean {
  return hourglass && screen.confession !== null;
}

/**
 * Who proposes `target` now among the other witches (empty for every other role): each witch's
 * latest pick, so a witch who changed her mind on pass 2 counts for her new choice only.
 */
export function proposersOf(prompt: NightPrompt, target: number): number[] {
  const latest = new Map<number, { target: number; pass: number }>();
  for (const p of prompt.proposals) {
    const had = latest.get(p.seat);
    if (!had || p.pass >= had.pass) latest.set(p.seat, p);
  }
  return [...latest].filter(([, p]) => p.target === target).map(([seat]) => seat).sort((a, b) => a - b);
}
