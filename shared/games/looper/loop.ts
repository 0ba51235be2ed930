/**
 * Loop start and loop end (digest §5.3, §5.5; L13-L15). A loop ends when its last day ends or
 * at once when `s.loopOver` is set (L14). The public log says only that the protagonists lost
 * the loop, never why (ES §5.7).
 */
import { CHARACTER_CARDS } from './characters';
import { finishGame, startFinalGuess } from './final-guess';
import { applyLoopStart, loopLost } from './plots';
import { resetBoard } from './setup';
import { leaderSeat, log } from './state';
import { TRAGEDY_SET_DATA } from './tragedy-sets';
import { MASTERMIND, type LooperState } from './types';
import type { LocationId } from './ids';

/**
 * Loop set-up (after any Time Spiral): reset and cards back, the Henchman's start if he is
 * cast (L10), then [Loop start] effects and day 1's first placement.
 */
export function beginLoop(s: LooperState): void {
  s.henchmanStart = null;
  resetBoard(s);
  s.day = 1;
  s.spent = { mastermind: [], hands: [[], [], []] };
  s.placed = [];
  s.resolved = [];
  s.usedToday = [];
  s.usedThisLoop = [];
  s.patientFree = false;
  s.henchmanCalm = false;
  s.loopOver = null;
  for (const i of s.incidents) i.occurred = null;
  log(s, 'loopStarted', { loop: s.loop, loops: s.loops });
  if (s.characters.some((c) => c.id === 'henchman')) {
    s.step = 'loopStart';
    s.pending = { t: 'henchmanStart', seat: MASTERMIND };
  } else finishLoopSetUp(s);
}

/** [Loop start] effects once every character stands on its start (L40), then day 1. */
function finishLoopSetUp(s: LooperState): void {
  applyLoopStart(s);
  s.step = 'mastermindCards';
  s.pending = null;
}

/** The Henchman stands where the mastermind chose (public once chosen, L10). */
export function placeHenchman(s: LooperState, location: LocationId): void {
  const h = s.characters.find((c) => c.id === 'henchman');
  if (h) h.location = location;
  s.henchmanStart = location;
  log(s, 'henchmanPlaced', { location });
  finishLoopSetUp(s);
}

export function henchmanStartOptions(): LocationId[] {
  // The Henchman has no forbidden location; any of the four is a legal start.
  return (['hospital', 'shrine', 'city', 'school'] as LocationId[]).filter((l) => !CHARACTER_CARDS.henchman.forbidden.includes(l));
}

/** Loop end: the loss checks, then victory, the next loop (Time Spiral first in Basic Tragedy), the Final Guess or defeat. */
export function endLoop(s: LooperState): void {
  const lost = loopLost(s);
  s.loopOver = null;
  s.pending = null;
  log(s, 'loopEnded', { loop: s.loop });
  if (!lost) {
    finishGame(s, 'victory', 'loopSurvived');
    return;
  }
  s.loopsLost += 1;
  log(s, 'loopLost', { loop: s.loop });
  const finalGuessAllowed = TRAGEDY_SET_DATA[s.script.public.tragedySet].finalGuess;
  if (s.loop < s.loops) {
    s.goodwillAtLoopEnd = Object.fromEntries(s.characters.map((c) => [c.id, c.goodwill]));
    s.loop += 1;
    if (finalGuessAllowed) {
      // L15: the Time Spiral before the reset; the board stays as the loop left it while they talk.
      s.step = 'loopStart';
      s.pending = { t: 'timeSpiral', seat: leaderSeat(s) };
    } else beginLoop(s);
    return;
  }
  if (finalGuessAllowed) startFinalGuess(s);
  else finishGame(s, 'defeat', 'allLoopsLost');
}

/** The Time Spiral's answer (L15): go on with the next loop, or straight to the Final Guess. */
export function answerTimeSpiral(s: LooperState, goOn: boolean): void {
  log(s, goOn ? 'timeSpiralContinue' : 'timeSpiralFinalGuess', { loop: s.loop });
  if (goOn) beginLoop(s);
  else startFinalGuess(s);
}
