import { describe, expect, it } from 'vitest';
import { looper } from '../../../../shared/games/looper';
import { SHIPPED_SCRIPTS } from '../../../../shared/games/looper/scripts';
import type { LooperAction, LooperState } from '../../../../shared/games/looper/types';
import { view } from '../../../../shared/games/looper/view';
import { handModels, placingHand } from './hand-model';

function act(s: LooperState, action: LooperAction): LooperState {
  const r = looper.apply(s, s.pending!.seat, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Plays the first legal answer until the given seat must place a card. */
function untilPlacement(s: LooperState, t: 'mastermindCards' | 'protagonistCard'): LooperState {
  while (s.pending!.t !== t) s = act(s, looper.legalActions(s, s.pending!.seat)[0]!);
  return s;
}

describe('hand model', () => {
  it('shows the mastermind\'s whole hand, marks the card placed today, and says it places now', () => {
    let s = untilPlacement(looper.setup({ players: ['M', 'A'], script: SHIPPED_SCRIPTS[0]! }, 'hand'), 'mastermindCards');
    const first = looper.legalActions(s, 0)[0] as Extract<LooperAction, { type: 'placeCard' }>;
    s = act(s, first);
    const [hand] = handModels(view(s, { kind: 'seat', seat: 0 }));
    expect(hand!.owner).toBe('mastermind');
    expect(hand!.placesNow).toBe(true);
    expect(hand!.cards.find((c) => c.id === first.card)!.state).toBe('placed');
    expect(hand!.cards.filter((c) => c.state === 'available')).toHaveLength(hand!.cards.length - 1);
  });

  it('gives a person holding all three hands (2 players) three hands, only the placing one marked', () => {
    const s = untilPlacement(looper.setup({ players: ['M', 'A'], script: SHIPPED_SCRIPTS[0]! }, 'hand2'), 'protagonistCard');
    const v = view(s, { kind: 'seat', seat: 1 });
    const models = handModels(v);
    expect(models.map((m) => m.owner)).toEqual([0, 1, 2]);
    expect(models.filter((m) => m.placesNow).map((m) => m.owner)).toEqual([placingHand(v)]);
  });

  it('shows a once-per-loop card used earlier this loop as spent', () => {
    let s = untilPlacement(looper.setup({ players: ['M', 'A'], script: SHIPPED_SCRIPTS[0]! }, 'hand3'), 'protagonistCard');
    const hand = s.pending!.t === 'protagonistCard' ? s.pending.hand : 0;
    s = structuredClone(s);
    s.spent.hands[hand].push('forbidMovement');
    const model = handModels(view(s, { kind: 'seat', seat: 1 })).find((m) => m.owner === hand)!;
    expect(model.cards.find((c) => c.id === 'forbidMovement')).toMatchObject({ state: 'spent', oncePerLoop: true });
    expect(model.cards.find((c) => c.id === 'paranoiaPlus1')!.state).toBe('available');
  });
});
