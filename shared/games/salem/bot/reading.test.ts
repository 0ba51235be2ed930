/**
 * Issue 24: the *Difícil* bot reads the table (beliefs.ts, hard.ts): a revealed Not a Witch lowers
 * a seat's odds, a seat a known witch never accuses raises them, the night's victim's accusations
 * count, evidence from before a Conspiracy counts less, a Difícil witch accuses a townsperson
 * rather than a fellow witch, and a Difícil townsperson spares a last Tryal it thinks innocent. The beliefs take the view only and draw nothing at random.
 */
import { describe, expect, it } from 'vitest';
import type { NightScreen, SalemAction, SalemView } from '../types';
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

  it('S123 a Difícil townsperson keeps its red cards for its top suspect, where a Normal one spreads them over every fair suspect', () => {
    const view = tableView({
      viewer: 0,
      players: six({ 5: { alive: false, wasWitch: false, tryals: ['not', 'not', 'not'] } }),
      hand: ['accusation-1', 'accusation-2', 'evidence-1'],
      // Seats 1 and 2 both piled red cards on a player who died innocent; seat 1 a little more.
      log: [played(1, 'evidence-2', 5), played(1, 'evidence-3', 5), played(1, 'accusation-3', 5), played(2, 'evidence-4', 5), played(2, 'evidence-5', 5)],
    });
    const shares = (level: 'normal' | 'hard') => {
      let top = 0;
      let red = 0;
      for (let seed = 1; seed < 120; seed++) {
        const a = bot(view, 0, turnLegal(view), seed, level);
        if (a.type !== 'play') continue;
        red++;
        if (a.target === 1) top++;
      }
      return top / red;
    };
    // Observed: Difícil 100 %, Normal 86 % (its jitter of 0.8 outweighs the small gap; the square does not).
    expect(shares('hard')).toBe(1);
    expect(shares('normal')).toBeLessThan(0.95);
  });

  it('S123 a Difícil townsperson confesses at night whenever it has accused anyone and holds two face-down Not a Witch, a Normal one only when it is among the loudest', () => {
    const night: NightScreen = {
      kind: 'night', pass: 2,
      prompts: [{ role: 'decoy', options: [1, 2, 3, 4, 5], proposals: [] }, { role: 'decoy', options: [1, 2, 3, 4, 5], proposals: [] }],
      confession: { tryals: [0, 1, 2], phips: false }, companions: [],
    };
    const legal: SalemAction[] = [null, 0, 1, 2].map((confess) => ({ type: 'night', answers: [1, 1], confess }) as SalemAction);
    const mine = [{ face: 'not' as const, up: false }, { face: 'not' as const, up: false }, { face: 'not' as const, up: false }];
    // Seat 0 put one Accusation down; three others put down far more.
    const log = [played(0, 'accusation-1', 1), played(2, 'evidence-1', 1), played(3, 'evidence-2', 1), played(4, 'evidence-3', 2)];
    const view = tableView({ viewer: 0, players: six(), night, log, mine });
    const confessions = (level: 'normal' | 'hard') => {
      let n = 0;
      for (let seed = 1; seed < 60; seed++) {
        const a = bot(view, 0, legal, seed, level);
        if (a.type === 'night' && a.confess !== null) n++;
      }
      return n;
    };
    expect(confessions('hard')).toBe(59);
    // Normal confesses then only on its 10 % whim.
    expect(confessions('normal')).toBeLessThan(20);
  });
});

