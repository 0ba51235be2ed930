import { describe, expect, it } from 'vitest';
import { deviceNotesKeeper, deviceNotesKey } from './notes-keeper';

function memory(): Storage {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) } as Storage;
}

describe('SC29: a notebook on a seat’s own device is kept on the device', () => {
  it('a new game’s notebook is empty; what is saved comes back, per game, from the device’s storage', async () => {
    const storage = memory();
    const keeper = deviceNotesKeeper(storage);
    expect(await keeper.get('g1')).toEqual({ notes: null });
    expect(await keeper.set('g1', { general: 'Ana miente' })).toEqual({ notes: { general: 'Ana miente' } });
    expect(await deviceNotesKeeper(storage).get('g1')).toEqual({ notes: { general: 'Ana miente' } });
    expect(await keeper.get('g2')).toEqual({ notes: null });
    expect(JSON.parse(storage.getItem(deviceNotesKey('g1'))!)).toEqual({ general: 'Ana miente' });
  });

  it('an unreadable entry reads as no notes; a refused storage keeps them while the page lives', async () => {
    const storage = memory();
    storage.setItem(deviceNotesKey('g1'), '{not json');
    expect(await deviceNotesKeeper(storage).get('g1')).toEqual({ notes: null });
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); } };
    const keeper = deviceNotesKeeper(refusing);
    await keeper.set('g1', { general: 'x' });
    expect(await keeper.get('g1')).toEqual({ notes: { general: 'x' } });
    expect(await deviceNotesKeeper(null).get('g1')).toEqual({ notes: null });
  });
});
