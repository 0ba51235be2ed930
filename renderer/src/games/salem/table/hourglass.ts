/**
 * The day's hourglass (an option): it turns on each person's turn — never a bot's — and only
 * while {type:'hourglass'} is a legal action, so running out always sends a move the engine takes.
 */
import type { SalemView } from '../../../../../shared/games/salem/types';
import type { SalemLegal } from './legal';

export function dayGlassRuns(view: Pick<SalemView, 'options' | 'decision' | 'viewer'>, groups: Pick<SalemLegal, 'hourglass'>, bot: boolean): boolean {
  return view.options.hourglass && !bot && view.decision?.t === 'turn' && view.decision.seat === view.viewer && groups.hourglass !== null;
}
