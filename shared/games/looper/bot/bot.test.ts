import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract';
import { nextSeed } from '../../../engine/play';
import { seedRng } from '../../../engine/rng';
import { looper } from '..';
import { shippedScript } from '../scripts';
import { testState } from '../test-states';
import { MASTERMIND, type LooperAction, type LooperState, type LooperView } from '../types';
import { looperBot } from '.';

const key = (a: unknown) => JSON.stringify(a);

function startGame(scriptId: string, players = 2): LooperState {
  const options = looper.parseOptions({ players: ['MM', 'Ana', 'Luis', 'Eva'].slice(0, players), script: shippedScript(scriptId)! });
  if (!options.ok) throw new Error(options.error.message);
  return looper.setup(options.value, `bot-test:${scriptId}`);
}

interface Decided {
  state: LooperState;
  seat: Seat;
  view: LooperView;
  legal: LooperAction[];
  seed: number;
  action: LooperAction;
}

/** Plays bot against bot, checking each choice is legal; returns the end state and the decisions seen. */
function playOut(s0: LooperState, maxActions = 4000): { end: LooperState; decided: Decided[] } {
  let s = s0;
  let rng = seedRng('bot-test/choices');
  const decided: Decided[] = [];
  for (let n = 0; n < maxActions && !s.result; n++) {
    const seat = looper.status(s).deciding[0]!;
    const legal = looper.legalActions(s, seat);
    let seed: number;
    [seed, rng] = nextSeed(rng);
    const view = looper.view(s, { kind: 'seat', seat });
    const action = looperBot(view, seat, legal, seed);
    expect(legal.map(key)).toContain(key(action));
    decided.push({ state: s, seat, view, legal, seed, action });
    const r = looper.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return { end: s, decided };
}

describe('looperBot', () => {
  const game = playOut(startGame('velada-fs-1'));

  it('returns only legal actions, and a bot-vs-bot game on a shipped script ends', () => {
    expect(game.end.result).not.toBeNull();
    expect(game.decided.some((d) => d.seat === MASTERMIND)).toBe(true);
    expect(game.decided.some((d) => d.seat !== MASTERMIND)).toBe(true);
  });

  it('the protagonist bot decides the same from its view, the view round-tripped through JSON, and the view with every secret field absent', () => {
    const protagonist = game.decided.filter((d) => d.seat !== MASTERMIND && d.legal.length > 1).slice(0, 25);
    expect(protagonist.length).toBeGreaterThan(5);
    for (const d of protagonist) {
      expect(d.view.secret).toBeNull();
      expect(d.view.mastermindState).toBeNull();
      const roundTrip = JSON.parse(JSON.stringify(d.view)) as LooperView;
      const { secret: _s, mastermindState: _m, title: _t, ...bare } = d.view;
      expect(key(looperBot(roundTrip, d.seat, d.legal, d.seed))).toBe(key(d.action));
      expect(key(looperBot(bare as LooperView, d.seat, d.legal, d.seed))).toBe(key(d.action));
    }
  });

  it('the protagonist bot cannot see the secret: the same public view under a different secret card gives the same choice', () => {
    const d = game.decided.find((x) => x.seat !== MASTERMIND && x.legal.length > 1)!;
    const other = structuredClone(d.state);
    // Swap two cast members' roles: a different script with the same public table.
    const cast = other.script.secret.cast;
    [cast[0]!.role, cast[1]!.role] = [cast[1]!.role, cast[0]!.role];
    const otherView = looper.view(other, { kind: 'seat', seat: d.seat });
    expect(key(otherView)).toBe(key(d.view));
    expect(key(looperBot(otherView, d.seat, d.legal, d.seed))).toBe(key(d.action));
  });

  it('is deterministic for a (view, seed), for the mastermind and the protagonists', () => {
    const some = game.decided.filter((d) => d.legal.length > 1).slice(0, 40);
    for (const d of some) expect(key(looperBot(d.view, d.seat, d.legal, d.seed))).toBe(key(d.action));
    // The seed breaks ties: over many decisions at least one choice changes with it.
    const changed = some.some((d) => key(looperBot(d.view, d.seat, d.legal, d.seed + 1)) !== key(d.action));
    expect(changed).toBe(true);
  });
});

describe('the AI mastermind keeps its secrets', () => {
  function refusalState(character: 'boyStudent' | 'officeWorker', role: 'killer' | 'brain', target?: 'girlStudent'): LooperState {
    const s = testState({ set: 'firstSteps', mainPlot: 'murderPlan', subPlots: ['shadowOfTheRipper'], cast: [[character, role], ['girlStudent', 'keyPerson'], ['doctor', 'killer'], ['nurse', 'conspiracyTheorist'], ['popIdol', 'serialKiller']] });
    const c = s.characters.find((x) => x.id === character)!;
    c.goodwill = 3;
    if (target) s.characters.find((x) => x.id === target)!.paranoia = 1;
    s.characters.find((x) => x.id === 'girlStudent')!.location = 'school';
    c.location = 'school';
    s.pending = { t: 'refusal', seat: MASTERMIND, use: target ? { character, ability: 0, target } : { character, ability: 0 } };
    return s;
  }

  it('allows an optional refusal that would gain nothing (refusing would prove a Goodwill-Refusal role for free)', () => {
    const s = refusalState('boyStudent', 'killer', 'girlStudent');
    const legal = looper.legalActions(s, MASTERMIND);
    expect(legal.map(key).sort()).toEqual([key({ type: 'refusal', refuse: false }), key({ type: 'refusal', refuse: true })].sort());
    expect(looperBot(looper.view(s, { kind: 'seat', seat: MASTERMIND }), MASTERMIND, legal, 1)).toEqual({ type: 'refusal', refuse: false });
  });

  it('refuses an optional ability that would reveal its own role', () => {
    const s = refusalState('officeWorker', 'brain');
    s.characters.find((x) => x.id === 'officeWorker')!.location = 'city';
    const legal = looper.legalActions(s, MASTERMIND);
    expect(legal).toHaveLength(2);
    expect(looperBot(looper.view(s, { kind: 'seat', seat: MASTERMIND }), MASTERMIND, legal, 1)).toEqual({ type: 'refusal', refuse: true });
  });
});
