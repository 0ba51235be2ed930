import { describe, expect, it } from 'vitest';
import { apply, legalActions } from './rules';
import { act, stateAt } from './flow-test-helpers';
import { LOCATIONS } from './ids';
import type { LooperState } from './types';

const CAST = ['doctor', 'nurse', 'informer', 'boyStudent'] as const;
const spec = { cast: [...CAST], at: { } };

function refused(s: LooperState, seat: number, card: string, target: string): string {
  const r = apply(s, seat, { type: 'placeCard', card, target: target as never });
  if (r.ok) throw new Error('accepted');
  return r.error.code;
}

describe('the mastermind places three cards (step 2)', () => {
  it('one at a time, on three different targets', () => {
    let s = stateAt('mastermindCards', spec);
    expect(s.pending).toEqual({ t: 'mastermindCards', seat: 0 });
    s = act(s, 0, { type: 'placeCard', card: 'intriguePlus1', target: 'hospital' });
    expect(s.pending?.t).toBe('mastermindCards');
    expect(refused(s, 0, 'paranoiaPlus1', 'hospital')).toBe('target_taken');
    s = act(s, 0, { type: 'placeCard', card: 'paranoiaPlus1', target: 'nurse' });
    s = act(s, 0, { type: 'placeCard', card: 'paranoiaPlus1#2', target: 'doctor' });
    expect(s.pending).toEqual({ t: 'protagonistCard', seat: 1, hand: 0 });
  });

  it('a card already on the board or spent this loop (once-per-loop) is not available', () => {
    let s = stateAt('mastermindCards', spec, (x) => { x.spent.mastermind = ['intriguePlus2']; });
    expect(refused(s, 0, 'intriguePlus2', 'city')).toBe('card_not_available');
    s = act(s, 0, { type: 'placeCard', card: 'intriguePlus1', target: 'hospital' });
    expect(refused(s, 0, 'intriguePlus1', 'city')).toBe('card_not_available');
    expect(legalActions(s, 0).some((a) => a.type === 'placeCard' && (a.card === 'intriguePlus1' || a.card === 'intriguePlus2'))).toBe(false);
  });

  it('L12 never on a corpse or on a character not on the board', () => {
    const s = stateAt('mastermindCards', { cast: [...CAST, 'godlyBeing'], at: { godlyBeing: null } }, (x) => {
      x.characters.find((c) => c.id === 'nurse')!.alive = false;
    });
    expect(refused(s, 0, 'paranoiaPlus1', 'nurse')).toBe('illegal_target');
    expect(refused(s, 0, 'paranoiaPlus1', 'godlyBeing')).toBe('illegal_target');
    expect(refused(s, 0, 'paranoiaPlus1', 'henchman')).toBe('illegal_target');
    const targets = new Set(legalActions(s, 0).map((a) => (a.type === 'placeCard' ? a.target : '')));
    expect([...targets].sort()).toEqual([...LOCATIONS, 'doctor', 'informer', 'boyStudent'].sort());
  });

  it('legalActions is every available card on every target', () => {
    const s = stateAt('mastermindCards', spec);
    expect(legalActions(s, 0)).toHaveLength(10 * (4 + 4));
    expect(legalActions(s, 1)).toEqual([]);
  });
});

function afterMastermind(s: LooperState): LooperState {
  s = act(s, 0, { type: 'placeCard', card: 'intriguePlus1', target: 'hospital' });
  s = act(s, 0, { type: 'placeCard', card: 'paranoiaPlus1', target: 'nurse' });
  return act(s, 0, { type: 'placeCard', card: 'forbidGoodwill', target: 'doctor' });
}

describe('protagonist cards (step 3)', () => {
  it('leader\'s hand first, then the next two hands in order, each answered by its holder', () => {
    let s = afterMastermind(stateAt('mastermindCards', spec, (x) => { x.leader = 1; }));
    const order: unknown[] = [];
    for (const [card, target] of [['paranoiaPlus1', 'city'], ['goodwillPlus1', 'school'], ['moveVertical', 'shrine']]) {
      order.push(s.pending);
      s = act(s, s.pending!.seat, { type: 'placeCard', card: card!, target: target as never });
    }
    expect(order).toEqual([
      { t: 'protagonistCard', seat: 2, hand: 1 },
      { t: 'protagonistCard', seat: 3, hand: 2 },
      { t: 'protagonistCard', seat: 1, hand: 0 },
    ]);
  });

  it('may share a target with a mastermind card, never with another protagonist hand', () => {
    let s = afterMastermind(stateAt('mastermindCards', spec));
    s = act(s, 1, { type: 'placeCard', card: 'forbidIntrigue', target: 'hospital' });
    expect(refused(s, 2, 'goodwillPlus1', 'hospital')).toBe('target_taken');
    expect(legalActions(s, 2).some((a) => a.type === 'placeCard' && a.target === 'hospital')).toBe(false);
  });

  it('L11 two hands held by one person still never share a target (2 players)', () => {
    let s = afterMastermind(stateAt('mastermindCards', spec, (x) => { x.players = ['MM', 'Ana']; x.holders = [1, 1, 1]; }));
    expect(s.pending).toEqual({ t: 'protagonistCard', seat: 1, hand: 0 });
    s = act(s, 1, { type: 'placeCard', card: 'goodwillPlus1', target: 'nurse' });
    expect(s.pending).toEqual({ t: 'protagonistCard', seat: 1, hand: 1 });
    expect(refused(s, 1, 'goodwillPlus1', 'nurse')).toBe('target_taken');
  });

  it('each hand has its own once-per-loop cards', () => {
    const s = afterMastermind(stateAt('mastermindCards', spec, (x) => { x.spent.hands[0] = ['goodwillPlus2']; }));
    expect(refused(s, 1, 'goodwillPlus2', 'nurse')).toBe('card_not_available');
    const next = act(s, 1, { type: 'placeCard', card: 'goodwillPlus1', target: 'nurse' });
    expect(legalActions(next, 2).some((a) => a.type === 'placeCard' && a.card === 'goodwillPlus2')).toBe(true);
  });

  it('a refusal speaks of public facts only and never of the mastermind\'s face-down card', () => {
    const s = afterMastermind(stateAt('mastermindCards', spec));
    const r = apply(s, 2, { type: 'placeCard', card: 'goodwillPlus1', target: 'city' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('not_your_decision');
      expect(JSON.stringify(r.error)).not.toMatch(/intriguePlus1|forbidGoodwill|paranoiaPlus1/);
    }
  });
});
