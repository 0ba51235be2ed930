import { describe, expect, it } from 'vitest';
import { darkness } from './index';
import { act, clearDiscs, edit, newGame, options, putDisc } from './test-helpers';

describe('views (A24, 1.17)', () => {
  let knife = '';
  let bar = '';
  const s = edit(newGame({ heroes: [{}, {}] }), (d) => {
    clearDiscs(d);
    knife = putDisc(d, 'knife', 'item', { zone: 'board', at: { x: 2, y: 2 }, faceUp: false });
    bar = putDisc(d, 'crowbar', 'item', { zone: 'board', at: { x: 5, y: 2 }, faceUp: true });
    d.peeks[0] = [knife];
    d.log.push({ key: 'perception.peeked', params: { seat: 0, discs: `${knife}:knife` }, to: [0] });
  });

  it('D244 a face-down disc carries no identity, not even its id, for a seat that did not peek', () => {
    const v = darkness.view(s, { kind: 'seat', seat: 1 });
    const hidden = v.discs.find((d) => d.where.zone === 'board' && d.where.at.x === 2 && d.where.at.y === 2)!;
    expect(hidden).toMatchObject({ id: 'hidden:2,2', def: null, kind: null, peeked: false });
    expect(JSON.stringify(v)).not.toContain(knife + '"');
    expect(JSON.stringify(v)).not.toContain('knife');
    expect(v.discs.find((d) => d.id === bar)?.def).toBe('crowbar');
  });

  it('the seat that peeked sees it, marked as a peek; its private line reaches only that seat', () => {
    const v = darkness.view(s, { kind: 'seat', seat: 0 });
    expect(v.discs.find((d) => d.id === knife)).toMatchObject({ def: 'knife', kind: 'item', peeked: true });
    expect(v.log.some((l) => l.key === 'perception.peeked')).toBe(true);
    expect(darkness.view(s, { kind: 'seat', seat: 1 }).log.some((l) => l.key === 'perception.peeked')).toBe(false);
  });

  it('the public table sees no peeks and no waiting disc', () => {
    const withWaiting = edit(s, (d) => { putDisc(d, 'taser', 'item', { zone: 'waiting' }); });
    const v = darkness.view(withWaiting, { kind: 'public' });
    expect(v.discs.every((d) => d.where.zone !== 'waiting')).toBe(true);
    expect(v.discs.filter((d) => d.def !== null).map((d) => d.id)).toEqual([bar]);
    expect(v.master).toBeNull();
    expect(v.stackCount).toBe(s.stack.length);
  });

  it('the Master sees every disc and the stack', () => {
    const m = darkness.setup(options({ heroes: [{}], master: true, rules: { A20: 'lobby_order_first_seat' } }), 'm');
    const v = darkness.view(m, { kind: 'seat', seat: 1 });
    expect(v.isMaster).toBe(true);
    expect(v.master?.stack).toEqual(m.stack);
    expect(v.discs.every((d) => d.def !== null)).toBe(true);
    const hero = darkness.view(m, { kind: 'seat', seat: 0 });
    expect(hero.master).toBeNull();
    expect(hero.discs.some((d) => d.def === null)).toBe(true);
  });

  it('status: the deciding seat, the phase and public figures only', () => {
    const st = darkness.status(s);
    expect(st.deciding).toEqual([0]);
    expect(st.phase).toBe('turn');
    expect(st.summary.round).toBe(1);
    expect(st.summary.doomLeft).toBe(14 - 1);
    const building = act(edit(s, (d) => { d.heroes[0]!.at = { x: 7, y: 3 }; }), 0, { type: 'openDoor', door: '6,3', method: 'force' });
    expect(darkness.status(building)).toMatchObject({ phase: 'build', deciding: [0] });
  });
});
