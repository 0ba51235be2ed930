/** How a mark shows: a glyph of its own shape for each state, so it never rests on colour alone. */
import type { Mark } from './notes-model';

export type MarkState = Mark | 'blank';

export const MARK_GLYPH: Record<MarkState, string> = { blank: '·', possible: '?', ruledOut: '✗', certain: '✓' };

export const MARK_STATES: readonly MarkState[] = ['blank', 'possible', 'ruledOut', 'certain'];

export const stateOf = (mark: Mark | undefined): MarkState => mark ?? 'blank';
