/** Which Tragedy Looper log lines stand out in the log, and how. */
import type { LogKey } from './i18n/log';
import type { LogTone } from '../../format/log-tone';

export const LOG_TONES: Partial<Record<LogKey, LogTone>> = {
  loopStarted: 'heading',
  dayStarted: 'heading',
  finalGuessStarted: 'heading',
  cardRevealed: 'event',
  goodwillDeclared: 'event',
  incidentOccurred: 'event',
  roleRevealed: 'event',
  culpritRevealed: 'event',
  informerAnswered: 'event',
  characterDied: 'bad',
  protagonistsDied: 'bad',
  protagonistsLost: 'bad',
  loopLost: 'bad',
  guessWrong: 'bad',
  mastermindWins: 'bad',
  guardSpent: 'good',
  characterRevived: 'good',
  guessRight: 'good',
  protagonistsWin: 'good',
};
