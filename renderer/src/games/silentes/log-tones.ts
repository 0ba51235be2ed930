/** Which Silentes log lines stand out in the log (and in the resolution player), and how. */
import type { LogTone } from '../../format/log-tone';

export const LOG_TONES: Partial<Record<string, LogTone>> = {
  roundStart: 'heading',
  omen: 'event',
  huntReveal: 'event',
  noiseUp: 'bad',
  compareFail: 'bad',
  defeatNoise: 'bad',
  compareSuccess: 'good',
  noiseDown: 'good',
  victoryHuntDeckExhausted: 'good',
  victoryWorld: 'good',
};
