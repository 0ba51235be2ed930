/** Which Grizzled log lines stand out in the log, and how. */
import type { LogKey } from '../../../../shared/games/grizzled/types';
import type { LogTone } from '../../format/log-tone';

export const LOG_TONES: Partial<Record<LogKey, LogTone>> = {
  missionStart: 'heading',
  trap: 'event',
  christmasPlayed: 'event',
  speech: 'event',
  knock: 'bad',
  missionFailure: 'bad',
  defeatKnocks: 'bad',
  defeatMorale: 'bad',
  morale: 'bad',
  missionSuccess: 'good',
  heal: 'good',
  reliefCharm: 'good',
  supportBest: 'good',
  victory: 'good',
};
