/**
 * The *Difícil* townsperson (issue 24, rulings S113, S119, S123): the Normal bot's shape — a
 * suspicion read from the table, red cards on the suspects, shields for the trusted — with its own
 * weights, and the beliefs of beliefs.ts where they pay: holding back a red card that would kill a
 * player the beliefs think innocent, and guessing tonight's victim for the gavel and the
 * confession. Everything comes from the seat's view.
 */
import type { Seat } from '../../../engine/contract';
import type { SalemView } from '../types';
import { readBeliefs } from './beliefs';
import { accusationsMatrix, faceDownCount, isRed, NORMAL_SUSPICION, readMind, redValue, type Mind, type SuspicionWeights } from './mind';
import type { NightTuning } from './night';
import { NORMAL_RED, redScore, type Ctx, type Play, type TownRedWeights, type TurnTuning } from './turn';

export interface HardTownWeights {
  suspicion: SuspicionWeights;
  /** A red card's score (turn.ts redScore). */
  red: TownRedWeights;
  /** What killing a player the beliefs think innocent costs (a last Tryal), and revealing its second-to-last. */
  killCost: number;
  nearKillCost: number;
  draw: number;
  end: number;
  jitter: number;
  /** Victim guess: face-down Tryals' weight, and how much a point on a likely witch counts beyond 1. */
  victimRow: number;
  victimTeam: number;
  riskShare: number;
}

export const HARD_TOWN: HardTownWeights = {
  suspicion: { ...NORMAL_SUSPICION },
  red: { ...NORMAL_RED.town, accusationBase: 0, reach: 4, focus: 2 },
  killCost: 4,
  nearKillCost: 1,
  draw: 0,
  end: 1.5,
  jitter: 0.8,
  victimRow: 0.1,
  victimTeam: 2,
  riskShare: 1,
};

const HARD_RED = { ...NORMAL_RED, town: HARD_TOWN.red };

export interface TownMind {
  mind: Mind;
  /** The beliefs' chance each seat holds a face-down Witch. */
  witch: number[];
}

export function hardTownMind(view: SalemView, me: Seat): TownMind {
  // Tilting the suspicion by the beliefs measured weaker at 12 players and no better at 8 (S123).
  return { mind: readMind(view, me, HARD_TOWN.suspicion), witch: readBeliefs(view, me).witch };
}

/**
 * A red card's score, less what the reveal may cost. Half the town's dead die of their own side's
 * accusations: a reveal of a last face-down Tryal kills its holder, a townsperson unless the
 * beliefs say it hides a Witch.
 */
function townRed(h: TownMind, c: Ctx, a: Play): number | null {
  if (!isRed(a.card) && !a.asWitness) return null;
  const w = HARD_TOWN;
  const { view } = c;
  const t = a.target;
  const p = view.players[t]!;
  const points = a.asWitness ? 7 : redValue(view, a.card, t);
  const reaches = !p.tryalLostThisTurn && p.accusations + points >= p.threshold;
  const left = faceDownCount(view, t);
  const innocent = 1 - h.witch[t]!;
  const cost = reaches && left === 1 ? w.killCost * innocent : reaches && left === 2 ? w.nearKillCost * innocent : 0;
  return redScore(c, a.card, t, a.asWitness === true, HARD_RED) - cost;
}

export function hardTownTurn(h: TownMind): TurnTuning {
  return { play: (c, a) => townRed(h, c, a), draw: HARD_TOWN.draw, end: HARD_TOWN.end, jitter: HARD_TOWN.jitter };
}

/**
 * A townsperson's guess at tonight's victim (ruling S119): the witches kill whom they find most
 * dangerous, the red points a player put on the witches counted three times (the Normal witch's
 * reading). The town does not know the witches, so each point counts 1 + victimTeam × the chance,
 * by the beliefs, that its target is on the witch team, and a player the beliefs think a witch is no victim.
 */
export function victimOdds(view: SalemView, me: Seat, h: TownMind): number[] {
  const acc = accusationsMatrix(view, view.log);
  const team = view.players.map((p, s) => (p.tryals.includes('witch') || p.wasWitch === true ? 1 : s === me ? 0 : h.witch[s]!));
  return view.players.map((p, s) => {
    if (!p.alive || team[s]! >= 1) return 0;
    let danger = 0;
    for (let t = 0; t < view.players.length; t++) danger += acc[s]![t]! * (1 + HARD_TOWN.victimTeam * team[t]!);
    return (1 - team[s]!) * (danger + HARD_TOWN.victimRow * faceDownCount(view, s));
  });
}

export function hardTownNight(view: SalemView, h: TownMind): NightTuning {
  return { victimOdds: victimOdds(view, h.mind.me, h), riskShare: HARD_TOWN.riskShare };
}
