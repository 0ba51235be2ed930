/**
 * The Grizzled's automatic resolution as steps for the resolution player: a trap's drawn
 * card and each support tile turn over, the Trials and Morale counters move, No Man's Land
 * lights up when a mission ends. Built from the public log lines a move added (a tile's
 * owner-only line never reaches it), so it shows only what the log tells everyone.
 */
import { watchedLines, type PublicLogLine, type ResolutionStep, type StepBuilder, type StepContext } from '../../format/resolution-steps';
import type { LogKey } from '../../../../shared/games/grizzled/types';
import { cardName, logLine, tileName } from './format';
import { LOG_TONES } from './log-tones';

/** Lines a player writes by choosing something. */
export const GRIZZLED_MOVES: ReadonlySet<string> = new Set([
  'intensity', 'played', 'knock', 'christmasPlayed', 'charm', 'speech', 'speechDiscard', 'withdraw', 'tilePlaced', 'noTile',
  'forsake', 'heal',
]);

/** Lines nobody chose: traps, mission end, the support reveal, relief and the morale drop. */
export const GRIZZLED_AUTOMATIC: ReadonlySet<string> = new Set([
  'dealt', 'dealtNone', 'frenzied', 'chaplainTile', 'trap', 'trapDraw', 'drawEmpty', 'forcedWithdraw', 'tilePanicked', 'clumsy',
  'christmasNothing', 'missionSuccess', 'missionFailure', 'supportGiven', 'supportBest', 'supportTie', 'supportNone',
  'chaplainBest', 'reliefCharm', 'reliefNothing', 'morale', 'leader', 'speechToken', 'tyrant', 'victory', 'defeatKnocks',
  'defeatMorale',
]);

function counter(line: PublicLogLine, ctx: StepContext, label: string, left: number): Pick<ResolutionStep, 'motion' | 'label' | 'from' | 'to'> {
  return { motion: 'counter', label: ctx.tr.t(label), from: left + Number(line.params.n), to: left };
}

function step(line: PublicLogLine, ctx: StepContext): ResolutionStep {
  // The builder only ever gets this game's own log lines, so the key is one of LOG_KEYS.
  const key = line.key as LogKey;
  const base = { key, caption: logLine(ctx.tr, { key, params: line.params }, ctx.names), tone: LOG_TONES[key] ?? null };
  const { params } = line;
  switch (line.key) {
    case 'trapDraw':
      return { ...base, motion: 'flip', label: cardName(ctx.tr, String(params.card)) };
    case 'supportGiven':
      return { ...base, motion: 'flip', label: tileName(ctx.tr, String(params.tile)) };
    case 'dealt':
      return { ...base, ...counter(line, ctx, 'grizzled.table.trials', Number(params.trials)) };
    case 'morale':
      return { ...base, ...counter(line, ctx, 'grizzled.table.morale', Number(params.morale)) };
    case 'missionSuccess':
    case 'missionFailure':
      return { ...base, motion: 'zone', label: ctx.tr.t('grizzled.table.nml') };
    default:
      return { ...base, motion: 'line' };
  }
}

export const grizzledSteps: StepBuilder = (lines, ctx) =>
  watchedLines(lines, GRIZZLED_AUTOMATIC, GRIZZLED_MOVES, ctx.bots).map((line) => step(line, ctx));
