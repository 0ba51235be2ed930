/** Shape validation of untrusted Salem options and actions. */
import { describe, expect, it } from 'vitest';
import { parseRefusal } from '../../engine/test-kit';
import { parseAction, parseOptions } from './schema';
import type { SalemAction } from './types';

const NAMES = ['Ana', 'Luis', 'Eva', 'Tomás', 'Nuria', 'Paco', 'Rosa', 'Iker', 'Lola', 'Juan', 'Sara', 'Gil'];

function rejectsOptions(raw: unknown, code = 'invalid_options'): Record<string, string | number> {
  return parseRefusal(parseOptions(raw), raw, code).params;
}

function rejectsAction(raw: unknown): string {
  return String(parseRefusal(parseAction(raw), raw, 'invalid_action').params.issue);
}

describe('parseOptions', () => {
  it('accepts 4 to 12 players and fills every default', () => {
    for (let n = 4; n <= 12; n++) {
      const r = parseOptions({ players: NAMES.slice(0, n) });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.value).toEqual({
        players: NAMES.slice(0, n),
        characterChoice: false,
        hourglass: false,
        hourglassSeconds: 30,
        nightSeconds: 5,
        sounds: false,
        variants: { shortGame: false, moreWitches: false, hardConspiracy: false, silentDeaths: false, pointTwo: false, pietyDoubles: false },
      });
    }
  });

  it('refuses 3 or 13 players, empty names and unknown keys', () => {
    expect(rejectsOptions({ players: NAMES.slice(0, 3) }).issue).toMatch(/^players/);
    expect(rejectsOptions({ players: [...NAMES, 'Otro'] }).issue).toMatch(/^players/);
    rejectsOptions({ players: ['Ana', 'Luis', ' ', 'Eva'] });
    rejectsOptions({ players: NAMES.slice(0, 4), moderator: true });
    expect(rejectsOptions({ players: NAMES.slice(0, 4), variants: { fog: true } }).issue).toMatch(/^variants/);
  });

  it('keeps the variants given and defaults the rest to off', () => {
    const r = parseOptions({ players: NAMES.slice(0, 5), variants: { shortGame: true, hardConspiracy: true } });
    expect(r.ok && r.value.variants).toEqual({ shortGame: true, moreWitches: false, hardConspiracy: true, silentDeaths: false, pointTwo: false, pietyDoubles: false });
  });

  it('bounds the hourglass and the night screens', () => {
    expect(parseOptions({ players: NAMES.slice(0, 4), hourglass: true, hourglassSeconds: 45, nightSeconds: 8 }).ok).toBe(true);
    rejectsOptions({ players: NAMES.slice(0, 4), hourglassSeconds: 9 });
    rejectsOptions({ players: NAMES.slice(0, 4), hourglassSeconds: 121 });
    rejectsOptions({ players: NAMES.slice(0, 4), nightSeconds: 0 });
    rejectsOptions({ players: NAMES.slice(0, 4), nightSeconds: 31 });
    rejectsOptions({ players: NAMES.slice(0, 4), nightSeconds: 2.5 });
  });

  it('deals 2 characters to keep 1 only at 7 players or fewer', () => {
    expect(parseOptions({ players: NAMES.slice(0, 7), characterChoice: true }).ok).toBe(true);
    expect(rejectsOptions({ players: NAMES.slice(0, 8), characterChoice: true }, 'character_choice_too_many')).toEqual({ players: 8, max: 7 });
  });

  it('takes fixed characters one per seat, all different (and then nothing is chosen)', () => {
    const characters = ['tituba', 'mary_warren', 'john_proctor', 'sarah_good'];
    const r = parseOptions({ players: NAMES.slice(0, 4), characters, characterChoice: true });
    expect(r.ok && r.value.characters).toEqual(characters);
    expect(r.ok && r.value.characterChoice).toBe(false);
    rejectsOptions({ players: NAMES.slice(0, 4), characters: characters.slice(0, 3) }, 'salem_characters_mismatch');
    rejectsOptions({ players: NAMES.slice(0, 4), characters: ['tituba', 'tituba', 'john_proctor', 'sarah_good'] }, 'salem_characters_mismatch');
    rejectsOptions({ players: NAMES.slice(0, 4), characters: ['tituba', 'mary_warren', 'john_proctor', 'merlin'] });
  });
});

describe('parseAction', () => {
  const good: SalemAction[] = [
    { type: 'character', character: 'abigail_williams' },
    { type: 'night', answers: [3], confess: null },
    { type: 'night', answers: [3, 11], confess: 2, timedOut: false },
    { type: 'night', answers: [0, 1], confess: 'phips' },
    { type: 'draw' },
    { type: 'play', card: 'accusation-35', target: 2 },
    { type: 'play', card: 'scapegoat-2', target: 2, to: 3 },
    { type: 'play', card: 'alibi-1', target: 2, remove: ['accusation-1', 'evidence-5'] },
    { type: 'play', card: 'alibi-3', target: 2, asWitness: true },
    { type: 'play', card: 'curse-1', target: 2, remove: ['black_cat'] },
    { type: 'end' },
    { type: 'hourglass' },
    { type: 'reveal', tryal: 4 },
    { type: 'point', tryals: [0, 3] },
    { type: 'offer', use: false },
    { type: 'parris', cards: ['stocks-1', 'accusation-9'] },
    { type: 'tituba' },
    { type: 'arrange', order: ['night', 'conspiracy', 'witness-1'] },
  ];

  it('accepts every kind of move', () => {
    for (const a of good) expect(parseAction(a), JSON.stringify(a)).toEqual({ ok: true, value: a });
  });

  it('refuses unknown kinds, extra keys, bad seats, positions and card ids', () => {
    rejectsAction({ type: 'pass' });
    rejectsAction({ type: 'draw', n: 2 });
    expect(rejectsAction({ type: 'play', card: 'accusation-1', target: 12 })).toMatch(/^target/);
    rejectsAction({ type: 'play', card: 'accusation-1', target: -1 });
    rejectsAction({ type: 'play', card: 'witch-1', target: 1 });
    rejectsAction({ type: 'play', card: 'constable', target: 1 });
    rejectsAction({ type: 'play', card: 'alibi-1', target: 1, remove: ['a', 'b', 'c', 'd'] });
    rejectsAction({ type: 'reveal', tryal: 1.5 });
    rejectsAction({ type: 'point', tryals: [1] });
    rejectsAction({ type: 'character', character: 'merlin' });
    rejectsAction({ type: 'parris', cards: ['stocks-1', 'stocks-2', 'stocks-3'] });
  });

  it('refuses malformed night answers', () => {
    rejectsAction({ type: 'night', answers: [], confess: null });
    rejectsAction({ type: 'night', answers: [1, 2, 3], confess: null });
    rejectsAction({ type: 'night', answers: [1] });
    rejectsAction({ type: 'night', answers: [1], confess: 'proctor' });
    rejectsAction({ type: 'night', answers: [1], confess: -1 });
    rejectsAction({ type: 'night', answers: ['1'], confess: null });
  });
});
