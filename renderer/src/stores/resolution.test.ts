import { beforeEach, describe, expect, it } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { ResolutionStep } from '../format/resolution-steps';
import { useResolution } from './resolution';

const line = (key: string): ResolutionStep => ({ motion: 'line', key, caption: key, tone: null });

beforeEach(() => setActivePinia(createPinia()));

describe('resolution store', () => {
  it('plays steps in order; steps that arrive while others play wait their turn', () => {
    const store = useResolution();
    store.enqueue([line('huntReveal'), line('noiseUp')]);
    expect(store.current?.key).toBe('huntReveal');
    store.advance();
    store.enqueue([line('played')]);
    expect(store.current?.key).toBe('noiseUp');
    store.advance();
    expect(store.current?.key).toBe('played');
    store.advance();
    expect(store.playing).toBe(false);
    // A finished sequence does not come back with the next one.
    store.enqueue([line('morale')]);
    expect(store.steps.map((s) => s.key)).toEqual(['morale']);
  });

  it('skips everything left at once, and ignores an empty batch', () => {
    const store = useResolution();
    store.enqueue([]);
    expect(store.playing).toBe(false);
    store.enqueue([line('a'), line('b'), line('c')]);
    store.skip();
    expect(store.playing).toBe(false);
    expect(store.current).toBeNull();
  });

  it('keeps a recap only when it lists something, and forgets everything on reset', () => {
    const store = useResolution();
    store.showRecap(1, []);
    expect(store.recap).toBeNull();
    store.showRecap(1, [4, 5]);
    store.markFresh(4);
    expect(store.recap).toEqual({ seat: 1, lines: [4, 5] });
    store.reset();
    expect(store.recap).toBeNull();
    expect(store.freshFrom).toBeNull();
  });
});
