/**
 * *Difícil* (issue 24, rulings S113–S116): the Normal bot's moves scored with a sharper reading.
 *  - A townsperson keeps the Normal suspicion (tilting it by the determinized beliefs of beliefs.ts
 *    measured weaker: TILT) and, by those beliefs, holds back the red card that
 *    would reveal a last face-down Tryal of a player the beliefs think innocent (it would kill a
 *    townsperson: half the town's dead die of their own side's accusations).
 *  - A witch bluffs: it accuses the townsfolk the table itself suspects (the public reading of the
 *    same beliefs, as a townsperson would), avoids piling on players already shown mostly Not a
 *    Witch (the tell a reader looks for), presses those a reveal would kill, and now and then puts
 *    a lone Accusation on a fellow witch far from a reveal, so its cards show no pattern. At night
 *    the witches take a dangerous townsperson with Tryals to spare (the fragile ones fall to the
 *    accusations anyway); at dawn the Black Cat goes to the townsperson with fewest face-down
 *    Tryals (a Conspiracy's reveal may kill them).
 * Everything comes from the seat's view; nothing is drawn but the seeded jitter of a Normal turn.
 */
import type { Seat } from '../../../engine/contract';
import type { SalemView } from '../types';
import { readBeliefs } from './beliefs';
import { accusationsMatrix, isRed, priorSuspicion, readMind, redValue, relativeDanger, type Mind } from './mind';
import type { NightTuning } from './night';
import { redScore, type Ctx, type Play, type TurnTuning } from './turn';

/**
 * How far the beliefs tilt the Normal suspicion: 1 (the beliefs alone) won 55–62% of 8-player games
 * against Normal witches, 0.3 about 70%, 0 as Normal (72%); measured on seed 24, see docs/bots.md.
 */
const TILT: number = 0;

export interface HardMind {
  mind: Mind;
  /** The table's own reading (what a townsperson with no secret would think), for a witch's bluff. */
  table: number[];
}

export function hardMind(view: SalemView, me: Seat): HardMind {
  const mind = readMind(view, me);
  if (mind.witch) {
    const pub = readBeliefs(view, null).witch;
    return { mind, table: pub };
  }
  // The Normal reading stays (it weighs who accuses the players the table trusts); the beliefs say
  // whether a last face-down Tryal hides a Witch (townRed). Tilting the suspicion itself by the
  // beliefs measured weaker (TILT = 0; docs/bots.md).
  const b = readBeliefs(view, me);
  if (TILT === 0) return { mind, table: b.witch };
  const prior = priorSuspicion(view, me);
  const suspicion = mind.suspicion.map((s, seat) => (prior[seat]! > 0 ? Math.max(0.001, s * Math.pow(b.witch[seat]! / prior[seat]!, TILT)) : s));
  return { mind: { ...mind, suspicion }, table: b.witch };
}

function faceDownCount(view: SalemView, seat: Seat): number {
  return view.players[seat]!.tryals.filter((t) => t === null).length;
}

/** The witch's score for a red card (null for any other card: the Normal score). */
function witchRed(h: HardMind, c: Ctx, a: Play): number | null {
  if (!isRed(a.card) && !a.asWitness) return null;
  const { view, mind } = c;
  const t = a.target;
  const p = view.players[t]!;
  const points = a.asWitness ? 7 : redValue(view, a.card, t);
  const left = faceDownCount(view, t);
  if (mind.companions.has(t)) {
    // The bluff: one small card on a fellow witch with Tryals to spare and far from a reveal.
    const safe = points === 1 && left >= 3 && p.accusations + points <= p.threshold - 4 && mind.accusedByMe[t]! < 1;
    return safe ? 2.2 : -10;
  }
  let top = 0;
  for (const o of mind.others) if (!mind.companions.has(o)) top = Math.max(top, h.table[o]!);
  const looks = top > 0 ? h.table[t]! / top : 0;
  const reaches = !p.tryalLostThisTurn && p.accusations + points >= p.threshold;
  const spread = Math.min(1, mind.accusedByMe[t]! / 7);
  // A red card on a player already shown mostly Not a Witch is what makes a witch look like one.
  const shown = p.tryals.length > 0 ? p.tryals.filter((x) => x === 'not').length / p.tryals.length : 0;
  const exposed = p.alive && shown > 0 ? 1.5 * shown * Math.min(1, points / 3) : 0;
  return -exposed + 2.5 + 1.5 * relativeDanger(mind, t) + 1.5 * looks + (reaches ? 2 + (left === 1 ? 2 : 0) : 0) - 1.2 * spread + (points >= 7 && !reaches ? -1 : 0) + (left > 0 ? 1.5 / left : 0);
}

/**
 * The townsperson's score for a red card: the Normal score, less what the reveal may cost. Half
 * the town's dead die of their own side's accusations: a reveal of a last face-down Tryal kills
 * its holder, a townsperson unless the beliefs say it hides a Witch.
 */
function townRed(h: HardMind, c: Ctx, a: Play): number | null {
  if (!isRed(a.card) && !a.asWitness) return null;
  const { view } = c;
  const t = a.target;
  const p = view.players[t]!;
  const points = a.asWitness ? 7 : redValue(view, a.card, t);
  const reaches = !p.tryalLostThisTurn && p.accusations + points >= p.threshold;
  const left = faceDownCount(view, t);
  const innocent = 1 - h.table[t]!;
  const cost = reaches && left === 1 ? KILL_COST * innocent : reaches && left === 2 ? (KILL_COST / 4) * innocent : 0;
  return redScore(c, a.card, t, a.asWitness === true) - cost;
}

const KILL_COST = 4;
/** What a victim's face-down Tryals weigh beside its danger (0.1 at Normal). */
const VICTIM_ROW = 1.5;

export function hardTurn(h: HardMind): TurnTuning {
  return { play: (c, a) => (h.mind.witch ? witchRed(h, c, a) : townRed(h, c, a)) };
}

/**
 * A townsperson's guess at tonight's victim (ruling S119): the witches kill whom they find most
 * dangerous, the red points a player put on the witches counted three times (the Normal witch's
 * reading). The town does not know the witches, so each point counts 1 + 2 × the chance, by the
 * beliefs, that its target is on the witch team, and a player the beliefs think a witch is no victim.
 * The gavel goes to the likeliest victim, and the seat confesses when it is among them.
 */
export function victimOdds(view: SalemView, me: Seat, h: HardMind): number[] {
  const acc = accusationsMatrix(view, view.log);
  const team = view.players.map((p, s) => (p.tryals.includes('witch') || p.wasWitch === true ? 1 : s === me ? 0 : h.table[s]!));
  return view.players.map((p, s) => {
    if (!p.alive || team[s]! >= 1) return 0;
    let danger = 0;
    for (let t = 0; t < view.players.length; t++) danger += acc[s]![t]! * (1 + 2 * team[t]!);
    return (1 - team[s]!) * (danger + 0.1 * faceDownCount(view, s));
  });
}

export function hardNight(view: SalemView, h: HardMind): NightTuning {
  if (!h.mind.witch) return { victimOdds: victimOdds(view, h.mind.me, h) };
  return {
    pick: (prompt, pool, rand) => {
      if (prompt.role === 'cat') return rand.best(pool, (s) => -faceDownCount(view, s) + 0.5 * relativeDanger(h.mind, s));
      if (prompt.role !== 'victim') return null;
      // The fragile townsfolk fall to the accusations anyway: the night takes a dangerous one with Tryals to spare.
      return rand.best(pool, (s) => relativeDanger(h.mind, s) + VICTIM_ROW * faceDownCount(view, s));
    },
  };
}
