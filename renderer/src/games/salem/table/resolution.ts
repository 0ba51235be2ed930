/**
 * Salem's automatic resolution as steps for the resolution player: a revealed Tryal turns over
 * with its face, a death lights up the player, the Kill card of the morning turns over with the
 * victim's name, the Black Cat's reveal and the Conspiracy's pass show. Built from the public
 * log lines a move added (a seat's private line — a drawn card, a witch's proposal — never
 * reaches it), so it shows only what the log tells everyone.
 */
import { watchedLines, type PublicLogLine, type ResolutionStep, type StepBuilder, type StepContext } from '../../../format/resolution-steps';
import type { LogKey } from '../../../../../shared/games/salem/types';
import { faceName, logLine, seatName } from './format';
import { repeatsConfession } from './shown-log';

/** Lines a player writes by choosing something (a night screen's answer included: the same line for every role). */
export const SALEM_MOVES: ReadonlySet<string> = new Set([
  'character', 'draw', 'play', 'playTo', 'alibi', 'curse', 'arson', 'griggs', 'parris', 'tituba', 'hourglass', 'nightAnswered',
  'annDraw', 'rebeccaDraw', 'danforth',
]);

/** Lines nobody chose: reveals, deaths, black cards, the conspiracy, the morning, the end. */
export const SALEM_AUTOMATIC: ReadonlySet<string> = new Set([
  'setup', 'characterOffer', 'dawn', 'catGiven', 'stocksSkip', 'drawBlack', 'deckEmpty', 'giles', 'immune', 'matchmakers', 'matchmakerDouble',
  'threshold', 'reveal', 'redDiscarded', 'tryalLimit', 'abigail', 'constableEnds', 'death', 'wasWitch', 'proctor', 'conspiracy', 'catReveal',
  'catSkipped', 'catLimit', 'conspiracyPass', 'night', 'confess', 'phipsConfess', 'kill', 'gavel', 'saved', 'deckRebuilt', 'townWins',
  'witchesWin',
]);

function step(line: PublicLogLine, ctx: StepContext): ResolutionStep {
  const key = line.key as LogKey;
  const base = { key, caption: logLine(ctx.tr, { key, params: line.params }, ctx.names), tone: null };
  const p = line.params;
  switch (key) {
    case 'reveal':
    case 'catReveal':
    case 'confess':
      return { ...base, motion: 'flip', label: faceName(ctx.tr, String(p.face)) };
    case 'kill':
      return { ...base, motion: 'flip', label: seatName(ctx.names, p.target) };
    case 'death':
      return { ...base, motion: 'zone', label: seatName(ctx.names, p.seat) };
    case 'night':
    case 'dawn':
    case 'conspiracyPass':
      return { ...base, motion: 'zone', label: ctx.tr.t(key === 'dawn' ? 'salem.table.phase.dawn' : key === 'night' ? 'salem.table.phase.night' : 'salem.table.tryals') };
    default:
      return { ...base, motion: 'line' };
  }
}

/** A confession flips its Tryal once: the reveal line it writes next plays nothing (S97). */
export const salemSteps: StepBuilder = (lines, ctx) => {
  const watched = watchedLines(lines, SALEM_AUTOMATIC, SALEM_MOVES, ctx.bots);
  return watched.filter((line, i) => !repeatsConfession(line, watched[i - 1])).map((line) => step(line, ctx));
};
