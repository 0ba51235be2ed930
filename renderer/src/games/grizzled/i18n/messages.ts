/** Every text of The Grizzled, merged under `grizzled.*` (over ./catalog.ts) when the game loads. */
import { grizzledEs } from './es';
import { grizzledEn } from './en';
import { grizzledLog } from './log';
import { grizzledStatsEn, grizzledStatsEs } from './stats';

export const gameMessages = {
  es: { ...grizzledEs, stats: grizzledStatsEs, log: grizzledLog.es },
  en: { ...grizzledEn, stats: grizzledStatsEn, log: grizzledLog.en },
};
