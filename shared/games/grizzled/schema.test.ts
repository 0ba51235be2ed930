/** Shape validation of untrusted Grizzled options and actions (legality is the reducer's job). */
import { describe, expect, it } from 'vitest';
import { parseRefusal } from '../../engine/test-kit';
import { grizzled } from './index';
import type { GrizzledAction } from './types';

const TWO = ['Ana', 'Luis'];
const FIVE = ['Ana', 'Luis', 'Eva', 'Tomás', 'Nuria'];

function rejectsAction(raw: unknown): string {
  const error = parseRefusal(grizzled.parseAction(raw), raw, 'invalid_action');
  expect(typeof error.params.issue).toBe('string');
  return error.message;
}

function rejectsOptions(raw: unknown, code = 'invalid_options'): { message: string; params: Record<string, string | number> } {
  const { message, params } = parseRefusal(grizzled.parseOptions(raw), raw, code);
  expect(message.length).toBeGreaterThan(0);
  return { message, params };
}

describe('parseOptions', () => {
  it('accepts 2 to 5 players and defaults the variant to normal', () => {
    for (let n = 2; n <= 5; n++) {
      const players = FIVE.slice(0, n);
      expect(grizzled.parseOptions({ players })).toEqual({ ok: true, value: { players, variant: 'normal' } });
    }
  });

  it('accepts every variant at a count it allows', () => {
    for (const variant of ['normal', 'rookie', 'veteran'] as const) {
      for (let n = 2; n <= 5; n++) {
        const players = FIVE.slice(0, n);
        expect(grizzled.parseOptions({ players, variant })).toEqual({ ok: true, value: { players, variant } });
      }
    }
    expect(grizzled.parseOptions({ players: TWO, variant: 'twoPlayer' })).toEqual({ ok: true, value: { players: TWO, variant: 'twoPlayer' } });
  });

  it('trims the names', () => {
    expect(grizzled.parseOptions({ players: ['  Ana ', 'Luis'] })).toEqual({ ok: true, value: { players: TWO, variant: 'normal' } });
  });

  it('rejects fewer than 2 or more than 5 players', () => {
    rejectsOptions({ players: [] });
    rejectsOptions({ players: ['Ana'] });
    expect(rejectsOptions({ players: [...FIVE, 'Pau'] }).message).toMatch(/players/);
  });

  it('the 2-player rule needs exactly 2 players', () => {
    for (let n = 3; n <= 5; n++) {
      const { params } = rejectsOptions({ players: FIVE.slice(0, n), variant: 'twoPlayer' }, 'variant_needs_two_players');
      expect(params).toEqual({ players: n });
    }
  });

  it('accepts one distinct Grizzled per player', () => {
    const characters = ['lazare', 'anselme', 'felix'] as const;
    const r = grizzled.parseOptions({ players: FIVE.slice(0, 3), characters });
    expect(r).toEqual({ ok: true, value: { players: FIVE.slice(0, 3), variant: 'normal', characters: [...characters] } });
  });

  it('rejects characters that repeat or do not match the player count', () => {
    expect(rejectsOptions({ players: TWO, characters: ['felix', 'felix'] }, 'characters_mismatch').params).toEqual({ players: 2 });
    rejectsOptions({ players: TWO, characters: ['felix'] }, 'characters_mismatch');
    rejectsOptions({ players: TWO, characters: ['felix', 'gaston', 'lazare'] }, 'characters_mismatch');
    rejectsOptions({ players: TWO, characters: [] }, 'characters_mismatch');
  });

  it('rejects unknown characters, variants, keys and bad names', () => {
    rejectsOptions({ players: TWO, characters: ['felix', 'arsene'] });
    rejectsOptions({ players: TWO, variant: 'expert' });
    rejectsOptions({ players: TWO, variant: 'Normal' });
    expect(rejectsOptions({ players: TWO, seed: 'x' }).message).toMatch(/Invalid options/);
    rejectsOptions({ players: ['Ana', ''] });
    rejectsOptions({ players: ['Ana', '   '] });
    rejectsOptions({ players: ['Ana', 'x'.repeat(41)] });
    rejectsOptions({ players: ['Ana', 7] });
    rejectsOptions({ players: 'Ana, Luis' });
    for (const raw of [undefined, null, 2, 'grizzled', [], {}]) rejectsOptions(raw);
  });

  it('options that parse set up a game with those players, variant and characters', () => {
    const r = grizzled.parseOptions({ players: FIVE.slice(0, 3), variant: 'veteran', characters: ['gustave', 'charles', 'gaston'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = grizzled.setup(r.value, 'schema');
    expect(s.players.map((p) => [p.name, p.character])).toEqual([['Ana', 'gustave'], ['Luis', 'charles'], ['Eva', 'gaston']]);
    expect(s.trials).toHaveLength(30);
  });
});

describe('parseAction', () => {
  const valid: GrizzledAction[] = [
    { type: 'intensity', n: 1 },
    { type: 'intensity', n: 13 },
    { type: 'play', card: 'TC01-1' },
    { type: 'play', card: 'HK07' },
    { type: 'play', card: 'X01' },
    { type: 'charm', card: 'TC27-1' },
    { type: 'speech', threat: 'rain' },
    { type: 'speech', threat: 'whistle' },
    { type: 'withdraw' },
    { type: 'support', tile: 'L1' },
    { type: 'support', tile: 'RR2' },
    { type: 'forsake', tile: 'LL1' },
    { type: 'discard', card: 'TC15-3' },
    { type: 'pass' },
    { type: 'heal', cards: ['HK01'] },
    { type: 'heal', cards: ['HK07', 'HK19'] },
    { type: 'recover' },
  ];

  it('accepts every action type, well formed, unchanged', () => {
    const types = new Set(valid.map((a) => a.type));
    expect([...types].sort()).toEqual(['charm', 'discard', 'forsake', 'heal', 'intensity', 'pass', 'play', 'recover', 'speech', 'support', 'withdraw']);
    for (const a of valid) expect(grizzled.parseAction(a)).toEqual({ ok: true, value: a });
  });

  it('rejects what is not an action at all', () => {
    for (const raw of [null, undefined, 42, 'withdraw', [], {}, { type: 'fly' }, { type: 7 }, { type: 'Withdraw' }]) rejectsAction(raw);
  });

  it('rejects missing and unknown fields', () => {
    rejectsAction({ type: 'play' });
    rejectsAction({ type: 'intensity' });
    rejectsAction({ type: 'speech' });
    rejectsAction({ type: 'support' });
    rejectsAction({ type: 'heal' });
    rejectsAction({ type: 'withdraw', card: 'TC01-1' });
    rejectsAction({ type: 'play', card: 'TC01-1', tile: 'L1' });
    expect(rejectsAction({ type: 'pass', extra: true })).toMatch(/Malformed action/);
  });

  it('rejects card ids that do not exist in the shape', () => {
    for (const card of ['TC1-1', 'TC01', 'TC01-', 'tc01-1', 'HK7', 'HK007', 'X1', 'X02', 'L1', '', ' TC01-1', 7]) {
      rejectsAction({ type: 'play', card });
    }
    rejectsAction({ type: 'charm', card: 'HK' });
    rejectsAction({ type: 'discard', card: 'X01 ' });
  });

  it('rejects tiles, threats and intensities out of shape', () => {
    for (const tile of ['L', 'LR1', 'l1', 'R10', 'TC01-1', '', 3]) rejectsAction({ type: 'support', tile });
    rejectsAction({ type: 'forsake', tile: 'RRR1' });
    for (const threat of ['fog', 'Rain', '', 0]) rejectsAction({ type: 'speech', threat });
    for (const n of [0, -1, 60, 2.5, '3', NaN, Infinity]) rejectsAction({ type: 'intensity', n });
  });

  it('rejects heals naming no card, more than two, or something that is not a card', () => {
    rejectsAction({ type: 'heal', cards: [] });
    rejectsAction({ type: 'heal', cards: ['HK01', 'HK02', 'HK03'] });
    rejectsAction({ type: 'heal', cards: 'HK01' });
    rejectsAction({ type: 'heal', cards: ['HK01', 'L1'] });
  });
});

describe('bad input reaching the reducer', () => {
  it('a well-formed but illegal action is the reducer\'s job, with its own typed error and no change', () => {
    const s = grizzled.setup({ players: TWO, variant: 'normal' }, 'schema');
    const before = structuredClone(s);
    const parsed = grizzled.parseAction({ type: 'withdraw' });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(grizzled.apply(s, 0, parsed.value)).toMatchObject({ ok: false, error: { code: 'wrong_action', params: { action: 'withdraw', decision: 'intensity' } } });
    expect(grizzled.apply(s, 1, { type: 'intensity', n: 3 })).toMatchObject({ ok: false, error: { code: 'not_your_decision', params: { seat: 1, decider: 0 } } });
    expect(grizzled.apply(s, 0, { type: 'intensity', n: 1 })).toMatchObject({ ok: false, error: { code: 'intensity_out_of_range', params: { min: 3 } } });
    expect(s).toEqual(before);
  });
});
