import { describe, expect, it } from 'vitest';
import { parseAction, parseOptions } from './schema';
import { options } from './test-helpers';

describe('parseOptions', () => {
  it('accepts a scenario with its heroes and house rules', () => {
    const r = parseOptions({ ...options({ heroes: [{}, {}], rules: { A11: 'street_full_cost' } }), players: ['Ana', 'Luis'] });
    expect(r.ok).toBe(true);
  });

  it('refuses unknown scenarios, bad heroes and bad house rules', () => {
    const bad = (o: unknown) => { const r = parseOptions(o); expect(r.ok).toBe(false); return r.ok ? null : r.error; };
    expect(bad({ ...options(), scenarioId: 'atlantis' })?.code).toBe('invalid_options');
    expect(bad({ ...options(), heroes: [] })?.code).toBe('invalid_options');
    expect(bad({ ...options(), heroes: Array.from({ length: 7 }, () => options().heroes[0]) })?.code).toBe('invalid_options');
    expect(bad({ ...options(), heroes: [{ ...options().heroes[0], attributes: { ...options().heroes[0]!.attributes, speed: 9 } }] })?.message).toContain('speed');
    expect(bad({ ...options(), houseRules: { A11: 'teleport' } })?.message).toContain('A11');
    expect(bad({ ...options(), houseRules: { A99: 'x' } })?.code).toBe('invalid_options');
    expect(bad({ ...options(), heroes: [{ ...options().heroes[0], keptItems: ['shambler'] }] })?.message).toContain('keptItems');
  });

  it('the seats are the heroes plus the Master', () => {
    const r = parseOptions({ ...options({ heroes: [{}, {}], master: true }), players: ['Ana', 'Luis'] });
    expect(r.ok ? null : r.error.code).toBe('seat_count_mismatch');
    expect(parseOptions({ ...options({ heroes: [{}, {}], master: true }), players: ['Ana', 'Luis', 'Máster'] }).ok).toBe(true);
  });
});

describe('parseAction', () => {
  it('accepts every shape and refuses extra keys, unknown types and bad values', () => {
    expect(parseAction({ type: 'roll', skill: null, items: [], ally: null, vpDice: 2, helpers: [1] }).ok).toBe(true);
    expect(parseAction({ type: 'explore', side: 'N' }).ok).toBe(true);
    expect(parseAction({ type: 'openDoor', door: '6,3', method: 'force' }).ok).toBe(true);
    const codes = [
      parseAction({ type: 'endTurn', extra: 1 }),
      parseAction({ type: 'fly' }),
      parseAction({ type: 'roll', skill: null, items: [], ally: null, vpDice: 4, helpers: [] }),
      parseAction({ type: 'openDoor', door: 'front', method: 'force' }),
      parseAction({ type: 'orientTile', rotation: 4 }),
      parseAction(null),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual(Array(6).fill('invalid_action'));
  });
});
