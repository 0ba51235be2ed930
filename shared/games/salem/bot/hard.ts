/**
 * The *Difícil* witch (issue 24, rulings S113–S116; the townsperson is hard-town.ts).
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
import { faceDownCount, isRed, readMind, redValue, relativeDanger, type Mind } from './mind';
import type { NightTuning } from './night';
import type { Ctx, Play, TurnTuning } from './turn';

export interface HardMind {
  mind: Mind;
  /** The table's own reading (what a townsperson with no secret would think), for a witch's bluff. */
  table: number[];
}

/** A witch's mind and the table's public reading of the same beliefs (the town side is hard-town.ts). */
export function hardWitchMind(view: SalemView, me: Seat): HardMind {
  return { mind: readMind(view, me), table: readBeliefs(view, null).witch };
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

/** What a victim's face-down Tryals weigh beside its danger (0.1 at Normal). */
const VICTIM_ROW = 1.5;

export function hardWitchTurn(h: HardMind): TurnTuning {
  return { play: (c, a) => witchRed(h, c, a) };
}

export function hardWitchNight(view: SalemView, h: HardMind): NightTuning {
  return {
    pick: (prompt, pool, rand) => {
      if (prompt.role === 'cat') return rand.best(pool, (s) => -faceDownCount(view, s) + 0.5 * relativeDanger(h.mind, s));
      if (prompt.role !== 'victim') return null;
      // The fragile townsfolk fall to the accusations anyway: the night takes a dangerous one with Tryals to spare.
      return rand.best(pool, (s) => relativeDanger(h.mind, s) + VICTIM_ROW * faceDownCount(view, s));
    },
  };
}
