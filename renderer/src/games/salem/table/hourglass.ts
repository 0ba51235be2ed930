/**
 * The day's hourglass (an option): it turns on each person's turn — never a bot's — and only
 * while {type:'hourglass'} is a legal action, so running out always sends a move the engine takes.
 */
import type { SalemView } from '../../../../../shared/games/salem/types';
import type { SalemLegal } from './legal';

export function dayGlassRuns(view: Pick<SalemView, 'options' | 'decision' | 'viewer'>, groups: Pick<SalemLegal, 'hourglass'>, bot: boolean): boolean {
  return view.options.hourglass && !bot && view.decision?.t === 'turn' && view.decision.seat === view.viewer && groups.hourglass !== null;
}

/**
 * What is left of the turn's glass, kept while its screen comes and goes within the same turn
 * (a reveal to choose, another seat's offer): the sand runs only while the turn's own screen
 * is up, and a new turn turns the glass over.
 */
const left = new Map<string, number>();

export function glassLeft(key: string, seconds: number): number {
  return left.get(key) ?? seconds;
}

export function setGlassLeft(key: string, seconds: number): void {
  if (!left.has(key)) left.clear();
  left.set(key, seconds);
}
