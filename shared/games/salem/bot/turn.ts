/**
 * The bot's turn: draw 2, play a card (then maybe another), end, or an ability that replaces the
 * draw (Samuel Parris) or comes before it (Tituba). Each legal action gets a score from the bot's
 * reading of the table (mind.ts); a small seeded jitter keeps bots from moving alike. A town bot
 * accuses its top suspects and shields those it trusts; a witch spreads accusations over the
 * townsfolk, spares the witches it knows, and shields them only when they are really at risk.
 * The hourglass is the screen's, never a bot's.
 */
import type { Seat } from '../../../engine/contract';
import { cardKey } from '../state';
import type { SalemAction, SalemView } from '../types';
import { faceDownCount, isRed, redValue, relativeDanger, relativeSuspicion, type Mind } from './mind';
import type { BotRandom } from './random';

export type Play = Extract<SalemAction, { type: 'play' }>;

/** What a card is worth in the bot's hand (Parris' pick, Tituba's order). */
export const CARD_WORTH: Record<string, number> = {
  witness: 5, evidence: 3, alibi: 2, piety: 2, asylum: 2, accusation: 1, scapegoat: 1.5, robbery: 1,
  arson: 1, curse: 1, stocks: 0.5, matchmaker: 0.3, black_cat: 0.5, conspiracy: 0, night: 0,
};

/** Turns a bot plays at most this many cards in, so hands last and turns stay short. */
const MAX_PLAYS_PER_TURN = 3;

export interface Ctx {
  view: SalemView;
  mind: Mind;
  hand: string[];
}

function accusationsOn(view: SalemView, seat: Seat): number {
  return view.players[seat]?.accusations ?? 0;
}

/** How close a player is to losing a Tryal (0 = no accusations, 1 = one short of the threshold or past). */
export function pressure(view: SalemView, seat: Seat): number {
  const p = view.players[seat]!;
  return p.threshold > 0 ? Math.min(1, p.accusations / p.threshold) : 0;
}

function isCompanion(mind: Mind, seat: Seat | undefined): boolean {
  return seat !== undefined && mind.companions.has(seat);
}

/** A townsperson's red card: base + fit(points, r) + reach × r when it reaches a reveal, r = relative suspicion ^ focus. */
export interface TownRedWeights { base: number; witnessBar: number; witness: number; evidence: number; accusationBase: number; accusation: number; reach: number; focus: number }
/** A witch's red card: companion (≤ −10: never on a fellow witch), base, spread, reach and fragile ÷ Tryals left. */
export interface WitchRedWeights { companion: number; base: number; spread: number; reach: number; fragile: number }
export interface RedWeights { town: TownRedWeights; witch: WitchRedWeights }

/** The Normal bot's weights; the levels bring their own (hard-town.ts, easy.ts). */
export const NORMAL_RED: Readonly<RedWeights> = {
  town: { base: 1.5, witnessBar: 0.7, witness: 10, evidence: 4, accusationBase: 1, accusation: 4, reach: 2, focus: 1 },
  witch: { companion: -10, base: 2.5, spread: 1.5, reach: 2, fragile: 1.5 },
};

export function redScore(c: Ctx, card: string, target: Seat, asWitness = false, w: Readonly<RedWeights> = NORMAL_RED): number {
  const { view, mind } = c;
  const points = asWitness ? 7 : redValue(view, card, target);
  // A player who lost a Tryal this turn loses no other before the next (S65): the cards only wait.
  const reaches = !view.players[target]!.tryalLostThisTurn && accusationsOn(view, target) + points >= view.players[target]!.threshold;
  if (mind.witch) {
    const ww = w.witch;
    const friend = isCompanion(mind, target);
    if (friend && ww.companion <= -10) return -10;
    // Spread over the townsfolk: the dangerous first, and those with few Tryals left (a reveal may kill
    // them), less on those this bot already accused.
    const spread = Math.min(1, mind.accusedByMe[target]! / 7);
    const big = points >= 7 ? -1 : 0;
    const left = faceDownCount(view, target);
    return (friend ? ww.companion : 0) + ww.base + 2 * relativeDanger(mind, target) + (reaches ? ww.reach : 0) - ww.spread * spread + big + (left > 0 ? ww.fragile / left : 0);
  }
  const tw = w.town;
  const rel = relativeSuspicion(mind, target);
  const r = tw.focus === 1 ? rel : Math.pow(rel, tw.focus);
  // A Witness is kept for a strong suspect; small cards go on anyone fairly suspected.
  const fit = points >= 7 ? tw.witness * (r - tw.witnessBar) : points >= 3 ? tw.evidence * r : tw.accusationBase + tw.accusation * r;
  return tw.base + fit + (reaches ? tw.reach * r : 0);
}

function shieldScore(c: Ctx, key: string, target: Seat): number {
  const { view, mind } = c;
  const front = view.players[target]!.front.map(cardKey);
  if (front.includes(key)) return -5;
  if (mind.witch) {
    if (isCompanion(mind, target)) return key === 'alibi' ? 10 * pressure(view, target) - 3 : 3;
    // Now and then an Alibi for a townsperson in trouble, so the witch's Alibis do not mark its friends.
    return key === 'alibi' ? 2 * pressure(view, target) - 1.5 : -3;
  }
  // Squared: the top suspect gets no shield, the middling ones some.
  const trust = 1 - relativeSuspicion(mind, target) ** 2;
  if (key === 'alibi') return accusationsOn(view, target) > 0 ? 12 * pressure(view, target) * trust - 2 : -5;
  // The witches kill the loudest accusers: Asylum goes to a trusted one of them.
  if (key === 'asylum') return 3 * trust - 1 + relativeDanger(mind, target);
  return 3 * trust - 1 + pressure(view, target);
}

function playScore(c: Ctx, a: Play): number {
  const { view, mind } = c;
  const key = cardKey(a.card);
  const r = (s: Seat) => relativeSuspicion(mind, s);
  if (a.asWitness) return redScore(c, a.card, a.target, true);
  if (isRed(a.card)) return redScore(c, a.card, a.target);
  switch (key) {
    case 'alibi': {
      const removed = a.remove?.reduce((sum, id) => sum + redValue(view, id, a.target), 0) ?? 0;
      return shieldScore(c, key, a.target) + 0.3 * removed;
    }
    case 'piety':
    case 'asylum':
      return shieldScore(c, key, a.target);
    case 'stocks':
      return mind.witch ? (isCompanion(mind, a.target) ? -5 : 0.3 + relativeDanger(mind, a.target)) : 2 * r(a.target) - 1;
    case 'arson': {
      const cards = view.players[a.target]!.handCount;
      return mind.witch ? (isCompanion(mind, a.target) ? -5 : 0.2 * cards * relativeDanger(mind, a.target)) : 0.3 * cards * r(a.target) - 1;
    }
    case 'robbery': {
      const cards = view.players[a.target]!.handCount;
      const to = a.to ?? a.target;
      if (mind.witch) return isCompanion(mind, a.target) ? -5 : isCompanion(mind, to) ? 0.5 * cards - 0.5 : -1;
      return 0.4 * cards * (r(a.target) - r(to)) - 1;
    }
    case 'scapegoat': {
      const to = a.to ?? a.target;
      if (mind.witch) return isCompanion(mind, a.target) && !isCompanion(mind, to) ? 9 * pressure(view, a.target) - 2 : -3;
      return 8 * pressure(view, a.target) * (1 - r(a.target)) * r(to) - 2;
    }
    case 'curse': {
      const removed = a.remove?.[0] ? cardKey(a.remove[0]) : '';
      const shield = removed === 'piety' || removed === 'asylum';
      if (mind.witch) return isCompanion(mind, a.target) ? -5 : shield ? 3 : -1;
      return shield ? 4 * r(a.target) - 1 : -1;
    }
    case 'matchmaker': {
      // Two matched townsfolk die together at night: good for witches, a risk for the town.
      if (!mind.witch) return -2;
      if (isCompanion(mind, a.target)) return -5;
      const matched = view.players.some((p, seat) => seat !== a.target && p.alive && !isCompanion(mind, seat) && seat !== mind.me && p.front.some((id) => cardKey(id) === 'matchmaker'));
      return matched ? 3 : 0.2;
    }
    case 'black_cat':
      return mind.witch ? (isCompanion(mind, a.target) ? -5 : 1) : 2 * r(a.target) - 0.5;
    default:
      return -1;
  }
}

/** Samuel Parris' pick is worth its cards, against the two unknown cards a draw brings. */
function parrisScore(cards: string[]): number {
  return cards.reduce((sum, id) => sum + (CARD_WORTH[cardKey(id)] ?? 0), 0) - 3;
}

/**
 * How a level other than *Normal* bends the turn (issue 24): `jitter` is the seeded noise on a
 * card's score (0.8 at Normal), `play` a score of its own for a card (null: the Normal score).
 */
export interface TurnTuning {
  jitter?: number;
  play?: (c: Ctx, a: Play) => number | null;
  /** Added to a draw's score (0 at Normal). */
  draw?: number;
  /** Ending the turn early scores this (1.5 at Normal). */
  end?: number;
}

export function chooseTurn(view: SalemView, mind: Mind, legal: SalemAction[], rand: BotRandom, tune: TurnTuning = {}): SalemAction {
  const c: Ctx = { view, mind, hand: view.me?.hand ?? [] };
  const played = view.turnPlayed;
  const drawValue = 2 + Math.max(0, 3 - c.hand.length);
  const score = (a: SalemAction): number => {
    switch (a.type) {
      case 'draw':
        return drawValue + (tune.draw ?? 0);
      case 'end':
        return played >= MAX_PLAYS_PER_TURN ? 100 : tune.end ?? 1.5;
      case 'play':
        return played >= MAX_PLAYS_PER_TURN ? -100 : (tune.play?.(c, a) ?? playScore(c, a)) + rand.float() * (tune.jitter ?? 0.8);
      case 'parris':
        return parrisScore(a.cards) + drawValue * 0.5;
      case 'tituba':
        // Before the draw, once: she sees the deck and still draws (her view shows the order).
        return 50;
      default:
        // The hourglass is the screen's to send, never a bot's.
        return -1000;
    }
  };
  return rand.best(legal, score);
}

/** Tituba's new order, among the ones offered: her next two draws strong; the black cards where her team wants them. */
export function chooseArrangement(view: SalemView, mind: Mind, legal: SalemAction[], rand: BotRandom): SalemAction {
  const score = (a: SalemAction): number => {
    if (a.type !== 'arrange') return -1000;
    const n = a.order.length;
    let s = 0;
    a.order.forEach((id, i) => {
      const key = cardKey(id);
      if (i < 2) s += CARD_WORTH[key] ?? 0;
      if (key === 'night' || key === 'conspiracy') {
        // Town: nights and conspiracies help the witches, keep them deep; a witch wants them soon.
        const depth = n > 1 ? i / (n - 1) : 0;
        s += mind.witch ? 6 * (1 - depth) : 6 * depth;
      }
    });
    return s;
  };
  return rand.best(legal, score);
}
