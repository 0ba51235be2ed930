/**
 * The *Difícil* bot's reading of the table (issue 24, ruling S113): for every seat, how likely it
 * holds a face-down Witch Tryal, from one seat's view only. It is a determinization made exact:
 * every way the hidden Witch cards could lie among the face-down Tryals this seat cannot see
 * (its own Tryals and every face shown taken out) is enumerated, counted by how many Tryal
 * positions give it, and weighted by how well it explains what the table showed:
 *  - accusations: a witch spares the witches (a red card on a fellow witch is unlikely), a
 *    townsperson accuses anyone;
 *  - shields: a witch's Alibi, Piety or Asylum goes to a fellow witch more often;
 *  - nights: the witches' victim is a townsperson, and the one who accused them most.
 * Revealed Tryals enter through the positions themselves (a Not a Witch shown is a position that
 * holds no Witch), deaths announced through the team known. The real hidden state is never read:
 * the function takes the view and nothing else, and draws nothing at random.
 */
import type { Seat } from '../../../engine/contract';
import { cardKey } from '../state';
import type { SalemView } from '../types';
import { isRed, redValue } from './mind';

/** How much likelier a witch puts a red card on a townsperson than on a fellow witch. */
const SPARE = 0.3;
/** How much likelier a witch shields a fellow witch than a townsperson. */
const SHIELD_FRIEND = 2.5;
/** A townsperson spares players the table trusts; a witch does not: a point on one shown innocent is a tell. */
const TELL = 2;
/** Evidence from before the last Conspiracy counts this much (the Witch cards may have moved since). */
const BEFORE_PASS = 0.5;
const LOG_SPARE = Math.log(SPARE);
const LOG_SHIELD = Math.log(SHIELD_FRIEND);
const PROTECTIVE = new Set(['alibi', 'piety', 'asylum']);

export interface Beliefs {
  /** P(the seat holds at least one face-down Witch Tryal); 0 for this seat, the dead and the shown. */
  witch: number[];
  /** The chance one reveal of the seat's face-down Tryals (any position) shows a Witch. */
  hit: number[];
  /** Hidden Witch cards this seat cannot place (the enumeration's size). */
  hidden: number;
}

interface Evidence {
  /** Weighted red cards: [by][target]. */
  red: number[][];
  /** Weighted shields: [by][target]. */
  shield: number[][];
  /** Night victims named by a Kill card, with the weight of the moment. */
  kills: { target: Seat; w: number }[];
}

const num = (v: string | number | undefined) => (typeof v === 'number' ? v : Number(v));

function readEvidence(view: SalemView, me: Seat | null): Evidence {
  const n = view.players.length;
  const grid = () => Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const red = grid();
  const shield = grid();
  const kills: Evidence['kills'] = [];
  let lastPass = -1;
  view.log.forEach((e, i) => {
    if (e.key === 'conspiracyPass') lastPass = i;
  });
  view.log.forEach((e, i) => {
    const w = i < lastPass ? BEFORE_PASS : 1;
    const by = num(e.params.seat);
    const target = num(e.params.target);
    if (e.key === 'kill') kills.push({ target, w });
    if (by === me || !(by >= 0 && by < n && target >= 0 && target < n) || by === target) return;
    const card = String(e.params.card ?? '');
    // Weighed by points, an Evidence counting one (Accusation a third, Witness seven thirds).
    if (e.key === 'griggs') red[by]![target]! += (w * 7) / 3;
    else if (e.key === 'play' && isRed(card)) red[by]![target]! += (w * redValue(view, card, target)) / 3;
    else if ((e.key === 'play' || e.key === 'alibi') && PROTECTIVE.has(cardKey(card))) shield[by]![target]! += w;
  });
  return { red, shield, kills };
}

/** Seats known to be on the witch team from public facts (and, for a witch, its own wake-ups). */
function knownTeam(view: SalemView, me: Seat | null): Set<Seat> {
  const team = new Set<Seat>();
  view.players.forEach((p, seat) => {
    if (p.tryals.includes('witch') || p.wasWitch === true) team.add(seat);
  });
  if (me !== null && view.me?.witch) {
    team.add(me);
    for (const s of view.me.knownWitches) team.add(s);
    for (const e of view.log) if (e.key === 'received' && e.params.face === 'witch' && num(e.params.seat) === me) team.add(num(e.params.from));
  }
  return team;
}

/**
 * How sure the table is that a player is a townsperson (as the Normal bot reads it): a death
 * announced innocent, a silent death, or half the share of the row shown Not a Witch.
 */
function townish(p: SalemView['players'][number]): number {
  if (p.wasWitch === false) return 1;
  if (p.wasWitch === true || p.tryals.includes('witch')) return 0;
  if (!p.alive) return 0.8;
  return p.tryals.length > 0 ? (0.5 * p.tryals.filter((t) => t === 'not').length) / p.tryals.length : 0;
}

const choose = (k: number, m: number): number => (m === 0 ? 1 : m === 1 ? k : m === 2 ? (k * (k - 1)) / 2 : (k * (k - 1) * (k - 2)) / 6);

/** Every placement of `h` Witch cards over seats with `slots` face-down positions: counts per seat. */
function placements(slots: number[], h: number, visit: (m: number[]) => void): void {
  const m = new Array<number>(slots.length).fill(0);
  const go = (from: number, left: number) => {
    if (left === 0) return visit(m);
    for (let s = from; s < slots.length; s++) {
      if (m[s]! >= slots[s]!) continue;
      m[s]!++;
      go(s, left - 1);
      m[s]!--;
    }
  };
  go(0, h);
}

/**
 * The beliefs of `me` (null: the public table, as a witch imagines the town reads it). With
 * `me` null the seat's own Tryals count as hidden like everybody else's.
 */
export function readBeliefs(view: SalemView, me: Seat | null): Beliefs {
  const n = view.players.length;
  const slots = view.players.map((p, seat) => (p.alive && seat !== me ? p.tryals.filter((t) => t === null).length : 0));
  const mine = me === null ? [] : (view.me?.tryals ?? []);
  const hidden = Math.max(0, view.witchCards - view.witchCardsRevealed - mine.filter((t) => !t.up && t.face === 'witch').length);
  const witch = new Array<number>(n).fill(0);
  const hit = new Array<number>(n).fill(0);
  const total = slots.reduce((a, b) => a + b, 0);
  if (hidden === 0 || total === 0) return { witch, hit, hidden };
  const ev = readEvidence(view, me);
  const known = knownTeam(view, me);
  const tell = view.players.map((p) => Math.log(1 + TELL * townish(p)));
  const inTeam = new Array<boolean>(n).fill(false);
  const expected = new Array<number>(n).fill(0);
  let sum = 0;
  placements(slots, Math.min(hidden, total), (m) => {
    // How many Tryal positions give this placement: the product of C(slots, m) per seat.
    let ways = 1;
    for (let s = 0; s < n; s++) {
      ways *= choose(slots[s]!, m[s]!);
      inTeam[s] = m[s]! > 0 || known.has(s);
    }
    const w = ways * Math.exp(logLikelihood(ev, inTeam, tell));
    sum += w;
    for (let s = 0; s < n; s++) {
      if (m[s]! > 0) {
        witch[s]! += w;
        expected[s]! += w * m[s]!;
      }
    }
  });
  for (let s = 0; s < n; s++) {
    witch[s] = sum > 0 ? witch[s]! / sum : 0;
    hit[s] = sum > 0 && slots[s]! > 0 ? expected[s]! / sum / slots[s]! : 0;
  }
  return { witch, hit, hidden };
}

/** log P(the table's evidence | this team), up to a constant shared by every placement. */
function logLikelihood(ev: Evidence, team: boolean[], tell: number[]): number {
  const n = team.length;
  let ll = 0;
  // Only a red card between two members of the team tells: how many cards a player plays does
  // not (townsfolk accuse their suspects as eagerly as witches accuse the town).
  for (let by = 0; by < n; by++) {
    if (!team[by]) continue;
    const row = ev.red[by]!;
    const shields = ev.shield[by]!;
    for (let t = 0; t < n; t++) {
      if (row[t]! > 0) ll += row[t]! * (team[t] ? LOG_SPARE : tell[t]!);
      if (team[t] && shields[t]! > 0) ll += shields[t]! * LOG_SHIELD;
    }
  }
  for (const k of ev.kills) {
    // The victim is a townsperson, picked mostly among those who accused the witches.
    if (team[k.target]) {
      ll += k.w * Math.log(0.05);
      continue;
    }
    let top = 0;
    let mean = 0;
    let count = 0;
    for (let s = 0; s < n; s++) {
      if (team[s]) continue;
      let onTeam = 0;
      for (let t = 0; t < n; t++) if (team[t]) onTeam += ev.red[s]![t]!;
      if (s === k.target) top = onTeam;
      mean += onTeam;
      count++;
    }
    ll += k.w * Math.log((1 + top) / (1 + mean / Math.max(1, count)));
  }
  return ll;
}
