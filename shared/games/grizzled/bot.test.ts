/**
 * The bot: it answers every kind of decision with one of the legal actions it was given,
 * never sinks the mission when something safe is possible, works from a view with nothing
 * hidden in it, and is deterministic for a seed.
 */
import { describe, expect, it } from 'vitest';
import type { Seat, Viewer } from '../../engine/contract';
import { botChooser, playGame } from '../../engine/play';
import { nextFloat, seedRng } from '../../engine/rng';
import { grizzled } from './index';
import { withHands } from './test-helpers';
import { trialCard } from './cards';
import type { CharacterId, Decision, GrizzledAction, GrizzledState, GrizzledView, Variant } from './types';

const NAMES = ['Ana', 'Luis', 'Eva', 'Tomás', 'Nuria'];
const TYPES: Decision['t'][] = ['christmas', 'forsake', 'intensity', 'relief', 'speech', 'support', 'turn'];
const CONFIGS: { players: number; variant: Variant }[] = [
  ...[2, 3, 4, 5].flatMap((players) => (['normal', 'rookie', 'veteran'] as const).map((variant) => ({ players, variant }))),
  { players: 2, variant: 'twoPlayer' },
];

const seatOf = (seat: Seat): Viewer => ({ kind: 'seat', seat });

function start(players: number, variant: Variant = 'normal', seed = 'bot', characters?: CharacterId[]): GrizzledState {
  return grizzled.setup({ players: NAMES.slice(0, players), variant, ...(characters ? { characters } : {}) }, seed);
}

function act(s: GrizzledState, seat: Seat, action: GrizzledAction): GrizzledState {
  const r = grizzled.apply(s, seat, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} by seat ${seat} rejected: ${r.error.code}`);
  return r.state;
}

/** A copy where each listed seat holds exactly `cards`, and No Man's Land is `nml`. */
const arrange = (s: GrizzledState, hands: Record<number, string[]>, nml: string[] = [], knocks: Record<number, string[]> = {}) =>
  withHands(s, hands, { nml, knocks });

/** Three players in mission 1 (intensity 3), seat 0 to play. */
function inMission(characters?: CharacterId[]): GrizzledState {
  return act(start(3, 'normal', 'bot', characters), 0, { type: 'intensity', n: 3 });
}

function botFor(s: GrizzledState, seat: Seat, seed: number, viewer: Viewer = seatOf(seat)): GrizzledAction {
  return grizzled.bot(grizzled.view(s, viewer), seat, grizzled.legalActions(s, seat), seed);
}

/** Would this card, played by the viewer now, put some threat at three? */
function completesTriple(v: GrizzledView, card: string): boolean {
  const c = trialCard(card);
  const threats = c.type === 'threat' ? c.threats : c.type === 'knock' && c.threat ? [c.threat] : [];
  return threats.some((t) => v.threatCounts[t] + 1 >= 3);
}

/** A play that neither fails the mission nor gives its player a fourth hard knock. */
function safePlay(v: GrizzledView, seat: Seat, a: GrizzledAction): boolean {
  if (a.type !== 'play' || completesTriple(v, a.card)) return false;
  const c = trialCard(a.card);
  return c.type !== 'knock' || v.players[seat]!.knockCount + c.knocks < 4;
}

interface BotMove { s: GrizzledState; seat: Seat; decision: Decision; view: GrizzledView; legal: GrizzledAction[]; chosen: GrizzledAction }

/** Bot-only games, every move handed to `each` with what the bot saw and chose. */
function botGames(count: number, each: (m: BotMove) => void): void {
  for (let i = 0; i < count; i++) {
    const { players, variant } = CONFIGS[i % CONFIGS.length]!;
    let s = start(players, variant, `botgame${i}`);
    let rng = seedRng(`botgame${i}`);
    for (let n = 0; !s.result; n++) {
      if (n > 2000) throw new Error(`bot game ${i} did not end`);
      const decision = s.pending[s.pending.length - 1]!;
      const seat = decision.seat;
      const legal = grizzled.legalActions(s, seat);
      const view = grizzled.view(s, seatOf(seat));
      let f: number;
      [f, rng] = nextFloat(rng);
      const chosen = grizzled.bot(view, seat, legal, Math.floor(f * 2 ** 32));
      each({ s, seat, decision, view, legal, chosen });
      s = act(s, seat, chosen);
    }
  }
}

describe('bot in real games', () => {
  it('answers every decision type with one of the legal actions, at every player count and variant', () => {
    const seen = new Set<Decision['t']>();
    let moves = 0;
    botGames(260, ({ decision, legal, chosen }) => {
      expect(legal).toContainEqual(chosen);
      seen.add(decision.t);
      moves++;
    });
    expect([...seen].sort()).toEqual(TYPES);
    expect(moves).toBeGreaterThan(5000);
  });

  it('never plays a card that completes three identical threats when a safe card or withdrawing is legal', () => {
    let guarded = 0;
    botGames(260, ({ decision, seat, view, legal, chosen }) => {
      if (decision.t !== 'turn') return;
      const escape = legal.some((a) => a.type === 'withdraw' || safePlay(view, seat, a));
      if (!escape) return;
      if (legal.some((a) => a.type === 'play' && completesTriple(view, a.card))) guarded++;
      if (chosen.type === 'play') expect(completesTriple(view, chosen.card), `seat ${seat} played ${chosen.card} into ${JSON.stringify(view.threatCounts)}`).toBe(false);
    });
    // The rule was put to the test: many turns offered a card that would have sunk the mission.
    expect(guarded).toBeGreaterThan(500);
  });

  it('the engine game loop with the bot finishes games at every configuration', () => {
    CONFIGS.forEach(({ players, variant }, i) => {
      const g = playGame(grizzled, { players: NAMES.slice(0, players), variant }, `loop${i}`, botChooser);
      expect(g.error).toBeNull();
      expect(g.result).not.toBeNull();
    });
  });
});

describe('bot on set positions', () => {
  // TC13 rain/shell and TC15 rain/gas put rain at two; TC17 rain/whistle would be the third.
  const RAIN_AT_TWO = ['TC13-1', 'TC15-1'];

  it('plays the safe card, not the one that makes three rain', () => {
    const s = arrange(inMission(), { 0: ['TC17-1', 'TC11-1'] }, RAIN_AT_TWO);
    for (let seed = 0; seed < 30; seed++) expect(botFor(s, 0, seed)).toEqual({ type: 'play', card: 'TC11-1' });
  });

  it('withdraws when its only card would make three', () => {
    // Félix's charm (night) has no target here, so withdrawing is the one way out.
    const s = arrange(inMission(['felix', 'gaston', 'lazare']), { 0: ['TC17-1'] }, RAIN_AT_TWO);
    expect(grizzled.legalActions(s, 0)).toContainEqual({ type: 'withdraw' });
    for (let seed = 0; seed < 30; seed++) expect(botFor(s, 0, seed)).toEqual({ type: 'withdraw' });
  });

  it('withdraws rather than take a fourth hard knock', () => {
    const s = arrange(inMission(), { 0: ['HK08'] }, [], { 0: ['HK07', 'HK10'] });
    expect(grizzled.view(s, seatOf(0)).players[0]!.knockCount).toBe(3);
    expect(botFor(s, 0, 1)).toEqual({ type: 'withdraw' });
  });

  it('with no safe card and withdrawing forbidden (Prideful), uses its charm on a threat at two', () => {
    // Charles's charm is rain: it can discard TC13-1 or TC15-1 from No Man's Land.
    const s = arrange(inMission(['charles', 'felix', 'gaston']), { 0: ['TC17-1'] }, RAIN_AT_TWO, { 0: ['HK17'] });
    const legal = grizzled.legalActions(s, 0);
    expect(legal).not.toContainEqual({ type: 'withdraw' });
    const chosen = botFor(s, 0, 3);
    expect(chosen.type).toBe('charm');
    expect(RAIN_AT_TWO).toContain((chosen as { card: string }).card);
  });

  it('Merry Christmas heals the most hurt player\'s heaviest knock', () => {
    let s = arrange(inMission(), { 0: ['X01', 'TC11-1'] }, [], { 1: ['HK08'], 2: ['HK07', 'HK10'] });
    expect(botFor(s, 0, 5)).toEqual({ type: 'play', card: 'X01' });
    s = act(s, 0, { type: 'play', card: 'X01' });
    expect(s.pending.at(-1)).toEqual({ t: 'christmas', seat: 0 });
    expect(botFor(s, 0, 5)).toEqual({ type: 'heal', cards: ['HK07'] });
  });

  it('sends its support tile towards the player with the most hard knocks', () => {
    // Seat 0 holds L1 (to seat 1) and R1 (to seat 2); seat 2 is the hurt one.
    let s = arrange(inMission(), { 0: [] }, [], { 2: ['HK07'] });
    s = act(s, 0, { type: 'withdraw' });
    expect(s.pending.at(-1)).toEqual({ t: 'support', seat: 0 });
    expect(botFor(s, 0, 7)).toEqual({ type: 'support', tile: 'R1' });
  });

  it('picks only from the list it is given, and refuses an empty one', () => {
    const s = arrange(inMission(), { 0: ['TC17-1', 'TC11-1'] }, RAIN_AT_TWO);
    const v = grizzled.view(s, seatOf(0));
    expect(grizzled.bot(v, 0, [{ type: 'play', card: 'TC17-1' }], 1)).toEqual({ type: 'play', card: 'TC17-1' });
    expect(() => grizzled.bot(v, 0, [], 1)).toThrow(/no legal action/);
  });
});

describe('bot information and determinism', () => {
  it('the same view, list and seed give the same choice, and the bot changes neither', () => {
    botGames(6, ({ view, seat, legal }) => {
      const viewBefore = structuredClone(view);
      const legalBefore = structuredClone(legal);
      const first = grizzled.bot(view, seat, legal, 12345);
      expect(grizzled.bot(structuredClone(view), seat, structuredClone(legal), 12345)).toEqual(first);
      expect(view).toEqual(viewBefore);
      expect(legal).toEqual(legalBefore);
    });
  });

  it('the seed breaks ties: equally good choices differ between seeds', () => {
    // Fresh start, nobody hurt: all three of seat 0's tiles are worth the same to the bot.
    let s = arrange(inMission(), { 0: [] });
    s = act(s, 0, { type: 'withdraw' });
    const picks = new Set<string>();
    for (let seed = 0; seed < 40; seed++) picks.add(JSON.stringify(botFor(s, 0, seed)));
    expect(picks.size).toBeGreaterThan(1);
    for (const p of picks) expect(grizzled.legalActions(s, 0)).toContainEqual(JSON.parse(p));
  });

  it('decides the same whatever the hidden cards of the others are', () => {
    const base = inMission();
    // The others' hands trade places with the top of the trials pile: every count stays the same.
    const swapped = structuredClone(base);
    const hidden = [...swapped.players[1]!.hand, ...swapped.players[2]!.hand];
    swapped.players[1]!.hand = swapped.trials.slice(0, 3);
    swapped.players[2]!.hand = swapped.trials.slice(3, 6);
    swapped.trials.splice(0, 6, ...hidden);
    const v = grizzled.view(base, seatOf(0));
    const { log: _a, ...table } = v;
    const { log: _b, ...tableSwapped } = grizzled.view(swapped, seatOf(0));
    expect(tableSwapped).toEqual(table);
    for (let seed = 0; seed < 20; seed++) expect(botFor(swapped, 0, seed)).toEqual(botFor(base, 0, seed));
  });

  it('refuses the public view: it only decides from its own seat\'s view', () => {
    let checked = 0;
    botGames(26, ({ s, seat, legal }) => {
      const pub = grizzled.view(s, { kind: 'public' });
      expect(pub.me).toBeNull();
      expect(() => grizzled.bot(pub, seat, legal, checked)).toThrow(/public table/);
      checked++;
    });
    expect(checked).toBeGreaterThan(500);
  });

  it('refuses another seat\'s view, so a caller mix-up can never let it peek', () => {
    botGames(13, ({ s, seat, legal }) => {
      const other = (seat + 1) % s.players.length;
      const wrong = grizzled.view(s, seatOf(other));
      expect(wrong.viewer).not.toBe(seat);
      expect(() => grizzled.bot(wrong, seat, legal, 9)).toThrow(`seat ${other}`);
    });
  });
});
