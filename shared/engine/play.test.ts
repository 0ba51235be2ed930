import { describe, expect, it } from 'vitest';
import { stateHash } from './hash';
import { botChooser, playGame, randomChooser } from './play';
import { silentes } from '../games/silentes';

const options = { players: ['Ana', 'Luis'] as [string, string], openHands: false };

describe('playGame', () => {
  it('plays a game to its result and is deterministic for a seed', () => {
    const a = playGame(silentes, options, 'same', randomChooser);
    const b = playGame(silentes, options, 'same', randomChooser);
    expect(a.error).toBeNull();
    expect(a.result).not.toBeNull();
    expect(a.actions).toBeGreaterThan(0);
    expect(stateHash(a.state)).toBe(stateHash(b.state));
  });

  it('reports every accepted action to onStep, in order', () => {
    const steps: unknown[] = [];
    const played = playGame(silentes, options, 'steps', botChooser, { onStep: (state) => steps.push(state) });
    expect(steps).toHaveLength(played.actions);
    expect(steps[steps.length - 1]).toBe(played.state);
  });

  it('stops with an error instead of looping past maxActions', () => {
    const played = playGame(silentes, options, 'cap', randomChooser, { maxActions: 3 });
    expect(played.actions).toBe(3);
    expect(played.result).toBeNull();
    expect(played.error).toBe('no result after 3 actions');
  });

  it('stops with an error when the chooser picks an illegal action', () => {
    const played = playGame(silentes, options, 'bad', () => ({ type: 'search' }));
    expect(played.result).toBeNull();
    expect(played.error).toMatch(/^rejected \{"type":"search"\}: action_not_expected$/);
  });
});
