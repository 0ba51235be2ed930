/**
 * The *Difícil* protagonist's determinizer (Information-Set search, issue 24): whole engine
 * states sampled from what a protagonist seat knows — its view (board, counters, revealed roles
 * and culprits, its own face-down cards, the public log) and the hypotheses consistent with that
 * public history. It never reads the real script: the secret card of each sample is a hypothesis
 * drawn by weight, its culprits drawn among each day's candidates, and every face-down card the
 * seat cannot see is drawn from the cards its owner could have placed — the mastermind's as the
 * AI mastermind would have chosen them under the sampled script.
 *
 * The samples are approximations where the view keeps no record (which once-a-day abilities were
 * used today, the Nurse's and the Henchman's flags): they are for rollouts, never for rulings.
 */
import { nextInt, seedRng, type RngState } from '../../../engine/rng';
import { MASTERMIND_HAND, PROTAGONIST_HAND } from '../cards';
import type { CharacterId, HandIndex } from '../ids';
import type { CastMember, Script } from '../script';
import type { Decision, LooperState, LooperView, PlacedCard } from '../types';
import type { Hypothesis, HypothesisSpace } from './hypotheses';
import { quickScore } from './mastermind';

function pickWeighted(hs: Hypothesis[], total: number, rng: RngState): [Hypothesis, RngState] {
  const [r, next] = nextInt(rng, 1_000_000);
  let x = (r / 1_000_000) * total;
  for (const h of hs) {
    x -= h.weight;
    if (x < 0) return [h, next];
  }
  return [hs[hs.length - 1]!, next];
}

/** One culprit per incident day among its candidates, all different (a few seeded tries, then the first fit). */
function drawCulprits(days: Record<number, CharacterId[]>, rng0: RngState): [{ day: number; culprit: CharacterId }[], RngState] {
  let rng = rng0;
  const order = Object.keys(days).map(Number).sort((a, b) => a - b);
  for (let attempt = 0; attempt < 8; attempt++) {
    const used = new Set<CharacterId>();
    const out: { day: number; culprit: CharacterId }[] = [];
    for (const day of order) {
      const free = (days[day] ?? []).filter((c) => !used.has(c));
      if (free.length === 0) break;
      let i: number;
      [i, rng] = nextInt(rng, free.length);
      used.add(free[i]!);
      out.push({ day, culprit: free[i]! });
    }
    if (out.length === order.length) return [out, rng];
  }
  return [order.map((day) => ({ day, culprit: (days[day] ?? [])[0]! })).filter((c) => c.culprit), rng];
}

/** The face-down cards this seat cannot see, each drawn from its owner's hand (distinct, not spent this loop). */
function drawHidden(view: LooperView, rng0: RngState): [PlacedCard[], RngState] {
  let rng = rng0;
  const taken = new Map<string, Set<string>>();
  for (const p of view.placed) if (p.card) (taken.get(String(p.owner)) ?? taken.set(String(p.owner), new Set()).get(String(p.owner))!).add(p.card);
  const out: PlacedCard[] = [];
  for (const p of view.placed) {
    if (p.card) {
      out.push({ owner: p.owner, target: p.target, card: p.card });
      continue;
    }
    const key = String(p.owner);
    const hand = p.owner === 'mastermind' ? MASTERMIND_HAND : PROTAGONIST_HAND;
    const spent = p.owner === 'mastermind' ? view.spent.mastermind : view.spent.hands[p.owner as HandIndex];
    const used = taken.get(key) ?? new Set<string>();
    const free = hand.filter((c) => !used.has(c.id) && !spent.includes(c.id));
    let i: number;
    [i, rng] = nextInt(rng, Math.max(1, free.length));
    const card = free[i]?.id ?? hand[0]!.id;
    used.add(card);
    taken.set(key, used);
    out.push({ owner: p.owner, target: p.target, card });
  }
  return [out, rng];
}

function pendingOf(view: LooperView): Decision | null {
  const d = view.decision;
  if (!d) return null;
  switch (d.t) {
    case 'protagonistCard': return { t: d.t, seat: d.seat, hand: d.hand! };
    case 'incident': return { t: d.t, seat: d.seat, day: d.day!, incident: d.incident! };
    case 'refusal': return { t: d.t, seat: d.seat, use: { ...d.use! } };
    case 'informer': return { t: d.t, seat: d.seat, named: d.named! };
    default: return { t: d.t, seat: d.seat } as Decision;
  }
}

/** One whole state consistent with `view` and the hypothesis `h`. */
function sampleState(view: LooperView, h: Hypothesis, rng0: RngState): [LooperState, RngState] {
  let rng = rng0;
  let culprits: { day: number; culprit: CharacterId }[];
  [culprits, rng] = drawCulprits(h.culprits, rng);
  let placed: PlacedCard[];
  [placed, rng] = drawHidden(view, rng);
  const onBoard = view.characters.map((c) => c.id);
  const cast: CastMember[] = onBoard.map((c) => {
    const m: CastMember = { character: c, role: h.roles[c] ?? 'person' };
    if (c === 'boss' && view.turf) m.turf = view.turf;
    return m;
  });
  const script: Script = {
    id: 'sampled',
    handbook: { title: { es: '', en: '' }, story: { es: '', en: '' }, hints: [], difficulty: {} },
    public: view.publicCard,
    secret: { mainPlot: h.mainPlot, subPlots: h.subPlots, cast, culprits: culprits.filter((c) => onBoard.includes(c.culprit)) },
  };
  let seed: number;
  [seed, rng] = nextInt(rng, 0x7fffffff);
  const revealedRoles = Object.fromEntries(view.characters.filter((c) => c.role).map((c) => [c.id, c.role])) as LooperState['revealedRoles'];
  const state: LooperState = {
    rulesVersion: 3,
    players: view.players.slice(),
    script,
    rng: seedRng(`determinized:${seed}`),
    loops: view.loops,
    loop: view.loop,
    day: view.day,
    step: view.step,
    leader: view.leader,
    holders: [...view.holders],
    characters: view.characters.map(({ role: _role, ...c }) => ({ ...c })),
    locationIntrigue: { ...view.locationIntrigue },
    spent: { mastermind: view.spent.mastermind.slice(), hands: view.spent.hands.map((x) => x.slice()) as LooperState['spent']['hands'] },
    placed,
    resolved: view.resolved.map((p) => ({ ...p })),
    pending: pendingOf(view),
    revealedRoles,
    revealedCulprits: { ...view.revealedCulprits },
    incidents: view.incidents.map((i) => ({ ...i })),
    usedToday: [],
    usedThisLoop: [],
    patientFree: false,
    henchmanCalm: false,
    goodwillAtLoopEnd: {},
    loopOver: null,
    loopsLost: Math.max(0, view.loop - 1),
    finalGuess: view.finalGuess ? { named: view.finalGuess.named.map((n) => ({ ...n })) } : null,
    result: null,
    log: [],
  };
  let cardSeed: number;
  [cardSeed, rng] = nextInt(rng, 0x7fffffff);
  return [{ ...state, placed: mastermindCards(view, state, cardSeed) }, rng];
}

/**
 * The mastermind's face-down cards, drawn as a mastermind with this sample's script would play
 * them: each free card weighted by the square of the AI mastermind's own first-look score of it
 * on that target (so an Intrigue card on a Key Person is far likelier than a bluff).
 */
function mastermindCards(view: LooperView, s: LooperState, seed: number): PlacedCard[] {
  let rng = seedRng(`mastermind-cards:${seed}`);
  const used = new Set<string>();
  return s.placed.map((p, i) => {
    if (p.owner !== 'mastermind' || view.placed[i]?.card) return p;
    const free = MASTERMIND_HAND.filter((c) => !used.has(c.id) && !s.spent.mastermind.includes(c.id));
    const w = free.map((c) => Math.max(0.05, quickScore(s, { type: 'placeCard', card: c.id, target: p.target })) ** 2);
    let r: number;
    [r, rng] = nextInt(rng, 1_000_000);
    let x = (r / 1_000_000) * w.reduce((a, b) => a + b, 0);
    let k = 0;
    while (k < free.length - 1 && (x -= w[k]!) >= 0) k++;
    const card = free[k]?.id ?? p.card;
    used.add(card);
    return { ...p, card };
  });
}

/**
 * `n` states sampled from the seat's view and its hypothesis space, seeded by `seed` alone.
 * Takes the view and what the seat inferred from it — nothing else.
 */
export function determinize(view: LooperView, space: HypothesisSpace, n: number, seed: number): LooperState[] {
  if (view.isMastermind || view.secret) throw new Error('determinize: for a protagonist view only');
  const hs = space.hypotheses.filter((h) => h.weight > 0);
  if (hs.length === 0) return [];
  let rng = seedRng(`determinize:${seed}`);
  const out: LooperState[] = [];
  for (let k = 0; k < n; k++) {
    let h: Hypothesis;
    [h, rng] = pickWeighted(hs, space.total || hs.reduce((a, x) => a + x.weight, 0), rng);
    let s: LooperState;
    [s, rng] = sampleState(view, h, rng);
    out.push(s);
  }
  return out;
}
