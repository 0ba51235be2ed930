import { describe, expect, it } from 'vitest';
import { parseAction, parseOptions } from './schema';
import { shippedScript } from './scripts';
import type { Script } from './script';

const SCRIPT = shippedScript('velada-fs-1')!;
const players = ['Mente', 'Ana', 'Luis'];

function errorOf(r: { ok: true } | { ok: false; error: { code: string; params: Record<string, unknown>; message: string } }) {
  if (r.ok) throw new Error('accepted');
  return r.error;
}

describe('parseOptions', () => {
  it('accepts 2 to 4 named players and a valid script; loops default to the public card\'s', () => {
    const r = parseOptions({ players, script: SCRIPT });
    expect(r.ok && r.value.players).toEqual(players);
    expect(r.ok && r.value.loops).toBeUndefined();
    expect(r.ok && r.value.script.id).toBe('velada-fs-1');
  });

  it('refuses 1 or 5 players, an empty name and a name over 40 characters', () => {
    expect(errorOf(parseOptions({ players: ['Mente'], script: SCRIPT })).code).toBe('invalid_options');
    expect(errorOf(parseOptions({ players: ['a', 'b', 'c', 'd', 'e'], script: SCRIPT })).code).toBe('invalid_options');
    expect(errorOf(parseOptions({ players: ['Mente', '  '], script: SCRIPT })).message).toMatch(/players\.1/);
    expect(errorOf(parseOptions({ players: ['Mente', 'x'.repeat(41)], script: SCRIPT })).code).toBe('invalid_options');
    expect(errorOf(parseOptions({ players, script: SCRIPT, extra: 1 })).code).toBe('invalid_options');
  });

  it('refuses an invalid script with the first problem\'s English message and its path', () => {
    const broken: Script = structuredClone(SCRIPT);
    broken.secret.cast.push({ ...broken.secret.cast[0]! });
    const e = errorOf(parseOptions({ players, script: broken }));
    expect(e.code).toBe('invalid_script');
    expect(typeof e.params.path).toBe('string');
    expect(e.message).toMatch(/^Invalid script: \S/);
    expect(errorOf(parseOptions({ players, script: { nonsense: true } })).code).toBe('invalid_script');
  });

  it('loops must be one of the handbook\'s difficulty keys or the public card\'s', () => {
    const offered = Object.keys(SCRIPT.handbook.difficulty).map(Number);
    const r = parseOptions({ players, script: SCRIPT, loops: offered[0] });
    expect(r.ok && r.value.loops).toBe(offered[0]);
    expect(parseOptions({ players, script: SCRIPT, loops: SCRIPT.public.loops }).ok).toBe(true);
    const e = errorOf(parseOptions({ players, script: SCRIPT, loops: 7 }));
    expect(e.code).toBe('invalid_loops');
    expect(errorOf(parseOptions({ players, script: SCRIPT, loops: 0 })).code).toBe('invalid_options');
  });
});

describe('parseAction', () => {
  it('accepts every kind of action in its exact shape', () => {
    const good = [
      { type: 'henchmanStart', location: 'city' },
      { type: 'continueLoops' },
      { type: 'goToFinalGuess' },
      { type: 'placeCard', card: 'paranoiaPlus1#2', target: 'nurse' },
      { type: 'cultist', ignore: false },
      { type: 'mastermindAbility', ability: 'brain', source: 'doctor', target: 'hospital' },
      { type: 'mastermindAbility', ability: 'unsettlingRumor', source: null, target: 'school' },
      { type: 'endMastermindAbilities' },
      { type: 'useGoodwill', character: 'doctor', ability: 0, target: 'patient', sign: -1 },
      { type: 'useGoodwill', character: 'informer', ability: 0, plot: 'aLoveAffair' },
      { type: 'endGoodwill' },
      { type: 'refusal', refuse: true },
      { type: 'informerAnswer', plot: null },
      { type: 'incidentChoice', target: 'nurse', location: 'city', counter: 'goodwill' },
      { type: 'dayEnd', effect: 'killerKillsKeyPerson', source: 'informer' },
      { type: 'endDay' },
      { type: 'guess', character: 'nurse', role: 'witch' },
    ];
    for (const a of good) expect(parseAction(a), JSON.stringify(a)).toEqual({ ok: true, value: a });
  });

  it('refuses unknown types, extra keys and ids that do not exist, naming the field', () => {
    expect(errorOf(parseAction({ type: 'teleport' })).code).toBe('invalid_action');
    expect(errorOf(parseAction({ type: 'endDay', now: true })).code).toBe('invalid_action');
    expect(errorOf(parseAction({ type: 'placeCard', card: 'paranoiaPlus3', target: 'nurse' })).message).toMatch(/card/);
    expect(errorOf(parseAction({ type: 'placeCard', card: 'paranoiaPlus1', target: 'moon' })).message).toMatch(/target/);
    expect(errorOf(parseAction({ type: 'guess', character: 'nurse', role: 'dragon' })).message).toMatch(/role/);
    expect(errorOf(parseAction({ type: 'useGoodwill', character: 'doctor', ability: 0, sign: 2 })).message).toMatch(/sign/);
    expect(errorOf(parseAction(null)).code).toBe('invalid_action');
  });
});
