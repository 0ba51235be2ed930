/** The action-card hands (digest §3.1): one per protagonist hand, one for the mastermind. */
import type { CardKind } from './ids';

export interface CardSpec {
  /** Unique within its hand: the kind, with a suffix when the hand holds two ('paranoiaPlus1#2'). */
  id: string;
  kind: CardKind;
  oncePerLoop: boolean;
}

export const PROTAGONIST_HAND: readonly CardSpec[] = [
  { id: 'paranoiaPlus1', kind: 'paranoiaPlus1', oncePerLoop: false },
  { id: 'paranoiaMinus1', kind: 'paranoiaMinus1', oncePerLoop: true },
  { id: 'goodwillPlus1', kind: 'goodwillPlus1', oncePerLoop: false },
  { id: 'goodwillPlus2', kind: 'goodwillPlus2', oncePerLoop: true },
  { id: 'forbidIntrigue', kind: 'forbidIntrigue', oncePerLoop: false },
  { id: 'moveVertical', kind: 'moveVertical', oncePerLoop: false },
  { id: 'moveHorizontal', kind: 'moveHorizontal', oncePerLoop: false },
  { id: 'forbidMovement', kind: 'forbidMovement', oncePerLoop: true },
];

export const MASTERMIND_HAND: readonly CardSpec[] = [
  { id: 'paranoiaPlus1', kind: 'paranoiaPlus1', oncePerLoop: false },
  { id: 'paranoiaPlus1#2', kind: 'paranoiaPlus1', oncePerLoop: false },
  { id: 'paranoiaMinus1', kind: 'paranoiaMinus1', oncePerLoop: false },
  { id: 'forbidParanoia', kind: 'forbidParanoia', oncePerLoop: false },
  { id: 'forbidGoodwill', kind: 'forbidGoodwill', oncePerLoop: false },
  { id: 'intriguePlus1', kind: 'intriguePlus1', oncePerLoop: false },
  { id: 'intriguePlus2', kind: 'intriguePlus2', oncePerLoop: true },
  { id: 'moveVertical', kind: 'moveVertical', oncePerLoop: false },
  { id: 'moveHorizontal', kind: 'moveHorizontal', oncePerLoop: false },
  { id: 'moveDiagonal', kind: 'moveDiagonal', oncePerLoop: true },
];
