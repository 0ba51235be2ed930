/**
 * Tragedy Looper's card resolution and what follows it as steps for the shared resolution
 * player: the face-down cards turn over one by one, the places where counters land or
 * characters go light up, deaths, incidents and reveals show as they happen. Built from the
 * public log lines a move added (the mastermind's "(Secreto)" lines never reach it), so it
 * shows only what the mastermind announces to everyone.
 */
import { watchedLines, type PublicLogLine, type ResolutionStep, type StepBuilder, type StepContext } from '../../format/resolution-steps';
import type { LogKey } from './i18n/log';
import { cardName, characterName, incidentName, logLine, roleName, targetName } from './format';
import { LOG_TONES } from './log-tones';

/** Lines a person writes by choosing something (placing a card, declaring an ability…). */
export const LOOPER_MOVES: ReadonlySet<string> = new Set([
  'henchmanPlaced', 'cardPlaced', 'goodwillDeclared', 'informerNamed', 'timeSpiralContinue', 'timeSpiralFinalGuess',
]);

/** Lines nobody chose in the moment: the resolution, incidents, deaths, loop ends and the Final Guess's answers. */
export const LOOPER_AUTOMATIC: ReadonlySet<string> = new Set([
  'cardRevealed', 'moveForbidden', 'moveBlocked', 'moved', 'forbidIntrigueVoid', 'cardCancelled', 'counterPlaced',
  'counterRemoved', 'characterDied', 'guardSpent', 'guardPlaced', 'characterRevived', 'nothingHappens', 'roleRevealed',
  'culpritRevealed', 'incidentOccurred', 'incidentNoEffect', 'noIncident', 'protagonistsDied', 'protagonistsLost',
  'loopEnded', 'loopLost', 'loopStarted', 'dayStarted', 'leaderPassed', 'informerAnswered', 'informerNone',
  'finalGuessStarted', 'guessRight', 'guessWrong', 'protagonistsWin', 'mastermindWins', 'cardReturned', 'patientFreed',
  'henchmanCalmed',
]);

function step(line: PublicLogLine, ctx: StepContext): ResolutionStep {
  // The builder only ever gets this game's own log lines, so the key is one of its log keys.
  const key = line.key as LogKey;
  const base = { key, caption: logLine(ctx.tr, { key, params: line.params }, ctx.names), tone: LOG_TONES[key] ?? null };
  const p = line.params;
  switch (key) {
    case 'cardRevealed':
      return { ...base, motion: 'flip', label: cardName(ctx.tr, String(p.card)) };
    case 'roleRevealed':
      return { ...base, motion: 'flip', label: roleName(ctx.tr, String(p.role)) };
    case 'culpritRevealed':
      return { ...base, motion: 'flip', label: characterName(ctx.tr, String(p.character)) };
    case 'incidentOccurred':
      return { ...base, motion: 'zone', label: incidentName(ctx.tr, String(p.incident)) };
    case 'counterPlaced':
    case 'counterRemoved':
      return { ...base, motion: 'zone', label: targetName(ctx.tr, String(p.target)) };
    case 'moved':
      return { ...base, motion: 'zone', label: targetName(ctx.tr, String(p.to)) };
    case 'characterDied':
      return { ...base, motion: 'zone', label: characterName(ctx.tr, String(p.character)) };
    default:
      return { ...base, motion: 'line' };
  }
}

export const looperSteps: StepBuilder = (lines, ctx) =>
  watchedLines(lines, LOOPER_AUTOMATIC, LOOPER_MOVES, ctx.bots).map((line) => step(line, ctx));
