// TEMPORARY stub holding the agreed signatures; its owner replaces it (issue 13).
import type { GameStatus, Viewer } from '../../engine/contract';
import type { SalemState, SalemView } from './types';

export function view(_s: SalemState, _viewer: Viewer): SalemView {
  throw new Error('not implemented yet');
}
export function status(_s: SalemState): GameStatus {
  throw new Error('not implemented yet');
}
