/**
 * What a bot makes of its own view: its team, the witches it knows, how suspicious every player
 * looks to a townsperson, and how dangerous every townsperson looks to a witch. Everything comes
 * from the seat's view and the log lines it may read (public lines and its own private ones), so
 * a bot knows no more than a person in its seat.
 */
import type { Seat } from '../../../engine/contract';
import { cardKey } from '../state';
import type { LogEntry, SalemView } from '../types';

const RED_VALUE: Record<string, number> = { accusation: 1, evidence: 3, witness: 7 };
const PROTECTIVE = new Set(['alibi', 'piety', 'asylum']);

export interface Mind {
  me: Seat;
  witch: boolean;
  /** Living witches this bot knows of, itself excluded (witches only; [] for a townsperson). */
  companions: Set<Seat>;
  /** Living seats other than the bot's own. */
  others: Seat[];
  /** Town's reading: how likely each player is a witch, comparable across players (0 for the bot itself). */
  suspicion: number[];
  /** How much each player has accused: red points played, counted on the witches the bot knows ×3 (witch) — whom witches want dead. */
  danger: number[];
  /** Red points this bot has played on each player (a witch spreads them). */
  accusedByMe: number[];
}

/** The red points a card adds on `target` (Cotton Mather counts Evidence as 1). */
export function redValue(view: SalemView, card: string, target: Seat): number {
  const key = cardKey(card);
  if (key === 'evidence' && view.players[target]?.ability === 'cotton_mather') return 1;
  return RED_VALUE[key] ?? 0;
}

/** How many of a player's Tryals are still face down. */
export function faceDownCount(view: SalemView, seat: Seat): number {
  return view.players[seat]?.tryals.filter((t) => t === null).length ?? 0;
}

export function isRed(card: string): boolean {
  return cardKey(card) in RED_VALUE;
}

function num(v: string | number | undefined): number {
  return typeof v === 'number' ? v : Number(v);
}

/** Who is known to be on each team from public facts: deaths announced, Witch Tryals face up. */
function knownTeams(view: SalemView): { witch: Set<Seat>; town: Set<Seat> } {
  const witch = new Set<Seat>();
  const town = new Set<Seat>();
  view.players.forEach((p, seat) => {
    if (p.tryals.includes('witch') || p.wasWitch === true) witch.add(seat);
    else if (p.wasWitch === false) town.add(seat);
  });
  return { witch, town };
}

/**
 * How sure the table is that a player is a townsperson: 1 for a death announced innocent; for a
 * silent death with no Witch shown, nearly; for the living, half the share of their row shown Not a Witch.
 */
function townish(view: SalemView, seat: Seat, teams: { witch: Set<Seat>; town: Set<Seat> }): number {
  if (teams.town.has(seat)) return 1;
  if (teams.witch.has(seat)) return 0;
  const p = view.players[seat]!;
  if (!p.alive) return 0.8;
  const shown = p.tryals.filter((t) => t === 'not').length;
  return p.tryals.length > 0 ? (0.5 * shown) / p.tryals.length : 0;
}

/** Red points each seat placed on each other seat, from the log ('play' of a red card, Griggs' Alibi as a Witness). */
export function accusationsMatrix(view: SalemView, log: readonly LogEntry[]): number[][] {
  const n = view.players.length;
  const m = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const e of log) {
    if (e.key === 'play') {
      const by = num(e.params.seat);
      const target = num(e.params.target);
      const points = isRed(String(e.params.card)) ? redValue(view, String(e.params.card), target) : 0;
      if (points > 0 && m[by]) m[by]![target] = (m[by]![target] ?? 0) + points;
    } else if (e.key === 'griggs') {
      const by = num(e.params.seat);
      const target = num(e.params.target);
      if (m[by]) m[by]![target] = (m[by]![target] ?? 0) + 7;
    }
  }
  return m;
}

/** Seats each player has protected (Alibi, Piety, Asylum played on them). */
function protections(log: readonly LogEntry[]): { by: Seat; target: Seat }[] {
  const out: { by: Seat; target: Seat }[] = [];
  for (const e of log) {
    const card = String(e.params.card ?? '');
    if ((e.key === 'alibi' || e.key === 'play') && PROTECTIVE.has(cardKey(card))) out.push({ by: num(e.params.seat), target: num(e.params.target) });
  }
  return out;
}

/**
 * The chance each other player holds a face-down Witch Tryal if the hidden Witch cards were spread
 * evenly over the face-down Tryals the bot cannot see: 1 − (1 − W/F)^k for k cards face down.
 */
export function priorSuspicion(view: SalemView, me: Seat): number[] {
  const mine = view.me?.tryals ?? [];
  const myHiddenWitches = mine.filter((t) => !t.up && t.face === 'witch').length;
  const hiddenWitches = Math.max(0, view.witchCards - view.witchCardsRevealed - myHiddenWitches);
  let faceDown = 0;
  view.players.forEach((p, seat) => {
    if (seat !== me && p.alive) faceDown += p.tryals.filter((t) => t === null).length;
  });
  const p = faceDown > 0 ? Math.min(1, hiddenWitches / faceDown) : 0;
  return view.players.map((pl, seat) => {
    if (seat === me || !pl.alive) return 0;
    const k = pl.tryals.filter((t) => t === null).length;
    return 1 - Math.pow(1 - p, k);
  });
}

/**
 * What a townsperson reads into the table's accusations and shields, on top of the prior of the
 * face-down Tryals (the Normal bot's weights; the *Difícil* town tunes its own, hard-town.ts).
 */
export interface SuspicionWeights {
  /** Per red point on a player the table trusts (witches accuse townsfolk). */
  accusesTownish: number;
  /** Per red point on a player shown a witch, taken off (a witch spares its own). */
  accusesWitch: number;
  /** Per red point the night's victim had put on the player (the witches kill their accusers). */
  accusedByVictim: number;
  /** For a shield given to a player later shown a witch. */
  shieldsWitch: number;
  /** For each shield someone else gave the player. */
  shielded: number;
}

export const NORMAL_SUSPICION: Readonly<SuspicionWeights> = { accusesTownish: 0.04, accusesWitch: 0.06, accusedByVictim: 0.03, shieldsWitch: 0.4, shielded: 0.05 };

function townSuspicion(view: SalemView, me: Seat, acc: number[][], teams: { witch: Set<Seat>; town: Set<Seat> }, w: SuspicionWeights): number[] {
  const n = view.players.length;
  const suspicion = priorSuspicion(view, me);
  const log = view.log;
  const protect = protections(log);
  const kills = new Set(log.filter((e) => e.key === 'kill').map((e) => num(e.params.target)));
  const town = view.players.map((_, seat) => townish(view, seat, teams));
  for (let seat = 0; seat < n; seat++) {
    if (seat === me || view.players[seat]?.alive !== true) continue;
    let s = suspicion[seat]!;
    for (let target = 0; target < n; target++) {
      const points = acc[seat]![target]!;
      // Witches accuse townsfolk and spare each other; a townsperson accuses witches when it can.
      s += w.accusesTownish * points * town[target]!;
      if (teams.witch.has(target)) s -= w.accusesWitch * points;
      // The witches kill whoever hurts them most: whom a night's victim accused looks worse.
      if (kills.has(target)) s += w.accusedByVictim * acc[target]![seat]!;
    }
    for (const p of protect) {
      if (p.by === seat && teams.witch.has(p.target)) s += w.shieldsWitch;
      if (p.target === seat && p.by !== me) s += w.shielded;
    }
    suspicion[seat] = Math.max(0.01, s);
  }
  return suspicion;
}

export function readMind(view: SalemView, me: Seat, weights: SuspicionWeights = NORMAL_SUSPICION): Mind {
  const log = view.log;
  const n = view.players.length;
  const witch = view.me?.witch ?? false;
  const alive = (seat: Seat) => view.players[seat]?.alive === true;
  const others = view.players.map((_, seat) => seat).filter((seat) => seat !== me && alive(seat));

  const companions = new Set<Seat>();
  if (witch) {
    for (const seat of view.me?.knownWitches ?? []) if (seat !== me && alive(seat)) companions.add(seat);
    // A Witch Tryal received at a Conspiracy names its giver: on the witch team for good.
    for (const e of log) {
      if (e.key === 'received' && e.params.face === 'witch' && num(e.params.seat) === me) {
        const from = num(e.params.from);
        if (from !== me && alive(from)) companions.add(from);
      }
    }
  }

  const acc = accusationsMatrix(view, log);
  const teams = knownTeams(view);
  const accusedByMe = acc[me] ?? new Array<number>(n).fill(0);

  const danger = new Array<number>(n).fill(0);
  const targets = witch ? new Set([me, ...companions]) : new Set<Seat>();
  for (let by = 0; by < n; by++) {
    for (let target = 0; target < n; target++) {
      const points = acc[by]![target]!;
      danger[by]! += points * (targets.has(target) ? 3 : 1);
    }
  }

  const suspicion = witch ? priorSuspicion(view, me) : townSuspicion(view, me, acc, teams, weights);
  return { me, witch, companions, others, suspicion, danger, accusedByMe };
}

/** Suspicion relative to the most suspicious living player (1 = the top suspect). */
export function relativeSuspicion(mind: Mind, seat: Seat): number {
  let top = 0;
  for (const o of mind.others) top = Math.max(top, mind.suspicion[o]!);
  return top > 0 ? mind.suspicion[seat]! / top : 0;
}

/** Danger relative to the most dangerous living non-companion (witches' reading). */
export function relativeDanger(mind: Mind, seat: Seat): number {
  let top = 0;
  for (const o of mind.others) if (!mind.companions.has(o)) top = Math.max(top, mind.danger[o]!);
  return top > 0 ? mind.danger[seat]! / top : 0;
}
