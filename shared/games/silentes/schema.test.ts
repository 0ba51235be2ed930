/** Shape validation of untrusted actions and options (legality is the reducer's job). */
import { describe, expect, it } from 'vitest';
import { parseRefusal } from '../../engine/test-kit';
import { silentes } from './index';
import type { SilentesAction } from './types';

function rejectsAction(raw: unknown): string {
  const error = parseRefusal(silentes.parseAction(raw), raw, 'invalid_action');
  expect(typeof error.params.issue).toBe('string');
  return error.message;
}

function rejectsOptions(raw: unknown): string {
  return parseRefusal(silentes.parseOptions(raw), raw, 'invalid_options').message;
}

describe('parseAction', () => {
  const valid: SilentesAction[] = [
    { type: 'place', shelter: 0 },
    { type: 'hide', shelter: 7, card: 'C14' },
    { type: 'hide', shelter: 3, card: 'E4', multitool: true, grapple: true },
    { type: 'entrench' },
    { type: 'search' },
    { type: 'distract', suit: 'O', card: 'B10' },
    { type: 'provision', card: 'B2', shelter: 4 },
    { type: 'provision', card: 'O1', pick: 'E12' },
    { type: 'pass' },
    { type: 'sacrifice' },
    { type: 'deflect', suit: 'E' },
    { type: 'order', cards: ['O4', 'B12', 'E9'] },
    { type: 'order', cards: ['M0', 'M21'] },
    { type: 'give', cards: [] },
    { type: 'give', cards: ['O2', 'C3'] },
    { type: 'distribute', to: [1, 0] },
    { type: 'moveTo', shelter: 5 },
    { type: 'recover', card: 'O1' },
    { type: 'discard', card: 'C4' },
    { type: 'accept' },
  ];

  it('accepts every well-formed action unchanged', () => {
    for (const a of valid) expect(silentes.parseAction(a)).toEqual({ ok: true, value: a });
  });

  it('drops optional fields left undefined', () => {
    expect(silentes.parseAction({ type: 'provision', card: 'C1', shelter: undefined })).toEqual({ ok: true, value: { type: 'provision', card: 'C1' } });
  });

  it('rejects what is not an action at all', () => {
    for (const raw of [null, undefined, 42, 'search', [], {}, { type: 'fly' }, { type: 7 }]) rejectsAction(raw);
  });

  it('rejects missing and unknown fields', () => {
    rejectsAction({ type: 'hide', shelter: 1 });
    rejectsAction({ type: 'place' });
    rejectsAction({ type: 'search', card: 'B5' });
    expect(rejectsAction({ type: 'pass', extra: true })).toMatch(/Malformed action/);
  });

  it('rejects card ids that do not exist', () => {
    for (const card of ['X5', 'B0', 'B15', 'b5', 'B05', 'M3', '', 'C1 ']) rejectsAction({ type: 'hide', shelter: 1, card });
    rejectsAction({ type: 'provision', card: 'O1', pick: 'Z9' });
    rejectsAction({ type: 'order', cards: ['Q4'] });
  });

  it('rejects shelters off the 2×4 map, suits and seats that do not exist', () => {
    for (const shelter of [-1, 8, 1.5, '3', NaN]) rejectsAction({ type: 'moveTo', shelter });
    rejectsAction({ type: 'deflect', suit: 'X' });
    rejectsAction({ type: 'distract', suit: 'b', card: 'B5' });
    rejectsAction({ type: 'distribute', to: [2] });
    rejectsAction({ type: 'distribute', to: [0, 1, 0] });
    rejectsAction({ type: 'hide', shelter: 1, card: 'C9', multitool: 'yes' });
  });

  it('rejects oversized lists', () => {
    rejectsAction({ type: 'order', cards: ['O4', 'O5', 'O6', 'O7'] });
    rejectsAction({ type: 'give', cards: Array(13).fill('O2') });
  });
});

describe('parseOptions', () => {
  it('accepts two names and defaults openHands to false', () => {
    expect(silentes.parseOptions({ players: ['Ana', 'Luis'] })).toEqual({ ok: true, value: { players: ['Ana', 'Luis'], openHands: false } });
    expect(silentes.parseOptions({ players: ['Ana', 'Luis'], openHands: true })).toEqual({ ok: true, value: { players: ['Ana', 'Luis'], openHands: true } });
  });

  it('trims the names', () => {
    expect(silentes.parseOptions({ players: ['  Ana ', 'Luis'] })).toEqual({ ok: true, value: { players: ['Ana', 'Luis'], openHands: false } });
  });

  it('rejects a wrong number of players, blank or overlong names, other types and unknown keys', () => {
    rejectsOptions(undefined);
    rejectsOptions({});
    rejectsOptions({ players: ['Ana'] });
    rejectsOptions({ players: ['Ana', 'Luis', 'Eva'] });
    rejectsOptions({ players: ['Ana', ''] });
    rejectsOptions({ players: ['Ana', '   '] });
    rejectsOptions({ players: ['Ana', 'x'.repeat(41)] });
    rejectsOptions({ players: ['Ana', 7] });
    rejectsOptions({ players: ['Ana', 'Luis'], openHands: 'yes' });
    expect(rejectsOptions({ players: ['Ana', 'Luis'], cheat: true })).toMatch(/Invalid options/);
  });
});

describe('bad input reaching the reducer', () => {
  it('a well-formed but illegal action is the reducer\'s job, with its own typed error', () => {
    const s = silentes.setup({ players: ['Ana', 'Luis'], openHands: false }, 'seed');
    const parsed = silentes.parseAction({ type: 'search' });
    expect(parsed.ok).toBe(true);
    const r = silentes.apply(s, 0, (parsed as { ok: true; value: SilentesAction }).value);
    expect(r).toMatchObject({ ok: false, error: { code: 'action_not_expected' } });
  });
});
