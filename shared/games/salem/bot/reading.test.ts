/**
 * Issue 24: the *Difícil* bot reads the table (beliefs.ts, hard.ts): a revealed Not a Witch lowers
 * a seat's odds, a seat a known witch never accuses raises them, the night's victim's accusations
 * count, evidence from before a Conspiracy counts less, a Difícil witch accuses a townsperson
 * rather than a fellow witch, and a Difícil townsperson spares a last Tryal it thinks innocent. The beliefs take the view only and draw nothing at random.
 */
import { describe, expect, it } from 'vitest';
import type { SalemAction, SalemView } from '../types';
import { readBeliefs } from './beliefs';
import { bot } from './index';
import { played, tableView, type TablePlayer } from './test-view';

const six = (over: Record<number, TablePlayer> = {}): TablePlayer[] => Array.from({ length: 6 }, (_, i) => over[i] ?? {});

function turnLegal(view: SalemView): SalemAction[] {
  const me = view.viewer!;
  const out: SalemAction[] = [{ type: 'draw' }];
  for (const card of view.me!.hand) view.players.forEach((p, target) => {
    if (target !== me && p.alive) out.push({ type: 'play', card, target });
  });
  return out;
}

describe('salem Difícil: reading the table', () => {
  it('a revealed Not a Witch lowers that seat\'s odds of holding a Witch', () => {
    const before = readBeliefs(tableView({ viewer: 0, players: six() }), 0);
    const after = readBeliefs(tableView({ viewer: 0, players: six({ 2: { tryals: ['not', null, null] } }) }), 0);
    expect(after.witch[2]!).toBeLessThan(before.witch[2]!);
    expect(after.witch[3]!).toBeGreaterThan(before.witch[3]!);
    expect(before.witch[0]).toBe(0);
  });

  it('a seat a known witch never accuses becomes the likeliest other witch', () => {
    const view = tableView({
      viewer: 0,
      witchCards: 2,
      witchCardsRevealed: 1,
      players: six({ 5: { alive: false, wasWitch: true, tryals: ['witch', 'not', 'not'] } }),
      log: [played(5, 'accusation-1', 1), played(5, 'evidence-1', 2), played(5, 'accusation-2', 3), played(5, 'accusation-3', 1), played(5, 'evidence-2', 2), played(5, 'accusation-4', 3)],
    });
    const b = readBeliefs(view, 0);
    for (const s of [1, 2, 3]) expect(b.witch[4]!).toBeGreaterThan(b.witch[s]! * 2);
  });

  it('whom the night\'s victim accused looks worse, and a victim is not a witch', () => {
    const plain = readBeliefs(tableView({ viewer: 0, players: six() }), 0);
    const view = tableView({
      viewer: 0,
      players: six({ 2: { alive: true } }),
      log: [played(2, 'evidence-1', 4), played(2, 'evidence-2', 4), { key: 'kill', params: { target: 2 } }, { key: 'saved', params: { target: 2, by: 'gavel' } }],
    });
    const b = readBeliefs(view, 0);
    expect(b.witch[4]!).toBeGreaterThan(plain.witch[4]!);
    expect(b.witch[2]!).toBeLessThan(plain.witch[2]! / 3);
  });

  it('the same pattern counts less when a Conspiracy has passed the Tryals since', () => {
    const table = six({ 5: { alive: false, wasWitch: true, tryals: ['witch', 'not', 'not'] } });
    const log = [played(5, 'accusation-1', 1), played(5, 'accusation-2', 2), played(5, 'accusation-3', 3), played(5, 'accusation-4', 1)];
    const spec = { viewer: 0, witchCards: 2, witchCardsRevealed: 1, players: table };
    const fresh = readBeliefs(tableView({ ...spec, log }), 0);
    const old = readBeliefs(tableView({ ...spec, log: [...log, { key: 'conspiracyPass', params: {} }] }), 0);
    expect(fresh.witch[4]!).toBeGreaterThan(old.witch[4]!);
  });

  it('takes the view only: the same view gives the same beliefs, with nothing drawn', () => {
    const view = tableView({ viewer: 1, players: six({ 3: { tryals: ['not', null, null] } }), log: [played(2, 'evidence-1', 4)] });
    expect(readBeliefs(view, 1)).toEqual(readBeliefs(structuredClone(view), 1));
  });

  it('a Difícil witch accuses a townsperson rather than a fellow witch when both are legal', () => {
    const view = tableView({
      viewer: 0,
      witch: true,
      knownWitches: [0, 3],
      mine: [{ face: 'witch', up: false }, { face: 'not', up: false }, { face: 'not', up: false }],
      players: six({ 3: { accusations: 4 } }),
      hand: ['evidence-1', 'witness-1', 'accusation-1'],
    });
    const legal = turnLegal(view);
    for (let seed = 1; seed < 60; seed++) {
      const a = bot(view, 0, legal, seed, 'hard');
      if (a.type === 'play') expect(a.target).not.toBe(3);
    }
  });

  it('a Difícil townsperson holds back the card that would reveal the last Tryal of a player it thinks likely innocent', () => {
    const view = tableView({
      viewer: 0,
      players: six({ 1: { tryals: ['not', 'not', null], accusations: 6 }, 4: { alive: false, wasWitch: false, tryals: ['not', 'not', 'not'] } }),
      hand: ['accusation-1', 'accusation-2', 'evidence-1'],
      // Seat 1 piled Evidence on a player who died innocent: the Normal reading suspects it.
      log: [played(1, 'evidence-2', 4)],
    });
    const on1 = (level: 'normal' | 'hard') => {
      let n = 0;
      for (let seed = 1; seed < 60; seed++) {
        const a = bot(view, 0, turnLegal(view), seed, level);
        if (a.type === 'play' && a.target === 1) n++;
      }
      return n;
    };
    const normal = on1('normal');
    expect(normal).toBeGreaterThan(0);
    expect(on1('hard')).toBeLessThan(normal / 2);
  });
});
