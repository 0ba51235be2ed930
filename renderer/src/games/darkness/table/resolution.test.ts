/** When Darkness Comes' resolution steps, from the public lines real games add. */
import { describe, expect, it } from 'vitest';
import { darkness } from '../../../../../shared/games/darkness/game';
import type { DarknessState } from '../../../../../shared/games/darkness/game/types';
import { addedPublicLines, type PublicLogLine } from '../../../format/resolution-steps';
import { translator } from '../../looper/test-translator';
import { DARKNESS_AUTOMATIC, DARKNESS_MOVES, darknessSteps } from './resolution';
import { game } from './test-game';

const es = translator('es');
const ctx = { tr: es, names: ['Ana', 'Luis'], bots: [] as number[] };
/** The feed reads a view's log as public lines; a Darkness line's `to` is a list, only its presence matters there. */
const publicLog = (s: DarknessState) => darkness.view(s, { kind: 'public' }).log as unknown as PublicLogLine[];

/** Random legal moves (seeded) until a move adds an automatic public line; the lines it added. */
function firstAutomatic(seed: number): { lines: PublicLogLine[]; key: string } {
  let s = game({ seed: `res-${seed}` });
  let r = seed;
  for (let i = 0; i < 400; i++) {
    const seat = darkness.status(s).deciding[0]!;
    const legal = darkness.legalActions(s, seat);
    r = (r * 1103515245 + 12345) % 2147483648;
    const next = darkness.apply(s, seat, legal[r % legal.length]!);
    if (!next.ok) throw new Error(next.error.code);
    const added = addedPublicLines(publicLog(s), publicLog(next.state));
    const auto = added.find((l) => DARKNESS_AUTOMATIC.has(l.key));
    if (auto) return { lines: added, key: auto.key };
    s = next.state;
  }
  throw new Error('nothing automatic in 400 moves');
}

describe('darkness resolution steps', () => {
  it('plays every line of a move in which something automatic happened, each read as the log reads it', () => {
    const { lines, key } = firstAutomatic(3);
    const steps = darknessSteps(lines, ctx);
    expect(steps.map((x) => x.key)).toEqual(lines.map((l) => l.key));
    expect(steps.map((x) => x.key)).toContain(key);
    for (const x of steps) expect(x.caption).not.toMatch(/\{|darkness\./);
  });

  it('turns a flipped disc over with its name, and plays nothing for a person’s plain roll or move', () => {
    const flip = darknessSteps([{ key: 'discFlipped', params: { seat: 0, disc: 'knife', kind: 'item' } }], ctx);
    expect(flip).toHaveLength(1);
    expect(flip[0]).toMatchObject({ motion: 'flip', label: 'Cuchillo', tone: 'event' });
    expect(darknessSteps([{ key: 'check.rolled', params: { seat: 0, purpose: 'movement', level: 2, success: '' } }, { key: 'movement.moved', params: { seat: 0, x: 1, y: 2 } }], ctx)).toEqual([]);
    expect(darknessSteps([{ key: 'movement.moved', params: { seat: 1, x: 1, y: 2 } }], { ...ctx, bots: [1] })).toHaveLength(1);
  });

  it('keeps moves and automatic lines apart', () => {
    for (const k of DARKNESS_MOVES) expect(DARKNESS_AUTOMATIC.has(k), k).toBe(false);
  });

  it('D343 a building search plays what it found, turned over with its name, and the search itself only for a bot', () => {
    const found = darknessSteps([{ key: 'lootFound', params: { seat: 0, item: 'knife', level: 2 } }], ctx);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ motion: 'flip', label: 'Cuchillo', tone: 'good' });
    expect(darknessSteps([{ key: 'lootNotFound', params: { seat: 0, level: 0 } }], ctx)).toHaveLength(1);
    expect(darknessSteps([{ key: 'lootSearch', params: { seat: 0, tile: 1, target: 2 } }], ctx)).toEqual([]);
    expect(darknessSteps([{ key: 'lootSearch', params: { seat: 1, tile: 1, target: 2 } }], { ...ctx, bots: [1] })).toHaveLength(1);
  });
});
