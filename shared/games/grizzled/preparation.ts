/**
 * Step I, Preparation: the leader chooses the intensity, cards are dealt one at a time from
 * the leader clockwise, Frenzied players take two more, and under the 2-player rule the
 * Chaplain puts a random tile on his card before the mission begins.
 */
import { nextInt } from '../../engine/rng';
import type { GrizzledState } from './types';
import { drawTrial, log, markBarrier } from './state';
import { hasKnock } from './knocks';

export const FIRST_MISSION_MIN_INTENSITY = 3;
export const FRENZIED_EXTRA_CARDS = 2;

export function intensityRange(s: GrizzledState): { min: number; max: number } {
  const min = s.mission === 1 ? FIRST_MISSION_MIN_INTENSITY : 1;
  // G5: beyond the intensity that empties the pile, a higher one deals nothing more.
  const max = Math.max(min, Math.ceil(s.trials.length / s.players.length));
  return { min, max };
}

/** Starts a mission: the leader's decision, or straight to the mission if there is nothing to deal (G6). */
export function openPreparation(s: GrizzledState): void {
  s.stage = { s: 'preparation' };
  s.intensity = null;
  log(s, 'missionStart', { mission: s.mission, leader: s.leader });
  if (s.trials.length === 0) {
    log(s, 'dealtNone');
    beginMission(s);
    return;
  }
  s.pending = [{ t: 'intensity', seat: s.leader, ...intensityRange(s) }];
}

export function chooseIntensity(s: GrizzledState, n: number): void {
  s.pending.pop();
  s.intensity = n;
  log(s, 'intensity', { seat: s.leader, n });
  let dealt = 0;
  const count = s.players.length;
  for (let round = 0; round < n && s.trials.length > 0; round++) {
    for (let i = 0; i < count && s.trials.length > 0; i++) {
      s.players[(s.leader + i) % count].hand.push(drawTrial(s)!);
      dealt += 1;
    }
  }
  log(s, 'dealt', { n: dealt, trials: s.trials.length });
  beginMission(s);
}

function beginMission(s: GrizzledState): void {
  frenziedDraws(s);
  chaplainWithdraws(s);
  s.stage = { s: 'mission' };
  s.active = s.leader;
  s.pending = [{ t: 'turn', seat: s.leader }];
}

/** G7: Frenzied takes its two extra cards from the Trials pile after the deal, from the leader on. */
function frenziedDraws(s: GrizzledState): void {
  const count = s.players.length;
  for (let i = 0; i < count; i++) {
    const seat = (s.leader + i) % count;
    const p = s.players[seat];
    if (!hasKnock(p, 'frenzied')) continue;
    let n = 0;
    while (n < FRENZIED_EXTRA_CARDS) {
      const card = drawTrial(s);
      if (card === null) break;
      p.hand.push(card);
      n += 1;
    }
    log(s, n > 0 ? 'frenzied' : 'drawEmpty', n > 0 ? { seat, n } : { seat });
  }
}

function chaplainWithdraws(s: GrizzledState): void {
  const chaplain = s.chaplain;
  if (!chaplain || chaplain.tiles.length === 0) return;
  const [i, rng] = nextInt(s.rng, chaplain.tiles.length);
  s.rng = rng;
  chaplain.played = chaplain.tiles.splice(i, 1)[0];
  markBarrier(s);
  log(s, 'chaplainTile');
}
