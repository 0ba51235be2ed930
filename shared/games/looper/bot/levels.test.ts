/**
 * The bot levels (issue 24): every level legal over whole seeded games, deterministic for a view
 * and a seed, and blind to what its seat cannot know — the real script's hidden roles and
 * culprits, the mastermind's face-down cards (for a protagonist), the protagonists' face-down
 * cards (for the mastermind). The blindness is checked over whole games: at protagonist and
 * mastermind decisions a twin state is built that differs only in what that seat cannot know;
 * its view must be identical and the bot's decision the same.
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, type BotLevel } from '../../../engine/bot-level';
import type { Seat } from '../../../engine/contract';
import { looper } from '../index';
import { MASTERMIND_HAND, PROTAGONIST_HAND } from '../cards';
import { playChecked } from '../property-checks';
import { shippedScript } from '../scripts';
import { MASTERMIND, type LooperAction, type LooperState } from '../types';
import { determinize } from './determinize';
import { looperBot } from './index';
import { beliefsOf } from './protagonist';

const FS1 = shippedScript('velada-fs-1')!;
const BT1 = shippedScript('velada-bt-1')!;

/** The same state with every secret a protagonist cannot know changed: unrevealed roles swapped, unrevealed culprits moved, the mastermind's face-down cards replaced. */
function protagonistBlindTwin(s: LooperState): LooperState {
  const t = structuredClone(s);
  const hidden = t.script.secret.cast.filter((m) => s.revealedRoles[m.character] === undefined && m.role !== 'person');
  const persons = t.script.secret.cast.filter((m) => s.revealedRoles[m.character] === undefined && m.role === 'person');
  if (hidden.length > 0 && persons.length > 0) [hidden[0]!.role, persons[0]!.role] = [persons[0]!.role, hidden[0]!.role];
  const open = t.script.secret.culprits.filter((c) => s.revealedCulprits[c.day] === undefined);
  if (open.length >= 2) [open[0]!.culprit, open[1]!.culprit] = [open[1]!.culprit, open[0]!.culprit];
  const used = new Set(t.placed.filter((p) => p.owner === 'mastermind').map((p) => p.card));
  for (const p of t.placed) {
    if (p.owner !== 'mastermind') continue;
    const other = MASTERMIND_HAND.find((c) => !used.has(c.id) && !t.spent.mastermind.includes(c.id));
    if (other) { used.delete(p.card); used.add(other.id); p.card = other.id; }
  }
  return t;
}

/** The same state with the protagonists' face-down cards replaced (what the mastermind cannot see before they are revealed). */
function mastermindBlindTwin(s: LooperState): LooperState {
  const t = structuredClone(s);
  for (const p of t.placed) {
    if (p.owner === 'mastermind') continue;
    const mine = new Set(t.placed.filter((q) => q.owner === p.owner).map((q) => q.card));
    const other = PROTAGONIST_HAND.find((c) => !mine.has(c.id) && !t.spent.hands[p.owner as 0 | 1 | 2].includes(c.id));
    if (other) p.card = other.id;
  }
  return t;
}

const key = (x: unknown) => JSON.stringify(x);

/** Plays a whole game at `levels`, checking at every `every`-th decision that a blind twin gets the same view and the same decision. */
function blindGame(script: typeof FS1, players: number, seed: string, levels: { mastermind: BotLevel; protagonists: BotLevel }, every: number) {
  const checked = { mastermind: 0, protagonist: 0 };
  const game = playChecked(script, players, seed, ({ s, seat, view, legal, step }) => {
    const level = seat === MASTERMIND ? levels.mastermind : levels.protagonists;
    const decision = looperBot(view(), seat, legal, step * 31 + 7, level);
    if (legal.length > 1 && step % every === 0) {
      const twin = seat === MASTERMIND ? mastermindBlindTwin(s) : protagonistBlindTwin(s);
      const twinView = looper.view(twin, { kind: 'seat', seat: seat as Seat });
      expect(key(twinView), `${seed} step ${step}: the twin's view`).toBe(key(view()));
      expect(key(looperBot(twinView, seat, legal, step * 31 + 7, level)), `${seed} step ${step}`).toBe(key(decision));
      checked[seat === MASTERMIND ? 'mastermind' : 'protagonist']++;
    }
    return decision;
  }, false);
  return { game, checked };
}

describe('looper bot levels', () => {
  it.each(BOT_LEVELS)('%s: both sides play whole games legally to the end, blind to what their seat cannot know', (level) => {
    const every = level === 'hard' ? 5 : 2;
    const run = blindGame(FS1, 3, `levels-${level}`, { mastermind: level, protagonists: level }, every);
    expect(run.game.final.result).not.toBeNull();
    expect(run.checked.protagonist).toBeGreaterThan(3);
    expect(run.checked.mastermind).toBeGreaterThan(3);
  }, 120_000);

  it('hard protagonists play a Basic Tragedy game to the end (Final Guess included) against the hard mastermind', () => {
    const run = blindGame(BT1, 3, 'levels-hard-bt', { mastermind: 'hard', protagonists: 'hard' }, 7);
    expect(run.game.final.result).not.toBeNull();
    expect(run.checked.protagonist).toBeGreaterThan(3);
  }, 180_000);

  it('each level decides the same for the same view and seed, whatever it decided before', () => {
    let s = looper.setup({ players: ['M', 'A', 'B', 'C'], script: BT1 }, 'levels-determinism');
    const seen: { view: ReturnType<typeof looper.view>; seat: Seat; legal: LooperAction[] }[] = [];
    for (let n = 0; n < 400 && !s.result && seen.length < 12; n++) {
      const seat = looper.status(s).deciding[0]!;
      const legal = looper.legalActions(s, seat);
      const view = looper.view(s, { kind: 'seat', seat });
      if (legal.length > 1 && n % 3 === 0) seen.push({ view, seat, legal });
      const r = looper.apply(s, seat, looperBot(view, seat, legal, n, 'normal'));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(seen.length).toBeGreaterThan(5);
    for (const level of BOT_LEVELS) {
      const first = seen.map((d, i) => key(looperBot(d.view, d.seat, d.legal, 1000 + i, level)));
      const again = [...seen].reverse().map((d, i) => key(looperBot(d.view, d.seat, d.legal, 1000 + seen.length - 1 - i, level))).reverse();
      expect(again, level).toEqual(first);
    }
  }, 120_000);

  it('the determinizer reads only the view: blind twins sample the same scripts, and never the real one by construction', () => {
    let s = looper.setup({ players: ['M', 'A', 'B'], script: FS1 }, 'levels-determinizer');
    for (let n = 0; n < 60 && !s.result; n++) {
      const seat = looper.status(s).deciding[0]!;
      const legal = looper.legalActions(s, seat);
      const r = looper.apply(s, seat, looperBot(looper.view(s, { kind: 'seat', seat }), seat, legal, n));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      if (s.pending?.t === 'protagonistCard' && n > 20) break;
    }
    expect(s.pending?.t).toBe('protagonistCard');
    const seat = s.pending!.seat;
    const view = looper.view(s, { kind: 'seat', seat });
    const twinView = looper.view(protagonistBlindTwin(s), { kind: 'seat', seat });
    const a = determinize(view, beliefsOf(view).space, 8, 42);
    const b = determinize(twinView, beliefsOf(twinView).space, 8, 42);
    expect(a.length).toBe(8);
    expect(key(a)).toBe(key(b));
    // Every sample agrees with the board the seat sees and keeps its own face-down cards.
    for (const d of a) {
      expect(key(d.characters.map((c) => [c.id, c.location, c.paranoia, c.intrigue, c.goodwill]))).toBe(key(view.characters.map((c) => [c.id, c.location, c.paranoia, c.intrigue, c.goodwill])));
      for (const p of view.placed) if (p.card) expect(d.placed).toContainEqual({ owner: p.owner, target: p.target, card: p.card });
    }
    expect(() => determinize(looper.view(s, { kind: 'seat', seat: MASTERMIND }), beliefsOf(view).space, 1, 1)).toThrow();
  }, 60_000);
});
